/**
 * Tables of club booking and the kiosk (spec/3 §2, §3, §7): each location's online-booking
 * and kiosk settings, what it offers online and at the kiosk, and the promotions and messages on
 * those offerings. Generated into migrations/clubbooking by drizzle.clubbooking.config.ts and
 * journaled in __drizzle_migrations_clubbooking.
 *
 * Every row carries its master client (the tenant filter of every query) and its location; rows
 * go with their location, and promotions with their offering (cascade). An offering holds its
 * product (restrict): the catalogue refuses to remove a product still offered online or at the
 * kiosk, naming where (repositories/products/offered.ts), instead of silently dropping the
 * offerings and their deals. Money is integer cents, percents hundredths of a percent.
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './schema-bookings.ts';
import { productCategories } from './schema-catalogue.ts';
import { guests } from './schema-guests.ts';
import { guestMessages } from './schema-marketing.ts';
import { products } from './schema-products.ts';
import { locations, masterClients } from './schema.ts';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const masterClientId = () =>
  integer('master_client_id')
    .notNull()
    .references(() => masterClients.id);
const locationId = () =>
  integer('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const CUTS = sql.raw(`'PERCENT', 'AMOUNT'`);

/** One row per location and channel ('BOOKING' online settings, 'KIOSK' kiosk settings). */
export const clubSettings = pgTable(
  'club_settings',
  {
    locationId: locationId(),
    channel: text('channel').notNull(),
    masterClientId: masterClientId(),
    /** The whole settings document (core/src/club/settings.ts or kiosk.ts), checked before saving. */
    settings: jsonb('settings').notNull(),
    /** Optimistic lock: every save bumps it and must name the version it read. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.channel] }),
    index('club_settings_master_client_idx').on(t.masterClientId),
    check('club_settings_channel_ck', sql`${t.channel} in ('BOOKING', 'KIOSK')`),
  ],
);

export const clubOfferings = pgTable(
  'club_offerings',
  {
    id: id(),
    masterClientId: masterClientId(),
    locationId: locationId(),
    channel: text('channel').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    offeringType: text('offering_type').notNull(),
    priceType: text('price_type').notNull(),
    priceCents: integer('price_cents'),
    depositType: text('deposit_type').notNull(),
    /** Cents for AMOUNT, hundredths of a percent for PERCENT. */
    depositValue: integer('deposit_value'),
    quantityType: text('quantity_type').notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    maxQuantity: integer('max_quantity'),
    availableSpaces: integer('available_spaces'),
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic lock: an edit names the version it read (409 when someone saved in between). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('club_offerings_location_product_uq').on(t.locationId, t.channel, t.productId),
    index('club_offerings_master_client_idx').on(t.masterClientId, t.locationId, t.channel),
    index('club_offerings_product_idx').on(t.productId),
    check('club_offerings_channel_ck', sql`${t.channel} in ('BOOKING', 'KIOSK')`),
    check('club_offerings_quantity_ck', sql`${t.maxQuantity} is null or ${t.maxQuantity} >= ${t.minQuantity}`),
    check('club_offerings_price_ck', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
  ],
);

const offeringId = (name = 'offering_id') =>
  integer(name)
    .notNull()
    .references(() => clubOfferings.id, { onDelete: 'cascade' });

export const lightningDeals = pgTable(
  'club_lightning_deals',
  {
    id: id(),
    masterClientId: masterClientId(),
    locationId: locationId(),
    offeringId: offeringId(),
    name: text('name').notNull(),
    cutType: text('cut_type').notNull(),
    /** Hundredths of a percent, or cents. */
    cutValue: integer('cut_value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    quantity: integer('quantity'),
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic lock: an edit names the version it read (409 when someone saved in between). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('club_lightning_deals_location_idx').on(t.masterClientId, t.locationId),
    index('club_lightning_deals_offering_idx').on(t.offeringId),
    check('club_lightning_deals_window_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('club_lightning_deals_cut_ck', sql`${t.cutType} in (${CUTS}) and ${t.cutValue} > 0`),
  ],
);

export const bookingDiscounts = pgTable(
  'club_booking_discounts',
  {
    id: id(),
    masterClientId: masterClientId(),
    locationId: locationId(),
    code: text('code').notNull(),
    cutType: text('cut_type').notNull(),
    cutValue: integer('cut_value').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    maxUses: integer('max_uses'),
    maxUsesPerGuest: integer('max_uses_per_guest'),
    timesUsed: integer('times_used').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic lock: an edit names the version it read (409 when someone saved in between). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // A code is unique in its master client, whatever its case.
    uniqueIndex('club_booking_discounts_code_uq').on(t.masterClientId, sql`lower(${t.code})`),
    index('club_booking_discounts_location_idx').on(t.masterClientId, t.locationId),
    check('club_booking_discounts_cut_ck', sql`${t.cutType} in (${CUTS}) and ${t.cutValue} > 0`),
    check(
      'club_booking_discounts_window_ck',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`,
    ),
  ],
);

/** The offerings a discount applies to; none: every offering of its location. */
export const bookingDiscountOfferings = pgTable(
  'club_booking_discount_offerings',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => bookingDiscounts.id, { onDelete: 'cascade' }),
    offeringId: offeringId(),
  },
  (t) => [
    primaryKey({ columns: [t.discountId, t.offeringId] }),
    index('club_booking_discount_offerings_offering_idx').on(t.offeringId),
  ],
);

export const clubNotifications = pgTable(
  'club_notifications',
  {
    id: id(),
    masterClientId: masterClientId(),
    locationId: locationId(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    offsetMinutes: integer('offset_minutes').notNull(),
    subject: text('subject').notNull().default(''),
    template: text('template').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic lock: an edit names the version it read (409 when someone saved in between). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('club_notifications_location_idx').on(t.masterClientId, t.locationId),
    check('club_notifications_kind_ck', sql`${t.kind} in ('REMINDER', 'THANK_YOU')`),
    check('club_notifications_channel_ck', sql`${t.channel} in ('EMAIL', 'SMS')`),
    check('club_notifications_offset_ck', sql`${t.offsetMinutes} >= 0`),
  ],
);

export const clubDeals = pgTable(
  'club_deals',
  {
    id: id(),
    masterClientId: masterClientId(),
    locationId: locationId(),
    dealType: text('deal_type').notNull(),
    offeringId: offeringId(),
    upsellOfferingId: offeringId('upsell_offering_id'),
    cutType: text('cut_type'),
    cutValue: integer('cut_value'),
    headline: text('headline').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic lock: an edit names the version it read (409 when someone saved in between). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('club_deals_location_idx').on(t.masterClientId, t.locationId),
    index('club_deals_offering_idx').on(t.offeringId),
    index('club_deals_upsell_idx').on(t.upsellOfferingId),
    check('club_deals_distinct_ck', sql`${t.offeringId} <> ${t.upsellOfferingId}`),
  ],
);

/**
 * A booking made in the guest shop: the booking itself is the booking manager's row;
 * this one keeps what only the shop knows — the offering booked, the form it came from (its key:
 * a form books once, so a resubmit answers the same booking), the holder, the lightning deal and
 * discount code applied with the amount taken off, and the answers to the custom prompts. The
 * discount's per-guest limit counts these rows.
 */
export const shopBookings = pgTable(
  'club_shop_bookings',
  {
    bookingId: bigint('booking_id', { mode: 'number' })
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    masterClientId: masterClientId(),
    locationId: locationId(),
    offeringId: integer('offering_id').references(() => clubOfferings.id, { onDelete: 'set null' }),
    formKey: text('form_key').notNull(),
    guestId: bigint('guest_id', { mode: 'number' })
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    dealId: integer('deal_id').references(() => lightningDeals.id, { onDelete: 'set null' }),
    discountId: integer('discount_id').references(() => bookingDiscounts.id, { onDelete: 'set null' }),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The prompts as asked and their answers: [{ label, answer }]. */
    answers: jsonb('answers').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('club_shop_bookings_form_key_uq').on(t.masterClientId, t.formKey),
    index('club_shop_bookings_discount_idx').on(t.discountId, t.guestId),
    check('club_shop_bookings_discount_ck', sql`${t.discountCents} >= 0`),
  ],
);

/**
 * One row per notification sent for a booking (jobs/clubNotifications.ts): inserted in the
 * transaction that queues the message, and its primary key makes the send happen at most once
 * however many workers look or how often the job runs. `outcome` says what became of it.
 */
export const clubNotificationSends = pgTable(
  'club_notification_sends',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => clubNotifications.id, { onDelete: 'cascade' }),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    masterClientId: masterClientId(),
    /** QUEUED (the guest message below), or NO_ADDRESS (the holder has no e-mail or phone). */
    outcome: text('outcome').notNull(),
    messageId: integer('message_id').references(() => guestMessages.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.bookingId] }),
    index('club_notification_sends_booking_idx').on(t.bookingId),
    check('club_notification_sends_outcome_ck', sql`${t.outcome} in ('QUEUED', 'NO_ADDRESS')`),
  ],
);
