/**
 * Marketing e-mail and SMS (spec/3 §2, §3): the branding of a location's messages per language,
 * the templates, and the log of every message sent to guests (CRM /crm/emails). Generated into
 * migrations/marketing by drizzle.marketing.config.ts and journaled in
 * __drizzle_migrations_marketing. The job queue's own tables (pg-boss, schema `pgboss`) are
 * created by pg-boss itself when the queue starts.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guestSegments } from './schema-guest-marketing.ts';
import { guests } from './schema-guests.ts';
import { languages, locations, masterClients, outbox, users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One location's e-mail look in one language (spec/3 §3 Email branding: locationCode, languageId). */
export const emailBranding = pgTable(
  'email_branding',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    /** An https URL or an uploaded image's path; empty for none. */
    logoUrl: text('logo_url').notNull().default(''),
    primaryColor: text('primary_color').notNull().default('#DF151C'),
    backgroundColor: text('background_color').notNull().default('#FFFFFF'),
    textColor: text('text_color').notNull().default('#222222'),
    headerText: text('header_text').notNull().default(''),
    footerText: text('footer_text').notNull().default(''),
    senderName: text('sender_name').notNull().default(''),
    replyTo: text('reply_to').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_branding_location_language_uq').on(t.locationId, t.languageId),
    index('email_branding_master_client_idx').on(t.masterClientId),
  ],
);

/** An e-mail or SMS template of a location in a language (spec/3 §3 Email/SMS template). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: text('name').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** When it is sent: an id of core's EMAIL_TEMPLATE_TIME_TYPES. */
    timeTypeId: integer('time_type_id').notNull(),
    /** Liquid source; empty for SMS. */
    subject: text('subject').notNull().default(''),
    /** Liquid source, checked against core's variables on save. */
    body: text('body').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('message_templates_location_idx').on(t.masterClientId, t.locationId, t.languageId, t.id),
    check('message_templates_channel_ck', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/**
 * Every e-mail and SMS sent to a guest (or a test send by staff), with its delivery status: the
 * CRM e-mail log. An e-mail's text travels in the outbox row it names; delivery jobs update both.
 */
export const guestMessages = pgTable(
  'guest_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    guestId: bigint('guest_id', { mode: 'number' }).references(() => guests.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull().default(''),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    replyTo: text('reply_to').notNull().default(''),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'bounced'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    /** The e-mail's outbox row; null for SMS. */
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    /** The message this one resends. */
    resendOf: integer('resend_of'),
    isTest: boolean('is_test').notNull().default(false),
    /** The segment send that queued it; null for single messages. */
    sendId: integer('send_id').references(() => segmentSends.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('guest_messages_master_client_idx').on(t.masterClientId, t.id),
    index('guest_messages_outbox_idx').on(t.outboxId),
    index('guest_messages_guest_idx').on(t.guestId),
    // One message per guest per segment send, however often its job runs (null send ids never clash).
    uniqueIndex('guest_messages_send_guest_uq').on(t.sendId, t.guestId),
    check('guest_messages_status_ck', sql`${t.status} in ('queued', 'sent', 'failed', 'bounced')`),
  ],
);

/**
 * A segment's "Send a message": a template sent, now or at a time, to the guests the segment
 * matches when the send runs. The segment-send job (jobs/segments.ts) expands it into one
 * guest_messages row per guest (unique per send and guest): its messages are its recipients.
 */
export const segmentSends = pgTable(
  'segment_sends',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => guestSegments.id, { onDelete: 'cascade' }),
    /** Null once the template is removed; a send still scheduled then fails. */
    templateId: integer('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** When it is to go out: the request's time for "send now". */
    sendAt: at('send_at').notNull(),
    status: text('status', { enum: ['scheduled', 'sending', 'done', 'failed'] })
      .notNull()
      .default('scheduled'),
    /** Guests of the segment left out: no address for the channel, or no marketing opt-in. */
    skipped: integer('skipped').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('segment_sends_segment_idx').on(t.masterClientId, t.segmentId, t.id),
    check('segment_sends_status_ck', sql`${t.status} in ('scheduled', 'sending', 'done', 'failed')`),
  ],
);
