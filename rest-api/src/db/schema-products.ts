/**
 * Tables of the products (spec/3 §2 Product editor, §3, §7): one row per product with
 * its single-valued sections, and a link table per list-valued one. Generated into
 * migrations/catalogue with the rest of the catalogue (drizzle.catalogue.config.ts).
 *
 * A product references the catalogue of its own master client (checked on save); those links
 * refuse the removal of a catalogue row while a product uses it (no action), and the REST API
 * answers that with the products' names. Links to the product and to locations go with them
 * (cascade). Money is integer cents.
 *
 * `kind` and `is_schedulable` are copies of the product type's (a type's kind never changes: there
 * is no product-type editor), so the lists of 50,000 products filter on indexed columns of one
 * table; `min_price_cents` is kept by every save for the list's price column and sort.
 */
import { PRODUCT_KINDS } from '@marquee/core/catalogue/productKind';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  blockedAccesses,
  createdAt,
  creditTypes,
  entitlementPackages,
  foodModifiers,
  id,
  locationLinks,
  MAX_CENTS,
  masterClientId,
  memberships,
  name,
  priceLevels,
  productCategories,
  productTypes,
  revenueClasses,
  taxRates,
  version,
} from './schema-catalogue.ts';
import { languages, locations } from './schema.ts';

const KINDS = sql.raw(PRODUCT_KINDS.map((k) => `'${k}'`).join(', '));

export const products = pgTable(
  'products',
  {
    id: id(),
    masterClientId: masterClientId(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    kind: text('kind').notNull(),
    isSchedulable: boolean('is_schedulable').notNull().default(false),
    name: name(),
    /** URL of the stored file (or an inline data URL, spec/3 §2); null: none. */
    image: text('image'),
    revenueClassId: integer('revenue_class_id')
      .notNull()
      .references(() => revenueClasses.id),
    taxRateId: integer('tax_rate_id').references(() => taxRates.id),
    isCadet: boolean('is_cadet').notNull().default(false),
    containsAlcohol: boolean('contains_alcohol').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    giftCardAmountCents: integer('gift_card_amount_cents'),
    membershipId: integer('membership_id').references(() => memberships.id),
    // Game card details: all null unless the kind is a game card.
    cardDesign: text('card_design'),
    cardCredits: integer('card_credits'),
    cardBonusCredits: integer('card_bonus_credits'),
    cardIsVip: boolean('card_is_vip'),
    // Reservation details: all null unless a reservation.
    reservationMinutes: integer('reservation_minutes'),
    reservationCapacity: integer('reservation_capacity'),
    reservationBufferMinutes: integer('reservation_buffer_minutes'),
    entitlementPackageId: integer('entitlement_package_id').references(() => entitlementPackages.id),
    /** ISO weekdays 1–7. */
    daysAvailable: integer('days_available').array().notNull().default(sql`'{}'::integer[]`),
    availableFrom: integer('available_from'),
    availableTo: integer('available_to'),
    maxQuantity: integer('max_quantity'),
    minPriceCents: integer('min_price_cents'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_master_client_name_idx').on(t.masterClientId, t.name, t.id),
    index('products_master_client_kind_name_idx').on(t.masterClientId, t.kind, t.name, t.id),
    index('products_master_client_type_idx').on(t.masterClientId, t.productTypeId),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: false }),
    // The catalogue rows a product uses: their removal looks here first.
    index('products_revenue_class_idx').on(t.revenueClassId),
    index('products_tax_rate_idx').on(t.taxRateId),
    index('products_membership_idx').on(t.membershipId),
    check('products_kind_ck', sql`${t.kind} in (${KINDS})`),
    check('products_max_quantity_ck', sql`${t.maxQuantity} is null or ${t.maxQuantity} between 1 and 9999`),
    check(
      'products_gift_amount_ck',
      sql`${t.giftCardAmountCents} is null or ${t.giftCardAmountCents} between 0 and ${sql.raw(String(MAX_CENTS))}`,
    ),
    check(
      'products_available_ck',
      sql`${t.availableFrom} is null or ${t.availableTo} is null or ${t.availableFrom} < ${t.availableTo}`,
    ),
  ],
);

const productId = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

export const productLocations = locationLinks('product_locations', productId);

export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    productId: productId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_category_links_category_idx').on(t.categoryId),
  ],
);

export const productModifiers = pgTable(
  'product_modifiers',
  {
    productId: productId(),
    modifierId: integer('modifier_id')
      .notNull()
      .references(() => foodModifiers.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.modifierId] }),
    index('product_modifiers_modifier_idx').on(t.modifierId),
  ],
);

export const productCreditTypes = pgTable(
  'product_credit_types',
  {
    productId: productId(),
    creditTypeId: integer('credit_type_id')
      .notNull()
      .references(() => creditTypes.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.creditTypeId] }),
    index('product_credit_types_credit_type_idx').on(t.creditTypeId),
    check('product_credit_types_quantity_ck', sql`${t.quantity} between 1 and 999999`),
  ],
);

export const productPrices = pgTable(
  'product_prices',
  {
    productId: productId(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    priceLevelId: integer('price_level_id')
      .notNull()
      .references(() => priceLevels.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locationId, t.priceLevelId] }),
    check('product_prices_cents_ck', sql`${t.priceCents} between 0 and ${sql.raw(String(MAX_CENTS))}`),
  ],
);

export const productLoyaltyPoints = pgTable(
  'product_loyalty_points',
  {
    productId: productId(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locationId] }),
    check('product_loyalty_points_ck', sql`${t.points} between 0 and 999999`),
  ],
);

export const productMembershipRequirements = pgTable(
  'product_membership_requirements',
  {
    productId: productId(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.membershipId] }),
    index('product_membership_requirements_membership_idx').on(t.membershipId),
  ],
);

export const productBlockedAccesses = pgTable(
  'product_blocked_accesses',
  {
    productId: productId(),
    blockedAccessId: integer('blocked_access_id')
      .notNull()
      .references(() => blockedAccesses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.blockedAccessId] })],
);

/** Position of a product in a category's list at a location (1 first). */
export const productDisplayOrder = pgTable(
  'product_display_order',
  {
    productId: productId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locationId, t.productId] }),
    index('product_display_order_product_idx').on(t.productId),
  ],
);

/** The product's name in a language at a location (POST /product-management/products/languages). */
export const productNames = pgTable(
  'product_names',
  {
    productId: productId(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locationId, t.languageId] })],
);
