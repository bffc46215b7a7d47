/**
 * Calendar exceptions of a location (spec/3 §3, §4): one row per exception; several timed ones
 * may share a date, an all-day one stands alone on its date (core mergeException). The weekly
 * availability lives in location_settings.weekly_availability. Part of the locationsettings
 * migration set (drizzle.locationsettings.config.ts).
 */
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { locations, masterClients } from './schema.ts';

export const calendarExceptions = pgTable(
  'calendar_exceptions',
  {
    id: serial('id').primaryKey(),
    /** Denormalised from the location so every query filters by tenant without a join. */
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    exceptionDate: date('exception_date', { mode: 'string' }).notNull(),
    /** 'HH:mm'; null on an all-day exception. */
    startTime: text('start_time'),
    /** 'HH:mm'; null on an all-day exception (a timed one without an end is stored as 23:30). */
    endTime: text('end_time'),
    isAllDay: boolean('is_all_day').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_exceptions_location_date_idx').on(t.locationId, t.exceptionDate),
    index('calendar_exceptions_master_client_idx').on(t.masterClientId),
  ],
);
