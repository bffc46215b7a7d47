/**
 * The products' REST routes for tests/cross-tenant.test.ts's route table: per route, a
 * call within master client A, the same call naming B's rows (404: the products API answers
 * another master client's ids as unknown, in paths and bodies alike), and the foreign ids an
 * answer must never hold. `prepareProductFixtures` reads A's and B's rows once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { products } from '../../rest-api/src/db/schema-products.ts';
import { pngDataUrl, productInput, type Refs, refsOf } from './products.ts';
import type { Body, Method } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

let db: Db;
let a: number;
let own: Refs;
let theirs: Refs;
let foreignProduct: number;
/** A product of A, never changed: refused saves name it with version 1. */
let ownProduct: number;
let foreignIds: Set<number>;
let serial = 0;

const NOT_FOUND = [404] as const;
const REST = '/product-management/products';
const body = () => productInput(own, 'FOOD', `Cross product ${++serial}`);
const leaked = (ids: number[]) => ids.filter((id) => foreignIds.has(id));

/** A product of A (version 1) straight into the table. */
async function insert(): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      masterClientId: a,
      productTypeId: own.types.get('FOOD')!,
      kind: 'FOOD',
      name: `Cross product ${++serial}`,
      revenueClassId: own.revenueClasses[0]!,
    })
    .returning({ id: products.id });
  return row!.id;
}

export async function prepareProductFixtures(database: Db, mcA: number, mcB: number): Promise<void> {
  db = database;
  a = mcA;
  own = await refsOf(db, mcA);
  theirs = await refsOf(db, mcB);
  const rows = await queryRows<{ id: number; mc: number }>(db, sql`select id, master_client_id as mc from products`);
  foreignIds = new Set(rows.filter((r) => Number(r.mc) !== mcA).map((r) => Number(r.id)));
  foreignProduct = Number(rows.find((r) => Number(r.mc) === mcB)!.id);
  ownProduct = await insert();
}

/** Bodies naming one of B's rows each. */
const badBodies = () => [
  { ...body(), categoryIds: [theirs.categories[0]] },
  { ...body(), revenueClassId: theirs.revenueClasses[0] },
  { ...body(), productTypeId: theirs.types.get('FOOD') },
  {
    ...body(),
    locationIds: [theirs.locations[0]],
    prices: [{ locationId: theirs.locations[0], priceLevelId: own.priceLevels[0], price: '1' }],
  },
  { ...body(), modifierIds: [theirs.modifiers[0]] },
];

export const PRODUCT_ROUTES = {
  [`GET ${REST}`]: {
    kind: 'tenant' as const,
    sample: (): Call => ({ method: 'GET', url: `${REST}?rowsPerPage=100` }),
    foreign: () => [
      {
        call: { method: 'GET' as Method, url: `${REST}?categoryId=${theirs.categories[0]}` },
        status: [200] as const,
        empty: true,
      },
      {
        call: { method: 'GET' as Method, url: `${REST}?locationId=${theirs.locations[0]}` },
        status: [200] as const,
        empty: true,
      },
    ],
    leaks: (b: Body) => leaked(b.data.data.map((r: { id: number }) => r.id)),
    total: (f: { a: number }) => sql`select count(*) as n from products where master_client_id = ${f.a}`,
  },
  [`GET ${REST}/sub-table`]: {
    kind: 'tenant' as const,
    sample: async (): Promise<Call> => ({ method: 'GET', url: `${REST}/sub-table?id=${await insert()}` }),
    foreign: () => [
      { call: { method: 'GET' as Method, url: `${REST}/sub-table?id=${foreignProduct}` }, status: NOT_FOUND },
    ],
  },
  [`GET ${REST}/:id`]: {
    kind: 'tenant' as const,
    sample: async (): Promise<Call> => ({ method: 'GET', url: `${REST}/${await insert()}` }),
    foreign: () => [{ call: { method: 'GET' as Method, url: `${REST}/${foreignProduct}` }, status: NOT_FOUND }],
  },
  [`POST ${REST}`]: {
    kind: 'tenant' as const,
    sample: (): Call => ({ method: 'POST', url: REST, body: body() }),
    foreign: () =>
      badBodies().map((b) => ({ call: { method: 'POST' as Method, url: REST, body: b }, status: NOT_FOUND })),
  },
  [`PUT ${REST}/:id`]: {
    kind: 'tenant' as const,
    sample: async (): Promise<Call> => ({
      method: 'PUT',
      url: `${REST}/${await insert()}`,
      body: { ...body(), version: 1 },
    }),
    foreign: () => [
      {
        call: { method: 'PUT' as Method, url: `${REST}/${foreignProduct}`, body: { ...body(), version: 1 } },
        status: NOT_FOUND,
      },
      ...badBodies().map((b) => ({
        call: { method: 'PUT' as Method, url: `${REST}/${ownProduct}`, body: { ...b, version: 1 } },
        status: NOT_FOUND,
      })),
    ],
  },
  [`DELETE ${REST}`]: {
    kind: 'tenant' as const,
    sample: async (): Promise<Call> => ({ method: 'DELETE', url: `${REST}?ids=${await insert()}` }),
    foreign: () => [
      { call: { method: 'DELETE' as Method, url: `${REST}?ids=${foreignProduct}` }, status: NOT_FOUND },
      {
        call: { method: 'DELETE' as Method, url: `${REST}?ids=${ownProduct},${foreignProduct}` },
        status: NOT_FOUND,
      },
    ],
  },
  'GET /product-list': {
    kind: 'tenant' as const,
    sample: (): Call => ({ method: 'GET', url: '/product-list?src=lookup&rowsPerPage=100' }),
    foreign: () => [
      {
        call: { method: 'GET' as Method, url: `/product-list?src=lookup&locationId=${theirs.locations[0]}` },
        status: [200] as const,
        empty: true,
      },
    ],
    leaks: (b: Body) => leaked(b.data.data.map((r: { id: number }) => r.id)),
  },
  [`POST ${REST}/languages`]: {
    kind: 'tenant' as const,
    sample: async (): Promise<Call> => ({
      method: 'POST',
      url: `${REST}/languages`,
      body: { productId: await insert(), locationIds: [own.locations[0]] },
    }),
    foreign: () => [
      {
        call: {
          method: 'POST' as Method,
          url: `${REST}/languages`,
          body: { productId: foreignProduct, locationIds: [own.locations[0]] },
        },
        status: NOT_FOUND,
      },
      {
        call: { method: 'POST' as Method, url: `${REST}/languages`, body: { locationIds: [theirs.locations[0]] } },
        status: NOT_FOUND,
      },
    ],
  },
  'GET /product-management/display-order': {
    kind: 'tenant' as const,
    sample: (): Call => ({
      method: 'GET',
      url: `/product-management/display-order?categoryId=${own.categories[0]}&locationId=${own.locations[0]}`,
    }),
    foreign: () => [
      {
        call: {
          method: 'GET' as Method,
          url: `/product-management/display-order?categoryId=${theirs.categories[0]}&locationId=${own.locations[0]}`,
        },
        status: NOT_FOUND,
      },
      {
        call: {
          method: 'GET' as Method,
          url: `/product-management/display-order?categoryId=${own.categories[0]}&locationId=${theirs.locations[0]}`,
        },
        status: NOT_FOUND,
      },
    ],
    leaks: (b: Body) => leaked(b.data.general.map((r: { productId: number }) => r.productId)),
  },
  'POST /product-management/display-order': {
    kind: 'tenant' as const,
    sample: async (): Promise<Call> => {
      const current = await queryRows<{ id: number }>(
        db,
        sql`select product_id as id from product_display_order where category_id = ${own.categories[0]} and location_id = ${own.locations[0]} order by position`,
      );
      return {
        method: 'POST',
        url: '/product-management/display-order',
        body: {
          categoryId: own.categories[0],
          locationId: own.locations[0],
          productIds: current.map((r) => Number(r.id)),
        },
      };
    },
    foreign: () => [
      {
        call: {
          method: 'POST' as Method,
          url: '/product-management/display-order',
          body: { categoryId: theirs.categories[0], locationId: theirs.locations[0], productIds: [foreignProduct] },
        },
        status: NOT_FOUND,
      },
    ],
  },
  'POST /product-management/images': {
    kind: 'tenant' as const,
    sample: (): Call => ({ method: 'POST', url: '/product-management/images', body: { dataUrl: pngDataUrl(10, 10) } }),
  },
  // Stored images, public like a CDN's: content-hash names.
  'GET /images/products/:file': { kind: 'public' as const },
};
