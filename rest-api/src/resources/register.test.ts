/**
 * The resource wing through the screens that use it (groups, locations): paging, search, sort,
 * tenancy, permissions, the optimistic lock on update and delete, and declared field rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOWLARAMA, caller } from '../routes/settings/testing.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let director: string;
let viewer: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  director = await t.login('director@funzone.test');
  viewer = await t.login('viewer@funzone.test');
}, 300_000);
afterAll(() => t?.close());

const blank = { groupId: null, storeNumber: '', address1: '', address2: '', city: '', state: '', postalCode: '' };
const locationIds = async () =>
  ((await call(director, 'GET', '/location?src=lookup')).json().data as { locationId: number }[]).map(
    (l) => l.locationId,
  );

describe('pagedList', () => {
  it('pages, sorts both ways with id as tie-breaker, and counts every page', async () => {
    const all = (await call(director, 'GET', '/settings/locations?rowsPerPage=100&sort=city')).json().data;
    const page1 = (await call(director, 'GET', '/settings/locations?rowsPerPage=2&page=1&sort=city')).json().data;
    expect(page1).toMatchObject({ total: all.total, page: 1, rowsPerPage: 2 });
    expect(page1.data.map((l: { id: number }) => l.id)).toEqual(all.data.slice(2, 4).map((l: { id: number }) => l.id));
    const desc = (await call(director, 'GET', '/settings/locations?rowsPerPage=100&sort=city&order=desc')).json().data;
    expect(desc.data[0].city >= desc.data.at(-1).city).toBe(true);
  });
  it('searches case-insensitively, LIKE wildcards taken literally', async () => {
    const res = (await call(director, 'GET', '/settings/locations?search=ORLANDO')).json().data;
    expect(res.data.map((l: { name: string }) => l.name)).toEqual(['FunZone Orlando']);
    expect((await call(director, 'GET', '/settings/locations?search=%25')).json().data.total).toBe(0);
  });
  it('refuses an unknown sort column', async () => {
    expect((await call(director, 'GET', '/settings/locations?sort=password')).statusCode).toBe(400);
  });
  it('lists only the caller’s master client', async () => {
    const fun = (await call(director, 'GET', '/settings/groups')).json().data.data.map((g: { id: number }) => g.id);
    const bowl = (await call(director, 'GET', '/settings/groups', undefined, BOWLARAMA)).json().data.data;
    expect(bowl.some((g: { id: number }) => fun.includes(g.id))).toBe(false);
  });
});

describe('guards from RESOURCE_SCREENS', () => {
  it('lets the viewer list and open, and refuses add, update and remove with 403', async () => {
    expect((await call(viewer, 'GET', '/settings/groups')).statusCode).toBe(200);
    expect((await call(viewer, 'POST', '/settings/groups', { name: 'X', locationIds: [1] })).statusCode).toBe(403);
    expect(
      (await call(viewer, 'PUT', '/settings/groups/1', { name: 'X', locationIds: [1], version: 1 })).statusCode,
    ).toBe(403);
    expect((await call(viewer, 'DELETE', '/settings/groups?ids=1')).statusCode).toBe(403);
  });
});

describe('versionedUpdate and ownedDelete', () => {
  it('refuses a stale update with 409 and a foreign id with 404, writing nothing', async () => {
    const [first] = await locationIds();
    const created = (
      await call(director, 'POST', '/settings/groups', { name: 'Lock test', locationIds: [first] })
    ).json().data;
    const body = { name: 'Renamed', locationIds: [first], version: created.version };
    expect((await call(director, 'PUT', `/settings/groups/${created.id}`, body)).statusCode).toBe(200);
    const stale = await call(director, 'PUT', `/settings/groups/${created.id}`, { ...body, name: 'Again' });
    expect(stale.statusCode).toBe(409);
    expect((await call(director, 'GET', `/settings/groups/${created.id}`)).json().data.name).toBe('Renamed');
    expect((await call(director, 'PUT', `/settings/groups/${created.id}`, body, BOWLARAMA)).statusCode).toBe(404);
  });
  it('refuses a delete naming a stale version (409) or a foreign id (404), removing nothing', async () => {
    const [first] = await locationIds();
    const g = (await call(director, 'POST', '/settings/groups', { name: 'Delete test', locationIds: [first] })).json()
      .data;
    const stale = await call(director, 'DELETE', `/settings/groups?ids=${g.id}&versions=${g.version + 1}`);
    expect(stale.statusCode).toBe(409);
    const foreign = await call(director, 'DELETE', `/settings/groups?ids=${g.id}`, undefined, BOWLARAMA);
    expect(foreign.statusCode).toBe(404);
    expect((await call(director, 'GET', `/settings/groups/${g.id}`)).statusCode).toBe(200);
    const done = await call(director, 'DELETE', `/settings/groups?ids=${g.id}&versions=${g.version}`);
    expect(done.json().data).toEqual({ removed: 1, message: 'The group have been successfully deleted' });
  });
});

describe('declared field rules', () => {
  it('refuses a duplicate group name in any case, on the name field', async () => {
    const [first] = await locationIds();
    const existing = (await call(director, 'GET', '/settings/groups')).json().data.data[0];
    const res = await call(director, 'POST', '/settings/groups', {
      name: ` ${existing.name.toUpperCase()} `,
      locationIds: [first],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'This name is already in use.' });
    // Another master client may use the same name.
    const bowlLocations = (await call(director, 'GET', '/location?src=lookup', undefined, BOWLARAMA)).json().data;
    const other = { name: existing.name, locationIds: [bowlLocations[0].locationId] };
    expect((await call(director, 'POST', '/settings/groups', other, BOWLARAMA)).statusCode).toBe(200);
  });
  it('keeps a group’s own name on update', async () => {
    const g = (await call(director, 'GET', '/settings/groups')).json().data.data[0];
    const ids = g.locations.map((l: { locationId: number }) => l.locationId);
    const res = await call(director, 'PUT', `/settings/groups/${g.id}`, {
      name: g.name,
      locationIds: ids,
      version: g.version,
    });
    expect(res.statusCode).toBe(200);
  });
  it('refuses non-numeric and duplicate store numbers and malformed postal codes; nothing is written', async () => {
    const before = (await call(director, 'GET', '/settings/locations')).json().data.total;
    const taken = (await call(director, 'GET', '/settings/locations')).json().data.data[0].storeNumber;
    const bad = await call(director, 'POST', '/settings/locations', {
      ...blank,
      name: 'Bad',
      storeNumber: '12a',
      postalCode: '7870',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      storeNumber: 'Digits only.',
      postalCode: 'Enter a US ZIP code: 5 digits, or 5+4 (12345-6789).',
    });
    const dup = await call(director, 'POST', '/settings/locations', { ...blank, name: 'Dup', storeNumber: taken });
    expect(dup.json().fields).toEqual({ storeNumber: 'This store number is already in use.' });
    expect((await call(director, 'GET', '/settings/locations')).json().data.total).toBe(before);
    const ok = await call(director, 'POST', '/settings/locations', {
      ...blank,
      name: 'Fine',
      postalCode: '78701-1234',
    });
    expect(ok.statusCode).toBe(200);
  });
});
