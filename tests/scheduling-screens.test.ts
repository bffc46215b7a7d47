/**
 * The setup screens' API: resources and activities created, listed and changed through
 * the gateway (REST /club-booking/resources and /activities under it), on their own permission
 * modules 124 and 125; another master client's ids not found and nothing written; a change that
 * strands a future booking answered with it, nothing written, until repeated with keepBookings.
 * An activity uses several resources: each this master client's (else not found) and at the
 * activity's location (else a field message); taking one off so that a slot's booked guests
 * exceed the kept resources' places answers those bookings.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { type BookingWorld, bookingWorld } from './support/bookings.ts';
import type { GatewayClient } from './support/client.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let director: GatewayClient;
let world: BookingWorld;
let foreign: BookingWorld;
let productId: number;

const TABLES = ['booking_resources', 'booking_activities', 'booking_activity_resources', 'audit_log'];
const db = () => stack.database.db;
const every = (from: number, to: number, step = 30) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges: [{ from, to, every: step }], starts: [] }));

const RESOURCE = 'id locationId name kind places enabled';
const ACTIVITY = `id name locationId resourceId resourceIds durationMinutes capacity priceCents enabled
  schedule { weekday starts ranges { from to every } }`;
const RESULT = 'saved id bookingsInTheWay { id confirmationCode holderName date startTime }';
const CREATE_RESOURCE = `mutation($i: BookingResourceInput!) { createBookingResource(input: $i) { ${RESOURCE} } }`;
const UPDATE_RESOURCE = `mutation($id: Int!, $i: BookingResourceInput!, $k: Boolean) {
  updateBookingResource(id: $id, input: $i, keepBookings: $k) { ${RESULT} } }`;
const CREATE_ACTIVITY = `mutation($i: SchedulingActivityInput!) { createBookingActivity(input: $i) { ${ACTIVITY} } }`;
const UPDATE_ACTIVITY = `mutation($id: Int!, $i: SchedulingActivityInput!, $k: Boolean) {
  updateBookingActivity(id: $id, input: $i, keepBookings: $k) { ${RESULT} } }`;

const resource = (over: Record<string, unknown> = {}) => ({
  locationId: world.locationId,
  name: 'Court 7',
  kind: 'COURT',
  places: 4,
  enabled: true,
  ...over,
});
const activity = (resourceId: number, over: Record<string, unknown> = {}) => ({
  productId,
  locationId: world.locationId,
  resourceIds: [resourceId],
  name: 'Court hour',
  schedule: every(600, 1200),
  durationMinutes: 60,
  bufferMinutes: 0,
  capacity: 4,
  minGuests: 1,
  maxGuests: 4,
  priceCents: 4000,
  depositCents: 0,
  online: true,
  enabled: true,
  ...over,
});

async function signedIn(email: string) {
  const c = stack.client();
  await c.login(email);
  c.masterClient = world.masterClientId;
  return c;
}

beforeAll(async () => {
  stack = await startStack();
  const { a, b } = await demoMasterClients(db());
  world = await bookingWorld(db(), a);
  foreign = await bookingWorld(db(), b);
  const [p] = await queryRows<{ id: number }>(
    db(),
    sql`select id from products where master_client_id = ${a} and kind = 'RESERVATION' order by id limit 1`,
  );
  productId = Number(p!.id);
  director = await signedIn('director@funzone.test');
}, 300_000);
afterAll(() => stack?.close());

describe('resources and activities through the gateway', () => {
  it('creates, lists (location, search, page) and changes a resource and an activity', async () => {
    const made = await director.gql<{ createBookingResource: { id: number; name: string } }>(CREATE_RESOURCE, {
      i: resource({ name: 'Court 7 screens' }),
    });
    expect(made.errors).toBeUndefined();
    const r = made.data!.createBookingResource.id;
    const list = await director.gql<{ bookingResources: { total: number; rows: { id: number }[] } }>(
      `query($l: Int, $s: String) { bookingResources(locationId: $l, search: $s, page: 0, rowsPerPage: 5) { total rows { ${RESOURCE} } } }`,
      { l: world.locationId, s: '7 SCREENS' },
    );
    expect(list.data!.bookingResources).toMatchObject({ total: 1, rows: [{ id: r }] });
    // A link names resources by id (a prefilled new activity); an empty list names none.
    const named = async (ids: number[]) =>
      (
        await director.gql<{ bookingResources: { total: number; rows: { id: number }[] } }>(
          `query($ids: [Int!]) { bookingResources(ids: $ids) { total rows { id } } }`,
          { ids },
        )
      ).data!.bookingResources;
    expect(await named([r])).toMatchObject({ total: 1, rows: [{ id: r }] });
    expect((await named([])).total).toBe(0);

    const act = await director.gql<{ createBookingActivity: { id: number; schedule: unknown[] } }>(CREATE_ACTIVITY, {
      i: activity(r),
    });
    expect(act.errors).toBeUndefined();
    const id = act.data!.createBookingActivity.id;
    expect(act.data!.createBookingActivity.schedule).toHaveLength(7);
    const changed = await director.gql<{ updateBookingActivity: { saved: boolean } }>(UPDATE_ACTIVITY, {
      id,
      i: activity(r, { name: 'Court 90', durationMinutes: 90 }),
    });
    expect(changed.data!.updateBookingActivity).toMatchObject({ saved: true, id, bookingsInTheWay: [] });
    const read = await director.gql<{ bookingActivity: { name: string; durationMinutes: number } }>(
      `query($id: Int!) { bookingActivity(id: $id) { ${ACTIVITY} } }`,
      { id },
    );
    expect(read.data!.bookingActivity).toMatchObject({ name: 'Court 90', durationMinutes: 90 });
    const renamed = await director.gql<{ updateBookingResource: { saved: boolean } }>(UPDATE_RESOURCE, {
      id: r,
      i: resource({ name: 'Court 8 screens' }),
    });
    expect(renamed.data!.updateBookingResource.saved).toBe(true);
  });

  it('refuses bad input with field messages, writing nothing', async () => {
    const before = await fingerprint(db(), TABLES);
    const bad = await director.gql(CREATE_RESOURCE, { i: resource({ name: ' ', places: -1 }) });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors?.[0]?.extensions?.fields as object).sort()).toEqual(['name', 'places']);
    expect(await fingerprint(db(), TABLES)).toEqual(before);
  });

  it('refuses viewer and staff (no rights on modules 124 and 125), writing nothing', async () => {
    const before = await fingerprint(db(), TABLES);
    for (const email of ['viewer@funzone.test', 'staff@funzone.test']) {
      const c = await signedIn(email);
      const made = await c.gql(CREATE_RESOURCE, { i: resource({ name: `By ${email}` }) });
      expect(made.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const listed = await c.gql('{ bookingActivities { total } }');
      expect(listed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await fingerprint(db(), TABLES)).toEqual(before);
  });

  it("answers another master client's resources and activities as not found, nothing written", async () => {
    const [theirs] = await queryRows<{ resourceId: number }>(
      db(),
      sql`select resource_id as "resourceId" from booking_activities where id = ${foreign.activityId}`,
    );
    const theirResource = Number(theirs!.resourceId);
    const mine = await director.gql<{ createBookingResource: { id: number } }>(CREATE_RESOURCE, {
      i: resource({ name: 'Court tenancy' }),
    });
    const r = mine.data!.createBookingResource.id;
    const before = await fingerprint(db(), TABLES);
    const calls: [string, Record<string, unknown>][] = [
      [`query($id: Int!) { bookingResource(id: $id) { id } }`, { id: theirResource }],
      [`query($id: Int!) { bookingActivity(id: $id) { id } }`, { id: foreign.activityId }],
      [UPDATE_RESOURCE, { id: theirResource, i: resource() }],
      [UPDATE_ACTIVITY, { id: foreign.activityId, i: activity(r) }],
      [CREATE_RESOURCE, { i: resource({ locationId: foreign.locationId }) }],
      [CREATE_ACTIVITY, { i: activity(theirResource) }],
    ];
    for (const [q, v] of calls) {
      const res = await director.gql(q, v);
      expect(res.errors?.[0]?.extensions?.code, q).toBe('NOT_FOUND');
    }
    const list = await director.gql<{ bookingResources: { rows: { id: number }[] } }>(
      '{ bookingResources(rowsPerPage: 100) { rows { id } } }',
    );
    expect(list.data!.bookingResources.rows.map((x) => x.id)).not.toContain(theirResource);
    expect(await fingerprint(db(), TABLES)).toEqual(before);
  });

  it('answers the bookings a schedule change strands, writes nothing, and saves once they are kept', async () => {
    const r = (
      await director.gql<{ createBookingResource: { id: number } }>(CREATE_RESOURCE, {
        i: resource({ name: 'Court stranded' }),
      })
    ).data!.createBookingResource.id;
    const id = (await director.gql<{ createBookingActivity: { id: number } }>(CREATE_ACTIVITY, { i: activity(r) }))
      .data!.createBookingActivity.id;
    const day = Temporal.Now.plainDateISO(world.zone).add({ days: 4 }).toString();
    const made = await director.gql<{ createBooking: { booking: { info: { id: number; confirmationCode: string } } } }>(
      `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { info { id confirmationCode } } } }`,
      {
        i: {
          locationCode: world.locationCode,
          activityId: id,
          date: day,
          startTime: '16:30',
          guests: 2,
          holderId: world.holderIds[0],
        },
      },
    );
    expect(made.errors).toBeUndefined();
    const booking = made.data!.createBooking.booking.info;
    const before = await fingerprint(db(), TABLES);
    const mornings = activity(r, { schedule: every(600, 720) });
    const refused = await director.gql<{ updateBookingActivity: Record<string, unknown> }>(UPDATE_ACTIVITY, {
      id,
      i: mornings,
    });
    expect(refused.data!.updateBookingActivity).toMatchObject({
      saved: false,
      id: null,
      bookingsInTheWay: [{ id: booking.id, confirmationCode: booking.confirmationCode, date: day, startTime: '16:30' }],
    });
    expect(await fingerprint(db(), TABLES)).toEqual(before);
    const disabled = await director.gql<{ updateBookingResource: { saved: boolean; bookingsInTheWay: unknown[] } }>(
      UPDATE_RESOURCE,
      { id: r, i: resource({ name: 'Court stranded', enabled: false }) },
    );
    expect(disabled.data!.updateBookingResource).toMatchObject({
      saved: false,
      bookingsInTheWay: [{ id: booking.id }],
    });
    expect(await fingerprint(db(), TABLES)).toEqual(before);
    const kept = await director.gql<{ updateBookingActivity: Record<string, unknown> }>(UPDATE_ACTIVITY, {
      id,
      i: mornings,
      k: true,
    });
    expect(kept.data!.updateBookingActivity).toMatchObject({ saved: true, id, bookingsInTheWay: [] });
  });

  it('uses several resources of its location: not found for another client, a field message for another location, bookings in the way when one is taken off', async () => {
    const newResource = async (over: Record<string, unknown>) =>
      (await director.gql<{ createBookingResource: { id: number } }>(CREATE_RESOURCE, { i: resource(over) })).data!
        .createBookingResource.id;
    const r1 = await newResource({ name: 'Court A', places: 4 });
    const r2 = await newResource({ name: 'Court B', places: 4 });
    const [elsewhere] = await queryRows<{ id: number }>(
      db(),
      sql`select id from locations where master_client_id = ${world.masterClientId} and id <> ${world.locationId} order by id limit 1`,
    );
    const away = await newResource({ name: 'Court away', locationId: Number(elsewhere!.id) });
    const [theirs] = await queryRows<{ id: number }>(
      db(),
      sql`select id from booking_resources where master_client_id = ${foreign.masterClientId} order by id limit 1`,
    );
    const two = (ids: number[], over: Record<string, unknown> = {}) =>
      activity(0, { resourceIds: ids, capacity: 8, maxGuests: 8, name: 'Doubles', ...over });

    const before = await fingerprint(db(), TABLES);
    const foreignOne = await director.gql(CREATE_ACTIVITY, { i: two([r1, Number(theirs!.id)]) });
    expect(foreignOne.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const otherPlace = await director.gql(CREATE_ACTIVITY, { i: two([r1, away]) });
    expect(otherPlace.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(otherPlace.errors?.[0]?.extensions?.fields as object)).toEqual(['resourceIds']);
    for (const ids of [[], [r1, r1]]) {
      const bad = await director.gql(CREATE_ACTIVITY, { i: two(ids) });
      expect(Object.keys(bad.errors?.[0]?.extensions?.fields as object), JSON.stringify(ids)).toEqual(['resourceIds']);
    }
    expect(await fingerprint(db(), TABLES)).toEqual(before);

    const made = await director.gql<{
      createBookingActivity: { id: number; resourceIds: number[]; resourceId: number };
    }>(CREATE_ACTIVITY, { i: two([r2, r1]) });
    expect(made.errors).toBeUndefined();
    const id = made.data!.createBookingActivity.id;
    // The order chosen is kept; the first is where the manager's day lists it.
    expect(made.data!.createBookingActivity).toMatchObject({ resourceIds: [r2, r1], resourceId: r2 });
    const day = Temporal.Now.plainDateISO(world.zone).add({ days: 5 }).toString();
    const booked = await director.gql<{ createBooking: { booking: { info: { id: number } } } }>(
      `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { info { id } } } }`,
      {
        i: {
          locationCode: world.locationCode,
          activityId: id,
          date: day,
          startTime: '11:00',
          guests: 6,
          holderId: world.holderIds[0],
        },
      },
    );
    expect(booked.errors).toBeUndefined();
    const bookingId = booked.data!.createBooking.booking.info.id;

    const unchanged = await fingerprint(db(), TABLES);
    // Court A alone holds four: eight places a slot on it are refused on the places field.
    const tooMany = await director.gql(UPDATE_ACTIVITY, { id, i: two([r1]) });
    expect(tooMany.errors?.[0]?.extensions?.fields).toEqual({
      capacity: 'Its resources hold 4 guests at once: places per slot is at most 4.',
    });
    const unlimited = await director.gql(UPDATE_ACTIVITY, { id, i: two([r1], { capacity: null, maxGuests: null }) });
    expect(Object.keys(unlimited.errors?.[0]?.extensions?.fields as object)).toEqual(['capacity']);
    expect(await fingerprint(db(), TABLES)).toEqual(unchanged);
    // Six guests do not fit on Court A's four places alone.
    const courtA = { capacity: 4, maxGuests: 4 };
    const refused = await director.gql<{ updateBookingActivity: Record<string, unknown> }>(UPDATE_ACTIVITY, {
      id,
      i: two([r1], courtA),
    });
    expect(refused.data!.updateBookingActivity).toMatchObject({
      saved: false,
      bookingsInTheWay: [{ id: bookingId, date: day, startTime: '11:00' }],
    });
    expect(await fingerprint(db(), TABLES)).toEqual(unchanged);
    // Adding a resource or reordering strands nothing.
    const wider = await newResource({ name: 'Court C', places: null });
    const reordered = await director.gql<{ updateBookingActivity: { saved: boolean } }>(UPDATE_ACTIVITY, {
      id,
      i: two([r1, wider, r2]),
    });
    expect(reordered.data!.updateBookingActivity.saved).toBe(true);
    // Court C's places are not counted, so keeping it and Court A still holds the six.
    const fits = await director.gql<{ updateBookingActivity: { saved: boolean } }>(UPDATE_ACTIVITY, {
      id,
      i: two([r1, wider]),
    });
    expect(fits.data!.updateBookingActivity.saved).toBe(true);
    const kept = await director.gql<{ updateBookingActivity: { saved: boolean } }>(UPDATE_ACTIVITY, {
      id,
      i: two([r1], courtA),
      k: true,
    });
    expect(kept.data!.updateBookingActivity.saved).toBe(true);
    const read = await director.gql<{ bookingActivity: { resourceIds: number[]; resources: { name: string }[] } }>(
      `query($id: Int!) { bookingActivity(id: $id) { resourceIds resources { name } } }`,
      { id },
    );
    expect(read.data!.bookingActivity).toEqual({ resourceIds: [r1], resources: [{ name: 'Court A' }] });
    // Court A can no longer shrink under the four places a slot its activity sells.
    const held = await fingerprint(db(), TABLES);
    const shrunk = await director.gql(UPDATE_RESOURCE, { id: r1, i: resource({ name: 'Court A', places: 3 }) });
    expect(shrunk.errors?.[0]?.extensions?.fields).toEqual({
      places: 'Doubles would sell more places a slot than its resources hold (3). Lower its places per slot first.',
    });
    expect(await fingerprint(db(), TABLES)).toEqual(held);
    const grown = await director.gql<{ updateBookingResource: { saved: boolean } }>(UPDATE_RESOURCE, {
      id: r1,
      i: resource({ name: 'Court A', places: 5 }),
    });
    expect(grown.data!.updateBookingResource.saved).toBe(true);
  });

  it("answers the product editor's scheduling lookups: the product's activities with their resources, this client's only", async () => {
    const court = (
      await director.gql<{ createBookingResource: { id: number } }>(CREATE_RESOURCE, {
        i: resource({ name: 'Lookup court' }),
      })
    ).data!.createBookingResource.id;
    const id = (
      await director.gql<{ createBookingActivity: { id: number } }>(CREATE_ACTIVITY, {
        i: activity(court, { name: 'Lookup hour' }),
      })
    ).data!.createBookingActivity.id;
    const EVENTS = `query($p: Int, $c: [String!]) { productSchedulingEvents(productId: $p, locationCodes: $c) {
      id name productId locationCode resources { id name } } }`;
    const RESOURCES = `query($c: [String!], $s: String) { productSchedulingResources(locationCodes: $c, search: $s) {
      id name locationCode } }`;
    const events = await director.gql<{ productSchedulingEvents: { id: number; productId: number }[] }>(EVENTS, {
      p: productId,
    });
    expect(events.errors).toBeUndefined();
    expect(events.data!.productSchedulingEvents.every((e) => e.productId === productId)).toBe(true);
    expect(events.data!.productSchedulingEvents.find((e) => e.id === id)).toEqual({
      id,
      name: 'Lookup hour',
      productId,
      locationCode: world.locationCode,
      resources: [{ id: court, name: 'Lookup court' }],
    });
    const found = await director.gql<{ productSchedulingResources: { id: number }[] }>(RESOURCES, {
      c: [world.locationCode],
      s: 'lookup COURT',
    });
    expect(found.data!.productSchedulingResources.map((r) => r.id)).toEqual([court]);
    // Another master client's product and location code match nothing.
    const [theirProduct] = await queryRows<{ id: number }>(
      db(),
      sql`select product_id as id from booking_activities where id = ${foreign.activityId}`,
    );
    const theirs = await director.gql<{ productSchedulingEvents: unknown[] }>(EVENTS, { p: Number(theirProduct!.id) });
    expect(theirs.data!.productSchedulingEvents).toEqual([]);
    const theirPlace = await director.gql<{ productSchedulingResources: unknown[] }>(RESOURCES, {
      c: [foreign.locationCode],
    });
    expect(theirPlace.data!.productSchedulingResources).toEqual([]);
    // The products screen's VIEW guards them: the seed's admin has no products module.
    const admin = await signedIn('admin@funzone.test');
    const refused = await admin.gql(EVENTS, { p: productId });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
