/**
 * Dashboard data (spec/2): fact tables for what the widgets measure, and rollups the
 * widgets read so a query's cost follows the days and locations asked, not the table sizes.
 * Facts reference a location; the master client is the location's. Money is integer cents.
 * Rollups are derived: repositories/dashboardFacts.ts refreshes the touched (location, day) in
 * the same transaction as every fact write (bulk loads refresh once at the end).
 */
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  boolean,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations, masterClients } from './schema.ts';

const day = (name = 'business_date') => date(name, { mode: 'string' }).notNull();
/**
 * Facts and rollups carry the location without a foreign key: a per-row check would dominate
 * bulk loads (millions of rows); the generator and repositories only write known locations.
 */
const location = () => integer('location_id').notNull();
/** Dimensions do reference their location. */
const ownedBy = () =>
  integer('location_id')
    .notNull()
    .references(() => locations.id);
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const bigId = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const byLocationDay = (name: string) => (t: { locationId: unknown; businessDate: unknown }) => [
  // biome-ignore lint/suspicious/noExplicitAny: drizzle column types differ per table
  index(`${name}_location_day_idx`).on(t.locationId as any, t.businessDate as any),
];

// ── Dimensions ──────────────────────────────────────────────────────────────────────────────

export const revenueClasses = pgTable(
  'dash_revenue_classes',
  {
    id: id(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    name: text('name').notNull(),
    /**
     * The catalogue's revenue class this one stands for (a booking's sale lines, written by the
     * product); null for the venue feed's and the demo's classes.
     */
    catalogueId: integer('catalogue_id'),
  },
  (t) => [uniqueIndex('dash_revenue_classes_catalogue_idx').on(t.catalogueId)],
);

export const products = pgTable(
  'dash_products',
  {
    id: id(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    name: text('name').notNull(),
    revenueClassId: integer('revenue_class_id')
      .notNull()
      .references(() => revenueClasses.id),
    priceCents: cents('price_cents'),
    /**
     * The catalogue product this one stands for (a booking's reservation product and add-ons);
     * null for the venue feed's and the demo's products.
     */
    catalogueId: integer('catalogue_id'),
  },
  (t) => [
    index('dash_products_master_client_idx').on(t.masterClientId),
    uniqueIndex('dash_products_catalogue_idx').on(t.catalogueId),
  ],
);

export const employees = pgTable(
  'dash_employees',
  { id: id(), locationId: ownedBy(), name: text('name').notNull() },
  (t) => [index('dash_employees_location_idx').on(t.locationId)],
);

/** Bookable resources (lanes, courts, arenas): number of guests and activities by resource. */
export const resources = pgTable(
  'dash_resources',
  { id: id(), locationId: ownedBy(), name: text('name').notNull(), code: text('code').notNull() },
  (t) => [index('dash_resources_location_idx').on(t.locationId)],
);

// ── Facts ───────────────────────────────────────────────────────────────────────────────────

/** Payment channels: 1 Walk-In, 2 Club Kiosk, 3 Club Booking. */
export const CHANNEL = { walkIn: 1, kiosk: 2, booking: 3 } as const;

export const sales = pgTable(
  'dash_sales',
  {
    id: bigId(),
    locationId: location(),
    businessDate: day(),
    hour: smallint('hour').notNull(),
    channel: smallint('channel').notNull(),
    employeeId: integer('employee_id').notNull(),
    guestId: bigint('guest_id', { mode: 'number' }),
    totalCents: cents('total_cents'),
  },
  byLocationDay('dash_sales'),
);

export const saleLines = pgTable(
  'dash_sale_lines',
  {
    id: bigId(),
    saleId: bigint('sale_id', { mode: 'number' }).notNull(),
    locationId: location(),
    businessDate: day(),
    hour: smallint('hour').notNull(),
    productId: integer('product_id').notNull(),
    revenueClassId: integer('revenue_class_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    priceCents: cents('price_cents'),
    quantity: integer('quantity').notNull(),
    amountCents: cents('amount_cents'),
  },
  (t) => [
    index('dash_sale_lines_location_day_idx').on(t.locationId, t.businessDate),
    // Employee performance filtered by product reads lines directly.
    index('dash_sale_lines_location_product_day_idx').on(t.locationId, t.productId, t.businessDate),
  ],
);

export const payments = pgTable(
  'dash_payments',
  {
    id: bigId(),
    saleId: bigint('sale_id', { mode: 'number' }).notNull(),
    locationId: location(),
    businessDate: day(),
    hour: smallint('hour').notNull(),
    channel: smallint('channel').notNull(),
    amountCents: cents('amount_cents'),
  },
  byLocationDay('dash_payments'),
);

/** One guest party's visit. `slot` is the quarter hour of arrival (0–95). */
export const visits = pgTable(
  'dash_visits',
  {
    id: bigId(),
    locationId: location(),
    businessDate: day(),
    slot: smallint('slot').notNull(),
    guestId: bigint('guest_id', { mode: 'number' }).notNull(),
    resourceId: integer('resource_id'),
    partySize: smallint('party_size').notNull(),
    adults: smallint('adults').notNull(),
    minors: smallint('minors').notNull(),
    age: smallint('age').notNull(),
    postalCode: text('postal_code').notNull(),
    isNew: boolean('is_new').notNull(),
    /** Null for a first visit. */
    daysSinceLastVisit: integer('days_since_last_visit'),
    spendCents: cents('spend_cents'),
  },
  byLocationDay('dash_visits'),
);

/** Group events (kind 1) and online bookings (kind 2). */
export const bookings = pgTable(
  'dash_bookings',
  {
    id: bigId(),
    locationId: location(),
    businessDate: day(),
    hour: smallint('hour').notNull(),
    kind: smallint('kind').notNull(),
    guests: integer('guests').notNull(),
    amountCents: cents('amount_cents'),
    /**
     * The day the booking was paid (prepaid); `businessDate` is the day of the visit. Null: paid
     * at the visit. Revenue when sold counts it on this day, revenue when realised on the visit.
     */
    bookedDate: date('booked_date', { mode: 'string' }),
    /**
     * The hour (0–23) it was paid, with `bookedDate`; null when paid at the visit (`hour`). The
     * hourly revenue chart counts it here when sold, at `hour` when realised.
     */
    bookedHour: smallint('booked_hour'),
    /**
     * The booking's sale (dash_sales), when it has one: its revenue is then counted through the
     * sale, never again as a prepaid item (core/dashboards/figures). Null: a prepaid item only.
     */
    saleId: bigint('sale_id', { mode: 'number' }),
  },
  byLocationDay('dash_bookings'),
);

export const memberships = pgTable(
  'dash_memberships',
  {
    id: bigId(),
    locationId: location(),
    guestId: bigint('guest_id', { mode: 'number' }).notNull(),
    startDate: day('start_date'),
    expiryDate: day('expiry_date'),
    priceCents: cents('price_cents'),
    /**
     * The hour (0–23) it was sold on its start day: the hourly revenue chart counts it there (when
     * realised, each day's share of it). Null on rows written before hours were kept: hour 0.
     */
    soldHour: smallint('sold_hour'),
  },
  (t) => [
    index('dash_memberships_location_start_idx').on(t.locationId, t.startDate),
    index('dash_memberships_location_expiry_idx').on(t.locationId, t.expiryDate),
  ],
);

/**
 * Gift cards: kind 1 sold, 2 redeemed. `cardId` names the card, so a redemption can be checked
 * against its sale (never before it, never more than its balance); null on rows written before
 * cards were named.
 */
export const giftCardLedger = pgTable(
  'dash_gift_card_ledger',
  {
    id: bigId(),
    locationId: location(),
    businessDate: day(),
    kind: smallint('kind').notNull(),
    cardId: bigint('card_id', { mode: 'number' }),
    amountCents: cents('amount_cents'),
    /** The hour (0–23) of the sale or redemption; null on rows written before hours were kept: hour 0. */
    hour: smallint('hour'),
  },
  (t) => [...byLocationDay('dash_gift_card_ledger')(t), index('dash_gift_card_ledger_card_idx').on(t.cardId)],
);

/** Guest credits: kind 1 issued, 2 redeemed, 3 expired. */
export const creditLedger = pgTable(
  'dash_credit_ledger',
  {
    id: bigId(),
    locationId: location(),
    businessDate: day(),
    kind: smallint('kind').notNull(),
    amountCents: cents('amount_cents'),
  },
  byLocationDay('dash_credit_ledger'),
);

/** A labour shift: starts at `startHour`, lasts `minutes`, costs `costCents`. */
export const laborShifts = pgTable(
  'dash_labor_shifts',
  {
    id: bigId(),
    locationId: location(),
    employeeId: integer('employee_id').notNull(),
    businessDate: day(),
    startHour: smallint('start_hour').notNull(),
    minutes: integer('minutes').notNull(),
    costCents: cents('cost_cents'),
  },
  byLocationDay('dash_labor_shifts'),
);

export const activities = pgTable(
  'dash_activities',
  {
    id: bigId(),
    locationId: location(),
    resourceId: integer('resource_id').notNull(),
    businessDate: day(),
    hour: smallint('hour').notNull(),
    participants: integer('participants').notNull(),
  },
  byLocationDay('dash_activities'),
);

export const waivers = pgTable(
  'dash_waivers',
  {
    id: bigId(),
    locationId: location(),
    businessDate: day(),
    hour: smallint('hour').notNull(),
    guestId: bigint('guest_id', { mode: 'number' }).notNull(),
  },
  byLocationDay('dash_waivers'),
);

export const refunds = pgTable(
  'dash_refunds',
  {
    id: bigId(),
    saleId: bigint('sale_id', { mode: 'number' }).notNull(),
    locationId: location(),
    businessDate: day(),
    hour: smallint('hour').notNull(),
    employeeId: integer('employee_id').notNull(),
    amountCents: cents('amount_cents'),
  },
  byLocationDay('dash_refunds'),
);

export const voids = pgTable(
  'dash_voids',
  {
    id: bigId(),
    saleId: bigint('sale_id', { mode: 'number' }).notNull(),
    locationId: location(),
    businessDate: day(),
    hour: smallint('hour').notNull(),
    employeeId: integer('employee_id').notNull(),
    amountCents: cents('amount_cents'),
  },
  byLocationDay('dash_voids'),
);

/** Monthly revenue target per location (the ofTarget trend). `month` is its first day. */
export const targets = pgTable(
  'dash_targets',
  { locationId: location(), month: day('month'), revenueCents: cents('revenue_cents') },
  (t) => [primaryKey({ columns: [t.locationId, t.month] })],
);

// ── Rollups (derived; see repositories/dashboardRollups.ts) ─────────────────────────────────

export const DAILY_MEASURES = [
  'revenue_cents',
  'tickets',
  'items_sold',
  'walkin_cents',
  'walkin_tickets',
  'kiosk_cents',
  'kiosk_tickets',
  'booking_cents',
  'booking_tickets',
  'visits',
  'guests',
  'adults',
  'minors',
  'new_guests',
  'repeat_guests',
  'new_revenue_cents',
  'repeat_revenue_cents',
  'group_events',
  'group_event_cents',
  'online_bookings',
  'online_booking_cents',
  'desk_bookings',
  'labor_cents',
  'labor_minutes',
  'activities',
  'participants',
  'waivers',
  'voids',
  'void_cents',
  'refunds',
  'refund_cents',
  'gift_sold_cents',
  'gift_redeemed_cents',
  'gift_expired_cents',
  'credit_issued_cents',
  'credit_redeemed_cents',
  'credit_expired_cents',
  'memberships_new',
] as const;
export type DailyMeasure = (typeof DAILY_MEASURES)[number];

const measures = <M extends string>(names: readonly M[]) =>
  Object.fromEntries(names.map((n) => [n, cents(n)])) as Record<M, ReturnType<typeof cents>>;

/** One row per location and business day. */
export const daily = pgTable(
  'dash_daily',
  { locationId: location(), businessDate: day(), ...measures(DAILY_MEASURES) },
  (t) => [primaryKey({ columns: [t.locationId, t.businessDate] })],
);

/**
 * dash_daily summed per calendar month: long windows read whole months here and only the odd
 * days around them from dash_daily (monthly, quarterly and yearly charts, and window totals).
 */
export const monthly = pgTable(
  'dash_monthly',
  { locationId: location(), month: day('month'), ...measures(DAILY_MEASURES) },
  (t) => [primaryKey({ columns: [t.locationId, t.month] })],
);

/** dash_daily summed per week (Sunday to Saturday, as the weekly buckets): weekly charts. */
export const weekly = pgTable(
  'dash_weekly',
  { locationId: location(), week: day('week'), ...measures(DAILY_MEASURES) },
  (t) => [primaryKey({ columns: [t.locationId, t.week] })],
);

export const HOURLY_MEASURES = [
  'revenue_cents',
  'tickets',
  'kiosk_tickets',
  'guests',
  'adults',
  'minors',
  'labor_cents',
  'activities',
  'participants',
] as const;
export type HourlyMeasure = (typeof HOURLY_MEASURES)[number];

/** One row per location, business day and hour of day. */
export const hourly = pgTable(
  'dash_hourly',
  { locationId: location(), businessDate: day(), hour: smallint('hour').notNull(), ...measures(HOURLY_MEASURES) },
  (t) => [primaryKey({ columns: [t.locationId, t.businessDate, t.hour] })],
);

/**
 * dash_hourly summed per calendar month and hour of day: a year of the by-hour charts (labour,
 * guests) reads 12 × hours rows per location instead of 365 × hours.
 */
export const hourMonthly = pgTable(
  'dash_hour_monthly',
  {
    locationId: location(),
    /** First day of the month. */
    month: day('month'),
    hour: smallint('hour').notNull(),
    ...measures(HOURLY_MEASURES),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.month, t.hour] })],
);

/** What the weekday × hour heat maps show (peak hours, activities by hour). */
export const WEEKDAY_HOUR_MEASURES = ['tickets', 'participants'] as const satisfies readonly HourlyMeasure[];
export type WeekdayHourMeasure = (typeof WEEKDAY_HOUR_MEASURES)[number];

/**
 * dash_hourly summed per calendar month, weekday and hour, for the heat maps only (narrow rows:
 * a year is 12 × 7 × hours rows per location).
 */
export const weekdayHourMonthly = pgTable(
  'dash_weekday_hour_monthly',
  {
    locationId: location(),
    /** First day of the month. */
    month: day('month'),
    /** 0 = Sunday, as extract(dow). */
    dow: smallint('dow').notNull(),
    hour: smallint('hour').notNull(),
    ...measures(WEEKDAY_HOUR_MEASURES),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.month, t.dow, t.hour] })],
);

/** Dimensions of dash_dim_daily. */
export const DIM = {
  product: 1,
  employee: 2,
  revenueClass: 3,
  postalCode: 4,
  repeatAge: 5,
  recency: 6,
  resource: 7,
} as const;

/** Per location, day and a dimension's key: quantity and amount (top lists, breakdowns). */
export const dimDaily = pgTable(
  'dash_dim_daily',
  {
    locationId: location(),
    dim: smallint('dim').notNull(),
    businessDate: day(),
    key: text('key').notNull(),
    qty: cents('qty'),
    amountCents: cents('amount_cents'),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.dim, t.businessDate, t.key] })],
);

/** dash_dim_daily summed per calendar month (long windows read months, then the odd days). */
export const dimMonthly = pgTable(
  'dash_dim_monthly',
  {
    locationId: location(),
    dim: smallint('dim').notNull(),
    /** First day of the month. */
    month: day('month'),
    key: text('key').notNull(),
    qty: cents('qty'),
    amountCents: cents('amount_cents'),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.dim, t.month, t.key] })],
);

/**
 * A counter per master client, raised in the transaction of every write to its dashboard facts
 * (refreshDashboardRollups): figures computed at one version hold until the next, so the REST API
 * may answer repeated widget calls from memory (dashboards/cache.ts) and never serve a figure
 * older than the last committed write.
 */
export const dataVersions = pgTable('dash_data_versions', {
  masterClientId: integer('master_client_id')
    .primaryKey()
    .references(() => masterClients.id),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
