/**
 * What marketing and CRM keep about the guests of schema-guests.ts: staff notes, tags,
 * a per-guest rollup of the dashboard facts (visits, bookings, spend, membership), and rule-based
 * segments with their last count. Same migration set as the guests (drizzle.guests.config.ts).
 *
 * guest_stats is derived from dash_visits / dash_sales / dash_memberships (whose guest_id is a
 * guests.id): repositories/marketing/guestStats.ts refreshes it. Segment conditions on visits,
 * spend and membership read it, so a count over a million guests walks one narrow table.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { guests } from './schema-guests.ts';
import { locations, masterClients, users } from './schema.ts';

const masterClient = () =>
  integer('master_client_id')
    .notNull()
    .references(() => masterClients.id);
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const guestNotes = pgTable(
  'guest_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: masterClient(),
    guestId: bigint('guest_id', { mode: 'number' })
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone; authorName keeps who wrote it. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [index('guest_notes_guest_idx').on(t.guestId, t.createdAt)],
);

export const guestTags = pgTable(
  'guest_tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: masterClient(),
    name: text('name').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [uniqueIndex('guest_tags_master_client_name_uq').on(t.masterClientId, sql`lower(${t.name})`)],
);

export const guestTagLinks = pgTable(
  'guest_tag_links',
  {
    guestId: bigint('guest_id', { mode: 'number' })
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => guestTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.tagId] }), index('guest_tag_links_tag_idx').on(t.tagId, t.guestId)],
);

/** One row per guest (zeros until the guest visits or buys), added by the guests insert trigger. */
export const guestStats = pgTable(
  'guest_stats',
  {
    guestId: bigint('guest_id', { mode: 'number' })
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    masterClientId: masterClient(),
    visits: integer('visits').notNull().default(0),
    /** Sales through Club Booking (dash_sales.channel 3). */
    bookings: integer('bookings').notNull().default(0),
    spendCents: bigint('spend_cents', { mode: 'number' }).notNull().default(0),
    lastVisit: date('last_visit', { mode: 'string' }),
    /** Latest expiry of the guest's memberships; null: never a member. */
    membershipExpiry: date('membership_expiry', { mode: 'string' }),
    /**
     * Copies of the guest's own fields that segments test, kept by the guests triggers: every
     * segment condition then reads this one table, so a count walks one table however the
     * conditions mix.
     */
    homeLocationId: integer('home_location_id'),
    birthDate: date('birth_date', { mode: 'string' }),
    postalCode: text('postal_code').notNull().default(''),
  },
  // Every guest has a row (a trigger adds it with the guest), so the guests list sorts by these
  // columns by walking an index and stops after a page; segment counts filter through them. Each
  // segment index ends on guest_id, so a count joining tags or sales to a condition (a segment's
  // complement: "not tagged and a member") reads the index alone, not the table. The postal code
  // uses text_pattern_ops: a prefix ('1%') is then a range of the index under any collation.
  // Location with birth date: "adults at a location" is one range of one index.
  (t) => [
    index('guest_stats_last_visit_idx').on(t.masterClientId, t.lastVisit.desc().nullsLast(), t.guestId.desc()),
    index('guest_stats_spend_idx').on(t.masterClientId, t.spendCents, t.guestId),
    index('guest_stats_visits_idx').on(t.masterClientId, t.visits, t.guestId),
    index('guest_stats_membership_idx').on(t.masterClientId, t.membershipExpiry, t.guestId),
    index('guest_stats_birth_idx').on(t.masterClientId, t.birthDate, t.guestId),
    index('guest_stats_postal_idx').on(t.masterClientId, t.postalCode.op('text_pattern_ops'), t.guestId),
    index('guest_stats_home_idx').on(t.masterClientId, t.homeLocationId, t.birthDate, t.guestId),
  ],
);

export const guestSegments = pgTable(
  'guest_segments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: masterClient(),
    /** Null: every location of the master client ('all'). */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'all' or 'any' of the conditions (core/src/marketing/segments.ts). */
    match: text('match').notNull().default('all'),
    conditions: jsonb('conditions').notNull(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [index('guest_segments_master_client_idx').on(t.masterClientId, t.locationId)],
);

/** The last number of guests counted for a segment and when. */
export const guestSegmentCounts = pgTable('guest_segment_counts', {
  segmentId: integer('segment_id')
    .primaryKey()
    .references(() => guestSegments.id, { onDelete: 'cascade' }),
  value: integer('value').notNull(),
  countedAt: at('counted_at'),
});

/**
 * Guests per master client, kept by statement triggers on guests (migration 0002): the guests
 * list's unfiltered total without counting a million rows on every page.
 */
export const guestTotals = pgTable('guest_totals', {
  masterClientId: integer('master_client_id')
    .primaryKey()
    .references(() => masterClients.id),
  guests: bigint('guests', { mode: 'number' }).notNull().default(0),
});
