/**
 * The templates' time types go out: a recurring job (every TIMED_MESSAGES_TICK_SECONDS)
 * sends, per location and in its zone, the reminder the day before a visit, the thank-you once
 * the visit has ended, and the birthday message of the guests whose home it is (those who opted
 * in to marketing, and only where the location has a birthday template). The booking messages go
 * through sendBookingMessage (the location's template in the guest's language, logged in CRM).
 *
 * Exactly once per (time type, booking or guest, occurrence): the message_sends row and the
 * message are written in one transaction and the row's primary key refuses a second one, so a
 * rerun, a restart or a second worker sends nothing more. A location whose club notification of
 * the same kind is on leaves its reminders or thank-yous to it (no guest gets two).
 *
 * The clock is a parameter: the job passes the real one, tests pass theirs.
 */
import { languageByCode } from '@marquee/core/messages/languages';
import { TIME_TYPE } from '@marquee/core/marketing/templates';
import { localMoment, THANK_YOU_WITHIN_HOURS } from '@marquee/core/marketing/timedMessages';
import { DEFAULT_TIME_ZONE } from '@marquee/core/venue/locationSettings';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { guestLanguage, sendBookingMessage, templatesFor } from '../marketing/bookingMessages.ts';
import { composeMessage } from '../marketing/compose.ts';
import { queueMessage } from '../repositories/marketing/messages.ts';
import type { JobQueue } from './queue.ts';

export const TIMED_MESSAGES_QUEUE = 'timed-messages';

/** Rows looked at per location and kind per pass; the rest wait for the next pass. */
const BATCH = 200;

interface Place {
  id: number;
  masterClientId: number;
  code: string;
  name: string;
  address: string;
  zone: string;
  language: string;
}

const places = (db: Db) =>
  queryRows<Place>(
    db,
    sql`select l.id, l.master_client_id as "masterClientId", l.code, l.name,
          concat_ws(', ', nullif(l.address1, ''), nullif(l.city, ''), nullif(l.state, '')) as address,
          coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}) as zone, coalesce(s.language, 'en') as language
        from locations l left join location_settings s on s.location_id = l.id order by l.id`,
  );

/** Claims one send; false when it was already made (by this run, an earlier one or another worker). */
async function claim(db: Executor, mc: number, timeTypeId: number, subject: string, occurrence: string) {
  const rows = await queryRows<{ subject: string }>(
    db,
    sql`insert into message_sends (master_client_id, time_type_id, subject, occurrence, outcome)
      values (${mc}, ${timeTypeId}, ${subject}, ${occurrence}, 'NO_ADDRESS')
      on conflict do nothing returning subject`,
  );
  return rows.length > 0;
}

async function recordQueued(
  db: Executor,
  mc: number,
  timeTypeId: number,
  subject: string,
  occurrence: string,
  id: number,
) {
  await db.execute(sql`update message_sends set outcome = 'QUEUED', message_id = ${id}
    where master_client_id = ${mc} and time_type_id = ${timeTypeId} and subject = ${subject}
      and occurrence = ${occurrence}`);
}

/** One booking's message of a time type, once; true when something was queued. */
async function sendForBooking(
  db: Db,
  jobs: JobQueue,
  publicUrl: string,
  p: Place,
  kind: 'reminder' | 'thankYou',
  booking: { id: number; date: string },
): Promise<boolean> {
  const timeTypeId = kind === 'reminder' ? TIME_TYPE.dayBefore : TIME_TYPE.afterVisit;
  const subject = `booking:${booking.id}`;
  return db.transaction(async (tx) => {
    if (!(await claim(tx, p.masterClientId, timeTypeId, subject, booking.date))) return false;
    const queued = await sendBookingMessage(tx, jobs, p.masterClientId, kind, booking.id, publicUrl);
    if (queued.length === 0) return false;
    await recordQueued(tx, p.masterClientId, timeTypeId, subject, booking.date, queued[0]!.messageId);
    return true;
  });
}

/** Booked visits of tomorrow (reminder) or ended within the catch-up window (thank-you), not yet sent. */
function dueBookings(db: Db, p: Place, kind: 'reminder' | 'thankYou', now: Date, tomorrow: string) {
  const timeTypeId = kind === 'reminder' ? TIME_TYPE.dayBefore : TIME_TYPE.afterVisit;
  const clubKind = kind === 'reminder' ? 'REMINDER' : 'THANK_YOU';
  const when =
    kind === 'reminder'
      ? sql`b.booking_date = ${tomorrow}::date`
      : sql`b.starts_at + make_interval(mins => a.duration_minutes) <= ${now.toISOString()}::timestamptz
          and b.starts_at + make_interval(mins => a.duration_minutes)
            > ${now.toISOString()}::timestamptz - make_interval(hours => ${THANK_YOU_WITHIN_HOURS})`;
  return queryRows<{ id: number; date: string }>(
    db,
    sql`select b.id, b.booking_date::text as date
      from bookings b join booking_activities a on a.id = b.activity_id
      where b.master_client_id = ${p.masterClientId} and b.location_id = ${p.id} and b.state = 'BOOKED' and ${when}
        and not exists (select 1 from club_notifications n
          where n.location_id = ${p.id} and n.enabled and n.kind = ${clubKind})
        and not exists (select 1 from message_sends x where x.master_client_id = ${p.masterClientId}
          and x.time_type_id = ${timeTypeId} and x.subject = 'booking:' || b.id and x.occurrence = b.booking_date::text)
      order by b.starts_at, b.id limit ${BATCH}`,
  );
}

interface BirthdayGuest {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  languageId: number | null;
}

/** The location's guests (by home) with a birthday today, opted in, not yet sent this year. */
function birthdayGuests(db: Db, p: Place, days: string[], year: number) {
  return queryRows<BirthdayGuest>(
    db,
    sql`select g.id, g.first_name as "firstName", g.last_name as "lastName", g.email, g.phone,
          g.language_id as "languageId"
      from guests g
      where g.master_client_id = ${p.masterClientId} and g.home_location_id = ${p.id} and g.marketing_opt_in
        and to_char(g.birth_date, 'MM-DD') = any(${`{${days.join(',')}}`}::text[])
        and not exists (select 1 from message_sends x where x.master_client_id = ${p.masterClientId}
          and x.time_type_id = ${TIME_TYPE.birthday} and x.subject = 'guest:' || g.id and x.occurrence = ${String(year)})
      order by g.id limit ${BATCH}`,
  );
}

async function sendBirthday(
  db: Db,
  jobs: JobQueue,
  publicUrl: string,
  p: Place,
  g: BirthdayGuest,
  year: number,
): Promise<boolean> {
  const subject = `guest:${g.id}`;
  const occurrence = String(year);
  const language = guestLanguage(g.languageId, p.language);
  const templates = await templatesFor(
    db,
    p.masterClientId,
    p.id,
    TIME_TYPE.birthday,
    language,
    languageByCode(p.language),
  );
  if (templates.length === 0) return false;
  return db.transaction(async (tx) => {
    if (!(await claim(tx, p.masterClientId, TIME_TYPE.birthday, subject, occurrence))) return false;
    let first: number | null = null;
    for (const t of templates) {
      const to = t.channel === 'email' ? g.email.trim().toLowerCase() : g.phone.trim();
      if (!to) continue;
      const place = { id: p.id, code: p.code, name: p.name, address: p.address };
      const context = {
        guest: { firstName: g.firstName, lastName: g.lastName, email: g.email },
        location: { name: p.name, address: p.address },
      };
      const composed = await composeMessage(tx, p.masterClientId, place, t.languageId, t, context, publicUrl);
      const id = await queueMessage(tx, jobs, {
        masterClientId: p.masterClientId,
        locationId: p.id,
        guestId: Number(g.id),
        templateId: t.id,
        channel: t.channel,
        to,
        ...composed,
        isTest: false,
        createdByUserId: null,
        bulk: true,
      });
      first ??= id;
    }
    if (first === null) return false;
    await recordQueued(tx, p.masterClientId, TIME_TYPE.birthday, subject, occurrence, first);
    return true;
  });
}

/** One pass at `now`: sends every due timed message not yet sent; answers how many were queued. */
export async function sendTimedMessages(
  db: Db,
  jobs: JobQueue,
  now: Date,
  publicUrl: string,
  log?: FastifyBaseLogger,
): Promise<number> {
  let queued = 0;
  // A failure rolls back that one send (it is tried again next pass); the others go on.
  const attempt = async (what: Record<string, unknown>, send: () => Promise<boolean>) => {
    try {
      if (await send()) queued++;
    } catch (err) {
      log?.error({ err, ...what }, 'timed message not queued');
    }
  };
  for (const p of await places(db)) {
    const moment = localMoment(now, p.zone);
    if (moment.daytime) {
      for (const b of await dueBookings(db, p, 'reminder', now, moment.tomorrow))
        await attempt({ bookingId: b.id }, () =>
          sendForBooking(db, jobs, publicUrl, p, 'reminder', { ...b, id: Number(b.id) }),
        );
      for (const g of await birthdayGuests(db, p, moment.birthdays, moment.year))
        await attempt({ guestId: g.id }, () => sendBirthday(db, jobs, publicUrl, p, g, moment.year));
    }
    for (const b of await dueBookings(db, p, 'thankYou', now, moment.tomorrow))
      await attempt({ bookingId: b.id }, () =>
        sendForBooking(db, jobs, publicUrl, p, 'thankYou', { ...b, id: Number(b.id) }),
      );
  }
  return queued;
}
