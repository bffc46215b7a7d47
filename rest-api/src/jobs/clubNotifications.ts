/**
 * Club booking's notifications go out: a recurring job (jobs/queue.ts, every
 * NOTIFICATION_TICK_SECONDS) finds, for each enabled notification, the bookings of its location
 * that are due (core/src/club/notifications.ts: the location's zone, cancelled bookings never)
 * and queues the message through the guest-message path (repositories/marketing/messages.ts), so
 * it is delivered by the e-mail or SMS jobs and shows in /crm/emails like every guest message.
 *
 * Exactly once per (notification, booking): the club_notification_sends row and the message are
 * written in one transaction, and the row's primary key refuses a second one — a rerun, a
 * restart or a second worker finds the row (or waits on the first worker's insert, then finds
 * it) and sends nothing. A template that cannot render rolls its booking back and is logged; the
 * save of a notification checks the template so that does not happen.
 *
 * The clock is a parameter: the job passes the real one, tests pass theirs.
 */
import {
  formatLocalDate,
  formatStartMinute,
  isNotificationDue,
  NOTIFICATION_BATCH,
  type NotificationKind,
  notificationDueAt,
  visitWindow,
} from '@marquee/core/club/notifications';
import { DEFAULT_TIME_ZONE } from '@marquee/core/venue/locationSettings';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { clubNotificationSends } from '../db/schema-clubbooking.ts';
import { composeMessage } from '../marketing/compose.ts';
import { queueMessage } from '../repositories/marketing/messages.ts';
import type { JobQueue } from './queue.ts';

export const CLUB_NOTIFICATIONS_QUEUE = 'club-notifications';

/** The branding's language of these messages: the default language (spec/1 §9, id 1). */
const LANGUAGE_ID = 1;

interface Notification {
  id: number;
  masterClientId: number;
  locationId: number;
  kind: NotificationKind;
  channel: 'EMAIL' | 'SMS';
  offsetMinutes: number;
  subject: string;
  template: string;
  zone: string;
  dateFormat: string;
  locationCode: string;
  locationName: string;
  address: string;
}

interface Candidate {
  id: number;
  holderId: number;
  startsAt: Date | string;
  bookingDate: string;
  startMinute: number;
  code: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const enabledNotifications = (db: Db) =>
  queryRows<Notification>(
    db,
    sql`select n.id, n.master_client_id as "masterClientId", n.location_id as "locationId", n.kind, n.channel,
          n.offset_minutes as "offsetMinutes", n.subject, n.template,
          coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}) as zone, coalesce(s.date_format, 'MM/dd/yyyy') as "dateFormat",
          l.code as "locationCode", l.name as "locationName",
          concat_ws(', ', nullif(l.address1, ''), nullif(l.city, ''), nullif(l.state, '')) as address
        from club_notifications n join locations l on l.id = n.location_id
        left join location_settings s on s.location_id = n.location_id
        where n.enabled and l.master_client_id = n.master_client_id
        order by n.id`,
  );

/** Booked (not cancelled) visits of the notification's location in its window, not yet sent. */
function candidates(db: Db, n: Notification, now: number) {
  const { from, to } = visitWindow(n.kind, n.offsetMinutes, now);
  return queryRows<Candidate>(
    db,
    sql`select b.id, b.holder_id as "holderId", b.starts_at as "startsAt", b.booking_date::text as "bookingDate",
          b.start_minute as "startMinute", b.confirmation_code as code,
          g.first_name as "firstName", g.last_name as "lastName", g.email, g.phone
        from bookings b join guests g on g.id = b.holder_id
        where b.master_client_id = ${n.masterClientId} and b.location_id = ${n.locationId} and b.state = 'BOOKED'
          and b.starts_at > ${new Date(from).toISOString()}::timestamptz
          and b.starts_at <= ${new Date(to).toISOString()}::timestamptz
          and not exists (select 1 from club_notification_sends x where x.notification_id = ${n.id} and x.booking_id = b.id)
        order by b.starts_at, b.id limit ${NOTIFICATION_BATCH}`,
  );
}

/** Records and queues one notification for one booking; false when another run already did. */
async function sendOne(
  db: Db,
  jobs: JobQueue,
  publicUrl: string,
  n: Notification,
  b: Candidate,
  dueAt: number,
): Promise<boolean> {
  const to = n.channel === 'EMAIL' ? b.email.trim() : b.phone.trim();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(clubNotificationSends)
      .values({
        notificationId: n.id,
        bookingId: b.id,
        masterClientId: n.masterClientId,
        outcome: to ? 'QUEUED' : 'NO_ADDRESS',
        dueAt: new Date(dueAt),
      })
      .onConflictDoNothing()
      .returning({ bookingId: clubNotificationSends.bookingId });
    if (claimed.length === 0 || !to) return false;
    const place = { id: n.locationId, code: n.locationCode, name: n.locationName, address: n.address };
    const context = {
      guest: { firstName: b.firstName, lastName: b.lastName, email: b.email },
      location: { name: n.locationName, address: n.address },
      booking: {
        date: formatLocalDate(b.bookingDate, n.dateFormat),
        time: formatStartMinute(b.startMinute),
        confirmationCode: b.code,
      },
    };
    const channel = n.channel === 'EMAIL' ? 'email' : 'sms';
    const composed = await composeMessage(
      tx,
      n.masterClientId,
      place,
      LANGUAGE_ID,
      { channel, subject: n.subject, body: n.template },
      context,
      publicUrl,
    );
    const messageId = await queueMessage(tx, jobs, {
      masterClientId: n.masterClientId,
      locationId: n.locationId,
      guestId: Number(b.holderId),
      templateId: null,
      channel,
      to,
      ...composed,
      isTest: false,
      createdByUserId: null,
      bulk: true,
    });
    await tx.execute(
      sql`update club_notification_sends set message_id = ${messageId}
          where notification_id = ${n.id} and booking_id = ${b.id}`,
    );
    return true;
  });
}

/** One pass at `now`: queues every due notification not yet sent; answers how many were queued. */
export async function sendDueNotifications(
  db: Db,
  jobs: JobQueue,
  now: Date,
  publicUrl: string,
  log?: FastifyBaseLogger,
): Promise<number> {
  const at = now.getTime();
  let queued = 0;
  for (const n of await enabledNotifications(db)) {
    for (const b of await candidates(db, n, at)) {
      const startsAt = new Date(b.startsAt).getTime();
      const dueAt = notificationDueAt(n.kind, n.offsetMinutes, startsAt, n.zone);
      if (!isNotificationDue(n.kind, dueAt, startsAt, at)) continue;
      try {
        if (await sendOne(db, jobs, publicUrl, n, { ...b, id: Number(b.id) }, dueAt)) queued++;
      } catch (err) {
        // Rolled back: this booking is tried again on the next pass; the others go on.
        log?.error({ err, notificationId: n.id, bookingId: b.id }, 'club notification not queued');
      }
    }
  }
  return queued;
}
