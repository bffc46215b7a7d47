/**
 * Issue 12, the manager's desk through the gateway (schema/bookings/desk.graphql): a location's
 * bookable days (the union of its activities', a full day marked), the add-ons a new booking
 * can carry (its ADD_ON offerings only, priced as the offerings screen shows them) and a booking
 * made with one, an activity's product refused as an add-on, the booking's
 * customers added and removed, the holder changed, and the card intent flow against the local
 * provider (initiate, update, revert, complete only once it succeeded).
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { type BookingWorld, bookingWorld, key } from './support/bookings.ts';
import type { GatewayClient } from './support/client.ts';
import { type FakeStripe, startFakeStripe } from './support/fakeStripe.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { restCall, restLogin } from './support/rest.ts';
import { type Stack, startStack } from './support/stack.ts';

let fake: FakeStripe;
let stack: Stack;
let client: GatewayClient;
let world: BookingWorld;
let token: string;

const ENV = {
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PROTOCOL: 'http',
};

beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(process.env, ENV, { STRIPE_API_PORT: String(fake.port) });
  stack = await startStack();
  const { a } = await demoMasterClients(stack.database.db);
  // One slot a day (10:00–11:00) for one guest: a booking fills the day.
  world = await bookingWorld(stack.database.db, a, { capacity: 1, opens: 600, closes: 660 });
  client = stack.client();
  await client.login('director@funzone.test');
  client.masterClient = a;
  token = await restLogin(stack.restUrl, 'director@funzone.test');
}, 300_000);
afterAll(async () => {
  for (const k of [...Object.keys(ENV), 'STRIPE_API_PORT']) delete process.env[k];
  await stack?.close();
  await fake?.close();
});

const ahead = (days: number) => Temporal.Now.plainDateISO(world.zone).add({ days }).toString();
const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const r = await client.gql<T>(query, variables);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
};
const DETAIL = `message booking { info { id totalCents paidCents isFullyPaid holder { id } } offerings { name quantity unitCents } customers { id } }`;
type Detail = {
  message: string;
  booking: {
    info: { id: number; totalCents: number; paidCents: number; isFullyPaid: boolean; holder: { id: number } };
    offerings: { name: string; quantity: number; unitCents: number }[];
    customers: { id: number }[];
  };
};
const create = async (date: string, offerings: unknown[] = []) =>
  (
    await gql<{ createBooking: Detail }>(
      `mutation($i: CreateBookingInput!) { createBooking(input: $i) { ${DETAIL} } }`,
      {
        i: {
          locationCode: world.locationCode,
          activityId: world.activityId,
          date,
          startTime: '10:00',
          guests: 1,
          holderId: world.holderIds[0],
          offerings,
        },
      },
    )
  ).createBooking;

describe('a location’s bookable days', () => {
  const days = async (month: string) =>
    (
      await gql<{ bookingLocationDaysAvailability: { date: string; available: boolean }[] }>(
        `query($l: String!, $m: String!) { bookingLocationDaysAvailability(locationCode: $l, month: $m) { date available } }`,
        { l: world.locationCode, m: month },
      )
    ).bookingLocationDaysAvailability;

  it('is the union of its activities’ days, past days not available', async () => {
    const month = ahead(0).slice(0, 7);
    const got = await days(month);
    expect(got.map((d) => d.date)[0]).toBe(`${month}-01`);
    const activities = await queryRows<{ id: number }>(
      stack.database.db,
      sql`select id from booking_activities where location_id = ${world.locationId} and enabled`,
    );
    const each = await Promise.all(
      activities.map(
        async (a) =>
          (
            await gql<{ bookingDaysAvailability: { date: string; available: boolean }[] }>(
              `query($a: Int!, $m: String!) { bookingDaysAvailability(activityId: $a, month: $m) { date available } }`,
              { a: Number(a.id), m: month },
            )
          ).bookingDaysAvailability,
      ),
    );
    expect(got).toEqual(got.map((d, i) => ({ date: d.date, available: each.some((list) => list[i]!.available) })));
    const yesterday = Temporal.Now.plainDateISO(world.zone).subtract({ days: 1 }).toString();
    if (yesterday.startsWith(month)) expect(got.find((d) => d.date === yesterday)!.available).toBe(false);
  });

  it('marks a day whose only start is full', async () => {
    // Only the test activity stays bookable at the location, so its one place decides the day.
    await stack.database.db.execute(
      sql`update booking_activities set enabled = false where location_id = ${world.locationId} and id <> ${world.activityId}`,
    );
    const day = ahead(40);
    expect((await days(day.slice(0, 7))).find((d) => d.date === day)!.available).toBe(true);
    await create(day);
    expect((await days(day.slice(0, 7))).find((d) => d.date === day)!.available).toBe(false);
  });
});

describe('offerings, customers and the holder', () => {
  type Offering = {
    productId: number;
    productName: string;
    offeringType: string;
    enabled: boolean;
    price: string | null;
    productPrice: string | null;
  };
  const offeringsScreen = async () =>
    (
      await restCall(
        stack.restUrl,
        token,
        'GET',
        `/club-booking/product-offerings?locationCode=${world.locationCode}`,
        {
          masterClient: world.masterClientId,
        },
      )
    ).body.data as Offering[];

  it('lists only the location’s enabled add-ons, priced as the offerings screen does, and books one', async () => {
    const choices = (
      await gql<{
        bookingOfferingChoices: { productId: number; name: string; unitPrice: string; unitCents: number }[];
      }>(`query($l: String!) { bookingOfferingChoices(locationCode: $l) { productId name unitPrice unitCents } }`, {
        l: world.locationCode,
      })
    ).bookingOfferingChoices;
    const screen = await offeringsScreen();
    const priced = screen.filter((o) => o.enabled && (o.price ?? o.productPrice) !== null);
    // The demo location sells activities online and add-ons with them; only the add-ons are listed.
    expect(priced.some((o) => o.offeringType === 'ACTIVITY')).toBe(true);
    const addOns = priced.filter((o) => o.offeringType === 'ADD_ON');
    expect(addOns.length).toBeGreaterThan(0);
    expect(choices).toEqual(
      addOns.map((o) => ({
        productId: o.productId,
        name: o.productName,
        unitPrice: o.price ?? o.productPrice,
        unitCents: Math.round(Number(o.price ?? o.productPrice) * 100),
      })),
    );
    const pick = choices[0]!;
    const made = await create(ahead(41), [
      { productId: pick.productId, name: pick.name, quantity: 3, unitPrice: pick.unitPrice },
    ]);
    expect(made.booking.offerings).toEqual([{ name: pick.name, quantity: 3, unitCents: pick.unitCents }]);
    expect(made.booking.info.totalCents).toBe(2500 + 3 * pick.unitCents);
  });

  it('prices an add-on from the offering, never from the caller, and refuses one not offered here', async () => {
    const pick = (
      await gql<{ bookingOfferingChoices: { productId: number; name: string; unitCents: number }[] }>(
        `query($l: String!) { bookingOfferingChoices(locationCode: $l) { productId name unitCents } }`,
        { l: world.locationCode },
      )
    ).bookingOfferingChoices[0]!;
    const cheap = await create(ahead(51), [
      { productId: pick.productId, name: 'Anything', quantity: 1, unitPrice: '0.01' },
    ]);
    expect(cheap.booking.offerings).toEqual([{ name: pick.name, quantity: 1, unitCents: pick.unitCents }]);
    const [foreign] = await queryRows<{ id: number }>(
      stack.database.db,
      sql`select id from products where master_client_id <> ${world.masterClientId} limit 1`,
    );
    const before = await queryRows<{ n: number }>(stack.database.db, sql`select count(*)::int as n from bookings`);
    await expect(
      create(ahead(52), [{ productId: Number(foreign!.id), name: 'Theirs', quantity: 1, unitPrice: '1.00' }]),
    ).rejects.toThrow('This add-on is not offered online at this location.');
    expect(await queryRows<{ n: number }>(stack.database.db, sql`select count(*)::int as n from bookings`)).toEqual(
      before,
    );
  });

  it('refuses an activity’s product sent as an add-on, with nothing written', async () => {
    const activity = (await offeringsScreen()).find((o) => o.enabled && o.offeringType === 'ACTIVITY')!;
    expect(activity).toBeDefined();
    const tables = ['bookings', 'booking_slots', 'booking_offerings', 'booking_emails', 'dash_bookings', 'outbox'];
    const before = await fingerprint(stack.database.db, tables);
    await expect(
      create(ahead(53), [{ productId: activity.productId, name: 'Lane', quantity: 1, unitPrice: '1.00' }]),
    ).rejects.toThrow(
      `${activity.productName} is not an add-on: activities and packages are booked, not added to a booking.`,
    );
    expect(await fingerprint(stack.database.db, tables)).toEqual(before);
  });

  it('adds and removes a customer, and changes the holder', async () => {
    const made = await create(ahead(42));
    const id = made.booking.info.id;
    const guest = world.holderIds[2]!;
    const added = await gql<{ addBookingCustomers: { message: string; rows: { id: number }[] } }>(
      `mutation($b: Int!, $g: [Int!]!) { addBookingCustomers(bookingId: $b, guestIds: $g) { message rows { id } } }`,
      { b: id, g: [guest] },
    );
    expect(added.addBookingCustomers).toEqual({
      message: 'Your changes have been successfully saved!',
      rows: [{ id: guest }],
    });
    const removed = await gql<{ removeBookingCustomers: { message: string; rows: { id: number }[] } }>(
      `mutation($b: Int!, $g: [Int!]!) { removeBookingCustomers(bookingId: $b, guestIds: $g) { message rows { id } } }`,
      { b: id, g: [guest] },
    );
    expect(removed.removeBookingCustomers.rows).toEqual([]);
    const holder = world.holderIds[1]!;
    const changed = await gql<{ selectBookingHolder: Detail }>(
      `mutation($b: Int!, $h: Int!) { selectBookingHolder(bookingId: $b, holderId: $h) { ${DETAIL} } }`,
      { b: id, h: holder },
    );
    expect(changed.selectBookingHolder.message).toBe('Your changes have been successfully saved!');
    expect(changed.selectBookingHolder.booking.info.holder.id).toBe(holder);
  });
});

describe('a card payment through the intent flow', () => {
  const INTENT = 'paymentIntentId clientSecret status amountCents';
  type Intent = { paymentIntentId: string; clientSecret: string; status: string; amountCents: number };

  it('answers the publishable key', async () => {
    expect(
      (await gql<{ bookingCardSettings: unknown }>(`{ bookingCardSettings { enabled publishableKey } }`))
        .bookingCardSettings,
    ).toEqual({ enabled: true, publishableKey: 'pk_test_local' });
  });

  it('opens an intent for the balance, updates it, refuses to record it unpaid, records it paid; reverts another', async () => {
    const made = await create(ahead(43));
    const id = made.booking.info.id;
    const opened = (
      await gql<{ initiateBookingCardPayment: Intent }>(
        `mutation($b: Int!, $k: String!) { initiateBookingCardPayment(bookingId: $b, idempotencyKey: $k) { ${INTENT} } }`,
        { b: id, k: key() },
      )
    ).initiateBookingCardPayment;
    expect(opened).toMatchObject({ status: 'requires_payment_method', amountCents: made.booking.info.totalCents });
    expect(opened.clientSecret).toMatch(/_secret_/);
    const updated = (
      await gql<{ updateBookingCardPayment: Intent }>(
        `mutation($b: Int!, $p: String!) { updateBookingCardPayment(bookingId: $b, paymentIntentId: $p, amount: "20.00") { ${INTENT} } }`,
        { b: id, p: opened.paymentIntentId },
      )
    ).updateBookingCardPayment;
    expect(updated.amountCents).toBe(2000);
    const complete = (k: string) =>
      client.gql<{ completeBookingCardPayment: Detail }>(
        `mutation($b: Int!, $p: String!, $k: String!) { completeBookingCardPayment(bookingId: $b, paymentIntentId: $p, amount: "20.00", idempotencyKey: $k) { ${DETAIL} } }`,
        { b: id, p: opened.paymentIntentId, k },
      );
    const early = await complete(key());
    expect(early.errors?.[0]?.message).toBe('The card was declined: requires_payment_method');
    fake.succeed(opened.paymentIntentId);
    const paid = await complete(key());
    expect(paid.data?.completeBookingCardPayment.message).toBe('Payment Successful');
    expect(paid.data?.completeBookingCardPayment.booking.info.paidCents).toBe(2000);

    const other = (
      await gql<{ initiateBookingCardPayment: Intent }>(
        `mutation($b: Int!, $k: String!) { initiateBookingCardPayment(bookingId: $b, amount: "1.00", idempotencyKey: $k) { ${INTENT} } }`,
        { b: id, k: key() },
      )
    ).initiateBookingCardPayment;
    const reverted = await gql<{ revertBookingCardPayment: { status: string } }>(
      `mutation($p: String!) { revertBookingCardPayment(paymentIntentId: $p) { status } }`,
      { p: other.paymentIntentId },
    );
    expect(reverted.revertBookingCardPayment.status).toBe('canceled');
  });
});
