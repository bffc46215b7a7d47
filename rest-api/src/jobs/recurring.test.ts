import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRestApi } from '../app.ts';
import { freshTestDatabase, type TestDatabase, testConfig } from '../test/harness.ts';
import { CLUB_NOTIFICATIONS_QUEUE } from './clubNotifications.ts';
import { createJobQueue } from './queue.ts';

const FAST = { pollingIntervalSeconds: 0.5, expireInSeconds: 5, superviseIntervalSeconds: 1, retryDelaySeconds: 1 };
const silent = { error: () => {} } as never;
const noop = async () => {};

let db: TestDatabase;
beforeAll(async () => {
  db = await freshTestDatabase();
}, 300_000);
afterAll(() => db?.close());

describe('recurring jobs', () => {
  it('run at start and on their interval, one run at a time across two queues of one database', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const job = {
      name: 'test-recurring',
      everySeconds: 1,
      run: async () => {
        active++;
        most = Math.max(most, active);
        await new Promise((r) => setTimeout(r, 300));
        runs++;
        active--;
      },
    };
    const options = {
      db: db.database.db,
      log: silent,
      handlers: { email: noop, sms: noop, segmentCount: noop, segmentSweep: noop, segmentSend: noop, feedImport: noop },
      timings: FAST,
    };
    const one = createJobQueue({ ...options, recurring: [job] });
    const two = createJobQueue({ ...options, recurring: [job] });
    await one.start();
    await two.start();
    try {
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 15_000, interval: 100 });
      expect(most).toBe(1);
    } finally {
      await one.stop();
      await two.stop();
    }
  });

  it('the REST API queues the club notification pass when asked to, and not otherwise', async () => {
    const count = async () => {
      const { rows } = (await db.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${CLUB_NOTIFICATIONS_QUEUE}`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0]!.n;
    };
    const quiet = await buildRestApi({ database: db.database, config: testConfig(), jobs: FAST });
    await quiet.close();
    expect(await count()).toBe(0);
    const app = await buildRestApi({ database: db.database, config: testConfig(), jobs: FAST, recurringJobs: true });
    try {
      await vi.waitFor(async () => expect(await count()).toBeGreaterThan(0), { timeout: 10_000, interval: 100 });
    } finally {
      await app.close();
    }
  });
});
