/**
 * The seven catalogue resources through the REST API: one table of valid and broken inputs per
 * resource, and the same checks on each (paging, search, sort, tenancy, lock, bad input).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let director: string;
let viewer: string;
const FUNZONE = 1;
const BOWLARAMA = 2;
const ids: Record<string, number[]> = {};

beforeAll(async () => {
  t = await createTestApp();
  director = await t.login('director@funzone.test');
  viewer = await t.login('viewer@funzone.test');
  const list = async (url: string, key = 'id') =>
    ((await call(director, 'GET', url)).json().data as Record<string, number>[]).map((r) => r[key]!);
  ids.locations = await list('/location?src=lookup', 'locationId');
  ids.revenueClasses = await list('/revenue-classes?src=lookup');
  ids.creditTypes = await list('/catalog-management/credit-type?src=lookup');
}, 300_000);
afterAll(() => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, mc = FUNZONE) =>
  t.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}masterClient=${mc}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const long = 'x'.repeat(101);

interface Case {
  rest: string;
  /** A seeded name of FunZone, found by search. */
  seeded: string;
  sort: string;
  body: () => Record<string, unknown>;
  /** Field → broken value → the field that answers. */
  broken: [string, unknown][];
}

const CASES: Record<string, Case> = {
  taxRates: {
    rest: '/catalog-management/tax-rates',
    seeded: 'Texas State Sales Tax',
    sort: 'percentage',
    body: () => ({ name: 'Stadium Tax', percentage: '8.25', taxTypeId: 2, locationIds: ids.locations!.slice(0, 2) }),
    broken: [
      ['percentage', '100.5'],
      ['percentage', 'ten'],
      ['name', long],
    ],
  },
  revenueClasses: {
    rest: '/catalog-management/revenue-classes',
    seeded: 'Arcade',
    sort: 'type',
    body: () => ({ name: 'Laser Tag', typeId: 1, description: 'Arena sessions' }),
    broken: [
      ['name', long],
      ['description', long],
    ],
  },
  productCategories: {
    rest: '/catalog-management/product-categories',
    seeded: 'Party Packages',
    sort: 'displayOrder',
    body: () => ({ name: 'Seasonal', description: '', displayOrder: 9, locationIds: ids.locations!.slice(0, 1) }),
    broken: [
      ['name', long],
      ['locationIds', []],
    ],
  },
  creditTypes: {
    rest: '/catalog-management/credit-types',
    seeded: 'Bonus Credits',
    sort: 'expirationDays',
    body: () => ({ name: 'Prize Points', description: 'Loyalty', isMonetary: false, expirationDays: 365 }),
    broken: [['name', long]],
  },
  memberships: {
    rest: '/catalog-management/memberships',
    seeded: 'Monthly Fun Pass',
    sort: 'price',
    body: () => ({
      name: 'Weekday Pass',
      description: '',
      price: '$0019.50',
      expirationTypeId: 2,
      expirationPeriod: 3,
      creditTypes: [{ creditTypeId: ids.creditTypes![0], quantity: 40 }],
      locationIds: ids.locations!.slice(0, 3),
    }),
    broken: [
      ['price', '1000000'],
      ['price', '1.999'],
      ['name', long],
    ],
  },
  discounts: {
    rest: '/catalog-management/discounts',
    seeded: 'Military Discount',
    sort: 'startDate',
    body: () => ({
      name: 'Spring Break',
      typeId: 1,
      value: '12.5',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      enabled: true,
      revenueClassIds: ids.revenueClasses!.slice(0, 2),
    }),
    broken: [
      ['value', '100.01'],
      ['endDate', '2026-02-28'],
      ['name', long],
    ],
  },
  foodModifiers: {
    rest: '/catalog-management/food-sub-items',
    seeded: 'Extra cheese',
    sort: 'price',
    body: () => ({ name: 'Bacon bits', groupName: 'Toppings', price: '2', locationIds: ids.locations!.slice(0, 1) }),
    broken: [
      ['price', '9999999'],
      ['groupName', long],
    ],
  },
};

describe.each(Object.entries(CASES))('%s', (_key, c) => {
  const count = async () => (await call(director, 'GET', `${c.rest}?rowsPerPage=1`)).json().data.total as number;

  it('lists one page, searches, sorts both ways, and holds no other master client’s rows', async () => {
    const page = (await call(director, 'GET', `${c.rest}?page=0&rowsPerPage=2`)).json().data;
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const found = (await call(director, 'GET', `${c.rest}?search=${encodeURIComponent(c.seeded)}`)).json().data;
    expect(found.data.map((r: { name: string }) => r.name)).toContain(c.seeded);
    const asc = (await call(director, 'GET', `${c.rest}?sort=${c.sort}&order=asc&rowsPerPage=100`)).json().data.data;
    const desc = (await call(director, 'GET', `${c.rest}?sort=${c.sort}&order=desc&rowsPerPage=100`)).json().data.data;
    expect(desc.map((r: { id: number }) => r.id)).toEqual(asc.map((r: { id: number }) => r.id).reverse());
    const other = (await call(director, 'GET', `${c.rest}?rowsPerPage=100`, undefined, BOWLARAMA)).json().data.data;
    const mine = new Set(asc.map((r: { id: number }) => r.id));
    expect(other.some((r: { id: number }) => mine.has(r.id))).toBe(false);
  });

  it('creates, reads, updates under the version, refuses a stale save and a stale delete', async () => {
    const created = await call(director, 'POST', c.rest, c.body());
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data;
    expect((await call(director, 'GET', `${c.rest}/${row.id}`)).json().data).toEqual(row);
    const sub = await call(director, 'GET', `${c.rest}/sub-table?id=${row.id}`);
    expect(sub.statusCode).toBe(200);
    const renamed = await call(director, 'PUT', `${c.rest}/${row.id}`, {
      ...c.body(),
      name: 'Renamed',
      version: row.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Renamed', version: row.version + 1 });
    const stale = await call(director, 'PUT', `${c.rest}/${row.id}`, { ...c.body(), version: row.version });
    expect(stale.statusCode).toBe(409);
    expect((await call(director, 'DELETE', `${c.rest}?ids=${row.id}&versions=${row.version}`)).statusCode).toBe(409);
    const removed = await call(director, 'DELETE', `${c.rest}?ids=${row.id}&versions=${row.version + 1}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.removed).toBe(1);
  });

  it('answers NOT_FOUND for another master client’s id, and writes nothing there', async () => {
    const foreign = (await call(director, 'GET', `${c.rest}?rowsPerPage=1`, undefined, BOWLARAMA)).json().data.data[0];
    expect((await call(director, 'GET', `${c.rest}/${foreign.id}`)).statusCode).toBe(404);
    expect((await call(director, 'GET', `${c.rest}/sub-table?id=${foreign.id}`)).statusCode).toBe(404);
    const put = await call(director, 'PUT', `${c.rest}/${foreign.id}`, { ...c.body(), version: foreign.version });
    expect(put.statusCode).toBe(404);
    expect((await call(director, 'DELETE', `${c.rest}?ids=${foreign.id}`)).statusCode).toBe(404);
    const still = await call(director, 'GET', `${c.rest}/${foreign.id}`, undefined, BOWLARAMA);
    expect(still.json().data).toEqual(foreign);
  });

  it('refuses the viewer’s save and removal (no ADD, no REMOVE)', async () => {
    const before = await count();
    expect((await call(viewer, 'POST', c.rest, c.body())).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers field messages for bad input, a duplicate name and a NUL, writing nothing', async () => {
    const before = await count();
    for (const [field, value] of [...c.broken, ['name', c.seeded.toUpperCase()], ['name', 'bad\u0000name']] as const) {
      const res = await call(director, 'POST', c.rest, { ...c.body(), [field]: value });
      expect(res.statusCode, `${field}=${String(value)}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), `${field}=${String(value)}`).toContain(field);
    }
    expect(await count()).toBe(before);
  });
});

describe('catalogue lookups', () => {
  it('answer the reference lists and this master client’s options', async () => {
    const get = async (url: string) => (await call(director, 'GET', url)).json().data;
    expect(await get('/tax-types?src=lookup')).toContainEqual({ id: 2, name: 'Amusement tax' });
    expect(await get('/catalog-management/discount-types?src=lookup')).toHaveLength(2);
    expect(await get('/expiration-type?src=lookup')).toContainEqual({ id: 4, name: 'Never expires' });
    expect(await get('/catalog-management/revenue-class-types')).toHaveLength(5);
    expect((await get('/membership?src=lookup')).map((m: { name: string }) => m.name)).toContain('Monthly Fun Pass');
    expect((await get('/catalog-management/food-modifiers')).map((m: { name: string }) => m.name)).toContain(
      'Extra cheese',
    );
    const [rate] = (await get('/catalog-management/tax-rates?rowsPerPage=100')).data;
    expect(await get(`/tax-rate-fee?id=${rate.id}`)).toEqual({ id: rate.id, percentage: rate.percentage });
  });

  it('keeps money as cents: $0019.50 is 1950 and reads back as 19.50', async () => {
    const res = await call(director, 'POST', CASES.memberships!.rest, { ...CASES.memberships!.body(), name: 'Cents' });
    expect(res.json().data).toMatchObject({ price: '19.50', priceCents: 1950 });
  });

  it('refuses removing a credit type a membership grants (in use) and leaves it', async () => {
    const res = await call(director, 'DELETE', `/catalog-management/credit-types?ids=${ids.creditTypes![0]}`);
    expect(res.statusCode).toBe(409);
  });
});

describe('grouped catalogue calls', () => {
  it('tax-rates-grouped: rates by tax type, only at the given locations', async () => {
    const all = (await call(director, 'POST', '/catalog-management/tax-rates-grouped', {})).json().data;
    expect(all.map((g: { taxTypeName: string }) => g.taxTypeName)).toContain('Sales tax');
    const none = await call(director, 'POST', '/catalog-management/tax-rates-grouped', { locationIds: [999999] });
    expect(none.json().data).toEqual([]);
  });

  it('membership-grouped and discounts-revenues answer this master client’s rows', async () => {
    const groups = (await call(director, 'GET', '/membership-grouped?src=lookup')).json().data;
    expect(groups.find((g: { expirationTypeId: number }) => g.expirationTypeId === 2).memberships).toContainEqual(
      expect.objectContaining({ name: 'Monthly Fun Pass' }),
    );
    const pairs = (await call(director, 'POST', '/catalog-management/discounts-revenues', { enabled: true })).json()
      .data;
    expect(pairs.map((p: { name: string }) => p.name)).toContain('Military Discount');
  });
});
