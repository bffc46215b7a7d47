/**
 * Club booking's notifications are sent: the notification job, run with a test clock
 * instead of waiting, queues one guest message per (notification, booking) however often it runs
 * (also two passes at once), none for a cancelled booking, a reminder the day before the visit
 * in the location's zone (not UTC) and a thank-you after it; the messages show in /crm/emails.
 * A template naming an unknown variable is refused when the notification is saved.
 *
 * The app's own pass (the real clock, every minute) is off under vitest (server.ts); the test's
 * passes use clocks around each due moment, and the bookings are days ahead so that even a pass
 * on the real clock would find nothing due.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { sendDueNotifications } from '../rest-api/src/jobs/clubNotifications.ts';
import { createJobQueue, type JobQueue } from '../rest-api/src/jobs/queue.ts';
import { type BookingWorld, bookingWorld } from './support/bookings.ts';
import { demoMasterClients } from './support/fixtures.ts';
import { type Body, type Method, restCall, restLogin } from './support/rest.ts';
import { type Stack, startStack } from './support/stack.ts';

/** The public base URL the messages' links and images are built on. */
const LINKS = 'https://marquee.test';

const ZONE = 'America/New_York';
let stack: Stack;
let jobs: JobQueue;
let world: BookingWorld;
let token: string;

const call = (method: Method, url: string, body?: unknown) =>
  restCall(stack.restUrl, token, method, url, { body, masterClient: world.masterClientId });
const day = Temporal.Now.plainDateISO(ZONE).add({ days: 4 });
/** `time` on the visit's day (or `days` from it) in the location's zone, as a clock. */
const local = (time: string, days = 0) =>
  new Date(day.add({ days }).toZonedDateTime({ timeZone: ZONE, plainTime: time }).epochMilliseconds);

async function book(startTime: string): Promise<number> {
  const res = await call('POST', '/booking-manager/bookings', {
    locationCode: world.locationCode,
    activityId: world.activityId,
    date: day.toString(),
    startTime,
    guests: 2,
    holderId: world.holderIds[0],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.booking.info.id as number;
}

const sends = (bookingId: number) =>
  queryRows<{ notification_id: number; outcome: string; message_id: number | null }>(
    stack.database.db,
    sql`select notification_id, outcome, message_id from club_notification_sends where booking_id = ${bookingId}
        order by created_at`,
  );

beforeAll(async () => {
  stack = await startStack();
  const db = stack.database.db;
  const { a } = await demoMasterClients(db);
  world = await bookingWorld(db, a, { zone: ZONE });
  token = await restLogin(stack.restUrl, 'director@funzone.test');
  // Only this test's notifications at the location (the demo seeds two there).
  await db.execute(sql`update club_notifications set enabled = false where location_id = ${world.locationId}`);
  // Enqueues only; the app's workers deliver what it queues.
  jobs = createJobQueue({
    db,
    log: { error: () => {} } as never,
    handlers: {
      email: async () => {},
      sms: async () => {},
      segmentCount: async () => {},
      segmentSweep: async () => {},
      segmentSend: async () => {},
      feedImport: async () => {},
    },
    workers: false,
  });
  await jobs.start();
}, 300_000);
afterAll(async () => {
  await jobs?.stop();
  await stack?.close();
});

describe('notifications', () => {
  it('refuses a template with an unknown variable', async () => {
    const res = await call('POST', '/club-booking/notifications', {
      locationCode: world.locationCode,
      kind: 'REMINDER',
      channel: 'EMAIL',
      offsetMinutes: 60,
      subject: 'Hi',
      template: 'Hi {{firstName}}',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['template']);
  });

  it('sends a reminder once, a thank-you after the visit, and nothing for a cancelled booking', async () => {
    const reminder = await call('POST', '/club-booking/notifications', {
      locationCode: world.locationCode,
      kind: 'REMINDER',
      channel: 'EMAIL',
      offsetMinutes: 1_440,
      subject: 'See you tomorrow, {{ guest.firstName }}',
      template: 'Your visit is on {{ booking.date }} at {{ booking.time }} ({{ booking.confirmationCode }}).',
    });
    expect(reminder.status, JSON.stringify(reminder.body)).toBe(200);
    const thanks = await call('POST', '/club-booking/notifications', {
      locationCode: world.locationCode,
      kind: 'THANK_YOU',
      channel: 'EMAIL',
      offsetMinutes: 90,
      subject: 'Thanks for visiting {{ location.name }}',
      template: 'Thank you, {{ guest.firstName }}!',
    });
    expect(thanks.status, JSON.stringify(thanks.body)).toBe(200);
    const booked = await book('10:00');
    const cancelled = await book('12:00');
    expect((await call('POST', '/booking-manager/bookings/cancel', { bookingId: cancelled })).status).toBe(200);

    // A minute before 10:00 New York time the day before: nothing yet. (In UTC it would be due.)
    await sendDueNotifications(stack.database.db, jobs, local('09:59', -1), LINKS);
    expect(await sends(booked)).toEqual([]);

    // Due: two passes at once and a third after send it once.
    const dueAt = local('10:00', -1);
    await Promise.all([
      sendDueNotifications(stack.database.db, jobs, dueAt, LINKS),
      sendDueNotifications(stack.database.db, jobs, dueAt, LINKS),
    ]);
    await sendDueNotifications(stack.database.db, jobs, local('18:00', -1), LINKS);
    const first = await sends(booked);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ notification_id: reminder.body.data.row.id, outcome: 'QUEUED' });
    expect(await sends(cancelled)).toEqual([]);

    // After the visit (10:00 + 90 minutes): the thank-you, once; no late reminder.
    await sendDueNotifications(stack.database.db, jobs, local('11:29'), LINKS);
    expect(await sends(booked)).toHaveLength(1);
    await sendDueNotifications(stack.database.db, jobs, local('11:30'), LINKS);
    await sendDueNotifications(stack.database.db, jobs, local('11:45'), LINKS);
    const both = await sends(booked);
    expect(both.map((s) => s.notification_id)).toEqual([reminder.body.data.row.id, thanks.body.data.row.id]);
    expect(await sends(cancelled)).toEqual([]);

    // The messages, rendered in the location's format, are in the CRM's guest message log.
    const ids = both.map((s) => s.message_id);
    const [holder] = await queryRows<{ email: string; first_name: string }>(
      stack.database.db,
      sql`select email, first_name from guests where id = ${world.holderIds[0]}`,
    );
    const logged = await queryRows<{ id: number; subject: string; body_text: string; to_address: string }>(
      stack.database.db,
      sql`select id, subject, body_text, to_address from guest_messages where id in (${ids[0]}, ${ids[1]}) order by id`,
    );
    const [m, d, y] = [day.month, day.day, day.year].map((n) => String(n).padStart(2, '0'));
    expect(logged.map((r) => r.to_address)).toEqual([holder!.email, holder!.email]);
    expect(logged[0]!.subject).toBe(`See you tomorrow, ${holder!.first_name}`);
    expect(logged[0]!.body_text).toContain(`Your visit is on ${m}/${d}/${y} at 10:00 AM (`);
    expect(logged[1]!.body_text).toContain(`Thank you, ${holder!.first_name}!`);
    const crm = await call('GET', '/crm/emails?rowsPerPage=50');
    expect(crm.status, JSON.stringify(crm.body)).toBe(200);
    const shown = (crm.body.data.data as Body[]).filter((r) => ids.includes(r.id));
    expect(shown.map((r) => r.subject).sort()).toEqual(logged.map((r) => r.subject).sort());
  });
});
