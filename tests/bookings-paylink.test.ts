/**
 * pay by link through the gateway — staff send it (an e-mail in the outbox with the
 * link), the guest's page reads and pays it without signing in, and the token rules hold: a
 * forged token, an expired link and a used link are each refused with a clear message and write
 * nothing; the page's calls are limited per client address. Also the GraphQL booking flow and its @requires: staff may read but not create.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '@marquee/core/throttle';
import { type RunningGateway, startGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { type BookingWorld, bookingWorld, key } from './support/bookings.ts';
import { codeOf, GatewayClient } from './support/client.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let director: GatewayClient;
let guest: GatewayClient;
let world: BookingWorld;

const TABLES = ['bookings', 'booking_payments', 'booking_pay_links', 'dash_payments'];
const DETAIL =
  'info { id confirmationCode balanceCents isFullyPaid holder { email } } paymentHistory { method amountCents takenBy }';

beforeAll(async () => {
  stack = await startStack();
  const { a } = await demoMasterClients(stack.database.db);
  world = await bookingWorld(stack.database.db, a, { capacity: 20, priceCents: 1500 });
  director = stack.client();
  expect((await director.login('director@funzone.test')).errors).toBeUndefined();
  director.masterClient = a;
  guest = stack.client();
}, 300_000);
afterAll(() => stack?.close());

async function booked(guests = 2) {
  const date = Temporal.Now.plainDateISO(world.zone).add({ days: 6 }).toString();
  const r = await director.gql<{ createBooking: { confirmationCode: string; booking: { info: { id: number } } } }>(
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { confirmationCode message booking { ${DETAIL} } } }`,
    {
      i: {
        locationCode: world.locationCode,
        activityId: world.activityId,
        date,
        startTime: '12:00',
        guests,
        holderId: world.holderIds[0],
      },
    },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createBooking;
}

async function sendLink(bookingId: number) {
  const sent = await director.gql<{
    sendBookingPayByLink: { message: string; booking: { info: { holder: { email: string } } } };
  }>(`mutation($b: Int!) { sendBookingPayByLink(bookingId: $b) { message booking { ${DETAIL} } } }`, { b: bookingId });
  expect(sent.errors).toBeUndefined();
  expect(sent.data!.sendBookingPayByLink.message).toBe('Pay By Link successfully sent');
  const [mail] = await stack.outbox(sent.data!.sendBookingPayByLink.booking.info.holder.email);
  const token = /\/pay\/([A-Za-z0-9_~-]+)/.exec(mail!.body)![1]!;
  return { mail: mail!, token };
}

const view = (token: string) =>
  guest.gql<{ payLink: { amount: string; confirmationCode: string } }>(
    'query($t: String!) { payLink(token: $t) { confirmationCode amount amountCents date time cardProvider } }',
    { t: token },
  );
const pay = (token: string) =>
  guest.gql<{ payBookingByLink: { message: string } }>(
    'mutation($t: String!) { payBookingByLink(token: $t) { message confirmationCode } }',
    {
      t: token,
    },
  );

describe('pay by link', () => {
  it('e-mails a link; the guest pays it once without signing in', async () => {
    const b = await booked(2);
    const { mail, token } = await sendLink(b.booking.info.id);
    expect(mail.subject).toBe(`Pay for your booking ${b.confirmationCode}`);
    expect((await view(token)).data!.payLink).toMatchObject({ confirmationCode: b.confirmationCode, amount: '$30.00' });
    const paid = await pay(token);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payBookingByLink.message).toBe('Payment Successful');
    const d = await director.gql<{
      bookingCheckDetails: { info: { isFullyPaid: boolean }; paymentHistory: { takenBy: string | null }[] };
    }>(`query($b: Int!) { bookingCheckDetails(bookingId: $b) { ${DETAIL} } }`, { b: b.booking.info.id });
    expect(d.data!.bookingCheckDetails.info.isFullyPaid).toBe(true);
    // Paid by the guest on the public page: no one at the desk took it.
    expect(d.data!.bookingCheckDetails.paymentHistory).toEqual([expect.objectContaining({ takenBy: null })]);

    const before = await fingerprint(stack.database.db, TABLES);
    const again = await pay(token);
    expect(again.errors![0]!.message).toBe('This payment link has already been used.');
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(before);
  });

  it('refuses a forged token and an expired link, writing nothing', async () => {
    const b = await booked(1);
    const { token } = await sendLink(b.booking.info.id);
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const before = await fingerprint(stack.database.db, TABLES);
    expect((await pay(forged)).errors![0]!.message).toBe('This payment link is not valid.');
    expect((await view(forged)).errors![0]!.message).toBe('This payment link is not valid.');
    await stack.database.db.execute(sql`update booking_pay_links set expires_at = now() - interval '1 minute'`);
    const after = await fingerprint(stack.database.db, TABLES);
    expect((await pay(token)).errors![0]!.message).toBe('This payment link has expired. Ask the venue for a new one.');
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(after);
    expect(before.bookings).toBe(after.bookings);
  });
});

describe('the per-address limit of the pay-by-link page', () => {
  let limited: RunningGateway | undefined;
  afterAll(() => limited?.close());

  it('answers TOO_MANY_REQUESTS past the limit, before reading or paying anything', async () => {
    // A gateway of its own (fresh counts) allowing 3 calls in 15 minutes, in front of the same REST API.
    limited = await startGateway({
      ...loadGatewayConfig({ NODE_ENV: 'test' }),
      port: 0,
      host: '127.0.0.1',
      restApiUrl: stack.restUrl,
      logLevel: 'silent',
      webDist: '/nonexistent',
      throttle: { ...THROTTLE_RULES, payLinkPerAddress: { max: 3, windowSeconds: 900 } },
    });
    const page = new GatewayClient(limited.url);
    const b = await booked(1);
    const { token } = await sendLink(b.booking.info.id);
    const read = () =>
      page.gql<{ payLink: { confirmationCode: string } }>(
        'query($t: String!) { payLink(token: $t) { confirmationCode } }',
        {
          t: token,
        },
      );
    expect((await read()).data!.payLink.confirmationCode).toBe(b.confirmationCode);
    expect((await read()).errors).toBeUndefined();
    expect((await read()).errors).toBeUndefined();
    const before = await fingerprint(stack.database.db, TABLES);
    const refused = await page.gql('mutation($t: String!) { payBookingByLink(token: $t) { message } }', { t: token });
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors![0]!.extensions).toMatchObject({ retryAfter: 900 });
    expect((await read()).errors![0]!.extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(before);
    // Another gateway's counts (the default limit) still serve the guest.
    expect((await pay(token)).data!.payBookingByLink.message).toBe('Payment Successful');
  });
});

describe('the GraphQL booking calls', () => {
  it('take payment and refund through the gateway, once per key', async () => {
    const b = await booked(2);
    const k = key();
    const payOnce = () =>
      director.gql<{ takeBookingPayment: { message: string; booking: { paymentHistory: unknown[] } } }>(
        `mutation($b: Int!, $k: String!) { takeBookingPayment(bookingId: $b, amount: "30", method: CASH, idempotencyKey: $k) { message booking { ${DETAIL} } } }`,
        { b: b.booking.info.id, k },
      );
    expect((await payOnce()).data!.takeBookingPayment.message).toBe('Payment Successful');
    expect((await payOnce()).data!.takeBookingPayment.booking.paymentHistory).toHaveLength(1);
    const bad = await director.gql(
      'mutation($b: Int!, $k: String!) { refundBooking(bookingId: $b, amount: "30.001", idempotencyKey: $k, reason: GOODWILL) { message } }',
      { b: b.booking.info.id, k: key() },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.message).toBe('Enter an amount in dollars with at most 2 decimals, e.g. 12.50.');
  });

  it('lets staff read the schedule and the list but not create (FORBIDDEN, no upstream write)', async () => {
    const staff = stack.client();
    await staff.login('staff@funzone.test');
    staff.masterClient = world.masterClientId;
    const list = await staff.gql('{ bookings { total } }');
    expect(list.errors).toBeUndefined();
    const schedule = await staff.gql('query($l: String!) { bookingSchedule(locationCode: $l) { date today } }', {
      l: world.locationCode,
    });
    expect(schedule.errors).toBeUndefined();
    const made = await staff.gql(
      'mutation($i: CreateBookingInput!) { createBooking(input: $i) { confirmationCode } }',
      {
        i: {
          locationCode: world.locationCode,
          activityId: world.activityId,
          date: '2030-01-01',
          startTime: '12:00',
          guests: 1,
          holderId: 1,
        },
      },
    );
    expect(codeOf(made)).toBe('FORBIDDEN');
  });
});
