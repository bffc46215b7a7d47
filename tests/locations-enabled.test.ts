/**
 * A location's enabled flag (core/src/venue/locationEnabled.ts) end to end: saved, listed and
 * filtered on the Locations screen through the gateway, audit-logged; a disabled location leaves
 * the location lookups (GraphQL `locations`, /groups/locations, the booking filters, the segment
 * locations), its guest shop answers 404, and new bookings and new product links there are
 * refused with a field message while links a product or a user already had stay. Beside it: the Users list
 * filtered by location, and GET /administration/roles-security.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePermissions } from '../core/src/permissions.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { userLocations } from '../rest-api/src/db/schema-settings.ts';
import { type BookingWorld, bookingWorld } from './support/bookings.ts';
import type { GatewayClient } from './support/client.ts';
import { demoMasterClients, newLocation, newUser } from './support/fixtures.ts';
import { productInput, refsOf } from './support/products.ts';
import { type Method, restCall, restLogin } from './support/rest.ts';
import { userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let client: GatewayClient;
let token: string;
let a: number;
let b: number;

beforeAll(async () => {
  stack = await startStack();
  ({ a, b } = await demoMasterClients(stack.database.db));
  client = stack.client();
  await client.login('director@funzone.test');
  client.masterClient = a;
  token = await restLogin(stack.restUrl, 'director@funzone.test');
}, 300_000);
afterAll(() => stack?.close());

const call = (method: Method, url: string, body?: unknown) =>
  restCall(stack.restUrl, token, method, url, { body, masterClient: a });
const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const r = await client.gql<T>(query, variables);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
};

type Row = { id: number; name: string; code: string; groupId: number | null; enabled: boolean; version: number };
const ROW = 'id name code groupId enabled version';
const texts = { storeNumber: '', address1: '', address2: '', city: '', state: '', postalCode: '' };

const create = async (name: string, enabled?: boolean) =>
  (
    await gql<{ createLocation: Row }>(`mutation($i: LocationCreateInput!) { createLocation(input: $i) { ${ROW} } }`, {
      i: { name, groupId: null, ...texts, ...(enabled === undefined ? {} : { enabled }) },
    })
  ).createLocation;
const setEnabled = async (l: Row, enabled: boolean) =>
  (
    await gql<{ updateLocation: Row }>(
      `mutation($id: Int!, $v: Int!, $i: LocationUpdateInput!) { updateLocation(id: $id, version: $v, input: $i) { ${ROW} } }`,
      { id: l.id, v: l.version, i: { groupId: l.groupId, ...texts, enabled } },
    )
  ).updateLocation;
const lookupCodes = async () =>
  (await gql<{ locations: { code: string }[] }>('{ locations { code } }')).locations.map((l) => l.code);
const listed = async (enabled: boolean | null, search: string) =>
  (
    await gql<{ settingsLocations: { rows: Row[]; total: number } }>(
      `query($e: Boolean, $s: String) { settingsLocations(page: 0, rowsPerPage: 50, search: $s, enabled: $e) { rows { ${ROW} } total } }`,
      { e: enabled, s: search },
    )
  ).settingsLocations;

describe('the enabled flag on the Locations screen', () => {
  it('starts on, is saved off and on again, filters the list and is audit-logged', async () => {
    const tag = `Flag${Date.now()}`;
    const on = await create(`${tag} One`);
    expect(on.enabled).toBe(true);
    const off = await create(`${tag} Two`, false);
    expect(off.enabled).toBe(false);

    expect((await listed(true, tag)).rows.map((r) => r.id)).toEqual([on.id]);
    expect((await listed(false, tag)).rows.map((r) => r.id)).toEqual([off.id]);
    expect((await listed(null, tag)).total).toBe(2);

    const switched = await setEnabled(on, false);
    expect(switched.enabled).toBe(false);
    expect(switched.version).toBe(on.version + 1);
    const [stored] = await queryRows<{ enabled: boolean }>(
      stack.database.db,
      sql`select enabled from locations where id = ${on.id}`,
    );
    expect(stored!.enabled).toBe(false);
    const audits = await queryRows<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>(
      stack.database.db,
      sql`select action, changes from audit_log where entity = 'locations' and entity_id = ${on.id} order by id`,
    );
    expect(audits.map((r) => r.action)).toEqual(['create', 'update']);
    expect(audits[1]!.changes.enabled).toEqual({ before: true, after: false });

    // Absent from an update, the flag stays as it is.
    const kept = await gql<{ updateLocation: Row }>(
      `mutation($id: Int!, $v: Int!, $i: LocationUpdateInput!) { updateLocation(id: $id, version: $v, input: $i) { ${ROW} } }`,
      { id: off.id, v: off.version, i: { groupId: null, ...texts, city: 'Austin' } },
    );
    expect(kept.updateLocation.enabled).toBe(false);
  });

  it('refuses the switch to a role without the screen edit bit', async () => {
    const l = await newLocation(stack.database.db, a);
    const viewer = await userWithBits(stack.database.db, a, encodePermissions({ 12: ['view'], 13: ['detailView'] }));
    const viewerToken = await restLogin(stack.restUrl, viewer.email);
    const res = await restCall(stack.restUrl, viewerToken, 'PUT', `/settings/locations/${l.id}`, {
      body: { groupId: null, ...texts, enabled: false, version: l.version },
      masterClient: a,
    });
    expect(res.status).toBe(403);
    const [row] = await queryRows<{ enabled: boolean }>(
      stack.database.db,
      sql`select enabled from locations where id = ${l.id}`,
    );
    expect(row!.enabled).toBe(true);
  });
});

describe('a disabled location leaves the lookups', () => {
  it('is absent from the location pickers and back once enabled', async () => {
    const l = await create(`Picker ${Date.now()}`);
    const group = await call('POST', '/settings/groups', { name: `Picker ${Date.now()}`, locationIds: [l.id] });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    const inGroups = async () =>
      ((await call('GET', '/groups/locations?src=lookup')).body.data as { locations: { code: string }[] }[])
        .flatMap((g) => g.locations)
        .map((x) => x.code);
    const bookingFilter = async () =>
      ((await call('GET', '/booking-manager/bookings/filters')).body.data.locations as { code: string }[]).map(
        (x) => x.code,
      );
    const segmentPlaces = async () =>
      (
        (await call('GET', `/marketing/guest-segments/locations?rowsPerPage=50&search=${l.code}`)).body.data.data as {
          code: string;
        }[]
      ).map((x) => x.code);

    expect(await lookupCodes()).toContain(l.code);
    expect(await inGroups()).toContain(l.code);
    expect(await bookingFilter()).toContain(l.code);
    expect(await segmentPlaces()).toContain(l.code);

    const off = await setEnabled((await listed(null, l.name)).rows[0]!, false);
    expect(await lookupCodes()).not.toContain(l.code);
    expect(await inGroups()).not.toContain(l.code);
    expect(await bookingFilter()).not.toContain(l.code);
    expect(await segmentPlaces()).not.toContain(l.code);
    // The Groups screen's own sub-table still shows the group's whole membership.
    const sub = (await call('GET', `/settings/groups/sub-table?id=${group.body.data.id}`)).body.data as {
      locationId: number;
    }[];
    expect(sub.map((x) => x.locationId)).toContain(l.id);

    await setEnabled(off, true);
    expect(await lookupCodes()).toContain(l.code);
    expect(await segmentPlaces()).toContain(l.code);
  });
});

describe('new bookings and products at a disabled location', () => {
  let world: BookingWorld;
  let location: Row;

  beforeAll(async () => {
    world = await bookingWorld(stack.database.db, a);
    location = (await listed(null, world.locationCode)).rows.find((r) => r.code === world.locationCode)!;
  });

  const book = () =>
    call('POST', '/booking-manager/bookings', {
      locationCode: world.locationCode,
      activityId: world.activityId,
      date: Temporal.Now.plainDateISO(world.zone).add({ days: 3 }).toString(),
      startTime: '12:00',
      guests: 1,
      holderId: world.holderIds[0],
    });

  it('refuses a booking with a field message and its guest shop answers 404, until enabled again', async () => {
    location = await setEnabled(location, false);
    try {
      const refused = await book();
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.fields).toEqual({
        locationCode: 'This location is disabled: choose an enabled location.',
      });
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
        stack.database.db,
        sql`select count(*)::int as n from bookings where activity_id = ${world.activityId}`,
      );
      expect(Number(n)).toBe(0);
      expect((await restCall(stack.restUrl, null, 'GET', `/shop/${a}/${world.locationCode}`)).status).toBe(404);
    } finally {
      location = await setEnabled(location, true);
    }
    const booked = await book();
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect((await restCall(stack.restUrl, null, 'GET', `/shop/${a}/${world.locationCode}`)).status).toBe(200);
  });

  it('refuses a new product link to it, keeps a link the product already had', async () => {
    const refs = await refsOf(stack.database.db, a);
    const made = await call(
      'POST',
      '/product-management/products',
      productInput(refs, 'REGULAR', `Kept ${Date.now()}`),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const product = made.body.data as { id: number; version: number };
    const [l1, l2] = refs.locations;
    const off = await setEnabled(await locationRow(l2!), false);
    try {
      // The product already sells at l2: saving it again keeps that.
      const again = await call('PUT', `/product-management/products/${product.id}`, {
        ...productInput(refs, 'REGULAR', `Kept again ${Date.now()}`),
        version: product.version,
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      // A new product naming l2 is refused on locationIds, writing nothing.
      const name = `Refused ${Date.now()}`;
      const refused = await call('POST', '/product-management/products', productInput(refs, 'REGULAR', name));
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ locationIds: 'This location is disabled: choose an enabled location.' });
      const rows = await queryRows(stack.database.db, sql`select id from products where name = ${name}`);
      expect(rows).toEqual([]);
      // Named by l1 alone it is saved.
      const alone = {
        ...productInput(refs, 'REGULAR', `${name} alone`),
        locationIds: [l1],
        prices: [{ locationId: l1, priceLevelId: refs.priceLevels[0], price: '5' }],
      };
      expect((await call('POST', '/product-management/products', alone)).status).toBe(200);
    } finally {
      await setEnabled(off, true);
    }
  });
});

async function locationRow(id: number): Promise<Row> {
  return (await gql<{ settingsLocation: Row }>(`query($id: Int!) { settingsLocation(id: $id) { ${ROW} } }`, { id }))
    .settingsLocation;
}

describe('users given a disabled location (Settings → Users)', () => {
  const REFUSED = { locationIds: 'This location is disabled: choose an enabled location.' };
  const USER = 'id version locations { locationId }';
  type Saved = { id: number; version: number; locations: { locationId: number }[] };
  const held = async (userId: number) =>
    (
      await queryRows<{ location_id: number }>(
        stack.database.db,
        sql`select location_id from ${userLocations} where user_id = ${userId} order by location_id`,
      )
    ).map((r) => Number(r.location_id));

  it('refuses a new user or a new link with a field message, keeps a location the user already held', async () => {
    const tag = `Staff${Date.now()}`;
    const [l1, l2] = [await create(`${tag} One`), await create(`${tag} Two`)];
    const { roleOptions } = await gql<{ roleOptions: { roleId: number }[] }>('{ roleOptions { roleId } }');
    const input = (who: string, locationIds: number[]) => ({
      form: 'SIMPLE',
      firstName: 'Dana',
      lastName: who,
      email: `${who.toLowerCase()}@tests.test`,
      phone: '5125550100',
      roleId: roleOptions[1]!.roleId,
      locationIds,
    });
    const createUser = (i: ReturnType<typeof input>) =>
      client.gql<{ createUser: Saved }>(`mutation($i: UserInput!) { createUser(input: $i) { ${USER} } }`, { i });
    const updateUser = (u: Saved, i: ReturnType<typeof input>) =>
      client.gql<{ updateUser: Saved }>(
        `mutation($id: Int!, $v: Int!, $i: UserInput!) { updateUser(id: $id, version: $v, input: $i) { ${USER} } }`,
        { id: u.id, v: u.version, i },
      );
    const both = input(`${tag}Both`, [l1.id, l2.id]);
    const holder = (await createUser(both)).data!.createUser;
    const one = input(`${tag}One`, [l1.id]);
    const other = (await createUser(one)).data!.createUser;
    const off = await setEnabled(l2, false);
    try {
      // A new user at the disabled location: refused on locationIds, nobody written.
      const fresh = input(`${tag}New`, [l2.id]);
      const refused = await createUser(fresh);
      expect(refused.errors?.[0]?.extensions?.fields).toEqual(REFUSED);
      const written = await queryRows(stack.database.db, sql`select id from users where email = ${fresh.email}`);
      expect(written).toEqual([]);
      // Giving it to a user who did not hold it: refused, their locations unchanged.
      const added = await updateUser(other, { ...one, locationIds: [l1.id, l2.id] });
      expect(added.errors?.[0]?.extensions?.fields).toEqual(REFUSED);
      expect(await held(other.id)).toEqual([l1.id]);
      // The user who already held it is saved unchanged, and keeps it.
      const again = await updateUser(holder, { ...both, lastName: `${tag}Again` });
      expect(again.errors).toBeUndefined();
      expect(await held(holder.id)).toEqual([l1.id, l2.id]);
      // Unchecked in the dialog, it goes.
      const dropped = await updateUser(again.data!.updateUser, { ...both, locationIds: [l1.id] });
      expect(dropped.errors).toBeUndefined();
      expect(await held(holder.id)).toEqual([l1.id]);
    } finally {
      await setEnabled(off, true);
    }
  });
});

describe('a disabled location keeps its history in reports', () => {
  it('still counts in the dashboards, for all locations and on its own', async () => {
    const [seeded] = await queryRows<{ id: number }>(
      stack.database.db,
      sql`select l.id from locations l where l.master_client_id = ${a}
          and exists (select 1 from dash_sales s where s.location_id = l.id) order by l.id limit 1`,
    );
    const id = Number(seeded!.id);
    const revenue = async (locations: number[]) =>
      (
        await gql<{ ownersBox: { revenue: { conversion: { value: number } } } }>(
          'query($f: DashboardFilterInput!) { ownersBox(filter: $f) { revenue { conversion { value } } } }',
          { f: { locations, dateRange: 16, rollingDataRange: 7 } },
        )
      ).ownersBox.revenue.conversion.value;
    const before = await revenue([]);
    const off = await setEnabled(await locationRow(id), false);
    try {
      expect(await lookupCodes()).not.toContain(off.code);
      const alone = await revenue([id]);
      expect(alone).toBeGreaterThan(0);
      expect(await revenue([])).toBe(before);
      expect(before).toBeGreaterThanOrEqual(alone);
    } finally {
      await setEnabled(off, true);
    }
  });
});

describe('the Users list filtered by location', () => {
  it('answers the users linked to the location, paged, and none for another client’s location', async () => {
    const l = await newLocation(stack.database.db, a);
    const linked = [await newUser(stack.database.db, a), await newUser(stack.database.db, a)];
    await newUser(stack.database.db, a);
    await stack.database.db.insert(userLocations).values(linked.map((u) => ({ userId: u.id, locationId: l.id })));

    const page0 = (await call('GET', `/settings/users?locationId=${l.id}&rowsPerPage=1&page=0`)).body.data;
    const page1 = (await call('GET', `/settings/users?locationId=${l.id}&rowsPerPage=1&page=1`)).body.data;
    expect(page0.total).toBe(2);
    const ids = [...page0.data, ...page1.data].map((u: { id: number }) => u.id).sort((x: number, y: number) => x - y);
    expect(ids).toEqual(linked.map((u) => u.id).sort((x, y) => x - y));

    const viaGateway = await gql<{ settingsUsers: { rows: { id: number }[]; total: number } }>(
      'query($l: Int) { settingsUsers(page: 0, rowsPerPage: 50, locationId: $l) { rows { id } total } }',
      { l: l.id },
    );
    expect(viaGateway.settingsUsers.total).toBe(2);

    const foreign = await newLocation(stack.database.db, b);
    const other = await newUser(stack.database.db, b);
    await stack.database.db.insert(userLocations).values({ userId: other.id, locationId: foreign.id });
    const none = (await call('GET', `/settings/users?locationId=${foreign.id}`)).body.data;
    expect(none.data).toEqual([]);
  });
});

describe('GET /administration/roles-security', () => {
  it('lists the client’s roles with their departments and locations, for VIEW of menu 15 only', async () => {
    const l = await newLocation(stack.database.db, a);
    const dep = await call('POST', '/administration/roles-departments', {
      name: `Desk ${Date.now()}`,
      locationId: l.id,
    });
    expect(dep.status, JSON.stringify(dep.body)).toBe(200);
    const name = `Linked ${Date.now()}`;
    const made = await call('POST', '/administration/roles-security', {
      name,
      departmentIds: [dep.body.data.id],
      locationIds: [l.id],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);

    const res = await call('GET', '/administration/roles-security');
    expect(res.status).toBe(200);
    const role = (res.body.data as { roleId: number; name: string }[]).find((r) => r.name === name);
    expect(role).toMatchObject({
      roleId: made.body.data.roleId,
      departments: [{ id: dep.body.data.id }],
      locations: [{ locationId: l.id }],
    });
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      stack.database.db,
      sql`select count(*)::int as n from roles where master_client_id = ${a}`,
    );
    expect(res.body.data).toHaveLength(Number(n));

    // Another master client's roles never show; a role without VIEW of menu 15 is refused.
    const inB = (await restCall(stack.restUrl, token, 'GET', '/administration/roles-security', { masterClient: b }))
      .body.data as { roleId: number }[];
    expect(inB.map((r) => r.roleId)).not.toContain(made.body.data.roleId);
    const blind = await userWithBits(stack.database.db, a, encodePermissions({ 16: ['view'] }));
    const blindToken = await restLogin(stack.restUrl, blind.email);
    const refused = await restCall(stack.restUrl, blindToken, 'GET', '/administration/roles-security', {
      masterClient: a,
    });
    expect(refused.status).toBe(403);
  });
});
