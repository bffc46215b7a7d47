/**
 * The products' cases of tests/rest-permissions.test.ts: every products route with
 * the screen operation it needs (menu 4 VIEW for lists, sub-table, picker, languages and display
 * order; screen 4 DETAIL_VIEW, ADD, UPDATE_AND_EXECUTE, REMOVE, REMOVE_MULTIPLE for the rest).
 */
import { sql } from 'drizzle-orm';
import { PRODUCT_KINDS } from '../../core/src/catalogue/productKind.ts';
import type { ScreenOperation } from '../../core/src/resources/screens.ts';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { products } from '../../rest-api/src/db/schema-products.ts';
import { pngDataUrl, productInput, type Refs } from './products.ts';
import type { Method } from './rest.ts';

interface Targets {
  tag: string;
  productIds: number[];
  order: number[];
}
interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

let refsOfCases: Refs | undefined;

/** A plain food product of the master client (version 1). */
export async function newProduct(db: Db, masterClientId: number, refs: Refs): Promise<number> {
  refsOfCases = refs;
  const [row] = await db
    .insert(products)
    .values({
      masterClientId,
      productTypeId: refs.types.get('FOOD')!,
      kind: 'FOOD',
      name: `Perm product ${Math.random().toString(36).slice(2, 8)}`,
      revenueClassId: refs.revenueClasses[0]!,
    })
    .returning({ id: products.id });
  return row!.id;
}

/** The first category's order at the first location, reversed: saving it always changes rows. */
export async function displayOrderOf(db: Db, refs: Refs): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select product_id as id from product_display_order
        where category_id = ${refs.categories[0]} and location_id = ${refs.locations[0]} order by position`,
  );
  return rows.map((r) => Number(r.id)).reverse();
}

const REST = '/product-management/products';
/** Ids for naming the cases before the master client's rows are read. */
const PLACEHOLDER: Refs = {
  types: new Map(PRODUCT_KINDS.map((k) => [k, 1])),
  ...Object.fromEntries(
    [
      'categories',
      'revenueClasses',
      'taxRates',
      'creditTypes',
      'memberships',
      'modifiers',
      'priceLevels',
      'blocked',
      'packages',
      'locations',
    ].map((k) => [k, [1, 2]]),
  ),
} as Refs;
const refs = () => refsOfCases ?? PLACEHOLDER;
const place = () => `categoryId=${refs().categories[0]}&locationId=${refs().locations[0]}`;

export const PRODUCT_CASES: { screen: 'products'; operation: ScreenOperation; call: (t: Targets) => Call }[] = [
  { screen: 'products', operation: 'list', call: () => ({ method: 'GET', url: REST }) },
  {
    screen: 'products',
    operation: 'list',
    call: (t) => ({ method: 'GET', url: `${REST}/sub-table?id=${t.productIds[0]}` }),
  },
  { screen: 'products', operation: 'list', call: () => ({ method: 'GET', url: '/product-list?src=lookup' }) },
  {
    screen: 'products',
    operation: 'list',
    call: () => ({ method: 'GET', url: '/products-scheduling-resources?src=lookup' }),
  },
  {
    screen: 'products',
    operation: 'list',
    call: (t) => ({ method: 'GET', url: `/products-scheduling-events?src=lookup&productId=${t.productIds[0]}` }),
  },
  {
    screen: 'products',
    operation: 'list',
    call: (t) => ({
      method: 'POST',
      url: `${REST}/languages`,
      body: { productId: t.productIds[0], locationIds: [refs().locations[0]] },
    }),
  },
  {
    screen: 'products',
    operation: 'list',
    call: () => ({ method: 'GET', url: `/product-management/display-order?${place()}` }),
  },
  { screen: 'products', operation: 'detail', call: (t) => ({ method: 'GET', url: `${REST}/${t.productIds[0]}` }) },
  {
    screen: 'products',
    operation: 'add',
    call: (t) => ({ method: 'POST', url: REST, body: productInput(refs(), 'FOOD', `Perm ${t.tag}`) }),
  },
  {
    screen: 'products',
    operation: 'add',
    call: (t) => ({
      method: 'POST',
      url: '/product-management/images',
      body: { dataUrl: pngDataUrl(10, 10, 40 + t.tag.length) },
    }),
  },
  {
    screen: 'products',
    operation: 'update',
    call: (t) => ({
      method: 'PUT',
      url: `${REST}/${t.productIds[0]}`,
      body: { ...productInput(refs(), 'FOOD', `Perm ${t.tag}`), version: 1 },
    }),
  },
  {
    screen: 'products',
    operation: 'update',
    call: (t) => ({
      method: 'POST',
      url: '/product-management/display-order',
      body: { categoryId: refs().categories[0], locationId: refs().locations[0], productIds: t.order },
    }),
  },
  {
    screen: 'products',
    operation: 'remove',
    call: (t) => ({ method: 'DELETE', url: `${REST}?ids=${t.productIds[0]}` }),
  },
  {
    screen: 'products',
    operation: 'removeMultiple',
    call: (t) => ({ method: 'DELETE', url: `${REST}?ids=${t.productIds.join(',')}` }),
  },
];
