/**
 * Per-location settings that bookings, the guest shop, the calendar and general settings share
 * (spec/3 §2 general settings): the location's time zone and currency. Generated into
 * migrations/locationsettings by drizzle.locationsettings.config.ts and journaled in
 * __drizzle_migrations_locationsettings.
 *
 * A location without a row (created after the seed, never saved in general settings) uses the
 * defaults of core/src/venue/locationSettings.ts: readers left-join and fall back to them.
 */
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { locations, masterClients } from './schema.ts';

export const locationSettings = pgTable(
  'location_settings',
  {
    locationId: integer('location_id')
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** Denormalised from the location so every query filters by tenant without a join. */
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    /** IANA zone, checked against Intl by the writers (core isTimeZone). */
    timeZone: text('time_zone').notNull(),
    /** ISO 4217. */
    currency: text('currency').notNull().default('USD'),
    /** Optimistic lock: every save bumps it and must name the version it read. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('location_settings_master_client_idx').on(t.masterClientId),
    check('location_settings_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
