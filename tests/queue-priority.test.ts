/**
 * The job queue keeps up: a test e-mail a person is waiting for goes out promptly
 * while 500 timed messages (birthday e-mails queued by the timed-messages job) wait in the same
 * queue, because the workers fetch messages people wait for before bulk ones and send many at
 * once. Through the real path: the timed job queues the birthdays, the REST API's
 * /marketing/test-email queues the test, its workers send both over SMTP to a local catcher.
 *
 * The catcher answers each message after 50 ms, as a real SMTP server takes its time; in a queue
 * that sends in order the test e-mail could only leave after every birthday e-mail before it.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildRestApi } from '../rest-api/src/app.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { sendTimedMessages } from '../rest-api/src/jobs/timedMessages.ts';
import { createMailer, type Mailer } from '../rest-api/src/mail/delivery.ts';
import { freshTestDatabase, type TestDatabase, testConfig } from '../rest-api/src/test/harness.ts';
import { type FakeSmtp, startFakeSmtp } from '../rest-api/src/test/smtp.ts';
import { demoMasterClients } from './support/fixtures.ts';

/** The public base URL the messages' links and images are built on. */
const LINKS = 'https://marquee.test';

const BIRTHDAYS = 500;
const SMTP_MS = 50;

let db: TestDatabase;
let smtp: FakeSmtp;
let a: number;
let location: { id: number; zone: string };

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db.database.db, query);

beforeAll(async () => {
  db = await freshTestDatabase();
  smtp = await startFakeSmtp();
  ({ a } = await demoMasterClients(db.database.db));
  [location] = (await rows<{ id: number; zone: string }>(
    sql`select l.id, coalesce(s.time_zone, 'America/Chicago') as zone from locations l
        left join location_settings s on s.location_id = l.id where l.master_client_id = ${a} order by l.id limit 1`,
  )) as [{ id: number; zone: string }];
}, 400_000);
afterAll(async () => {
  await smtp?.close();
  await db?.close();
});

it('sends a test e-mail within seconds while 500 timed messages are queued ahead of it', async () => {
  // 500 guests of the location whose birthday is today there, opted in; the timed job queues
  // their birthday e-mails (the demo's birthday template), a batch per pass.
  const today = Temporal.Now.plainDateISO(location.zone);
  await db.database.db.execute(
    sql`insert into guests (master_client_id, home_location_id, first_name, last_name, email, marketing_opt_in, birth_date)
        select ${a}, ${location.id}, 'Birthday', 'Guest ' || n, 'birthday' || n || '@queue.test', true,
          ${today.with({ year: 1990 }).toString()}::date
        from generate_series(1, ${BIRTHDAYS}) n`,
  );
  const morning = new Date(today.toZonedDateTime({ timeZone: location.zone, plainTime: '11:00' }).epochMilliseconds);
  // A REST API that queues without delivering, as the timed job's pass does in a busy process.
  const queuing = await buildRestApi({ database: db.database, config: testConfig(), jobs: { workers: false } });
  try {
    while ((await sendTimedMessages(db.database.db, queuing.jobs, morning, LINKS)) > 0);
  } finally {
    await queuing.close();
  }
  const birthdays = () =>
    rows<{ queued: number; sent: number }>(
      sql`select count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'sent')::int as sent
          from guest_messages where to_address like '%@queue.test'`,
    );
  expect((await birthdays())[0]).toEqual({ queued: BIRTHDAYS, sent: 0 });

  // The REST API starts with them waiting, as on a first start with a backlog.
  const real = createMailer(smtp.url);
  const slow: Mailer = {
    kind: 'smtp',
    send: async (mail) => {
      await new Promise((r) => setTimeout(r, SMTP_MS));
      await real.send(mail);
    },
    close: () => real.close(),
  };
  const app = await buildRestApi({
    database: db.database,
    config: testConfig(),
    mailer: slow,
    jobs: { pollingIntervalSeconds: 0.5 },
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'director@funzone.test', password: 'Marquee#2026' },
    });
    const token = login.json().data.token as string;
    const asked = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: `/marketing/test-email?masterClient=${a}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        locationId: location.id,
        languageId: 1,
        name: 'Queue test',
        channel: 'email',
        timeTypeId: 5,
        subject: 'Queue test for {{ guest.firstName }}',
        body: '<p>Hi {{ guest.firstName }}</p>',
        email: 'waiting@queue-test.example',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    await vi.waitFor(
      async () => {
        const [m] = await rows<{ status: string }>(sql`select status from guest_messages where id = ${id}`);
        expect(m!.status).toBe('sent');
      },
      { timeout: 15_000, interval: 50 },
    );
    const waited = Date.now() - asked;
    const [left] = await birthdays();
    // Sent ahead of the backlog: most birthday e-mails still wait when the test e-mail is out.
    expect(left!.queued, `test e-mail sent after ${waited} ms`).toBeGreaterThan(BIRTHDAYS / 2);
    expect(waited).toBeLessThan(10_000);
    expect(smtp.received.filter((m) => m.includes('To: waiting@queue-test.example'))).toHaveLength(1);

    // And the backlog drains, each birthday e-mail sent exactly once.
    await vi.waitFor(async () => expect((await birthdays())[0]!.sent).toBe(BIRTHDAYS), {
      timeout: 180_000,
      interval: 500,
    });
    expect(smtp.received.filter((m) => m.includes('@queue.test')).length).toBe(BIRTHDAYS);
  } finally {
    await app.close();
  }
}, 400_000);
