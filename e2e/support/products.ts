/** Data helpers of the products spec: the master client's ids, products made and removed through the API. */
import { expect, type Page } from '@playwright/test';
import { graphql } from './graphql.ts';

export async function masterClientOf(page: Page): Promise<number> {
  const me = await graphql(page, '{ me { masterClients { masterClientId isDefault } } }');
  const clients = (me.data!.me as { masterClients: { masterClientId: number; isDefault: boolean }[] }).masterClients;
  return (clients.find((c) => c.isDefault) ?? clients[0]!).masterClientId;
}

export type Found = { id: number; version: number; name: string };

/** The products whose names contain `prefix` (a run's). */
export async function runProducts(page: Page, mc: number, prefix: string): Promise<Found[]> {
  const found = await graphql(
    page,
    'query($q: String) { products(search: $q, rowsPerPage: 100) { rows { id version name } } }',
    { q: prefix },
    mc,
  );
  return (found.data?.products as { rows: Found[] } | undefined)?.rows ?? [];
}

/** Removes this run's products (what a failed test left). */
export async function removeRunProducts(page: Page, mc: number, prefix: string) {
  const rows = await runProducts(page, mc, prefix);
  if (rows.length === 0) return;
  await graphql(
    page,
    'mutation($ids: [Int!]!, $v: [Int!]) { deleteProducts(ids: $ids, versions: $v) { removed } }',
    { ids: rows.map((r) => r.id), v: rows.map((r) => r.version) },
    mc,
  );
}

export interface Ids {
  typeId: number;
  categoryId: number;
  revenueClassId: number;
  taxRateId: number;
  locationIds: number[];
  priceLevelId: number;
}

/** The master client's ids a food product needs, beside a demo food product (its category and locations). */
export async function foodIds(page: Page, mc: number): Promise<Ids> {
  const q = await graphql(
    page,
    `{ productTypeOptions { id kind } productCategories(rowsPerPage: 100) { rows { id } }
       revenueClassOptions { id } taxRates(rowsPerPage: 100) { rows { id locations { locationId } } } locations { locationId }
       products(kind: FOOD, rowsPerPage: 1) { rows { id } } }`,
    {},
    mc,
  );
  const d = q.data as {
    productTypeOptions: { id: number; kind: string }[];
    productCategories: { rows: { id: number }[] };
    revenueClassOptions: { id: number }[];
    taxRates: { rows: { id: number; locations: { locationId: number }[] }[] };
    locations: { locationId: number }[];
    products: { rows: { id: number }[] };
  };
  const demo = await graphql(
    page,
    'query($id: Int!) { product(id: $id) { prices { priceLevelId } categoryIds locations { locationId } } }',
    { id: d.products.rows[0]!.id },
    mc,
  );
  const shown = demo.data!.product as {
    prices: { priceLevelId: number }[];
    categoryIds: number[];
    locations: { locationId: number }[];
  };
  const locationIds = [
    ...new Set([...shown.locations.map((l) => l.locationId), ...d.locations.map((l) => l.locationId)]),
  ].slice(0, 2);
  return {
    typeId: d.productTypeOptions.find((t) => t.kind === 'FOOD')!.id,
    // A demo food product's category and locations: the new one then has neighbours to be reordered among.
    categoryId: shown.categoryIds[0] ?? d.productCategories.rows[0]!.id,
    revenueClassId: d.revenueClassOptions[0]!.id,
    // A tax offered at those locations: the server refuses one offered at none of them.
    taxRateId: d.taxRates.rows.find((t) => t.locations.some((l) => locationIds.includes(l.locationId)))!.id,
    locationIds,
    priceLevelId: shown.prices[0]!.priceLevelId,
  };
}

/** The names the editor shows for a category and locations. */
export async function namesOf(page: Page, mc: number, ids: Ids): Promise<{ category: string; places: string[] }> {
  const q = await graphql(page, '{ productCategoryOptions { id name } locations { locationId name } }', {}, mc);
  const d = q.data as {
    productCategoryOptions: { id: number; name: string }[];
    locations: { locationId: number; name: string }[];
  };
  return {
    category: d.productCategoryOptions.find((c) => c.id === ids.categoryId)!.name,
    places: ids.locationIds.map((id) => d.locations.find((l) => l.locationId === id)!.name),
  };
}

/** A second food product, made through the API (the first one shows the editor). */
export async function createFood(page: Page, mc: number, ids: Ids, name: string, prices: [string, string]) {
  const input = {
    productTypeId: ids.typeId,
    name,
    image: null,
    categoryIds: [ids.categoryId],
    giftCardAmount: null,
    membershipId: null,
    modifierIds: [],
    revenueClassId: ids.revenueClassId,
    taxRateId: ids.taxRateId,
    isCadet: false,
    containsAlcohol: false,
    enabled: true,
    locationIds: ids.locationIds,
    groupIds: [],
    gameCardDetails: null,
    reservationDetails: null,
    creditTypes: [],
    prices: ids.locationIds.map((locationId, i) => ({ locationId, priceLevelId: ids.priceLevelId, price: prices[i] })),
    loyaltyPoints: [],
    availability: { daysAvailable: [], availableFrom: null, availableTo: null },
    membershipRequirementIds: [],
    // A limit: the REST API refuses a null limit.
    inventory: { maxQuantity: 50 },
    blockedAccessIds: [],
    names: [],
  };
  const made = await graphql(page, 'mutation($i: ProductInput!) { createProduct(input: $i) { id } }', { i: input }, mc);
  expect(made.errors).toBeUndefined();
  return (made.data!.createProduct as { id: number }).id;
}
