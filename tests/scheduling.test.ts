/**
 * one rule decides which slots exist (core/bookings/schedule activitySlots: the
 * activity's schedule within the location's Calendar), and every place that lists or takes a slot
 * uses it. A day closed in the Calendar (an all-day exception, saved through /calendar) has no
 * slot in the manager's day, the New booking dialog's slot query and days, createBooking and the
 * guest shop; a booking already on it is kept and flagged in the manager's day. The shop offers
 * the same starts as the desk.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../core/src/club/settings.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { type BookingWorld, bookingWorld } from './support/bookings.ts';
import type { GatewayClient } from './support/client.ts';
import { demoMasterClients } from './support/fixtures.ts';
import { type Body, restCall, restLogin } from './support/rest.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let client: GatewayClient;
let token: string;
let world: BookingWorld;
let offeringId: number;

const ahead = (days: number) => Temporal.Now.plainDateISO(world.zone).add({ days }).toString();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  restCall(stack.restUrl, token, method, url, { body, masterClient: world.masterClientId });
const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const r = await client.gql<T>(query, variables);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
};

const SLOTS = `query($a: Int!, $d: String!) { bookingTimeSlots(activityId: $a, date: $d) { startTime } }`;
const DAYS = `query($a: Int!, $m: String!) { bookingDaysAvailability(activityId: $a, month: $m) { date available } }`;
const SCHEDULE = `query($l: String!, $d: String) { bookingSchedule(locationCode: $l, date: $d) {
  resources { activities { id slots { startTime closed bookings { id } } } }
  closedBookings { id confirmationCode holderName activityId startTime } } }`;
const CREATE = `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { info { id } } } }`;

const createBooking = (date: string, startTime = '10:00') =>
  client.gql<{ createBooking: { booking: { info: { id: number } } } }>(CREATE, {
    i: {
      locationCode: world.locationCode,
      activityId: world.activityId,
      date,
      startTime,
      guests: 2,
      holderId: world.holderIds[0],
    },
  });
const slotsOn = async (date: string) =>
  (
    await gql<{ bookingTimeSlots: { startTime: string }[] }>(SLOTS, { a: world.activityId, d: date })
  ).bookingTimeSlots.map((s) => s.startTime);
const shopForm = async () => {
  const res = await restCall(
    stack.restUrl,
    null,
    'GET',
    `/shop/${world.masterClientId}/${world.locationCode}/offerings/${offeringId}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { days: { date: string; slots: { time: string }[] }[] };
};
const closeDay = async (date: string) => {
  const res = await call('POST', '/calendar/exceptions', {
    code: world.locationCode,
    exceptionDate: date,
    isAllDay: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  stack = await startStack();
  const db = stack.database.db;
  const { a } = await demoMasterClients(db);
  // Every 30 minutes, 10:00–20:00, 60-minute sessions: as a venue sells at the desk.
  world = await bookingWorld(db, a, { opens: 600, closes: 1200, interval: 30, capacity: 12 });
  client = stack.client();
  await client.login('director@funzone.test');
  client.masterClient = a;
  token = await restLogin(stack.restUrl, 'director@funzone.test');
  // The activity's product sold online at this location, the shop open all day with no advance.
  const [activity] = await queryRows<{ productId: number }>(
    db,
    sql`select product_id as "productId" from booking_activities where id = ${world.activityId}`,
  );
  await db.execute(sql`update booking_activities set enabled = false
      where location_id = ${world.locationId} and product_id = ${activity!.productId} and id <> ${world.activityId}`);
  await db.execute(sql`insert into product_locations (product_id, location_id) values (${activity!.productId}, ${world.locationId})
      on conflict do nothing`);
  await db.execute(
    sql`delete from club_offerings where location_id = ${world.locationId} and product_id = ${activity!.productId}`,
  );
  const [o] = await queryRows<{ id: number }>(
    db,
    sql`insert into club_offerings (master_client_id, location_id, channel, product_id, offering_type, price_type,
          price_cents, deposit_type, quantity_type, min_quantity, max_quantity)
        values (${a}, ${world.locationId}, 'BOOKING', ${activity!.productId}, 'ACTIVITY', 'PER_PERSON', 2500, 'NONE',
          'PER_GUEST', 1, 20) returning id`,
  );
  offeringId = Number(o!.id);
  const { settings, version } = (await call('GET', `/club-booking/settings?locationCode=${world.locationCode}`)).body
    .data;
  settings.generalSettings.bufferTime = 30;
  settings.generalSettings.minTimeToBookInAdvance = null;
  settings.blackoutDates = [];
  for (const d of WEEKDAYS) {
    settings.generalSettings.availabilityPerDay[d] = [{ enabled: true, data: [{ start: '00:00', end: '23:30' }] }];
  }
  const saved = await call('PUT', '/club-booking/settings', { locationCode: world.locationCode, settings, version });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 300_000);
afterAll(() => stack?.close());

describe('one slot rule for the desk and the shop', () => {
  it('offers the same starts in the shop as at the desk: every 30 minutes, at most the places', async () => {
    const day = ahead(3);
    const desk = await slotsOn(day);
    expect(desk.slice(0, 3)).toEqual(['10:00', '10:30', '11:00']);
    expect(desk).toHaveLength(20);
    const form = await shopForm();
    expect(form.days.find((d) => d.date === day)!.slots.map((s) => s.time)).toEqual(desk);
    // 12 places a slot: the offering's 20 is cut to them.
    expect((form as unknown as { offering: { maxGuests: number } }).offering.maxGuests).toBe(12);
  });
});

describe('a day closed in the Calendar', () => {
  it('has no slot in the manager, the dialog, createBooking or the shop', async () => {
    const day = ahead(5);
    expect(await slotsOn(day)).toHaveLength(20);
    await closeDay(day);
    expect(await slotsOn(day)).toEqual([]);
    const days = await gql<{ bookingDaysAvailability: { date: string; available: boolean }[] }>(DAYS, {
      a: world.activityId,
      m: day.slice(0, 7),
    });
    expect(days.bookingDaysAvailability.find((d) => d.date === day)!.available).toBe(false);
    const before = await queryRows<{ n: number }>(stack.database.db, sql`select count(*)::int as n from bookings`);
    const refused = await createBooking(day);
    expect(refused.errors?.[0]?.message).toBe('This time is closed in the Calendar. Choose another time.');
    const after = await queryRows<{ n: number }>(stack.database.db, sql`select count(*)::int as n from bookings`);
    expect(after[0]!.n).toBe(before[0]!.n);
    const schedule = await gql<{
      bookingSchedule: { resources: { activities: { id: number; slots: unknown[] }[] }[] };
    }>(SCHEDULE, { l: world.locationCode, d: day });
    const mine = schedule.bookingSchedule.resources.flatMap((r) => r.activities).find((a) => a.id === world.activityId);
    expect(mine!.slots).toEqual([]);
    expect((await shopForm()).days.find((d) => d.date === day)!.slots).toEqual([]);
    const shop = await restCall(
      stack.restUrl,
      null,
      'POST',
      `/shop/${world.masterClientId}/${world.locationCode}/bookings`,
      {
        body: {
          offeringId,
          date: day,
          startTime: '10:00',
          guests: 2,
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: `ada.closed.${Date.now()}@shop.test`,
          phone: '+1 555 0100',
          answers: [],
          discountCode: '',
          formKey: `closed-${Date.now()}-abcdefghij`,
          quote: false,
        },
      },
    );
    expect(shop.status).toBe(400);
    expect(shop.body.fields.startTime).toBe('Choose one of the times offered.');
  });

  it('keeps and flags the bookings already on a newly closed day', async () => {
    const day = ahead(6);
    const made = await createBooking(day, '14:30');
    expect(made.errors).toBeUndefined();
    const id = made.data!.createBooking.booking.info.id;
    await closeDay(day);
    const { bookingSchedule: s } = await gql<{
      bookingSchedule: {
        resources: {
          activities: { id: number; slots: { startTime: string; closed: boolean; bookings: { id: number }[] }[] }[];
        }[];
        closedBookings: Body[];
      };
    }>(SCHEDULE, { l: world.locationCode, d: day });
    expect(s.closedBookings).toEqual([
      expect.objectContaining({ id, activityId: world.activityId, startTime: '14:30' }),
    ]);
    const mine = s.resources.flatMap((r) => r.activities).find((a) => a.id === world.activityId)!;
    expect(mine.slots).toEqual([{ startTime: '14:30', closed: true, bookings: [{ id }] }]);
  });
});
