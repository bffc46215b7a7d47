/**
 * the catalogue's seven lists through the real gateway and REST API over HTTP — paging,
 * search, sort, tenancy, permissions, the optimistic lock on save and removal, and bad input
 * answered with field messages while nothing is written.
 */
import { RESOURCE_SCREENS, type ResourceKey } from '@marquee/core/resources/screens';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { allBits, TEST_PASSWORD, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

const FUNZONE = 1;
const BOWLARAMA = 2;
const long = 'x'.repeat(101);

let stack: Stack;
let director: GatewayClient;
const refs: Record<'locations' | 'revenueClasses' | 'creditTypes', number[]> = {
  locations: [],
  revenueClasses: [],
  creditTypes: [],
};

async function signIn(email: string, password?: string): Promise<GatewayClient> {
  const c = stack.client();
  expect((await c.login(email, password)).errors).toBeUndefined();
  c.masterClient = FUNZONE;
  return c;
}

beforeAll(async () => {
  stack = await startStack();
  director = await signIn('director@funzone.test');
  const options = async (field: string, key = 'id') =>
    ((await director.gql<Record<string, Record<string, number>[]>>(`{ ${field} { ${key} } }`)).data?.[field] ?? []).map(
      (r) => r[key]!,
    );
  refs.locations = await options('locations', 'locationId');
  refs.revenueClasses = await options('revenueClassOptions');
  refs.creditTypes = await options('creditTypeOptions');
}, 300_000);
afterAll(() => stack?.close());

interface Case {
  screen: ResourceKey;
  /** Root fields: list, detail, sub-table, create, update, remove; and the input type. */
  fields: [string, string, string, string, string, string];
  input: string;
  table: string;
  /** The selection of a row. */
  row: string;
  /** The sub-table selection. */
  sub: string;
  seeded: string;
  sort: string;
  body: () => Record<string, unknown>;
  broken: [string, unknown][];
}

const CASES: Case[] = [
  {
    screen: 'taxRates',
    fields: ['taxRates', 'taxRate', 'taxRateSubTable', 'createTaxRate', 'updateTaxRate', 'deleteTaxRates'],
    input: 'TaxRateInput',
    table: 'tax_rates',
    row: 'id name version percentage taxTypeName locations { locationId }',
    sub: 'locationId',
    seeded: 'Austin Local Sales Tax',
    sort: 'PERCENTAGE',
    body: () => ({ name: 'Stadium Tax', percentage: '8.25', taxTypeId: 2, locationIds: refs.locations.slice(0, 2) }),
    broken: [
      ['percentage', '100.5'],
      ['name', long],
    ],
  },
  {
    screen: 'revenueClasses',
    fields: [
      'revenueClasses',
      'revenueClass',
      'revenueClassSubTable',
      'createRevenueClass',
      'updateRevenueClass',
      'deleteRevenueClasses',
    ],
    input: 'RevenueClassInput',
    table: 'revenue_classes',
    row: 'id name version typeName discountCount',
    sub: 'discountId',
    seeded: 'Merchandise',
    sort: 'TYPE',
    body: () => ({ name: 'Laser Tag', typeId: 1, description: 'Arena sessions' }),
    broken: [['description', long]],
  },
  {
    screen: 'productCategories',
    fields: [
      'productCategories',
      'productCategory',
      'productCategorySubTable',
      'createProductCategory',
      'updateProductCategory',
      'deleteProductCategories',
    ],
    input: 'ProductCategoryInput',
    table: 'product_categories',
    row: 'id name version displayOrder locations { locationId }',
    sub: 'locationId',
    seeded: 'Party Packages',
    sort: 'DISPLAY_ORDER',
    body: () => ({ name: 'Seasonal', description: '', displayOrder: 9, locationIds: refs.locations.slice(0, 1) }),
    broken: [
      ['name', long],
      ['locationIds', []],
    ],
  },
  {
    screen: 'creditTypes',
    fields: [
      'creditTypes',
      'creditType',
      'creditTypeSubTable',
      'createCreditType',
      'updateCreditType',
      'deleteCreditTypes',
    ],
    input: 'CreditTypeInput',
    table: 'credit_types',
    row: 'id name version isMonetary expirationDays membershipCount',
    sub: 'membershipId quantity',
    seeded: 'Bonus Credits',
    sort: 'EXPIRATION_DAYS',
    body: () => ({ name: 'Prize Points', description: 'Loyalty', isMonetary: false, expirationDays: 365 }),
    broken: [['name', long]],
  },
  {
    screen: 'memberships',
    fields: [
      'memberships',
      'membership',
      'membershipSubTable',
      'createMembership',
      'updateMembership',
      'deleteMemberships',
    ],
    input: 'MembershipInput',
    table: 'memberships',
    row: 'id name version price priceCents expirationTypeName creditTypes { creditTypeId quantity } locations { locationId }',
    sub: 'creditTypeId quantity',
    seeded: 'Monthly Fun Pass',
    sort: 'PRICE',
    body: () => ({
      name: 'Weekday Pass',
      description: '',
      price: '$019.50',
      expirationTypeId: 2,
      expirationPeriod: 3,
      creditTypes: [{ creditTypeId: refs.creditTypes[0], quantity: 40 }],
      locationIds: refs.locations.slice(0, 3),
    }),
    broken: [
      ['price', '1000000'],
      ['price', '12.345'],
    ],
  },
  {
    screen: 'discounts',
    fields: ['discounts', 'discount', 'discountSubTable', 'createDiscount', 'updateDiscount', 'deleteDiscounts'],
    input: 'DiscountInput',
    table: 'discounts',
    row: 'id name version value valueHundredths startDate endDate revenueClasses { revenueClassId }',
    sub: 'revenueClassId',
    seeded: 'Military Discount',
    sort: 'START_DATE',
    body: () => ({
      name: 'Spring Break',
      typeId: 1,
      value: '12.5',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      enabled: true,
      revenueClassIds: refs.revenueClasses.slice(0, 2),
    }),
    broken: [
      ['value', '100.5'],
      ['endDate', '2026-02-28'],
    ],
  },
  {
    screen: 'foodModifiers',
    fields: [
      'foodModifiers',
      'foodModifier',
      'foodModifierSubTable',
      'createFoodModifier',
      'updateFoodModifier',
      'deleteFoodModifiers',
    ],
    input: 'FoodModifierInput',
    table: 'food_modifiers',
    row: 'id name version groupName price priceCents locations { locationId }',
    sub: 'locationId',
    seeded: 'Extra cheese',
    sort: 'PRICE',
    body: () => ({ name: 'Bacon bits', groupName: 'Toppings', price: '2', locationIds: refs.locations.slice(0, 1) }),
    broken: [
      ['price', '9999999'],
      ['groupName', long],
    ],
  },
];

type Row = { id: number; name: string; version: number } & Record<string, unknown>;
type Page = { rows: Row[]; total: number; page: number; rowsPerPage: number };

const count = async (c: Case, masterClient = FUNZONE) =>
  Number(
    (
      await queryRows<{ n: number }>(
        stack.database.db,
        sql`select count(*) as n from ${sql.identifier(c.table)} where master_client_id = ${masterClient}`,
      )
    )[0]!.n,
  );

describe.each(CASES.map((c) => [c.screen, c] as const))('%s', (_screen, c) => {
  const [list, detail, subTable, create, update, remove] = c.fields;
  const LIST = `query L($page: Int, $rows: Int, $search: String, $sort: ${c.input.replace('Input', 'Sort')}, $order: SortOrder) {
    ${list}(page: $page, rowsPerPage: $rows, search: $search, sort: $sort, order: $order) { rows { ${c.row} } total page rowsPerPage } }`;
  const DETAIL = `query D($id: Int!) { ${detail}(id: $id) { ${c.row} } }`;
  const SUB = `query S($id: Int!) { ${subTable}(id: $id) { ${c.sub} } }`;
  const CREATE = `mutation C($i: ${c.input}!) { ${create}(input: $i) { ${c.row} } }`;
  const UPDATE = `mutation U($id: Int!, $v: Int!, $i: ${c.input}!) { ${update}(id: $id, version: $v, input: $i) { ${c.row} } }`;
  const REMOVE = `mutation R($ids: [Int!]!, $versions: [Int!]) { ${remove}(ids: $ids, versions: $versions) { removed message } }`;
  const page = async (client: GatewayClient, vars: Record<string, unknown>) =>
    (await client.gql<Record<string, Page>>(LIST, vars)).data?.[list] as Page;

  it('pages, searches and sorts both ways over this master client’s rows only', async () => {
    const first = await page(director, { page: 0, rows: 2 });
    expect(first).toMatchObject({ page: 0, rowsPerPage: 2, total: await count(c) });
    expect(first.rows).toHaveLength(2);
    const second = await page(director, { page: 1, rows: 2 });
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]!.id);
    const found = await page(director, { search: c.seeded.toLowerCase().slice(2, 12) });
    expect(found.rows.map((r) => r.name)).toContain(c.seeded);
    const asc = await page(director, { rows: 100, sort: c.sort, order: 'ASC' });
    const desc = await page(director, { rows: 100, sort: c.sort, order: 'DESC' });
    expect(desc.rows.map((r) => r.id)).toEqual(asc.rows.map((r) => r.id).reverse());
    const own = new Set(
      (
        await queryRows<{ id: number }>(
          stack.database.db,
          sql`select id from ${sql.identifier(c.table)} where master_client_id = ${FUNZONE}`,
        )
      ).map((r) => Number(r.id)),
    );
    expect(asc.rows.filter((r) => !own.has(r.id))).toEqual([]);
  });

  it('creates, reads, updates under the version; a stale save and a stale removal are CONFLICT', async () => {
    const created = await director.gql<Record<string, Row>>(CREATE, { i: c.body() });
    expect(created.errors).toBeUndefined();
    const row = created.data![create]!;
    expect((await director.gql<Record<string, Row>>(DETAIL, { id: row.id })).data?.[detail]).toEqual(row);
    expect((await director.gql(SUB, { id: row.id })).errors).toBeUndefined();
    const saved = await director.gql<Record<string, Row>>(UPDATE, {
      id: row.id,
      v: row.version,
      i: { ...c.body(), name: 'Renamed' },
    });
    expect(saved.data?.[update]).toMatchObject({ name: 'Renamed', version: row.version + 1 });
    expect(codeOf(await director.gql(UPDATE, { id: row.id, v: row.version, i: c.body() }))).toBe('CONFLICT');
    expect(codeOf(await director.gql(REMOVE, { ids: [row.id], versions: [row.version] }))).toBe('CONFLICT');
    const removed = await director.gql<Record<string, { removed: number; message: string }>>(REMOVE, {
      ids: [row.id],
      versions: [row.version + 1],
    });
    expect(removed.data?.[remove]).toEqual({ removed: 1, message: expect.any(String) });
  });

  it('answers NOT_FOUND for another master client’s id and changes nothing there', async () => {
    const [foreign] = await queryRows<{ id: number; version: number }>(
      stack.database.db,
      sql`select id, version from ${sql.identifier(c.table)} where master_client_id = ${BOWLARAMA} order by id limit 1`,
    );
    const id = Number(foreign!.id);
    const before = await count(c, BOWLARAMA);
    expect(codeOf(await director.gql(DETAIL, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await director.gql(SUB, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await director.gql(UPDATE, { id, v: foreign!.version, i: c.body() }))).toBe('NOT_FOUND');
    expect(codeOf(await director.gql(REMOVE, { ids: [id] }))).toBe('NOT_FOUND');
    expect(await count(c, BOWLARAMA)).toBe(before);
  });

  it('refuses a role without ADD, and several removals without REMOVE_MULTIPLE', async () => {
    const { actions } = RESOURCE_SCREENS[c.screen];
    const noAdd = await signIn(
      (await userWithBits(stack.database.db, FUNZONE, allBits([actions, 'add']))).email,
      TEST_PASSWORD,
    );
    const before = await count(c);
    expect(codeOf(await noAdd.gql(CREATE, { i: c.body() }))).toBe('FORBIDDEN');
    const noMany = await signIn(
      (await userWithBits(stack.database.db, FUNZONE, allBits([actions, 'removeMultiple']))).email,
      TEST_PASSWORD,
    );
    const two = (await page(director, { rows: 2 })).rows.map((r) => r.id);
    expect(codeOf(await noMany.gql(REMOVE, { ids: two }))).toBe('FORBIDDEN');
    expect(await count(c)).toBe(before);
  });

  it('answers BAD_USER_INPUT with the field for bad input, a duplicate name and a NUL; nothing is written', async () => {
    const before = await count(c);
    const cases: [string, unknown][] = [
      ...c.broken,
      ['name', long],
      ['name', c.seeded.toUpperCase()],
      ['name', 'a\u0000b'],
    ];
    for (const [field, value] of cases) {
      const res = await director.gql(CREATE, { i: { ...c.body(), [field]: value } });
      expect(codeOf(res), `${field}=${String(value)}`).toBe('BAD_USER_INPUT');
      expect(Object.keys(res.errors?.[0]?.extensions?.fields ?? {}), `${field}=${String(value)}`).toContain(field);
    }
    expect(await count(c)).toBe(before);
  });
});

describe('catalogue lookups and amounts', () => {
  it('answer the reference lists', async () => {
    const res = await director.gql<Record<string, { id: number; name: string }[]>>(
      '{ taxTypes { id name } revenueClassTypes { id } discountTypes { id } expirationTypes { id name } membershipOptions { name } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.taxTypes).toContainEqual({ id: 2, name: 'Amusement tax' });
    expect(res.data?.expirationTypes).toContainEqual({ id: 4, name: 'Never expires' });
    expect(res.data?.membershipOptions?.map((m) => m.name)).toContain('Monthly Fun Pass');
  });

  it('keeps money as cents: $019.50 is 1950 cents and reads back as 19.50', async () => {
    const res = await director.gql<{ createMembership: Row }>(
      'mutation C($i: MembershipInput!) { createMembership(input: $i) { price priceCents } }',
      { i: { ...CASES[4]!.body(), name: 'Cents Pass' } },
    );
    expect(res.data?.createMembership).toEqual({ price: '19.50', priceCents: 1950 });
  });
});
