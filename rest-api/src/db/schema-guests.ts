/**
 * The venue's guests: one table that bookings (holders and booking customers), marketing
 * (guests, notes, segments), CRM and the guest shop all read, per master client. Generated into
 * migrations/guests by drizzle.guests.config.ts and journaled in __drizzle_migrations_guests.
 *
 * A guest is not a user: guests never sign in to the back office. E-mail is optional (a walk-in
 * may give none) and unique per master client when given, regardless of case.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages, locations, masterClients } from './schema.ts';

export const guests = pgTable(
  'guests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    /** Where the guest first registered or booked; null when unknown. */
    homeLocationId: integer('home_location_id').references(() => locations.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    /** Digits with country code, as spec/3 §3 stores phone numbers. */
    phone: text('phone').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    postalCode: text('postal_code').notNull().default(''),
    /** Consent to marketing e-mail and SMS. */
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /** The language messages are written in; null: the language of the location's settings. */
    languageId: integer('language_id').references(() => languages.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('guests_master_client_idx').on(t.masterClientId, t.id),
    uniqueIndex('guests_master_client_email_uq')
      .on(t.masterClientId, sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    index('guests_master_client_name_idx').on(t.masterClientId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    // The guests list's search (name, e-mail, phone) finds rows through trigrams (pg_trgm, created
    // by the catalogue set); the expression must match guestSearchText in repositories/marketing.
    index('guests_search_trgm_idx')
      .using(
        'gin',
        sql`(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.phone})) gin_trgm_ops`,
      )
      .with({ fastupdate: false }),
  ],
);
