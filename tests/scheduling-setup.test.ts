/**
 * resources and activities written by the product's repository (the one the demo seed
 * uses, rest-api/src/repositories/bookings/setup.ts): validation with field messages and nothing
 * written, another master client's location, product or resource not found and nothing written,
 * an audit row per change, and a schedule change or a disabled resource that would leave future
 * bookings at times no longer offered refused with those bookings until confirmed; a kept booking
 * is then flagged in the manager's day (through the gateway).
 *
 * The repository is called in-process here: the screens' REST routes and GraphQL mutations over
 * it are not built yet (see the h-sched report).
 */
import type { ActivityInput, ResourceInput } from '@marquee/core/bookings/setup';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import type { HttpError } from '../rest-api/src/http/errors.ts';
import {
  createActivity,
  createResource,
  updateActivity,
  updateResource,
} from '../rest-api/src/repositories/bookings/setup.ts';
import { type BookingWorld, bookingWorld } from './support/bookings.ts';
import type { GatewayClient } from './support/client.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let client: GatewayClient;
let world: BookingWorld;
let foreign: BookingWorld;
let productId: number;
let userId: number;

const TABLES = ['booking_resources', 'booking_activities', 'audit_log'];
const db = () => stack.database.db;
const ahead = (days: number) => Temporal.Now.plainDateISO(world.zone).add({ days }).toString();
const every = (from: number, to: number, step = 30) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges: [{ from, to, every: step }], starts: [] }));

const resource = (over: Partial<ResourceInput> = {}): ResourceInput => ({
  locationId: world.locationId,
  name: 'Lane 9',
  kind: 'LANE',
  places: 12,
  enabled: true,
  ...over,
});
const activity = (resourceId: number, over: Partial<ActivityInput> = {}): ActivityInput => ({
  productId,
  locationId: world.locationId,
  resourceIds: [resourceId],
  name: 'Bowling hour',
  schedule: every(600, 1200),
  durationMinutes: 60,
  bufferMinutes: 0,
  capacity: 12,
  minGuests: 1,
  maxGuests: 12,
  priceCents: 2500,
  depositCents: 0,
  online: true,
  enabled: true,
  ...over,
});
const inTx = <T>(run: (tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) => Promise<T>) =>
  db().transaction(run);
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as HttpError;
  }
  throw new Error('expected a refusal');
};

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
  const [u] = await queryRows<{ id: number }>(db(), sql`select id from users where email = 'director@funzone.test'`);
  userId = Number(u!.id);
  client = stack.client();
  await client.login('director@funzone.test');
  client.masterClient = a;
}, 300_000);
afterAll(() => stack?.close());

describe('resources and activities', () => {
  it('creates a resource and an activity with an audit row each; its slots follow the schedule', async () => {
    const r = await inTx((tx) => createResource(tx, world.masterClientId, resource(), userId));
    const fixed = [{ weekday: 1, ranges: [], starts: [600, 900] }, ...every(600, 720, 45).slice(1)];
    const id = await inTx((tx) => createActivity(tx, world.masterClientId, activity(r, { schedule: fixed }), userId));
    const logged = await queryRows<{ entity: string }>(
      db(),
      sql`select entity from audit_log where entity in ('bookingResource', 'bookingActivity') and entity_id in (${r}, ${id})`,
    );
    expect(logged.map((l) => l.entity).sort()).toEqual(['bookingActivity', 'bookingResource']);
    let monday = Temporal.PlainDate.from(ahead(2));
    while (monday.dayOfWeek !== 1) monday = monday.add({ days: 1 });
    const slots = async (date: string) =>
      (
        await client.gql<{ bookingTimeSlots: { startTime: string }[] }>(
          `query($a: Int!, $d: String!) { bookingTimeSlots(activityId: $a, date: $d) { startTime } }`,
          { a: id, d: date },
        )
      ).data!.bookingTimeSlots.map((s) => s.startTime);
    expect(await slots(monday.toString())).toEqual(['10:00', '15:00']);
    expect(await slots(monday.add({ days: 1 }).toString())).toEqual(['10:00', '10:45']);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const r = await inTx((tx) => createResource(tx, world.masterClientId, resource({ name: 'Lane 10' }), userId));
    const before = await fingerprint(db(), TABLES);
    const overlap = [
      {
        weekday: 1,
        ranges: [
          { from: 600, to: 720, every: 30 },
          { from: 700, to: 800, every: 30 },
        ],
        starts: [],
      },
    ];
    const cases: [Partial<ActivityInput>, Record<string, string>][] = [
      [{ schedule: overlap }, { schedule: 'Two ranges of the same weekday overlap.' }],
      [
        { schedule: every(600, 630), durationMinutes: 60 },
        { schedule: 'A session is longer than its range. Lengthen the range or shorten the session.' },
      ],
      [{ capacity: -1 }, { capacity: 'Places are a whole number from 0 to 10,000.' }],
      [{ minGuests: 6, maxGuests: 4 }, { maxGuests: 'The most guests is at least the least guests.' }],
      [{ maxGuests: 20 }, { maxGuests: 'The most guests is at most the places per slot.' }],
      [{ priceCents: -100 }, { priceCents: 'Enter an amount from 0 to 999,999.99.' }],
      // Lane 10 holds 12 guests at once: a slot cannot sell more, nor be unlimited.
      [{ capacity: 13 }, { capacity: 'Its resources hold 12 guests at once: places per slot is at most 12.' }],
      [
        { capacity: null, maxGuests: null },
        { capacity: 'Its resources hold 12 guests at once: places per slot is at most 12.' },
      ],
    ];
    for (const [over, fields] of cases) {
      const e = await refusal(inTx((tx) => createActivity(tx, world.masterClientId, activity(r, over), userId)));
      expect(e.statusCode).toBe(400);
      expect(e.fields).toEqual(fields);
    }
    const places = await refusal(
      inTx((tx) => createResource(tx, world.masterClientId, resource({ places: -2 }), userId)),
    );
    expect(places.fields).toEqual({ places: 'Places are a whole number from 0 to 10,000.' });
    expect(await fingerprint(db(), TABLES)).toEqual(before);
  });

  it("answers another master client's location, product and resource as not found, nothing written", async () => {
    const r = await inTx((tx) => createResource(tx, world.masterClientId, resource({ name: 'Lane 11' }), userId));
    const [theirs] = await queryRows<{ resourceId: number; productId: number }>(
      db(),
      sql`select resource_id as "resourceId", product_id as "productId" from booking_activities where id = ${foreign.activityId}`,
    );
    const before = await fingerprint(db(), TABLES);
    const mc = world.masterClientId;
    for (const run of [
      () => inTx((tx) => createResource(tx, mc, resource({ locationId: foreign.locationId }), userId)),
      () => inTx((tx) => createActivity(tx, mc, activity(r, { productId: Number(theirs!.productId) }), userId)),
      () => inTx((tx) => createActivity(tx, mc, activity(Number(theirs!.resourceId)), userId)),
      () => inTx((tx) => updateActivity(tx, mc, foreign.activityId, activity(r), userId)),
      () => inTx((tx) => updateResource(tx, mc, Number(theirs!.resourceId), resource(), userId)),
    ]) {
      expect((await refusal(run())).statusCode).toBe(404);
    }
    expect(await fingerprint(db(), TABLES)).toEqual(before);
  });
});

describe('changes with bookings on them', () => {
  it('refuses a schedule change that drops a booked slot, listing it, until confirmed; then flags it', async () => {
    const r = await inTx((tx) => createResource(tx, world.masterClientId, resource({ name: 'Lane 12' }), userId));
    const id = await inTx((tx) => createActivity(tx, world.masterClientId, activity(r), userId));
    const day = ahead(4);
    const made = await client.gql<{ createBooking: { booking: { info: { id: number; confirmationCode: string } } } }>(
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
    // Mornings only now: the 16:30 booking no longer fits.
    const mornings = activity(r, { schedule: every(600, 720) });
    const refused = await inTx((tx) => updateActivity(tx, world.masterClientId, id, mornings, userId));
    expect(refused).toEqual({
      kind: 'bookingsInTheWay',
      bookings: [
        expect.objectContaining({
          id: booking.id,
          confirmationCode: booking.confirmationCode,
          date: day,
          startTime: '16:30',
        }),
      ],
    });
    expect(await fingerprint(db(), TABLES)).toEqual(before);
    // A change that keeps 16:30 is saved at once.
    const later = activity(r, { schedule: every(900, 1200) });
    expect(await inTx((tx) => updateActivity(tx, world.masterClientId, id, later, userId))).toEqual({
      kind: 'saved',
      id,
    });
    // Disabling the resource takes the booking away too.
    const off = await inTx((tx) =>
      updateResource(tx, world.masterClientId, r, resource({ name: 'Lane 12', enabled: false }), userId),
    );
    expect(off).toMatchObject({ kind: 'bookingsInTheWay', bookings: [{ id: booking.id }] });
    // Confirmed: saved, and the manager's day flags the kept booking.
    expect(await inTx((tx) => updateActivity(tx, world.masterClientId, id, mornings, userId, true))).toEqual({
      kind: 'saved',
      id,
    });
    const day_ = await client.gql<{ bookingSchedule: { closedBookings: { id: number; startTime: string }[] } }>(
      `query($l: String!, $d: String) { bookingSchedule(locationCode: $l, date: $d) { closedBookings { id startTime } } }`,
      { l: world.locationCode, d: day },
    );
    expect(day_.data!.bookingSchedule.closedBookings).toEqual([{ id: booking.id, startTime: '16:30' }]);
  });
});
