import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRestApi } from '../app.ts';
import { outbox } from '../db/schema.ts';
import { freshTestDatabase, type TestDatabase, testConfig } from '../test/harness.ts';
import { type FakeSmtp, startFakeSmtp } from '../test/smtp.ts';
import { guestMessages } from '../db/schema-marketing.ts';
import { queueMessage } from '../repositories/marketing/messages.ts';
import { createMailer, type Mailer } from './delivery.ts';
import type { SmsProvider } from './sms.ts';

/** Queue timings short enough for a test: a lost job is retried after a second. */
const FAST = { pollingIntervalSeconds: 0.5, expireInSeconds: 1, superviseIntervalSeconds: 1, retryDelaySeconds: 1 };

let db: TestDatabase;
let smtp: FakeSmtp;
beforeAll(async () => {
  db = await freshTestDatabase();
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
  await db?.close();
});

const recover = (app: Awaited<ReturnType<typeof buildRestApi>>, email: string) =>
  app.inject({ method: 'POST', url: '/auth/account-recovery', payload: { email } });

async function outboxRow(to: string) {
  const [row] = await db.database.db.select().from(outbox).where(eq(outbox.to, to));
  return row!;
}

/** States of every job of one outbox row. */
async function jobStates(outboxId: number): Promise<string[]> {
  const { rows } = (await db.database.db.execute(
    sql`select state from pgboss.job where singleton_key = ${`email-delivery:${outboxId}`}`,
  )) as unknown as { rows: { state: string }[] };
  return rows.map((r) => r.state);
}

describe('e-mail delivery through the job queue', () => {
  it('sends a committed outbox message by SMTP and marks it sent', async () => {
    const app = await buildRestApi({ database: db.database, config: testConfig({ smtpUrl: smtp.url }), jobs: FAST });
    try {
      expect((await recover(app, 'director@funzone.test')).statusCode).toBe(200);
      await vi.waitFor(async () => expect((await outboxRow('director@funzone.test')).sentAt).toBeInstanceOf(Date), {
        timeout: 10_000,
        interval: 100,
      });
      const mine = smtp.received.filter((m) => m.includes('To: director@funzone.test'));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toContain('Subject: Reset your Marquee password');
    } finally {
      await app.close();
    }
  });

  it('delivers a message once when the process stops mid-send and a new one starts', async () => {
    const to = 'admin@funzone.test';
    let attempts = 0;
    // The first process takes the job and never finishes sending it (it is cut off).
    const stuck: Mailer = {
      kind: 'smtp',
      send: () => {
        attempts++;
        return new Promise(() => {});
      },
      close: () => {},
    };
    const first = await buildRestApi({ database: db.database, config: testConfig(), mailer: stuck, jobs: FAST });
    expect((await recover(first, to)).statusCode).toBe(200);
    await vi.waitFor(() => expect(attempts).toBe(1), { timeout: 10_000, interval: 50 });
    await first.close();
    const { id, sentAt } = await outboxRow(to);
    expect(sentAt).toBeNull();

    const second = await buildRestApi({
      database: db.database,
      config: testConfig(),
      mailer: createMailer(smtp.url),
      jobs: FAST,
    });
    try {
      await vi.waitFor(async () => expect((await outboxRow(to)).sentAt).toBeInstanceOf(Date), {
        timeout: 15_000,
        interval: 100,
      });
      // A duplicate job for the same row (e.g. a sweep) finds it sent and sends nothing.
      await second.jobs.email(id);
      await vi.waitFor(async () => expect((await jobStates(id)).every((s) => s === 'completed')).toBe(true), {
        timeout: 10_000,
        interval: 100,
      });
      expect(smtp.received.filter((m) => m.includes(`To: ${to}`))).toHaveLength(1);
      expect(attempts).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('queues at start an unsent e-mail whose after-commit enqueue was lost', async () => {
    const to = 'lost@example.com';
    await db.database.db.insert(outbox).values({ to, subject: 'Lost in a crash', body: 'Hello' });
    const app = await buildRestApi({ database: db.database, config: testConfig({ smtpUrl: smtp.url }), jobs: FAST });
    try {
      await vi.waitFor(async () => expect((await outboxRow(to)).sentAt).toBeInstanceOf(Date), {
        timeout: 10_000,
        interval: 100,
      });
      expect(smtp.received.filter((m) => m.includes(`To: ${to}`))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('sends an SMS through the provider once, retrying a failure with backoff', async () => {
    const sent: string[] = [];
    let failures = 1;
    const provider: SmsProvider = {
      kind: 'test',
      send: async (sms) => {
        if (failures-- > 0) throw new Error('provider busy');
        sent.push(`${sms.to}: ${sms.text}`);
      },
    };
    const app = await buildRestApi({ database: db.database, config: testConfig(), sms: provider, jobs: FAST });
    try {
      const id = await db.database.db.transaction((tx) =>
        queueMessage(tx, app.jobs, {
          masterClientId: 1,
          locationId: null,
          guestId: null,
          templateId: null,
          channel: 'sms',
          to: '15125550100',
          subject: '',
          text: 'See you tomorrow',
          html: '',
          fromName: '',
          replyTo: '',
          isTest: true,
          createdByUserId: null,
        }),
      );
      await vi.waitFor(
        async () => {
          const [row] = await db.database.db.select().from(guestMessages).where(eq(guestMessages.id, id));
          expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: '' });
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(sent).toEqual(['15125550100: See you tomorrow']);
      const listed = (await app.inject({ method: 'GET', url: '/dev/sms?to=15125550100' })).json().data;
      expect(listed).toMatchObject([{ to: '15125550100', text: 'See you tomorrow', status: 'sent' }]);
    } finally {
      await app.close();
    }
  });
});
