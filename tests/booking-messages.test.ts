/**
 * Messages that sound like the venue, through the gateway: a booking's e-mails
 * come from the location's template of their kind, in the guest's language and the location's
 * branding, and are logged in CRM e-mails and the guest's timeline; editing the template changes
 * the next one; a reschedule, a refund and a cancellation each send the updated booking; a
 * booking's template is refused for a segment send and the preview's sample values never reach
 * a guest; the timed messages (day before, after the visit, birthday) go once each, however
 * often the job runs and with two passes at once.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { createJobQueue, type JobQueue } from '../rest-api/src/jobs/queue.ts';
import { sendTimedMessages } from '../rest-api/src/jobs/timedMessages.ts';
import { expandSend } from '../rest-api/src/repositories/marketing/segmentSends.ts';
import { type BookingWorld, bookingWorld, key } from './support/bookings.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

/** The public base URL the messages' links and images are built on. */
const LINKS = 'https://marquee.test';

let stack: Stack;
let director: GatewayClient;
let world: BookingWorld;
let jobs: JobQueue;
let a: number;
/** A guest whose language is Spanish (the shop sets it from the browser: shop-booking.test.ts). */
let lucia: number;
let english: number;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(stack.database.db, query);
const day = () => Temporal.Now.plainDateISO(world.zone).add({ days: 5 });

interface Logged {
  id: number;
  subject: string;
  body_text: string;
  body_html: string;
  template_id: number | null;
  status: string;
}
/** The guest's logged messages, newest first. */
const messagesOf = (guestId: number) =>
  rows<Logged>(
    sql`select id, subject, body_text, body_html, template_id, status from guest_messages
        where guest_id = ${guestId} order by id desc`,
  );

async function book(
  holderId: number,
  startTime: string,
  sendConfirmation = true,
): Promise<{ id: number; code: string }> {
  const r = await director.gql<{ createBooking: { confirmationCode: string; booking: { info: { id: number } } } }>(
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { confirmationCode booking { info { id } } } }',
    {
      i: {
        locationCode: world.locationCode,
        activityId: world.activityId,
        date: day().toString(),
        startTime,
        guests: 2,
        holderId,
        sendConfirmation,
      },
    },
  );
  expect(r.errors).toBeUndefined();
  return { id: r.data!.createBooking.booking.info.id, code: r.data!.createBooking.confirmationCode };
}

beforeAll(async () => {
  stack = await startStack();
  const db = stack.database.db;
  ({ a } = await demoMasterClients(db));
  world = await bookingWorld(db, a, { capacity: 30, priceCents: 1500 });
  director = stack.client();
  expect((await director.login('director@funzone.test')).errors).toBeUndefined();
  director.masterClient = a;
  const [g] = await rows<{ id: number }>(
    sql`insert into guests (master_client_id, home_location_id, first_name, last_name, email, language_id)
        values (${a}, ${world.locationId}, 'Lucía', 'García', 'lucia@messages.test', 3) returning id`,
  );
  lucia = Number(g!.id);
  english = world.holderIds[0]!;
  // Enqueues only (the timed-messages passes below); the app's own workers deliver.
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

describe('booking e-mails from the templates', () => {
  it('writes a Spanish guest’s confirmation in Spanish, in the location’s branding, logged in CRM e-mails and the timeline', async () => {
    const branded = await director.gql(
      `mutation($c: String!, $i: EmailBrandingInput!) { saveEmailBranding(locationCode: $c, languageId: 3, input: $i) { version } }`,
      {
        c: world.locationCode,
        i: {
          logoUrl: '',
          primaryColor: '#123456',
          backgroundColor: '#FFFFFF',
          textColor: '#222222',
          headerText: 'Bienvenidos a la bolera',
          footerText: 'Pie de la sede',
          senderName: 'La Bolera',
          replyTo: '',
          version: 0,
        },
      },
    );
    expect(branded.errors).toBeUndefined();
    const b = await book(lucia, '17:00');
    const [m] = await messagesOf(lucia);
    expect(m!.subject).toBe(`Su reserva ${b.code} está confirmada`);
    expect(m!.body_text).toContain('Hola, Lucía');
    expect(m!.body_text).toContain('a las 17:00');
    expect(m!.body_text).not.toContain('PM');
    expect(m!.body_html).toContain('Bienvenidos a la bolera');
    expect(m!.body_html).toContain('#123456');
    expect(m!.template_id).not.toBeNull();
    // The booking's own e-mail list has it too.
    const [listed] = await rows<{ kind: string; subject: string }>(
      sql`select kind, subject from booking_emails where booking_id = ${b.id}`,
    );
    expect(listed).toEqual({ kind: 'CONFIRMATION', subject: m!.subject });

    const log = await director.gql<{ crmEmails: { rows: { subject: string; guestName: string; status: string }[] } }>(
      'query($s: String) { crmEmails(search: $s) { rows { subject guestName status } } }',
      { s: b.code },
    );
    expect(log.errors).toBeUndefined();
    expect(log.data!.crmEmails.rows).toEqual([
      expect.objectContaining({ subject: m!.subject, guestName: 'Lucía García' }),
    ]);
    const timeline = await director.gql<{ guestTimeline: { events: { kind: string; text: string }[] } }>(
      'query($g: Int!) { guestTimeline(guestId: $g) { events { kind text } } }',
      { g: lucia },
    );
    expect(timeline.errors).toBeUndefined();
    expect(timeline.data!.guestTimeline.events).toContainEqual({ kind: 'MESSAGE', text: m!.subject });
  });

  it('writes in the language set at the desk, then in the one set in CRM; refuses an unknown language and another client’s guest', async () => {
    const made = await director.gql<{ createDeskGuest: { guest: { id: number } } }>(
      'mutation($i: CreateDeskGuestInput!) { createDeskGuest(input: $i) { guest { id } } }',
      {
        i: {
          firstName: 'Nino',
          lastName: 'Beridze',
          email: 'nino@messages.test',
          phone: '',
          birthDate: '',
          marketingOptIn: false,
          languageId: 2,
          locationCode: world.locationCode,
          idempotencyKey: key(),
        },
      },
    );
    expect(made.errors).toBeUndefined();
    const nino = made.data!.createDeskGuest.guest.id;
    const first = await book(nino, '10:00');
    expect((await messagesOf(nino))[0]!.subject).toBe(`თქვენი ჯავშანი ${first.code} დადასტურებულია`);

    const language = (guestId: number, languageId: number | null) =>
      director.gql<{ setGuestLanguage: { message: string } }>(
        'mutation($g: Int!, $l: Int) { setGuestLanguage(guestId: $g, languageId: $l) { message } }',
        { g: guestId, l: languageId },
      );
    const set = await language(nino, 3);
    expect(set.errors).toBeUndefined();
    expect(set.data!.setGuestLanguage.message).toBe("The guest's language has been saved");
    const seen = await director.gql<{ guestTimeline: { guest: { languageId: number | null } } }>(
      'query($g: Int!) { guestTimeline(guestId: $g) { guest { languageId } } }',
      { g: nino },
    );
    expect(seen.data!.guestTimeline.guest.languageId).toBe(3);
    const second = await book(nino, '11:00');
    expect((await messagesOf(nino))[0]!.subject).toBe(`Su reserva ${second.code} está confirmada`);
    // No language of their own: the location's (English).
    expect((await language(nino, null)).errors).toBeUndefined();
    const third = await book(nino, '12:00');
    expect((await messagesOf(nino))[0]!.subject).toBe(`Your booking ${third.code} is confirmed`);

    const before = await fingerprint(stack.database.db, ['guests']);
    const unknown = await language(nino, 9);
    expect(unknown.errors?.[0]?.extensions?.fields).toEqual({ languageId: 'Choose one of the languages offered.' });
    const badDesk = await director.gql(
      'mutation($i: CreateDeskGuestInput!) { createDeskGuest(input: $i) { message } }',
      {
        i: {
          firstName: 'Nobody',
          lastName: 'Written',
          email: 'nobody@messages.test',
          phone: '',
          birthDate: '',
          marketingOptIn: false,
          languageId: 9,
          idempotencyKey: key(),
        },
      },
    );
    expect(badDesk.errors?.[0]?.extensions?.fields).toEqual({ languageId: 'Choose one of the languages offered.' });
    const [theirs] = await rows<{ id: number }>(sql`select id from guests where master_client_id <> ${a} limit 1`);
    expect(codeOf(await language(Number(theirs!.id), 3))).toBe('NOT_FOUND');
    expect(await fingerprint(stack.database.db, ['guests'])).toEqual(before);
  });

  it('sends the edited template next time', async () => {
    const [t] = await rows<{ id: number; version: number; body: string; name: string }>(
      sql`select id, version, body, name from message_templates where location_id = ${world.locationId}
          and time_type_id = 1 and language_id = 3 and channel = 'email' order by id limit 1`,
    );
    const saved = await director.gql(
      'mutation($i: EmailSmsTemplateInput!) { updateEmailSmsTemplate(input: $i) { version } }',
      {
        i: {
          id: Number(t!.id),
          version: Number(t!.version),
          locationId: world.locationId,
          languageId: 3,
          name: t!.name,
          channel: 'email',
          timeTypeId: 1,
          subject: '¡Nos vemos, {{ guest.firstName }}! ({{ booking.confirmationCode }})',
          body: t!.body,
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    const b = await book(lucia, '18:00');
    expect((await messagesOf(lucia))[0]!.subject).toBe(`¡Nos vemos, Lucía! (${b.code})`);
  });

  it('sends the new time after a reschedule, then the refund and the cancellation', async () => {
    const b = await book(english, '15:00');
    expect((await messagesOf(english))[0]!.body_text).toContain('3:00 PM');
    const moved = await director.gql(
      'mutation($b: Int!, $d: String!) { rescheduleBooking(bookingId: $b, date: $d, startTime: "17:00") { message } }',
      { b: b.id, d: day().toString() },
    );
    expect(moved.errors).toBeUndefined();
    const [changed] = await messagesOf(english);
    expect(changed!.subject).toBe(`Your booking ${b.code} has changed`);
    expect(changed!.body_text).toContain('5:00 PM');
    expect(changed!.body_text).not.toContain('3:00 PM');

    const paid = await director.gql(
      'mutation($b: Int!, $k: String!) { takeBookingPayment(bookingId: $b, amount: "30", method: CASH, idempotencyKey: $k) { message } }',
      { b: b.id, k: key() },
    );
    expect(paid.errors).toBeUndefined();
    const refundKey = key();
    const refund = () =>
      director.gql(
        'mutation($b: Int!, $k: String!) { refundBooking(bookingId: $b, amount: "10", reason: GOODWILL, idempotencyKey: $k) { message } }',
        {
          b: b.id,
          k: refundKey,
        },
      );
    expect((await refund()).errors).toBeUndefined();
    const [refunded] = await messagesOf(english);
    expect(refunded!.subject).toBe(`A refund for your booking ${b.code}`);
    expect(refunded!.body_text).toContain('$10.00');
    // The same click again refunds nothing new, and sends nothing new.
    expect((await refund()).errors).toBeUndefined();
    expect((await messagesOf(english))[0]!.id).toBe(refunded!.id);

    const cancelled = await director.gql('mutation($b: Int!) { cancelBooking(bookingId: $b) { message } }', {
      b: b.id,
    });
    expect(cancelled.errors).toBeUndefined();
    expect((await messagesOf(english))[0]!.subject).toBe(`Your booking ${b.code} is canceled`);
    const kinds = await rows<{ kind: string }>(
      sql`select kind from booking_emails where booking_id = ${b.id} order by id`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['CONFIRMATION', 'RESCHEDULED', 'REFUNDED', 'CANCELLED']);
  });
});

describe('segment sends', () => {
  it('refuses a booking’s template, and a template naming a booking value fails instead of sending samples', async () => {
    // A segment of one guest who can be reached: Lucía, opted in.
    await rows(sql`update guests set marketing_opt_in = true where id = ${lucia}`);
    const tag = (
      await director.gql<{ createGuestTag: { id: number } }>(
        'mutation { createGuestTag(name: "Booking messages") { id } }',
      )
    ).data!.createGuestTag.id;
    await director.gql('mutation($g: Int!, $t: [Int!]!) { setGuestTags(guestId: $g, tagIds: $t) { id } }', {
      g: lucia,
      t: [tag],
    });
    const madeSegment = await director.gql<{ r: { segment: { id: number } } }>(
      'mutation($i: GuestSegmentInput!) { r: createGuestSegment(input: $i) { segment { id } } }',
      { i: { name: 'Booking messages', match: 'ALL', conditions: [{ type: 'HAS_TAG', tagId: tag }] } },
    );
    expect(madeSegment.errors).toBeUndefined();
    const seg = madeSegment.data!.r.segment;
    const [confirmation] = await rows<{ id: number }>(
      sql`select id from message_templates where master_client_id = ${a} and time_type_id = 1 order by id limit 1`,
    );
    const send = (templateId: number) =>
      director.gql<{ sendGuestSegmentMessage: { send: { id: number } } }>(
        'mutation($i: SegmentSendInput!) { sendGuestSegmentMessage(input: $i) { send { id } } }',
        { i: { segmentId: Number(seg!.id), templateId } },
      );
    const before = await fingerprint(stack.database.db);
    const refused = await send(Number(confirmation!.id));
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.extensions!.fields!.templateId).toContain('cannot be sent to a segment');
    expect(await fingerprint(stack.database.db)).toEqual(before);

    // A manual template may not name a booking value when saved …
    const input = {
      locationId: world.locationId,
      languageId: 1,
      name: 'News with a date',
      channel: 'email',
      timeTypeId: 5,
      subject: 'News',
      body: '<p>See you on {{ booking.date }}</p>',
    };
    const create = (i: Record<string, unknown>) =>
      director.gql<{ createEmailSmsTemplate: { id: number } }>(
        'mutation($i: EmailSmsTemplateInput!) { createEmailSmsTemplate(input: $i) { id } }',
        { i },
      );
    expect(codeOf(await create(input))).toBe('BAD_USER_INPUT');
    // … and one that does (saved before this rule) fails its send: no guest gets the samples.
    const made = await create({ ...input, body: '<p>News for {{ guest.firstName }}</p>' });
    expect(made.errors).toBeUndefined();
    const id = made.data!.createEmailSmsTemplate.id;
    await rows(sql`update message_templates set body = '<p>See you on {{ booking.date }}</p>' where id = ${id}`);
    const asked = await send(id);
    expect(asked.errors).toBeUndefined();
    const sendId = asked.data!.sendGuestSegmentMessage.send.id;
    await expect(expandSend(stack.database.db, jobs, sendId, new Date(), LINKS)).rejects.toThrow(/booking/);
    const leaked = await rows<{ n: number }>(
      sql`select count(*)::int as n from guest_messages where body_text like '%MRQ-48213%' or body_text like '%12/24/2026%'`,
    );
    expect(leaked[0]!.n).toBe(0);
  });
});

describe('timed messages', () => {
  const zone = () => world.zone;
  /** `time` on `date` in the location's zone, as a clock. */
  const at = (date: Temporal.PlainDate, time: string) =>
    new Date(date.toZonedDateTime({ timeZone: zone(), plainTime: time }).epochMilliseconds);
  const sends = (subject: string) =>
    rows<{ time_type_id: number; outcome: string; message_id: number | null }>(
      sql`select time_type_id, outcome, message_id from message_sends where subject = ${subject} order by time_type_id`,
    );

  it('sends the reminder the day before and the thank-you after the visit, once each, also with two passes at once', async () => {
    // Only this test's messages: the location's club notifications would take these over.
    await rows(sql`update club_notifications set enabled = false where location_id = ${world.locationId}`);
    const b = await book(english, '12:00', false);
    const visit = day();
    const eve = at(visit.subtract({ days: 1 }), '11:00');
    await Promise.all([
      sendTimedMessages(stack.database.db, jobs, eve, LINKS),
      sendTimedMessages(stack.database.db, jobs, eve, LINKS),
    ]);
    await sendTimedMessages(stack.database.db, jobs, eve, LINKS);
    const reminder = await sends(`booking:${b.id}`);
    expect(reminder).toEqual([expect.objectContaining({ time_type_id: 2, outcome: 'QUEUED' })]);
    const [sent] = await rows<{ subject: string; body_text: string }>(
      sql`select subject, body_text from guest_messages where id = ${reminder[0]!.message_id}`,
    );
    expect(sent!.subject).toContain('See you tomorrow');
    expect(sent!.body_text).toContain('12:00 PM');

    const after = at(visit, '14:00');
    await sendTimedMessages(stack.database.db, jobs, after, LINKS);
    await sendTimedMessages(stack.database.db, jobs, after, LINKS);
    expect((await sends(`booking:${b.id}`)).map((s) => s.time_type_id)).toEqual([2, 3]);
    const [thanks] = await rows<{ n: number }>(
      sql`select count(*)::int as n from guest_messages m join message_sends s on s.message_id = m.id
          where s.subject = ${`booking:${b.id}`} and s.time_type_id = 3 and m.subject like 'Thanks for visiting%'`,
    );
    expect(thanks!.n).toBe(1);
  });

  it('sends the birthday message on the local birthday, once a year, to guests who opted in', async () => {
    const today = day().add({ days: 30 });
    const [g] = await rows<{ id: number }>(
      sql`insert into guests (master_client_id, home_location_id, first_name, last_name, email, marketing_opt_in, birth_date)
          values (${a}, ${world.locationId}, 'Birthday', 'Guest', 'birthday@messages.test', true,
            ${today.with({ year: 1990 }).toString()}) returning id`,
    );
    const [optedOut] = await rows<{ id: number }>(
      sql`insert into guests (master_client_id, home_location_id, first_name, last_name, email, marketing_opt_in, birth_date)
          values (${a}, ${world.locationId}, 'Quiet', 'Guest', 'quiet@messages.test', false,
            ${today.with({ year: 1991 }).toString()}) returning id`,
    );
    // Before the morning hour nothing goes; then once, however often the job runs.
    await sendTimedMessages(stack.database.db, jobs, at(today, '07:00'), LINKS);
    expect(await sends(`guest:${g!.id}`)).toEqual([]);
    await sendTimedMessages(stack.database.db, jobs, at(today, '11:00'), LINKS);
    await sendTimedMessages(stack.database.db, jobs, at(today, '16:00'), LINKS);
    expect(await sends(`guest:${g!.id}`)).toEqual([expect.objectContaining({ time_type_id: 4, outcome: 'QUEUED' })]);
    expect((await messagesOf(Number(g!.id))).map((m) => m.subject)).toEqual(['Happy birthday, Birthday!']);
    expect(await sends(`guest:${optedOut!.id}`)).toEqual([]);
  });
});
