/**
 * The messages the job queue sends by their template's time type: the day before a
 * visit, after it, on a guest's birthday. Generated into migrations/messages by
 * drizzle.messages.config.ts and journaled in __drizzle_migrations_messages.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { guestMessages } from './schema-marketing.ts';
import { masterClients } from './schema.ts';

/**
 * One row per (time type, booking or guest, occurrence) sent, with its e-mail and SMS: the
 * primary key makes the send once-only however often the job runs, and with two workers at once
 * (the second insert waits for the first's transaction and then finds the row). Keyed by time
 * type rather than template, so editing or replacing a template never sends a reminder twice.
 */
export const messageSends = pgTable(
  'message_sends',
  {
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    /** An id of core's EMAIL_TEMPLATE_TIME_TYPES. */
    timeTypeId: integer('time_type_id').notNull(),
    /** What it is about: 'booking:<id>' or 'guest:<id>'. */
    subject: text('subject').notNull(),
    /** Which time: the visit's local day, or the birthday's year. */
    occurrence: text('occurrence').notNull(),
    /** QUEUED (the guest message below; an SMS may go with it) or NO_ADDRESS (nothing to send to). */
    outcome: text('outcome').notNull(),
    messageId: integer('message_id').references(() => guestMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.masterClientId, t.timeTypeId, t.subject, t.occurrence] }),
    index('message_sends_message_idx').on(t.messageId),
    check('message_sends_outcome_ck', sql`${t.outcome} in ('QUEUED', 'NO_ADDRESS')`),
  ],
);
