/**
 * Tables of the booking desk: a booking's check-ins and the keys that make a guest
 * created at the desk once per click. Generated into migrations/desk by drizzle.desk.config.ts and
 * journaled in __drizzle_migrations_desk, apart from the bookings set.
 *
 * Every row carries its master client (the tenant filter of every query). A check-in keeps who
 * and when, the local day it counts on (the day it can be undone), the dash_visits row it wrote
 * for the dashboards, and who undid it and when; bookings.checked follows "any guest checked in" (repositories/bookings/checkIns.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { masterClients, users } from './schema.ts';
import { bookings } from './schema-bookings.ts';
import { guests } from './schema-guests.ts';

export const deskCheckIns = pgTable(
  'desk_checkins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    guests: integer('guests').notNull(),
    /** The local day (location's zone) it was made: it counts on the dashboards that day and may be undone that day. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    /** The dash_visits row of the booking's visit that day (shared by that day's check-ins). */
    visitId: bigint('visit_id', { mode: 'number' }).notNull(),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * An undone check-in stays, marked with who undid it and when: it no longer counts (guests in,
     * bookings.checked, the visit), but the desk's history keeps it.
     */
    undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('desk_checkins_booking_idx').on(t.masterClientId, t.bookingId),
    check('desk_checkins_guests_ck', sql`${t.guests} > 0`),
  ],
);

/** A guest created at the desk, by the key of the click: a double click makes one guest. */
export const deskGuestKeys = pgTable(
  'desk_guest_keys',
  {
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    idempotencyKey: text('idempotency_key').notNull(),
    guestId: bigint('guest_id', { mode: 'number' })
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('desk_guest_keys_uq').on(t.masterClientId, t.idempotencyKey)],
);
