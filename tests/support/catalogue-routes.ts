/**
 * The catalogue's REST routes for tests/cross-tenant.test.ts's route table: per resource,
 * a call within master client A, the same call naming B's rows (404 for a path id, 400 for a
 * reference in a body), and the foreign ids a list must never answer. `prepareCatalogueFixtures`
 * reads A's and B's rows once, before the entries run.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import * as c from '../../rest-api/src/db/schema-catalogue.ts';
import type { Body, Method } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

interface Refs {
  locationId: number;
  /** The same location's code (the lookups taking `locations` as codes). */
  locationCode: string;
  revenueClassId: number;
  creditTypeId: number;
}

interface Fixtures {
  db: Db;
  a: number;
  own: Refs;
  foreign: Refs & Record<string, number | string>;
  /** Per table: a row of A, never changed (a refused save names it with version 1). */
  ownRows: Record<string, number>;
  /** Per table: ids of every other master client's rows. */
  foreignIds: Record<string, Set<number>>;
}

let fx: Fixtures;
let serial = 0;
const unique = (name: string) => `${name} ${++serial}`;

const firstId = async (db: Db, table: string, masterClientId: number) =>
  Number(
    (
      await queryRows<{ id: number }>(
        db,
        sql`select id from ${sql.identifier(table)} where master_client_id = ${masterClientId} order by id limit 1`,
      )
    )[0]!.id,
  );

interface Resource {
  rest: string;
  table: string;
  body: (r: Refs) => Record<string, unknown>;
  /** Inserts a row of A and answers its id (version 1). */
  insert: () => Promise<number>;
  /** Fields of the body naming another row (and which foreign ref to name). */
  references: [string, (r: Refs) => unknown][];
  /** Lookups served with this screen's VIEW; `table` when they answer records (checked for leaks). */
  lookups: { url: string; table?: string; methods?: Method[] }[];
}

const RESOURCES: Resource[] = [
  {
    rest: '/catalog-management/tax-rates',
    table: 'tax_rates',
    body: (r) => ({ name: unique('Cross tax'), percentage: '5', taxTypeId: 1, locationIds: [r.locationId] }),
    insert: async () =>
      (
        await fx.db
          .insert(c.taxRates)
          .values({ masterClientId: fx.a, name: unique('Cross tax'), percentage: '5', taxTypeId: 1 })
          .returning()
      )[0]!.id,
    references: [['locationIds', (r) => [r.locationId]]],
    lookups: [{ url: '/tax-types?src=lookup' }],
  },
  {
    rest: '/catalog-management/revenue-classes',
    table: 'revenue_classes',
    body: () => ({ name: unique('Cross class'), typeId: 1, description: '' }),
    insert: async () =>
      (
        await fx.db
          .insert(c.revenueClasses)
          .values({ masterClientId: fx.a, name: unique('Cross class'), typeId: 1 })
          .returning()
      )[0]!.id,
    references: [],
    lookups: [{ url: '/catalog-management/revenue-class-types' }],
  },
  {
    rest: '/catalog-management/product-categories',
    table: 'product_categories',
    body: (r) => ({ name: unique('Cross category'), description: '', displayOrder: 1, locationIds: [r.locationId] }),
    insert: async () =>
      (
        await fx.db
          .insert(c.productCategories)
          .values({ masterClientId: fx.a, name: unique('Cross category') })
          .returning()
      )[0]!.id,
    references: [['locationIds', (r) => [r.locationId]]],
    lookups: [],
  },
  {
    rest: '/catalog-management/credit-types',
    table: 'credit_types',
    body: () => ({ name: unique('Cross credit'), description: '', isMonetary: true, expirationDays: null }),
    insert: async () =>
      (
        await fx.db
          .insert(c.creditTypes)
          .values({ masterClientId: fx.a, name: unique('Cross credit') })
          .returning()
      )[0]!.id,
    references: [],
    lookups: [],
  },
  {
    rest: '/catalog-management/memberships',
    table: 'memberships',
    body: (r) => ({
      name: unique('Cross pass'),
      description: '',
      price: '10',
      expirationTypeId: 4,
      expirationPeriod: null,
      creditTypes: [{ creditTypeId: r.creditTypeId, quantity: 1 }],
      locationIds: [r.locationId],
    }),
    insert: async () =>
      (
        await fx.db
          .insert(c.memberships)
          .values({ masterClientId: fx.a, name: unique('Cross pass'), priceCents: 1000, expirationTypeId: 4 })
          .returning()
      )[0]!.id,
    references: [
      ['locationIds', (r) => [r.locationId]],
      ['creditTypes', (r) => [{ creditTypeId: r.creditTypeId, quantity: 1 }]],
    ],
    lookups: [
      { url: '/expiration-type?src=lookup' },
      { url: '/catalog-management/credit-type?src=lookup', table: 'credit_types', methods: ['GET', 'POST'] },
      { url: '/membership?src=lookup', table: 'memberships' },
    ],
  },
  {
    rest: '/catalog-management/discounts',
    table: 'discounts',
    body: (r) => ({
      name: unique('Cross discount'),
      typeId: 2,
      value: '1',
      startDate: '2026-01-01',
      endDate: null,
      enabled: true,
      revenueClassIds: [r.revenueClassId],
    }),
    insert: async () =>
      (
        await fx.db
          .insert(c.discounts)
          .values({
            masterClientId: fx.a,
            name: unique('Cross discount'),
            typeId: 2,
            value: 100,
            startDate: '2026-01-01',
          })
          .returning()
      )[0]!.id,
    references: [['revenueClassIds', (r) => [r.revenueClassId]]],
    lookups: [
      { url: '/catalog-management/discount-types?src=lookup' },
      { url: '/revenue-classes?src=lookup', table: 'revenue_classes' },
    ],
  },
  {
    rest: '/catalog-management/food-sub-items',
    table: 'food_modifiers',
    body: (r) => ({ name: unique('Cross modifier'), groupName: '', price: '1', locationIds: [r.locationId] }),
    insert: async () =>
      (
        await fx.db
          .insert(c.foodModifiers)
          .values({ masterClientId: fx.a, name: unique('Cross modifier'), priceCents: 100 })
          .returning()
      )[0]!.id,
    references: [['locationIds', (r) => [r.locationId]]],
    lookups: [{ url: '/catalog-management/food-modifiers', table: 'food_modifiers', methods: ['GET', 'POST'] }],
  },
];

/** Reads the rows the entries name: A's references, B's first row of every table. */
export async function prepareCatalogueFixtures(db: Db, a: number, b: number): Promise<void> {
  const refs = async (mc: number): Promise<Refs> => {
    const [location] = await queryRows<{ id: number; code: string }>(
      db,
      sql`select id, code from locations where master_client_id = ${mc} order by id limit 1`,
    );
    return {
      locationId: Number(location!.id),
      locationCode: location!.code,
      revenueClassId: await firstId(db, 'revenue_classes', mc),
      creditTypeId: await firstId(db, 'credit_types', mc),
    };
  };
  const foreignIds: Record<string, Set<number>> = {};
  const foreign = { ...(await refs(b)) } as Fixtures['foreign'];
  for (const table of [...RESOURCES.map((r) => r.table), ...LOOKUP_TABLES]) {
    foreign[table] = await firstId(db, table, b);
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(table)} where master_client_id <> ${a}`,
    );
    foreignIds[table] = new Set(rows.map((row) => Number(row.id)));
  }
  fx = { db, a, own: await refs(a), foreign, foreignIds, ownRows: {} };
  for (const r of RESOURCES) fx.ownRows[r.table] = await r.insert();
}

const NOT_FOUND = [404] as const;
const BAD_REFERENCE = [400, 404] as const;
const leaked = (rows: { id: number }[], table: string) =>
  rows.map((r) => r.id).filter((id) => fx.foreignIds[table]!.has(id));

function entriesOf(r: Resource) {
  const foreignRow = () => fx.foreign[r.table]!;
  const badBodies = () => r.references.map(([field, ref]) => ({ ...r.body(fx.own), [field]: ref(fx.foreign) }));
  return {
    [`GET ${r.rest}`]: {
      kind: 'tenant' as const,
      sample: (): Call => ({ method: 'GET', url: `${r.rest}?rowsPerPage=100` }),
      leaks: (body: Body) => leaked(body.data.data, r.table),
      total: (f: { a: number }) =>
        sql`select count(*) as n from ${sql.identifier(r.table)} where master_client_id = ${f.a}`,
    },
    [`GET ${r.rest}/sub-table`]: {
      kind: 'tenant' as const,
      sample: async (): Promise<Call> => ({ method: 'GET', url: `${r.rest}/sub-table?id=${await r.insert()}` }),
      foreign: () => [
        { call: { method: 'GET' as Method, url: `${r.rest}/sub-table?id=${foreignRow()}` }, status: NOT_FOUND },
      ],
    },
    [`GET ${r.rest}/:id`]: {
      kind: 'tenant' as const,
      sample: async (): Promise<Call> => ({ method: 'GET', url: `${r.rest}/${await r.insert()}` }),
      foreign: () => [{ call: { method: 'GET' as Method, url: `${r.rest}/${foreignRow()}` }, status: NOT_FOUND }],
    },
    [`POST ${r.rest}`]: {
      kind: 'tenant' as const,
      sample: (): Call => ({ method: 'POST', url: r.rest, body: r.body(fx.own) }),
      foreign: () =>
        badBodies().map((body) => ({ call: { method: 'POST' as Method, url: r.rest, body }, status: BAD_REFERENCE })),
    },
    [`PUT ${r.rest}/:id`]: {
      kind: 'tenant' as const,
      sample: async (): Promise<Call> => ({
        method: 'PUT',
        url: `${r.rest}/${await r.insert()}`,
        body: { ...r.body(fx.own), version: 1 },
      }),
      foreign: () => [
        {
          call: { method: 'PUT' as Method, url: `${r.rest}/${foreignRow()}`, body: { ...r.body(fx.own), version: 1 } },
          status: NOT_FOUND,
        },
        ...badBodies().map((body) => ({
          call: { method: 'PUT' as Method, url: `${r.rest}/${fx.ownRows[r.table]}`, body: { ...body, version: 1 } },
          status: BAD_REFERENCE,
        })),
      ],
    },
    [`DELETE ${r.rest}`]: {
      kind: 'tenant' as const,
      sample: async (): Promise<Call> => ({ method: 'DELETE', url: `${r.rest}?ids=${await r.insert()}` }),
      foreign: () => [
        { call: { method: 'DELETE' as Method, url: `${r.rest}?ids=${foreignRow()}` }, status: NOT_FOUND },
      ],
    },
    ...Object.fromEntries(
      r.lookups.flatMap((l) =>
        (l.methods ?? ['GET']).map((method) => [
          `${method} ${l.url.split('?')[0]}`,
          {
            kind: 'tenant' as const,
            sample: (): Call => ({ method, url: l.url, ...(method === 'POST' ? { body: {} } : {}) }),
            leaks: (body: Body) => (l.table ? leaked(body.data, l.table) : []),
          },
        ]),
      ),
    ),
  };
}

/** Tables only the product editor's lookups read (no screen of their own yet). */
const LOOKUP_TABLES = [
  'vendors',
  'product_types',
  'price_levels',
  'blocked_accesses',
  'entitlement_packages',
  'booking_resources',
  'booking_activities',
];

/** A lookup answering this master client's rows of `table` (and none of another's). */
const ownRows = (url: string, table: string) => ({
  kind: 'tenant' as const,
  sample: (): Call => ({ method: 'GET', url }),
  leaks: (body: Body) => leaked(body.data, table),
});

/** A lookup narrowed by location codes: another master client's code answers nothing. */
const byCodes = (path: string, table: string) => ({
  kind: 'tenant' as const,
  sample: (): Call => ({ method: 'GET', url: `${path}?src=lookup&locations=${fx.own.locationCode}` }),
  foreign: () => [
    {
      call: { method: 'GET' as Method, url: `${path}?src=lookup&locations=${fx.foreign.locationCode}` },
      status: [200] as const,
      empty: true,
    },
  ],
  leaks: (body: Body) => leaked(body.data, table),
});

/** An intersection: a foreign location id, alone or with an own one, answers nothing. */
const intersection = (url: string, table: string) => ({
  kind: 'tenant' as const,
  sample: (): Call => ({ method: 'POST', url, body: { locationIds: [fx.own.locationId] } }),
  foreign: () =>
    [[fx.foreign.locationId], [fx.own.locationId, fx.foreign.locationId]].map((locationIds) => ({
      call: { method: 'POST' as Method, url, body: { locationIds } },
      status: [200] as const,
      empty: true,
    })),
  leaks: (body: Body) => leaked(body.data, table),
});

const reference = (method: Method, url: string) => ({ kind: 'self' as const, sample: (): Call => ({ method, url }) });

/** Every catalogue route, keyed `METHOD url` as the route table is. */
export const CATALOGUE_ROUTES = Object.assign(
  {
    'GET /vendor': ownRows('/vendor?src=lookup', 'vendors'),
    'GET /product-type': ownRows('/product-type?src=lookup', 'product_types'),
    'GET /price-level': ownRows('/price-level?src=lookup', 'price_levels'),
    'GET /blocked-access': ownRows('/blocked-access?src=lookup', 'blocked_accesses'),
    'GET /entitlement-packages': ownRows('/entitlement-packages?src=lookup', 'entitlement_packages'),
    'GET /category': byCodes('/category', 'product_categories'),
    'GET /product-modifiers': byCodes('/product-modifiers', 'food_modifiers'),
    'GET /products-scheduling-resources': byCodes('/products-scheduling-resources', 'booking_resources'),
    'GET /products-scheduling-events': byCodes('/products-scheduling-events', 'booking_activities'),
    'POST /catalog-management/vendors-intersection': intersection(
      '/catalog-management/vendors-intersection',
      'vendors',
    ),
    'POST /catalog-management/membership-intersection': intersection(
      '/catalog-management/membership-intersection',
      'memberships',
    ),
    'GET /days-available': reference('GET', '/days-available?src=lookup'),
    'GET /available-from': reference('GET', '/available-from?src=lookup'),
    'GET /available-to': reference('GET', '/available-to?src=lookup'),
    'POST /catalog-management/ping': reference('POST', '/catalog-management/ping'),
    'POST /catalog-management/tax-rates-grouped': {
      kind: 'tenant' as const,
      sample: (): Call => ({ method: 'POST', url: '/catalog-management/tax-rates-grouped', body: {} }),
      foreign: () => [
        {
          call: {
            method: 'POST' as Method,
            url: '/catalog-management/tax-rates-grouped',
            body: { locationIds: [fx.foreign.locationId] },
          },
          status: [200] as const,
          empty: true,
        },
      ],
      leaks: (body: Body) =>
        leaked(
          body.data.flatMap((g: { rates: { id: number }[] }) => g.rates),
          'tax_rates',
        ),
    },
    'POST /catalog-management/discounts-revenues': {
      kind: 'tenant' as const,
      sample: (): Call => ({ method: 'POST', url: '/catalog-management/discounts-revenues', body: {} }),
      foreign: () => [
        {
          call: {
            method: 'POST' as Method,
            url: '/catalog-management/discounts-revenues',
            body: { revenueClassIds: [fx.foreign.revenueClassId] },
          },
          status: [200] as const,
          empty: true,
        },
      ],
      leaks: (body: Body) =>
        leaked(
          body.data.map((p: { discountId: number }) => ({ id: p.discountId })),
          'discounts',
        ),
    },
    'GET /membership-grouped': {
      kind: 'tenant' as const,
      sample: (): Call => ({ method: 'GET', url: '/membership-grouped?src=lookup' }),
      leaks: (body: Body) =>
        leaked(
          body.data.flatMap((g: { memberships: { id: number }[] }) => g.memberships),
          'memberships',
        ),
    },
    'GET /tax-rate-fee': {
      kind: 'tenant' as const,
      sample: async (): Promise<Call> => ({
        method: 'GET',
        url: `/tax-rate-fee?src=lookup&id=${await RESOURCES[0]!.insert()}`,
      }),
      foreign: () => [
        {
          call: { method: 'GET' as Method, url: `/tax-rate-fee?src=lookup&id=${fx.foreign.tax_rates}` },
          status: NOT_FOUND,
        },
      ],
    },
  },
  ...RESOURCES.map(entriesOf),
);
