import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRestApi } from '../app.ts';
import { outbox, recoveryCodes, users } from '../db/schema.ts';
import { createRecoveryCode } from '../repositories/recovery.ts';
import { freshTestDatabase, type TestDatabase, testConfig } from '../test/harness.ts';
import { queueMail } from './queueMail.ts';

let db: TestDatabase;
let app: Awaited<ReturnType<typeof buildRestApi>>;
beforeAll(async () => {
  db = await freshTestDatabase();
  // No workers: the test looks at what waits in the queue.
  app = await buildRestApi({ database: db.database, config: testConfig(), jobs: { workers: false } });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const outboxTo = (to: string) => db.database.db.select().from(outbox).where(eq(outbox.to, to));
async function jobsOf(outboxId: number): Promise<number> {
  const { rows } = (await db.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where singleton_key = ${`email-delivery:${outboxId}`}`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}

describe('an e-mail queued with the change it reports', () => {
  it('leaves no outbox row, no code and no job when the transaction rolls back', async () => {
    const [user] = await db.database.db.select().from(users).where(eq(users.email, 'staff@funzone.test'));
    const codesBefore = await db.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user!.id));
    let outboxId = 0;
    await expect(
      db.database.db.transaction(async (tx) => {
        await createRecoveryCode(tx, user!.id);
        outboxId = await queueMail(tx, app.jobs, { to: 'rolled-back@funzone.test', subject: 'x', body: 'y' });
        // The crash (or refusal) after the row and the job were written, before the commit.
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(outboxId).toBeGreaterThan(0);
    expect(await outboxTo('rolled-back@funzone.test')).toEqual([]);
    expect(await jobsOf(outboxId)).toBe(0);
    const codesAfter = await db.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user!.id));
    expect(codesAfter).toHaveLength(codesBefore.length);
  });

  it('commits the outbox row and its delivery job together', async () => {
    const id = await db.database.db.transaction((tx) =>
      queueMail(tx, app.jobs, { to: 'committed@funzone.test', subject: 'x', body: 'y' }),
    );
    expect((await outboxTo('committed@funzone.test')).map((r) => r.id)).toEqual([id]);
    expect(await jobsOf(id)).toBe(1);
  });

  it('queues a recovery e-mail’s job with the code, from the route', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/account-recovery',
      payload: { email: 'admin@funzone.test' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxTo('admin@funzone.test');
    expect(await jobsOf(mail!.id)).toBe(1);
  });
});
