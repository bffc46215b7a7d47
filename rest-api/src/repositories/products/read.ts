/**
 * Reading products (spec/3 §2, §3): the paged list with its filters, one product with every
 * section, and the sub-table (prices with the tax as a percent). Another master client's id is
 * answered 404, as if it did not exist.
 */
import type { Product, ProductDetail, ProductPrice } from '@marquee/core/catalogue/product';
import type { ProductKind } from '@marquee/core/catalogue/productKind';
import type { PagedList } from '@marquee/core/rest';
import { fromCents } from '@marquee/core/resources/fields';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  blockedAccesses,
  creditTypes,
  memberships,
  priceLevels,
  productCategories,
  productTypes,
  taxRates,
} from '../../db/schema-catalogue.ts';
import * as p from '../../db/schema-products.ts';
import { locations } from '../../db/schema.ts';
import { locationsByParent } from '../../resources/links.ts';
import { recordNotFound } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { pagedList } from '../../resources/repository.ts';

const t = p.products;

export interface ProductFilters {
  kind?: ProductKind;
  productTypeId?: number;
  categoryId?: number;
  locationId?: number;
  enabled?: boolean;
  schedulable?: boolean;
}

export function productFilters(f: ProductFilters): (SQL | undefined)[] {
  return [
    f.kind === undefined ? undefined : eq(t.kind, f.kind),
    f.productTypeId === undefined ? undefined : eq(t.productTypeId, f.productTypeId),
    f.enabled === undefined ? undefined : eq(t.enabled, f.enabled),
    f.schedulable === undefined ? undefined : eq(t.isSchedulable, f.schedulable),
    f.categoryId === undefined
      ? undefined
      : sql`exists (select 1 from ${p.productCategoryLinks} where ${p.productCategoryLinks.productId} = ${t.id} and ${p.productCategoryLinks.categoryId} = ${f.categoryId})`,
    f.locationId === undefined
      ? undefined
      : sql`exists (select 1 from ${p.productLocations} where ${p.productLocations.parentId} = ${t.id} and ${p.productLocations.locationId} = ${f.locationId})`,
  ];
}

const ROW = {
  id: t.id,
  name: t.name,
  image: t.image,
  productTypeId: t.productTypeId,
  productTypeName: productTypes.name,
  kind: t.kind,
  isSchedulable: t.isSchedulable,
  minPriceCents: t.minPriceCents,
  enabled: t.enabled,
  version: t.version,
};

/** Category names of each product, by the categories' display order. */
async function categoriesOf(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const found = await db
    .select({ productId: p.productCategoryLinks.productId, name: productCategories.name })
    .from(p.productCategoryLinks)
    .innerJoin(productCategories, eq(productCategories.id, p.productCategoryLinks.categoryId))
    .where(inArray(p.productCategoryLinks.productId, ids))
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.name));
  for (const r of found) out.set(r.productId, [...(out.get(r.productId) ?? []), r.name]);
  return out;
}

/** List rows under `where` (which holds the tenant condition). */
export async function productRows(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[] = [],
  limit?: number,
  offset = 0,
): Promise<Product[]> {
  let query = db
    .select(ROW)
    .from(t)
    .innerJoin(productTypes, eq(productTypes.id, t.productTypeId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  const found = await query;
  const categories = await categoriesOf(
    db,
    found.map((r) => r.id),
  );
  return found.map(({ minPriceCents, kind, ...r }) => ({
    ...r,
    kind: kind as ProductKind,
    categories: categories.get(r.id) ?? [],
    price: minPriceCents === null ? null : fromCents(minPriceCents),
  }));
}

export const PRODUCT_SORT_COLUMNS = {
  name: t.name,
  productType: t.productTypeId,
  price: t.minPriceCents,
  enabled: t.enabled,
};

export function listProducts(db: Executor, s: ListScope<ProductFilters>): Promise<PagedList<Product>> {
  return pagedList(db, {
    from: t,
    paging: s.paging,
    tenant: eq(t.masterClientId, s.masterClientId),
    filters: productFilters(s.filters),
    search: [t.name],
    sorts: PRODUCT_SORT_COLUMNS,
    defaultSort: 'name',
    id: t.id,
    page: (where, orderBy, limit, offset) => productRows(db, where, orderBy, limit, offset),
  });
}

/** The sub-table: prices by location and level, with the product's tax rate as a percent. */
export async function productPrices(db: Executor, productId: number): Promise<ProductPrice[]> {
  const found = await db
    .select({
      locationId: locations.id,
      locationName: locations.name,
      priceLevelId: priceLevels.id,
      priceLevelName: priceLevels.name,
      priceCents: p.productPrices.priceCents,
      percentage: taxRates.percentage,
    })
    .from(p.productPrices)
    .innerJoin(locations, eq(locations.id, p.productPrices.locationId))
    .innerJoin(priceLevels, eq(priceLevels.id, p.productPrices.priceLevelId))
    .innerJoin(t, eq(t.id, p.productPrices.productId))
    .leftJoin(taxRates, eq(taxRates.id, t.taxRateId))
    .where(eq(p.productPrices.productId, productId))
    .orderBy(asc(locations.name), asc(priceLevels.displayOrder), asc(priceLevels.name));
  return found.map(({ percentage, ...r }) => ({
    ...r,
    price: fromCents(r.priceCents),
    // numeric(7,4) reads '8.2500': the grid shows '8.25'.
    taxPercent: percentage === null ? null : String(Number(percentage)),
  }));
}

const named = (db: Executor, table: typeof memberships | typeof blockedAccesses, link: SQL) =>
  db.select({ id: table.id, name: table.name }).from(table).where(link).orderBy(asc(table.name));

/** One product of this master client with every section, or 404. */
export async function getProduct(db: Executor, masterClientId: number, id: number): Promise<ProductDetail> {
  const [row] = await productRows(db, and(eq(t.id, id), eq(t.masterClientId, masterClientId)), [], 1);
  if (!row) throw recordNotFound();
  const [full] = await db.select().from(t).where(eq(t.id, id));
  const f = full!;
  // One after another: a transaction's queries share one connection.
  const categoryIds = await db
    .select({ id: p.productCategoryLinks.categoryId })
    .from(p.productCategoryLinks)
    .innerJoin(productCategories, eq(productCategories.id, p.productCategoryLinks.categoryId))
    .where(eq(p.productCategoryLinks.productId, id))
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.name));
  const modifierIds = await db
    .select({ id: p.productModifiers.modifierId })
    .from(p.productModifiers)
    .where(eq(p.productModifiers.productId, id))
    .orderBy(asc(p.productModifiers.modifierId));
  const credits = await db
    .select({ creditTypeId: creditTypes.id, name: creditTypes.name, quantity: p.productCreditTypes.quantity })
    .from(p.productCreditTypes)
    .innerJoin(creditTypes, eq(creditTypes.id, p.productCreditTypes.creditTypeId))
    .where(eq(p.productCreditTypes.productId, id))
    .orderBy(asc(creditTypes.name));
  const loyalty = await db
    .select({ locationId: p.productLoyaltyPoints.locationId, points: p.productLoyaltyPoints.points })
    .from(p.productLoyaltyPoints)
    .where(eq(p.productLoyaltyPoints.productId, id))
    .orderBy(asc(p.productLoyaltyPoints.locationId));
  const required = await named(
    db,
    memberships,
    sql`${memberships.id} in (select ${p.productMembershipRequirements.membershipId} from ${p.productMembershipRequirements} where ${p.productMembershipRequirements.productId} = ${id})`,
  );
  const blocked = await named(
    db,
    blockedAccesses,
    sql`${blockedAccesses.id} in (select ${p.productBlockedAccesses.blockedAccessId} from ${p.productBlockedAccesses} where ${p.productBlockedAccesses.productId} = ${id})`,
  );
  const order = await db
    .select({
      categoryId: productCategories.id,
      categoryName: productCategories.name,
      locationId: locations.id,
      locationName: locations.name,
      position: p.productDisplayOrder.position,
    })
    .from(p.productDisplayOrder)
    .innerJoin(productCategories, eq(productCategories.id, p.productDisplayOrder.categoryId))
    .innerJoin(locations, eq(locations.id, p.productDisplayOrder.locationId))
    .where(eq(p.productDisplayOrder.productId, id))
    .orderBy(asc(productCategories.name), asc(locations.name));
  const names = await db
    .select({ locationId: p.productNames.locationId, languageId: p.productNames.languageId, name: p.productNames.name })
    .from(p.productNames)
    .where(eq(p.productNames.productId, id))
    .orderBy(asc(p.productNames.locationId), asc(p.productNames.languageId));
  const locationRefs = (await locationsByParent(db, p.productLocations, [id])).get(id) ?? [];
  const prices = await productPrices(db, id);
  return {
    ...row,
    categoryIds: categoryIds.map((c) => c.id),
    giftCardAmount: f.giftCardAmountCents === null ? null : fromCents(f.giftCardAmountCents),
    membershipId: f.membershipId,
    modifierIds: modifierIds.map((m) => m.id),
    revenueClassId: f.revenueClassId,
    taxRateId: f.taxRateId,
    isCadet: f.isCadet,
    containsAlcohol: f.containsAlcohol,
    locations: locationRefs,
    gameCardDetails:
      f.cardDesign === null
        ? null
        : {
            cardDesign: f.cardDesign,
            creditsOnCard: f.cardCredits ?? 0,
            bonusCredits: f.cardBonusCredits ?? 0,
            isVip: f.cardIsVip ?? false,
          },
    reservationDetails:
      f.reservationMinutes === null
        ? null
        : {
            durationMinutes: f.reservationMinutes,
            capacity: f.reservationCapacity ?? 1,
            bufferMinutes: f.reservationBufferMinutes ?? 0,
            entitlementPackageId: f.entitlementPackageId,
          },
    creditTypes: credits,
    prices,
    loyaltyPoints: loyalty,
    // spec/3 §3: an empty list when no days are kept.
    availability: { daysAvailable: f.daysAvailable ?? [], availableFrom: f.availableFrom, availableTo: f.availableTo },
    membershipRequirements: required,
    inventory: { maxQuantity: f.maxQuantity },
    blockedAccess: blocked,
    displayOrder: order,
    names,
  };
}
