/**
 * A rolling restart under load: two REST APIs behind one gateway (REST_API_URL with both URLs)
 * on one PostgreSQL database; one is shut down the way SIGTERM does it (rest-api/src/main.ts:
 * stop listening, finish the requests in flight, stop the queue, close the pool) and started
 * again on its port while sessions keep reading and writing. No accepted request is lost: every
 * read answers; a write fails only with the retriable network error (its connection reset under
 * it, so the gateway cannot know whether it ran and does not resend it), and every write that
 * answered is in the database exactly once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type RunningGateway, startGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { createFreshPostgresDatabase, type FreshPostgresDatabase } from '../rest-api/src/db/fresh.ts';
import { type RunningRestApi, startRestApi } from '../rest-api/src/server.ts';
import { GatewayClient } from './support/client.ts';

const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const FUNZONE = 1;
let fresh: FreshPostgresDatabase | undefined;
const rests: RunningRestApi[] = [];
let gateway: RunningGateway | undefined;

afterAll(async () => {
  await gateway?.close();
  for (const rest of rests) await rest.close();
  await fresh?.drop();
});

const startRest = (port: number, seedDemo: boolean) =>
  startRestApi({
    port,
    host: '127.0.0.1',
    databaseUrl: fresh!.url,
    memory: false,
    seedDemo,
    seedScale: 1,
    logger: false,
    recurringJobs: false,
  });

describe('a REST API restarted while the gateway is under load', () => {
  it('loses no request and half-writes nothing', async () => {
    fresh = await createFreshPostgresDatabase(server);
    const first = await startRest(0, true);
    const second = await startRest(0, false);
    rests.push(first, second);
    gateway = await startGateway({
      ...loadGatewayConfig({ NODE_ENV: 'test' }),
      port: 0,
      host: '127.0.0.1',
      restApiUrl: `${first.url},${second.url}`,
      logLevel: 'silent',
      webDist: '/nonexistent',
    });
    const prefix = `roll-${randomUUID().slice(0, 8)}`;
    const sessions = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const client = new GatewayClient(gateway!.url);
        expect((await client.login('director@funzone.test')).errors).toBeUndefined();
        client.masterClient = FUNZONE;
        return client;
      }),
    );

    let running = true;
    const failures: string[] = [];
    let written = 0;
    let unsure = 0;
    const work = async (client: GatewayClient, n: number) => {
      for (let i = 0; running; i++) {
        const read = await client.gql('{ guestTags { id } }');
        if (read.errors) failures.push(`read: ${read.errors[0]?.message}`);
        const write = await client.gql('mutation($n: String!) { createGuestTag(name: $n) { id } }', {
          n: `${prefix}-${n}-${i}`,
        });
        const message = write.errors?.[0]?.message;
        if (message === 'Network error: Unable to reach the server') unsure++;
        else if (message) failures.push(`write: ${message}`);
        else written++;
      }
    };
    const load = Promise.all(sessions.map((client, n) => work(client, n)));

    // Once the load has written through both, restart the second on its own port.
    await vi.waitFor(() => expect(written).toBeGreaterThan(10), { timeout: 60_000, interval: 50 });
    const port = Number(new URL(second.url).port);
    await second.close();
    rests.splice(rests.indexOf(second), 1);
    const again = await startRest(port, false);
    rests.push(again);
    // Keep the load going until more writes have gone through the restarted pair.
    const before = written;
    await vi.waitFor(() => expect(written).toBeGreaterThan(before + 10), { timeout: 60_000, interval: 50 });
    running = false;
    await load;

    expect(failures).toEqual([]);
    expect(written).toBeGreaterThan(20);
    const tags = await sessions[0]!.gql<{ guestTags: { name: string }[] }>('{ guestTags { name } }');
    const ours = tags.data!.guestTags.filter((t) => t.name.startsWith(`${prefix}-`));
    expect(ours.length).toBeGreaterThanOrEqual(written);
    expect(ours.length).toBeLessThanOrEqual(written + unsure);
    expect(unsure).toBeLessThanOrEqual(sessions.length);
  }, 600_000);
});
