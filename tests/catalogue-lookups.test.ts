/**
 * The catalogue's lookups over REST (spec/3 §7 "Catalogue" and "Lookups"): the product editor's
 * choices hold the selected master client's rows only, location filters count only its own
 * locations, the intersections answer the rows linked to every given location, and each lookup
 * is refused without the VIEW of the screen that guards it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlagName } from '../core/src/permissions.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { demoMasterClients } from './support/fixtures.ts';
import { type Method, restCall, restLogin } from './support/rest.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

type Choice = { id: number; name: string } & Record<string, unknown>;

let stack: Stack;
let director: string;
let a: number;
let b: number;
/** Location ids and codes by code, per master client. */
const places: Record<string, { id: number; code: string; masterClientId: number }> = {};

const call = async (method: Method, url: string, body?: unknown, masterClient = a, token = director) =>
  restCall(stack.restUrl, token, method, url, { body, masterClient });
const choices = async (method: Method, url: string, body?: unknown, masterClient = a) => {
  const res = await call(method, url, body, masterClient);
  expect(res.status, `${method} ${url} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data as Choice[];
};
const names = (rows: Choice[]) => rows.map((r) => r.name);
const ids = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(stack.database.db, query)).map((r) => Number(r.id)).sort((x, y) => x - y);
const sorted = (rows: Choice[]) => rows.map((r) => r.id).sort((x, y) => x - y);

beforeAll(async () => {
  stack = await startStack();
  ({ a, b } = await demoMasterClients(stack.database.db));
  director = await restLogin(stack.restUrl, 'director@funzone.test');
  const rows = await queryRows<{ id: number; code: string; master_client_id: number }>(
    stack.database.db,
    sql`select id, code, master_client_id from locations`,
  );
  for (const r of rows) places[r.code] = { id: Number(r.id), code: r.code, masterClientId: Number(r.master_client_id) };
}, 300_000);
afterAll(() => stack?.close());

describe('the product editor’s lookups', () => {
  it.each([
    ['/vendor', 'vendors'],
    ['/product-type', 'product_types'],
    ['/price-level', 'price_levels'],
    ['/blocked-access', 'blocked_accesses'],
    ['/entitlement-packages', 'entitlement_packages'],
    ['/category', 'product_categories'],
    ['/product-modifiers', 'food_modifiers'],
  ])('%s answers every row of the selected master client and none of another', async (path, table) => {
    for (const mc of [a, b]) {
      const answer = await choices('GET', `${path}?src=lookup`, undefined, mc);
      expect(answer.length).toBeGreaterThan(0);
      const own = await ids(sql`select id from ${sql.identifier(table)} where master_client_id = ${mc}`);
      expect(sorted(answer)).toEqual(own);
    }
  });

  it('answers believable shapes: schedulable types, price levels in order, durations, priced modifiers', async () => {
    const types = await choices('GET', '/product-type?src=lookup');
    expect(types).toContainEqual(expect.objectContaining({ name: 'Attraction', isSchedulable: true }));
    expect(types).toContainEqual(expect.objectContaining({ name: 'Retail', isSchedulable: false }));
    expect(names(await choices('GET', '/price-level?src=lookup'))[0]).toBe('Regular');
    const packages = await choices('GET', '/entitlement-packages?src=lookup');
    expect(packages).toContainEqual(expect.objectContaining({ name: 'All-Day Fun Pass', durationMinutes: null }));
    const modifiers = await choices('GET', '/product-modifiers?src=lookup');
    expect(modifiers).toContainEqual(
      expect.objectContaining({ name: 'Extra cheese', groupName: 'Toppings', price: '1.50' }),
    );
  });

  it('narrows categories and modifiers to location codes of the caller’s master client only', async () => {
    const created = await call('POST', '/catalog-management/product-categories', {
      name: 'Mall Exclusives',
      description: '',
      displayOrder: 50,
      locationIds: [places.FZM!.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(names(await choices('GET', '/category?src=lookup&locations=FZM'))).toContain('Mall Exclusives');
    expect(names(await choices('GET', '/category?src=lookup&locations=FZD,FZO'))).not.toContain('Mall Exclusives');
    expect(names(await choices('GET', '/category?src=lookup&locations=FZD,FZM'))).toContain('Mall Exclusives');
    // Bowlarama's codes name no location of FunZone: nothing, even beside nothing else.
    expect(await choices('GET', '/category?src=lookup&locations=BCL')).toEqual([]);
    expect(await choices('GET', '/product-modifiers?src=lookup&locations=BCL,BNV')).toEqual([]);
    expect(await choices('GET', '/category?src=lookup&locations=')).toEqual([]);
  });

  it('answers the fixed days and times of availability', async () => {
    const days = await choices('GET', '/days-available?src=lookup');
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ id: 1, name: 'Monday' });
    expect(days[6]).toEqual({ id: 7, name: 'Sunday' });
    const from = await choices('GET', '/available-from?src=lookup');
    expect(from[0]).toEqual({ id: 0, name: '12:00 AM', time: '00:00' });
    expect(from).toContainEqual({ id: 810, name: '1:30 PM', time: '13:30' });
    const to = await choices('GET', '/available-to?src=lookup');
    expect(to.at(-1)).toEqual({ id: 1439, name: '11:59 PM', time: '23:59' });
    expect(to.every((t) => t.id > 0)).toBe(true);
  });
});

describe('the intersections', () => {
  const vendors = (locationIds: number[], mc = a) =>
    choices('POST', '/catalog-management/vendors-intersection', { locationIds }, mc).then(names);
  const memberships = (locationIds: number[]) =>
    choices('POST', '/catalog-management/membership-intersection', { locationIds }).then(names);

  it('vendors-intersection answers the vendors delivering to every given location', async () => {
    const [austin, orlando] = [places.FZD!.id, places.FZO!.id];
    expect(await vendors([austin])).toEqual([
      'Arcade Parts Direct',
      'Lone Star Foodservice',
      'Redemption Prize Supply',
      'Sunshine Linen Service',
    ]);
    expect(await vendors([austin, orlando])).toEqual([
      'Arcade Parts Direct',
      'Redemption Prize Supply',
      'Sunshine Linen Service',
    ]);
    expect(await vendors([austin, austin, places.FZM!.id])).toContain('Lone Star Foodservice');
    expect(await vendors([])).toEqual([]);
  });

  it('answers nothing for another master client’s location, alone or beside an own one', async () => {
    const foreign = places.BCL!.id;
    expect(await vendors([foreign])).toEqual([]);
    expect(await vendors([places.FZD!.id, foreign])).toEqual([]);
    expect(await memberships([places.FZD!.id, foreign])).toEqual([]);
    // The same location asked within its own master client answers that client's vendors.
    expect(await vendors([foreign], b)).toContain('Strike Lane Supply');
  });

  it('membership-intersection answers the memberships sold at every given location', async () => {
    const body = (name: string, locationIds: number[]) => ({
      name,
      description: '',
      price: '10',
      expirationTypeId: 4,
      expirationPeriod: null,
      creditTypes: [],
      locationIds,
    });
    const [austin, mall, orlando] = [places.FZD!.id, places.FZM!.id, places.FZO!.id];
    for (const [name, at] of [
      ['Austin Duo Pass', [austin, mall]],
      ['Downtown Only Pass', [austin]],
    ] as const) {
      const res = await call('POST', '/catalog-management/memberships', body(name, [...at]));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const both = await memberships([austin, mall]);
    expect(both).toContain('Austin Duo Pass');
    expect(both).not.toContain('Downtown Only Pass');
    expect(both).toContain('Monthly Fun Pass');
    expect(await memberships([austin])).toEqual(expect.arrayContaining(['Austin Duo Pass', 'Downtown Only Pass']));
    expect(await memberships([austin, orlando])).not.toContain('Austin Duo Pass');
  });
});

describe('the catalogue’s POST lookups and ping', () => {
  it('answers POST credit-type and food-modifiers as their GET twins, with or without a body; checks bodies', async () => {
    for (const url of ['/catalog-management/credit-type?src=lookup', '/catalog-management/food-modifiers']) {
      const get = await choices('GET', url);
      expect(get.length).toBeGreaterThan(0);
      expect(await choices('POST', url, {})).toEqual(get);
      expect(await choices('POST', url)).toEqual(get);
    }
    const bad = await call('POST', '/catalog-management/vendors-intersection', { locationIds: ['FZD'] });
    expect(bad.status).toBe(400);
  });

  it('slides the session on POST /catalog-management/ping', async () => {
    const res = await call('POST', '/catalog-management/ping');
    expect(res.status).toBe(200);
    expect(res.body.data.expiresIn).toBeGreaterThan(0);
  });
});

describe('permissions', () => {
  const refusedWithout = async (without: [number, FlagName], method: Method, url: string, body?: unknown) => {
    const { email } = await userWithBits(stack.database.db, a, allBits(without));
    const token = await restLogin(stack.restUrl, email);
    expect((await call(method, url, body, a, token)).status, `${method} ${url} without ${without}`).toBe(403);
    const full = await restLogin(stack.restUrl, (await userWithBits(stack.database.db, a, allBits())).email);
    expect((await call(method, url, body, a, full)).status, `${method} ${url} with every flag`).toBe(200);
  };
  const locationIds = () => ({ locationIds: [places.FZD!.id] });

  it.each([
    ['GET', '/vendor?src=lookup'],
    ['GET', '/category?src=lookup'],
    ['GET', '/product-type?src=lookup'],
    ['GET', '/price-level?src=lookup'],
    ['GET', '/product-modifiers?src=lookup'],
    ['GET', '/blocked-access?src=lookup'],
    ['GET', '/entitlement-packages?src=lookup'],
    ['GET', '/days-available?src=lookup'],
    ['GET', '/available-from?src=lookup'],
    ['GET', '/available-to?src=lookup'],
    ['POST', '/catalog-management/vendors-intersection'],
    ['POST', '/catalog-management/ping'],
  ] as const)('%s %s needs VIEW of products (menu 4)', async (method, url) => {
    await refusedWithout([4, 'view'], method, url, method === 'POST' ? locationIds() : undefined);
  });

  it('membership-intersection and POST credit-type need VIEW of memberships; POST food-modifiers of food modifiers', async () => {
    await refusedWithout([7, 'view'], 'POST', '/catalog-management/membership-intersection', locationIds());
    await refusedWithout([7, 'view'], 'POST', '/catalog-management/credit-type?src=lookup', {});
    await refusedWithout([10, 'view'], 'POST', '/catalog-management/food-modifiers', {});
  });
});
