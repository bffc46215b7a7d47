/**
 * Backups as docs/operations.md tells an operator to take them, on the database this run uses:
 * on PostgreSQL a pg_dump (custom format) of a seeded database restored with pg_restore into an
 * empty one, which the REST API then opens and serves (sign-in, the same rows, no migration left
 * to run); on the embedded database the data folder copied after the REST API stopped, which
 * opens with the rows written before the stop.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildRestApi } from '../rest-api/src/app.ts';
import { type Database, openDatabase } from '../rest-api/src/db/client.ts';
import { createFreshPostgresDatabase } from '../rest-api/src/db/fresh.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { seededPostgres } from '../rest-api/src/db/seeded.ts';
import { DEMO_PASSWORD } from '../rest-api/src/seed/users.ts';
import { testConfig } from '../rest-api/src/test/harness.ts';

const run = promisify(execFile);
const serverUrl = process.env.DATABASE_URL;

/** Row counts of tables every part of the product writes, and the migrations recorded. */
async function snapshot(database: Database) {
  const [row] = await queryRows<Record<string, number>>(
    database.db,
    sql`select (select count(*) from master_clients)::int as clients, (select count(*) from users)::int as users,
          (select count(*) from products)::int as products, (select count(*) from bookings)::int as bookings,
          (select count(*) from dash_daily)::int as rollups, (select count(*) from audit_log)::int as audit,
          (select count(*) from drizzle.__drizzle_migrations)::int as migrations`,
  );
  return row!;
}

describe('backup and restore', () => {
  it(serverUrl
    ? 'restores a pg_dump into an empty database that the REST API opens and serves'
    : 'reopens a copy of the embedded data folder taken after the REST API stopped', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'marquee-backup-'));
    try {
      if (serverUrl) await postgresRoundTrip(serverUrl, folder);
      else await pgliteRoundTrip(folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 300_000);
});

async function postgresRoundTrip(server: string, folder: string) {
  const { fresh: source } = await seededPostgres(server);
  const target = await createFreshPostgresDatabase(server);
  try {
    const original = await openDatabase({ databaseUrl: source.url });
    const before = await snapshot(original);
    await original.close();
    expect(before.users).toBeGreaterThan(0);
    const file = join(folder, 'marquee.dump');
    await run('pg_dump', ['--format=custom', `--file=${file}`, source.url]);
    await run('pg_restore', ['--no-owner', `--dbname=${target.url}`, file]);

    const restored = await openDatabase({ databaseUrl: target.url });
    try {
      await restored.migrate();
      expect(await snapshot(restored)).toEqual(before);
      const app = await buildRestApi({ database: restored, config: testConfig({ memory: false }) });
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/login',
          payload: { username: 'director@funzone.test', password: DEMO_PASSWORD },
        });
        expect(login.statusCode, login.body).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await restored.close();
    }
  } finally {
    await target.drop();
    await source.drop();
  }
}

async function pgliteRoundTrip(folder: string) {
  const live = join(folder, 'pglite');
  const first = await openDatabase({ dataDir: live });
  await first.migrate();
  await first.db.execute(sql`insert into master_clients (name) values ('Backed Up Bowl')`);
  const before = await snapshot(first);
  // The folder is consistent once the process has closed it (SIGTERM does this).
  await first.close();
  const copy = join(folder, 'restored');
  await cp(live, copy, { recursive: true });

  const restored = await openDatabase({ dataDir: copy });
  try {
    await restored.migrate();
    expect(await snapshot(restored)).toEqual(before);
    const [row] = await queryRows<{ n: number }>(
      restored.db,
      sql`select count(*)::int as n from master_clients where name = 'Backed Up Bowl'`,
    );
    expect(row!.n).toBe(1);
  } finally {
    await restored.close();
  }
}
