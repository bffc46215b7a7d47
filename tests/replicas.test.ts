/**
 * replicas of the REST API started at once on one empty PostgreSQL database. Before
 * the start-up lock each ran the migrations and the second crashed (`duplicate key …
 * pg_type_typname_nsp_index`). Now one migrates and seeds while the other waits, and both serve.
 * Always on the machine's PostgreSQL (127.0.0.1:5432, or DATABASE_URL's server), in a fresh
 * database of its own: the race only exists on a server.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase, type FreshPostgresDatabase } from '../rest-api/src/db/fresh.ts';
import { type RunningRestApi, startRestApi } from '../rest-api/src/server.ts';

const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
let fresh: FreshPostgresDatabase | undefined;
const running: RunningRestApi[] = [];

afterAll(async () => {
  for (const rest of running) await rest.close();
  await fresh?.drop();
});

describe('two REST APIs started at once on an empty database', () => {
  it('both come up, the schema is made once and the demo data once', async () => {
    fresh = await createFreshPostgresDatabase(server);
    const start = () =>
      startRestApi({
        port: 0,
        host: '127.0.0.1',
        databaseUrl: fresh!.url,
        memory: false,
        seedDemo: true,
        seedScale: 1,
        logger: false,
        recurringJobs: false,
      });
    const started = await Promise.allSettled([start(), start()]);
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    const failures = started.flatMap((result) =>
      result.status === 'rejected' ? [String((result.reason as Error).stack ?? result.reason)] : [],
    );
    expect(failures).toEqual([]);
    // Exactly one of them seeded; the other found the demo data there.
    expect(running.map((rest) => rest.seeded).sort()).toEqual([false, true]);
    for (const rest of running) {
      const res = await fetch(`${rest.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'director@funzone.test', password: 'Marquee#2026' }),
      });
      expect(res.status).toBe(200);
    }
  }, 600_000);
});
