/**
 * Tables of the catalogue's seven lists (spec/3 §2, §3, §7 "Catalogue"): tax rates, revenue
 * classes, product categories, credit types, memberships, discounts and food modifiers (the
 * spec's food sub-items). Generated into migrations/catalogue by drizzle.catalogue.config.ts and
 * journaled in __drizzle_migrations_catalogue.
 *
 * Every row belongs to one master client and carries `version` (optimistic lock). Names are
 * unique per master client regardless of case. Money is integer cents; the reference lists
 * (tax types, revenue class types, discount types, expiration types) are fixed ids in
 * core/src/catalogue/reference.ts, kept in range by checks. Links to a parent row go with it
 * (cascade); links to a referenced row refuse its removal while used (no action → 409 in use).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations, masterClients } from './schema.ts';

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const masterClientId = () =>
  integer('master_client_id')
    .notNull()
    .references(() => masterClients.id);
export const name = () => text('name').notNull();
const description = () => text('description').notNull().default('');
/** Optimistic lock: every save bumps it and must name the version it read. */
export const version = () => integer('version').notNull().default(1);
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** At most 999,999.99 (spec/1 §5: six integer digits, two decimals). */
export const MAX_CENTS = 99_999_999;

/** The usual per-tenant indexes: the tenant filter, and case-insensitive unique names. */
function tenantIndexes(table: string, t: { masterClientId: AnyPgColumn; name: AnyPgColumn }) {
  return [
    index(`${table}_master_client_idx`).on(t.masterClientId),
    uniqueIndex(`${table}_master_client_name_uq`).on(t.masterClientId, sql`lower(${t.name})`),
  ];
}

/** A parent ↔ location link table; links go with either side. */
export function locationLinks<P extends ReturnType<typeof integer>>(table: string, parent: () => P) {
  return pgTable(
    table,
    {
      parentId: parent(),
      locationId: integer('location_id')
        .notNull()
        .references(() => locations.id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.parentId, t.locationId] }), index(`${table}_location_idx`).on(t.locationId)],
  );
}

// ── Tax rates ──────────────────────────────────────────────────────────────────────────────

export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    /** Percent, 0–100 with up to 4 decimals (8.875 for a city sales tax). */
    percentage: numeric('percentage', { precision: 7, scale: 4 }).notNull(),
    taxTypeId: integer('tax_type_id').notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantIndexes('tax_rates', t),
    check('tax_rates_percentage_ck', sql`${t.percentage} >= 0 and ${t.percentage} <= 100`),
    check('tax_rates_type_ck', sql`${t.taxTypeId} between 1 and 4`),
  ],
);

export const taxRateLocations = locationLinks('tax_rate_locations', () =>
  integer('tax_rate_id')
    .notNull()
    .references(() => taxRates.id, { onDelete: 'cascade' }),
);

// ── Revenue classes ────────────────────────────────────────────────────────────────────────

export const revenueClasses = pgTable(
  'revenue_classes',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    typeId: integer('type_id').notNull(),
    description: description(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [...tenantIndexes('revenue_classes', t), check('revenue_classes_type_ck', sql`${t.typeId} between 1 and 5`)],
);

// ── Product categories ─────────────────────────────────────────────────────────────────────

export const productCategories = pgTable(
  'product_categories',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    description: description(),
    /** Position in menus and kiosk lists, smallest first. */
    displayOrder: integer('display_order').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantIndexes('product_categories', t),
    check('product_categories_order_ck', sql`${t.displayOrder} between 0 and 9999`),
  ],
);

/** The `category` lookup is asked per location (spec/3 §7): a category is offered where linked. */
export const productCategoryLocations = locationLinks('product_category_locations', () =>
  integer('product_category_id')
    .notNull()
    .references(() => productCategories.id, { onDelete: 'cascade' }),
);

// ── Credit types (activity credits) ────────────────────────────────────────────────────────

export const creditTypes = pgTable(
  'credit_types',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    description: description(),
    /** Credits worth money on a game card (game credits), as opposed to points or tickets. */
    isMonetary: boolean('is_monetary').notNull().default(true),
    /** Days a granted credit stays valid; null never expires. */
    expirationDays: integer('expiration_days'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantIndexes('credit_types', t),
    check('credit_types_expiration_ck', sql`${t.expirationDays} is null or ${t.expirationDays} between 1 and 3650`),
  ],
);

// ── Memberships ────────────────────────────────────────────────────────────────────────────

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    description: description(),
    priceCents: integer('price_cents').notNull(),
    expirationTypeId: integer('expiration_type_id').notNull(),
    /** How many days, months or years; null when the membership never expires. */
    expirationPeriod: integer('expiration_period'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantIndexes('memberships', t),
    check('memberships_price_ck', sql`${t.priceCents} between 0 and ${sql.raw(String(MAX_CENTS))}`),
    check('memberships_expiration_type_ck', sql`${t.expirationTypeId} between 1 and 4`),
    check(
      'memberships_expiration_period_ck',
      sql`(${t.expirationTypeId} = 4) = (${t.expirationPeriod} is null) and (${t.expirationPeriod} is null or ${t.expirationPeriod} between 1 and 999)`,
    ),
  ],
);

/** Credits a membership grants (the memberships sub-table). */
export const membershipCreditTypes = pgTable(
  'membership_credit_types',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    creditTypeId: integer('credit_type_id')
      .notNull()
      .references(() => creditTypes.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.membershipId, t.creditTypeId] }),
    index('membership_credit_types_credit_type_idx').on(t.creditTypeId),
    check('membership_credit_types_quantity_ck', sql`${t.quantity} between 1 and 999999`),
  ],
);

export const membershipLocations = locationLinks('membership_locations', () =>
  integer('membership_id')
    .notNull()
    .references(() => memberships.id, { onDelete: 'cascade' }),
);

// ── Discounts ──────────────────────────────────────────────────────────────────────────────

export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    /** 1 percentage, 2 fixed amount. */
    typeId: integer('type_id').notNull(),
    /** Hundredths: cents for an amount, hundredths of a percent (≤ 10000) for a percentage. */
    value: integer('value').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Null: open-ended. */
    endDate: date('end_date', { mode: 'string' }),
    enabled: boolean('enabled').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantIndexes('discounts', t),
    check('discounts_type_ck', sql`${t.typeId} in (1, 2)`),
    check(
      'discounts_value_ck',
      sql`${t.value} >= 0 and ${t.value} <= case when ${t.typeId} = 1 then 10000 else ${sql.raw(String(MAX_CENTS))} end`,
    ),
    check('discounts_window_ck', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** Revenue classes a discount applies to (the discounts sub-table, `discounts-revenues`). */
export const discountRevenueClasses = pgTable(
  'discount_revenue_classes',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    revenueClassId: integer('revenue_class_id')
      .notNull()
      .references(() => revenueClasses.id),
  },
  (t) => [
    primaryKey({ columns: [t.discountId, t.revenueClassId] }),
    index('discount_revenue_classes_revenue_class_idx').on(t.revenueClassId),
  ],
);

// ── Food modifiers (food sub-items) ────────────────────────────────────────────────────────

export const foodModifiers = pgTable(
  'food_modifiers',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    /** Modifier group shown on the POS, e.g. 'Toppings', 'Sauces'. */
    groupName: text('group_name').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantIndexes('food_modifiers', t),
    // The list at 100,000 rows (pnpm bench:catalogue): its default order and deep pages walk this
    // index instead of sorting every row, and its contains-search (ILIKE '%…%' on name or group)
    // finds rows through trigrams instead of reading the table (pg_trgm; PGlite loads it too).
    // fastupdate off: rows are indexed as they are written, not parked in a pending list that
    // every search reads until the next vacuum (a bulk import left the search slower than a scan).
    index('food_modifiers_master_client_name_idx').on(t.masterClientId, t.name, t.id),
    index('food_modifiers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('food_modifiers_group_name_trgm_idx')
      .using('gin', t.groupName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    check('food_modifiers_price_ck', sql`${t.priceCents} between 0 and ${sql.raw(String(MAX_CENTS))}`),
  ],
);

export const foodModifierLocations = locationLinks('food_modifier_locations', () =>
  integer('food_modifier_id')
    .notNull()
    .references(() => foodModifiers.id, { onDelete: 'cascade' }),
);

// ── The product editor's reference data (spec/3 §7 lookups) ───────────────────────────────
// Read by the product form's lookups only, for now; each master client keeps its own.

/** Suppliers of stock (the product form's `vendor`), each delivering to some locations. */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    /** The venue's account number with the supplier, printed on purchase orders. */
    accountNumber: text('account_number').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => tenantIndexes('vendors', t),
);

export const vendorLocations = locationLinks('vendor_locations', () =>
  integer('vendor_id')
    .notNull()
    .references(() => vendors.id, { onDelete: 'cascade' }),
);

/** What a product is; products of a schedulable type are booked in time slots. */
export const productTypes = pgTable(
  'product_types',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    isSchedulable: boolean('is_schedulable').notNull().default(false),
    /** The fixed kind (core/src/catalogue/productKind.ts) deciding the product editor's sections. */
    kind: text('kind').notNull().default('REGULAR'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantIndexes('product_types', t),
    check(
      'product_types_kind_ck',
      sql`${t.kind} in ('REGULAR', 'CREDIT', 'EMBED_GAME_CARD', 'SEMNOX_CARD', 'FOOD', 'GIFT_CARD', 'INTERCARD_GAME_CARD', 'MEMBERSHIP', 'RESERVATION')`,
    ),
  ],
);

/** Price tiers a product is priced at (regular, member, happy hour…), in the form's order. */
export const priceLevels = pgTable(
  'price_levels',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    displayOrder: integer('display_order').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantIndexes('price_levels', t),
    check('price_levels_order_ck', sql`${t.displayOrder} between 0 and 9999`),
  ],
);

/** Areas or attractions a product keeps its holder out of (the form's entitlement/blocked access). */
export const blockedAccesses = pgTable(
  'blocked_accesses',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    description: description(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => tenantIndexes('blocked_accesses', t),
);

/** Bundles of access a product grants its holder, e.g. unlimited attractions for two hours. */
export const entitlementPackages = pgTable(
  'entitlement_packages',
  {
    id: id(),
    masterClientId: masterClientId(),
    name: name(),
    description: description(),
    /** How long the access lasts from first use; null for the whole day. */
    durationMinutes: integer('duration_minutes'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantIndexes('entitlement_packages', t),
    check(
      'entitlement_packages_duration_ck',
      sql`${t.durationMinutes} is null or ${t.durationMinutes} between 1 and 1440`,
    ),
  ],
);
