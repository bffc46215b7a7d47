import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let director: string;
let viewer: string;
const FUNZONE = 1;
const BOWLARAMA = 2;

beforeAll(async () => {
  t = await createTestApp();
  director = await t.login('director@funzone.test');
  viewer = await t.login('viewer@funzone.test');
  // The first test file to run after a seed change builds the shared template (see harness.ts).
}, 300_000);
afterAll(() => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, mc = FUNZONE) =>
  t.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}masterClient=${mc}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const funzoneLocations = async () =>
  (await call(director, 'GET', '/location?src=lookup')).json().data as { locationId: number; name: string }[];

describe('GET /settings/groups', () => {
  it('answers one page with totals and each group’s locations as the sub-table', async () => {
    const res = await call(director, 'GET', '/settings/groups?page=0&rowsPerPage=1&sort=name&order=desc');
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ total: 2, page: 0, rowsPerPage: 1 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0].name).toBe('Florida');
    expect(body.data[0].locations.map((l: { name: string }) => l.name)).toEqual([
      'FunZone Orlando',
      'FunZone Tampa Bay',
    ]);
  });

  it('searches by name, case-insensitively', async () => {
    const body = (await call(director, 'GET', '/settings/groups?search=TEXAS')).json().data;
    expect(body.data.map((g: { name: string }) => g.name)).toEqual(['Central Texas']);
  });

  it('never lists another master client’s groups', async () => {
    const names = (await call(director, 'GET', '/settings/groups', undefined, BOWLARAMA))
      .json()
      .data.data.map((g: { name: string }) => g.name);
    expect(names).toEqual(['Chicagoland', 'Great Lakes']);
  });
});

describe('saving groups', () => {
  it('flags a blank name and no locations on the Basic Tab fields', async () => {
    const res = await call(director, 'POST', '/settings/groups', { name: '   ', locationIds: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please fill all the required fields',
      fields: { name: 'This field is required.', locations: 'Select at least one location.' },
    });
  });

  it('creates with a trimmed name, moves the chosen locations in, and refuses a stale update', async () => {
    const [first] = await funzoneLocations();
    const created = await call(director, 'POST', '/settings/groups', {
      name: '  Pop-ups ',
      locationIds: [first!.locationId],
    });
    expect(created.statusCode).toBe(200);
    const group = created.json().data;
    expect(group).toMatchObject({ name: 'Pop-ups', version: 1, locations: [{ locationId: first!.locationId }] });

    const ok = await call(director, 'PUT', `/settings/groups/${group.id}`, {
      name: 'Pop-up venues',
      locationIds: [first!.locationId],
      version: 1,
    });
    expect(ok.json().data).toMatchObject({ name: 'Pop-up venues', version: 2 });
    const stale = await call(director, 'PUT', `/settings/groups/${group.id}`, {
      name: 'Overwrite',
      locationIds: [first!.locationId],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This record was changed by someone else. Reload it to see the latest version.');
    expect((await call(director, 'GET', `/settings/groups/${group.id}`)).json().data.name).toBe('Pop-up venues');
  });

  it('refuses locations of another master client', async () => {
    const bowl = (await call(director, 'GET', '/location?src=lookup', undefined, BOWLARAMA)).json().data;
    const res = await call(director, 'POST', '/settings/groups', { name: 'Mixed', locationIds: [bowl[0].locationId] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.locations).toBeDefined();
  });

  it('answers 404 for a group of another master client', async () => {
    const bowl = (await call(director, 'GET', '/settings/groups', undefined, BOWLARAMA)).json().data.data[0];
    expect((await call(director, 'GET', `/settings/groups/${bowl.id}`)).statusCode).toBe(404);
    const put = await call(director, 'PUT', `/settings/groups/${bowl.id}`, { name: 'X', locationIds: [1], version: 1 });
    expect(put.statusCode).toBe(404);
    expect((await call(director, 'DELETE', `/settings/groups?ids=${bowl.id}`)).statusCode).toBe(404);
  });
});

describe('removing groups', () => {
  it('removes several at once with the plural message, leaving their locations ungrouped', async () => {
    const locs = await funzoneLocations();
    const ids: number[] = [];
    for (const name of ['A', 'B']) {
      const res = await call(director, 'POST', '/settings/groups', { name, locationIds: [locs[1]!.locationId] });
      ids.push(res.json().data.id);
    }
    const res = await call(director, 'DELETE', `/settings/groups?ids=${ids.join(',')}`);
    expect(res.json().data).toEqual({ removed: 2, message: 'The groups have been successfully deleted' });
    const one = await call(director, 'POST', '/settings/groups', { name: 'C', locationIds: [locs[1]!.locationId] });
    const single = await call(director, 'DELETE', `/settings/groups?ids=${one.json().data.id}`);
    expect(single.json().data.message).toBe('The group have been successfully deleted');
    const after = (await call(director, 'GET', '/location?src=lookup')).json().data;
    expect(after.find((l: { locationId: number }) => l.locationId === locs[1]!.locationId).groupId).toBeNull();
  });
});

describe('permissions (groups: list on menu 13, actions on screen 6)', () => {
  it('lets the settings viewer list and open but not add, edit or remove', async () => {
    expect((await call(viewer, 'GET', '/settings/groups')).statusCode).toBe(200);
    const group = (await call(viewer, 'GET', '/settings/groups')).json().data.data[0];
    expect((await call(viewer, 'GET', `/settings/groups/${group.id}`)).statusCode).toBe(200);
    const add = await call(viewer, 'POST', '/settings/groups', { name: 'Nope', locationIds: [1] });
    expect(add.statusCode).toBe(403);
    const edit = await call(viewer, 'PUT', `/settings/groups/${group.id}`, {
      name: 'Nope',
      locationIds: [1],
      version: 1,
    });
    expect(edit.statusCode).toBe(403);
    expect((await call(viewer, 'DELETE', `/settings/groups?ids=${group.id}`)).statusCode).toBe(403);
  });
});
