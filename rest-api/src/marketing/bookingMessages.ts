/**
 * The messages a booking sends its holder: confirmation, payment link, the updates
 * after a reschedule, a cancellation or a refund, and the reminder and thank-you of the job
 * queue. Each is the location's template of the kind's time type, in the guest's language (else
 * the location's, else English), rendered strictly with the booking's real values (never the
 * preview's samples), in the location's branding for that language, and logged like every guest
 * message (CRM e-mails, the guest's timeline, delivery status) and on the booking's e-mail list.
 *
 * A location without a template of a kind gets the kind's defaults first (one per language), so
 * a venue set up in the product sends the same messages as the demo, and can edit them.
 */
import {
  BOOKING_EMAIL_KIND,
  BOOKING_MESSAGE_KINDS,
  BOOKING_MESSAGE_TIME_TYPE,
  BOOKING_TEMPLATE_LANGUAGES,
  type BookingMessageKind,
  bookingValues,
  defaultBookingTemplate,
  TIMED_BOOKING_MESSAGE_KINDS,
} from '@marquee/core/marketing/bookingMessages';
import { balanceDue } from '@marquee/core/bookings/rules';
import type { TemplateChannel } from '@marquee/core/marketing/templates';
import { type Language, languageByCode, languageById } from '@marquee/core/messages/languages';
import { DEFAULT_TIME_ZONE } from '@marquee/core/venue/locationSettings';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { queueMessage } from '../repositories/marketing/messages.ts';
import { recordNotFound } from '../resources/errors.ts';
import { composeMessage } from './compose.ts';
import type { RenderContext } from './render.ts';

interface BookingRow {
  id: number;
  locationId: number;
  locationCode: string;
  locationName: string;
  address: string;
  dateFormat: string;
  locationLanguage: string;
  currency: string;
  zone: string;
  code: string;
  activityName: string;
  bookingDate: string;
  startMinute: number;
  guests: number;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  holderId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  guestLanguageId: number | null;
}

async function bookingRow(db: Executor, masterClientId: number, bookingId: number): Promise<BookingRow> {
  const [row] = await queryRows<BookingRow>(
    db,
    sql`select b.id, b.location_id as "locationId", l.code as "locationCode", l.name as "locationName",
          concat_ws(', ', nullif(l.address1, ''), nullif(l.city, ''), nullif(l.state, '')) as address,
          coalesce(s.date_format, 'MM/dd/yyyy') as "dateFormat", coalesce(s.language, 'en') as "locationLanguage",
          coalesce(s.currency, 'USD') as currency, coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}) as zone, b.confirmation_code as code, a.name as "activityName",
          b.booking_date::text as "bookingDate", b.start_minute as "startMinute", b.guests,
          b.total_cents as "totalCents", b.paid_cents as "paidCents", b.refunded_cents as "refundedCents",
          b.holder_id as "holderId", g.first_name as "firstName", g.last_name as "lastName", g.email, g.phone,
          g.language_id as "guestLanguageId"
        from bookings b join locations l on l.id = b.location_id
          join booking_activities a on a.id = b.activity_id
          join guests g on g.id = b.holder_id
          left join location_settings s on s.location_id = b.location_id
        where b.id = ${bookingId} and b.master_client_id = ${masterClientId}`,
  );
  if (!row) throw recordNotFound();
  return row;
}

/** The language a guest reads: their own, else the location's (general settings). */
export function guestLanguage(guestLanguageId: number | null, locationLanguage: string): Language {
  return guestLanguageId ? languageById(guestLanguageId) : languageByCode(locationLanguage);
}

/**
 * Gives the location the default templates of a kind (e-mail, one per language) when it has no
 * e-mail template of that kind at all (a venue's edits and deletions of single languages stay). The location row is locked first, so two bookings at a new
 * location cannot both add them.
 */
export async function ensureBookingTemplates(
  db: Executor,
  masterClientId: number,
  locationId: number,
  kinds: readonly BookingMessageKind[] = BOOKING_MESSAGE_KINDS,
): Promise<void> {
  const missing = async () => {
    const rows = await queryRows<{ timeTypeId: number }>(
      db,
      sql`select distinct time_type_id as "timeTypeId" from message_templates
        where master_client_id = ${masterClientId} and location_id = ${locationId} and channel = 'email'`,
    );
    const have = new Set(rows.map((r) => Number(r.timeTypeId)));
    return kinds.filter((k) => !have.has(BOOKING_MESSAGE_TIME_TYPE[k]));
  };
  if ((await missing()).length === 0) return;
  await db.execute(sql`select id from locations where id = ${locationId} for update`);
  for (const kind of await missing()) {
    for (const language of BOOKING_TEMPLATE_LANGUAGES) {
      const t = defaultBookingTemplate(kind, language);
      await db.execute(sql`insert into message_templates
          (master_client_id, location_id, language_id, name, channel, time_type_id, subject, body)
        values (${masterClientId}, ${locationId}, ${language.id}, ${t.name}, 'email',
          ${BOOKING_MESSAGE_TIME_TYPE[kind]}, ${t.subject}, ${t.body})`);
    }
  }
}

/**
 * Every location of the master client gets the default booking templates it lacks: the seeding
 * of a new customer's reference data calls this (as the demo seed does).
 */
export async function seedDefaultTemplates(db: Executor, masterClientId: number): Promise<void> {
  const places = await queryRows<{ id: number }>(
    db,
    sql`select id from locations where master_client_id = ${masterClientId} order by id`,
  );
  for (const p of places) await ensureBookingTemplates(db, masterClientId, Number(p.id));
}

export interface Template {
  id: number;
  languageId: number;
  channel: TemplateChannel;
  subject: string;
  body: string;
}

/** The location's template of a time type per channel, in the nearest language to the guest's. */
export async function templatesFor(
  db: Executor,
  masterClientId: number,
  locationId: number,
  timeTypeId: number,
  language: Language,
  locationLanguage: Language,
): Promise<Template[]> {
  return queryRows<Template>(
    db,
    sql`select distinct on (channel) id, language_id as "languageId", channel, subject, body
      from message_templates
      where master_client_id = ${masterClientId} and location_id = ${locationId} and time_type_id = ${timeTypeId}
      order by channel, (language_id = ${language.id}) desc, (language_id = ${locationLanguage.id}) desc,
        (language_id = 1) desc, id`,
  );
}

export interface BookingMessageExtra {
  /** The pay-by-link's link and when it expires. */
  payment?: { link: string; expiresAt: Date };
}

export interface QueuedBookingMessage {
  messageId: number;
  channel: TemplateChannel;
}

/**
 * Renders and queues a kind's messages for a booking's holder, in the caller's transaction: an
 * e-mail when the holder has an address, an SMS when the location has an SMS template of the
 * kind and the holder a phone. Answers what was queued (nothing when the holder has no address).
 */
export async function sendBookingMessage(
  db: Executor,
  jobs: JobQueue,
  masterClientId: number,
  kind: BookingMessageKind,
  bookingId: number,
  /** The product's public base URL, for the branding's uploaded logo. */
  publicUrl: string,
  extra: BookingMessageExtra = {},
): Promise<QueuedBookingMessage[]> {
  const b = await bookingRow(db, masterClientId, bookingId);
  const language = guestLanguage(b.guestLanguageId, b.locationLanguage);
  const locationLanguage = languageByCode(b.locationLanguage);
  const timeTypeId = BOOKING_MESSAGE_TIME_TYPE[kind];
  await ensureBookingTemplates(db, masterClientId, b.locationId, [kind]);
  const templates = await templatesFor(db, masterClientId, b.locationId, timeTypeId, language, locationLanguage);
  const place = { id: b.locationId, code: b.locationCode, name: b.locationName, address: b.address };
  const money = {
    totalCents: Number(b.totalCents),
    paidCents: Number(b.paidCents),
    refundedCents: Number(b.refundedCents),
  };
  const context: RenderContext = {
    guest: { firstName: b.firstName, lastName: b.lastName, email: b.email },
    location: { name: b.locationName, address: b.address },
    booking: bookingValues(
      {
        confirmationCode: b.code,
        activityName: b.activityName,
        bookingDate: b.bookingDate,
        startMinute: Number(b.startMinute),
        guests: Number(b.guests),
        currency: b.currency,
        ...money,
        balanceCents: balanceDue(money),
      },
      language,
      b.dateFormat,
    ),
    ...(extra.payment
      ? {
          payment: {
            link: extra.payment.link,
            expires: new Intl.DateTimeFormat(language.locale, {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: b.zone,
            }).format(extra.payment.expiresAt),
          },
        }
      : {}),
  };
  const queued: QueuedBookingMessage[] = [];
  for (const template of templates) {
    const to = template.channel === 'email' ? b.email.trim().toLowerCase() : b.phone.trim();
    if (!to) continue;
    const composed = await composeMessage(db, masterClientId, place, template.languageId, template, context, publicUrl);
    const messageId = await queueMessage(db, jobs, {
      masterClientId,
      locationId: b.locationId,
      guestId: Number(b.holderId),
      templateId: template.id,
      channel: template.channel,
      to,
      ...composed,
      isTest: false,
      createdByUserId: null,
      bulk: TIMED_BOOKING_MESSAGE_KINDS.includes(kind),
    });
    if (template.channel === 'email') {
      await db.execute(sql`insert into booking_emails (master_client_id, booking_id, kind, to_address, subject, outbox_id)
        select ${masterClientId}, ${b.id}, ${BOOKING_EMAIL_KIND[kind]}, ${to}, ${composed.subject}, outbox_id
        from guest_messages where id = ${messageId}`);
    }
    queued.push({ messageId, channel: template.channel });
  }
  return queued;
}
