/**
 * The booking manager's tables (spec/3 §2–§4): resources per location, activities of
 * bookable products with their hours and capacity, a slot row per activity start that holds the
 * count booked (the row a create locks, so a slot is never overbooked), bookings with their
 * offerings, customers, payments and refunds (idempotency key unique per master client), the
 * e-mails sent and pay-by-link tokens. Generated into migrations/bookings by
 * drizzle.bookings.config.ts and journaled in __drizzle_migrations_bookings.
 *
 * Every table carries its master client, so every query filters by tenant without a join. Money
 * is integer cents. Local dates and minutes are wall time in the location's zone
 * (location_settings); `starts_at` is the instant, computed with Temporal (core/src/bookings).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WeeklySchedule } from '@marquee/core/bookings/schedule';
import { products } from './schema-products.ts';
import { guests } from './schema-guests.ts';
import { locations, masterClients, outbox, users } from './schema.ts';

const bigId = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const tenant = () =>
  integer('master_client_id')
    .notNull()
    .references(() => masterClients.id);
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const bookingRef = () =>
  bigint('booking_id', { mode: 'number' })
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' });

export const bookingResources = pgTable(
  'booking_resources',
  {
    id: id(),
    masterClientId: tenant(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** core RESOURCE_KINDS: LANE, ROOM, COURT, PARTY_AREA, OTHER. */
    kind: text('kind').notNull(),
    sort: smallint('sort').notNull().default(0),
    /** How many guests it holds at once; null: not counted. */
    places: integer('places'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    index('booking_resources_location_idx').on(t.masterClientId, t.locationId, t.sort),
    check('booking_resources_kind_ck', sql`${t.kind} in ('LANE', 'ROOM', 'COURT', 'PARTY_AREA', 'OTHER')`),
    check('booking_resources_places_ck', sql`${t.places} is null or ${t.places} >= 0`),
  ],
);

export const bookingActivities = pgTable(
  'booking_activities',
  {
    id: id(),
    masterClientId: tenant(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The first of its resources (booking_activity_resources), where the manager's day lists it. */
    resourceId: integer('resource_id')
      .notNull()
      .references(() => bookingResources.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    opensMinute: smallint('opens_minute').notNull(),
    closesMinute: smallint('closes_minute').notNull(),
    intervalMinutes: smallint('interval_minutes').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    /** Places per slot; null: unlimited (spec/3 §3 slotsRemaining null). */
    capacity: integer('capacity'),
    priceCents: integer('price_cents').notNull(),
    /** ISO weekdays; empty: every day. */
    days: integer('days').array().notNull().default(sql`'{}'::integer[]`),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * core/bookings/schedule WeeklySchedule (per ISO weekday: ranges with a start every N minutes,
     * or fixed starts). Null on an activity saved before schedules: its opens/closes/interval/days
     * mean the schedule (core scheduleOf), so existing rows keep their starts without a rewrite.
     */
    schedule: jsonb('schedule').$type<WeeklySchedule>(),
    /** Minutes after each session before the venue may close (core activitySlots). */
    bufferMinutes: smallint('buffer_minutes').notNull().default(0),
    minGuests: integer('min_guests').notNull().default(1),
    /** Most guests on one booking; null: up to the places left. */
    maxGuests: integer('max_guests'),
    depositCents: integer('deposit_cents').notNull().default(0),
    /** Sold in the guest shop as well as at the desk. */
    online: boolean('online').notNull().default(true),
  },
  (t) => [
    index('booking_activities_location_idx').on(t.masterClientId, t.locationId),
    index('booking_activities_product_idx').on(t.productId),
    check(
      'booking_activities_hours_ck',
      sql`${t.opensMinute} >= 0 and ${t.opensMinute} < ${t.closesMinute} and ${t.closesMinute} <= 1440`,
    ),
    check('booking_activities_capacity_ck', sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check(
      'booking_activities_guests_ck',
      sql`${t.minGuests} >= 1 and (${t.maxGuests} is null or ${t.maxGuests} >= ${t.minGuests})`,
    ),
    check(
      'booking_activities_money_ck',
      sql`${t.priceCents} >= 0 and ${t.depositCents} >= 0 and ${t.bufferMinutes} >= 0`,
    ),
  ],
);

/**
 * The resources an activity uses (one or more, at the activity's location; the repository
 * checks both before writing). `sort` keeps the order chosen; the first is also
 * booking_activities.resource_id, where the booking manager's day lists the activity. A slot's
 * places stay the activity's own count (booking_slots), shared by all its resources.
 */
export const bookingActivityResources = pgTable(
  'booking_activity_resources',
  {
    masterClientId: tenant(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => bookingActivities.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => bookingResources.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.resourceId] }),
    index('booking_activity_resources_resource_idx').on(t.masterClientId, t.resourceId),
  ],
);

/**
 * One row per (activity, local date, start): created on first use, then locked by every write
 * that changes its count. `booked` never exceeds `capacity` (the check is the last line of
 * defence behind the conditional update).
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: bigId(),
    masterClientId: tenant(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => bookingActivities.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    startMinute: smallint('start_minute').notNull(),
    startsAt: at('starts_at').notNull(),
    capacity: integer('capacity'),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('booking_slots_activity_start_uq').on(t.activityId, t.localDate, t.startMinute),
    check('booking_slots_capacity_ck', sql`${t.capacity} is null or ${t.booked} <= ${t.capacity}`),
    check('booking_slots_booked_ck', sql`${t.booked} >= 0`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: bigId(),
    masterClientId: tenant(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => bookingActivities.id),
    slotId: bigint('slot_id', { mode: 'number' })
      .notNull()
      .references(() => bookingSlots.id),
    holderId: bigint('holder_id', { mode: 'number' })
      .notNull()
      .references(() => guests.id),
    confirmationCode: text('confirmation_code').notNull(),
    /** core BOOKING_STATES. */
    state: text('state').notNull().default('BOOKED'),
    guests: integer('guests').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    startMinute: smallint('start_minute').notNull(),
    startsAt: at('starts_at').notNull(),
    totalCents: cents('total_cents'),
    paidCents: cents('paid_cents'),
    refundedCents: cents('refunded_cents'),
    checked: boolean('checked').notNull().default(false),
    /**
     * Staff set the total by hand (update-amount): a reschedule keeps it instead of pricing the
     * booking again; a new guest count prices it again and clears this.
     */
    totalSetByHand: boolean('total_set_by_hand').notNull().default(false),
    /**
     * The booking discount code applied at the desk (club_booking_discounts; the guest shop keeps
     * its own in club_shop_bookings), the live lightning deal (club_lightning_deals), and what they
     * took off the list price, in cents. Ids without a reference: the club-booking tables are
     * another migration set, journaled after this one.
     */
    discountId: bigint('discount_id', { mode: 'number' }),
    dealId: bigint('deal_id', { mode: 'number' }),
    discountCents: integer('discount_cents').notNull().default(0),
    /**
     * What refunds for removed guests or add-ons and goodwill took off the total, in cents: a
     * booking priced again (a reschedule) keeps that reduction, so the guest is not asked for it
     * again.
     */
    refundCutCents: integer('refund_cut_cents').notNull().default(0),
    /** The dash_bookings fact this booking wrote; removed on cancel. */
    dashFactId: bigint('dash_fact_id', { mode: 'number' }),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_code_uq').on(t.confirmationCode),
    // The list's order: newest day first, then by start (repositories/bookings/read.ts).
    index('bookings_list_order_idx').on(t.masterClientId, sql`${t.bookingDate} desc`, t.startMinute, t.id),
    index('bookings_location_day_idx').on(t.masterClientId, t.locationId, t.bookingDate, t.startMinute),
    index('bookings_holder_idx').on(t.holderId),
    // The list's guest filters (membership, segment): a client's bookings of a set of holders.
    index('bookings_client_holder_idx').on(t.masterClientId, t.holderId),
    index('bookings_slot_idx').on(t.slotId),
    // The list's role filter: the bookings of the staff holding a role (repositories/bookings/read.ts).
    index('bookings_creator_idx').on(t.masterClientId, t.createdBy),
    check('bookings_state_ck', sql`${t.state} in ('BOOKED', 'CANCELLED')`),
    check(
      'bookings_money_ck',
      sql`${t.totalCents} >= 0 and ${t.paidCents} >= 0 and ${t.refundedCents} between 0 and ${t.paidCents}`,
    ),
    check('bookings_guests_ck', sql`${t.guests} >= 1`),
  ],
);

export const bookingOfferings = pgTable(
  'booking_offerings',
  {
    id: bigId(),
    masterClientId: tenant(),
    bookingId: bookingRef(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
  },
  (t) => [index('booking_offerings_booking_idx').on(t.bookingId)],
);

/** Guests on a booking beyond its holder (GET/POST /club-booking/customers). */
export const bookingCustomers = pgTable(
  'booking_customers',
  {
    bookingId: bookingRef(),
    guestId: bigint('guest_id', { mode: 'number' })
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    masterClientId: tenant(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.guestId] })],
);

/** Payments (kind PAYMENT) and refunds (REFUND), positive cents; at most once per key. */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: bigId(),
    masterClientId: tenant(),
    bookingId: bookingRef(),
    kind: text('kind').notNull(),
    /** core PAYMENT_PROCESSORS and PAYMENT_METHODS. */
    processor: text('processor').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * A refund spread over several payments writes one row per payment refunded, each with a key
     * derived from the request's (`<key>.<payment id>`, also sent to the provider); this is the
     * request's key, so a retried request finds all its parts. Null on payments and earlier rows.
     */
    requestKey: text('request_key'),
    /** The payment a refund went back to; null on payments and on refunds made before it was kept. */
    refundsPaymentId: bigint('refunds_payment_id', { mode: 'number' }),
    /** What a refund is for (core REFUND_REASONS); null on payments and on refunds made before it was asked. */
    refundReason: text('refund_reason'),
    /** The provider's id (payment intent, refund); the in-venue processor's receipt. */
    reference: text('reference').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_payments_key_uq').on(t.masterClientId, t.idempotencyKey),
    index('booking_payments_request_key_idx')
      .on(t.masterClientId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
    index('booking_payments_booking_idx').on(t.bookingId, t.id),
    check('booking_payments_kind_ck', sql`${t.kind} in ('PAYMENT', 'REFUND')`),
    check('booking_payments_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

export const bookingEmails = pgTable(
  'booking_emails',
  {
    id: bigId(),
    masterClientId: tenant(),
    bookingId: bookingRef(),
    /** CONFIRMATION, PAY_BY_LINK. */
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('booking_emails_booking_idx').on(t.bookingId, t.id)],
);

/** Pay-by-link tokens: only the hash is kept; single use, expiring. */
export const bookingPayLinks = pgTable(
  'booking_pay_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    masterClientId: tenant(),
    bookingId: bookingRef(),
    amountCents: integer('amount_cents').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('booking_pay_links_booking_idx').on(t.bookingId)],
);
