/**
 * the card provider's adapter (Stripe's SDK) against a local server speaking its API —
 * success, decline and network error through the adapter itself, then a card payment and its
 * refund through the REST API with STRIPE_SECRET_KEY set (isStripePayment true), a decline
 * writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentDeclined, ProcessorUnavailable } from '../rest-api/src/payments/processor.ts';
import { stripeProcessor } from '../rest-api/src/payments/stripe.ts';
import { type BookingWorld, bookingWorld, key } from './support/bookings.ts';
import { type FakeStripe, startFakeStripe } from './support/fakeStripe.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { restCall, restLogin } from './support/rest.ts';
import { type Stack, startStack } from './support/stack.ts';

let fake: FakeStripe;
let stack: Stack;
let token: string;
let world: BookingWorld;

beforeAll(async () => {
  fake = await startFakeStripe();
  process.env.STRIPE_SECRET_KEY = 'sk_test_local';
  process.env.STRIPE_API_HOST = '127.0.0.1';
  process.env.STRIPE_API_PORT = String(fake.port);
  process.env.STRIPE_API_PROTOCOL = 'http';
  stack = await startStack();
  const { a } = await demoMasterClients(stack.database.db);
  world = await bookingWorld(stack.database.db, a, { capacity: null });
  token = await restLogin(stack.restUrl, 'director@funzone.test');
}, 300_000);
afterAll(async () => {
  for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL'])
    delete process.env[k];
  await stack?.close();
  await fake?.close();
});

const adapter = () =>
  stripeProcessor({ secretKey: 'sk_test_local', host: '127.0.0.1', port: fake.port, protocol: 'http' });
const charge = (paymentMethodId: string, idempotencyKey = key()) =>
  adapter().charge({
    amountCents: 1234,
    currency: 'USD',
    method: 'CARD',
    idempotencyKey,
    description: 'test',
    paymentMethodId,
  });

describe('the card adapter against the local provider', () => {
  it('charges, sends the idempotency key, and refunds', async () => {
    const k = key();
    const paid = await charge('pm_card_visa', k);
    expect(paid.reference).toMatch(/^pi_/);
    const call = fake.calls.at(-1)!;
    expect(call).toMatchObject({ path: '/v1/payment_intents', key: k });
    expect(call.form.get('amount')).toBe('1234');
    expect(call.form.get('currency')).toBe('usd');
    expect((await charge('pm_card_visa', k)).reference).toBe(paid.reference);
    const refund = await adapter().refund({
      amountCents: 200,
      currency: 'USD',
      idempotencyKey: key(),
      paymentReference: paid.reference,
    });
    expect(refund.reference).toMatch(/^re_/);
    expect(fake.calls.at(-1)!.form.get('payment_intent')).toBe(paid.reference);
  });

  it('turns a decline into PaymentDeclined and a dropped connection into ProcessorUnavailable', async () => {
    await expect(charge('pm_card_chargeDeclined')).rejects.toBeInstanceOf(PaymentDeclined);
    await expect(charge('pm_card_chargeDeclined')).rejects.toThrow('Your card was declined.');
    await expect(charge('pm_card_network')).rejects.toBeInstanceOf(ProcessorUnavailable);
  });
});

describe('card payments through the REST API', () => {
  const call = (url: string, body: unknown) =>
    restCall(stack.restUrl, token, 'POST', url, { body, masterClient: world.masterClientId });
  const made = async () => {
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const r = await call('/booking-manager/bookings', {
      locationCode: world.locationCode,
      activityId: world.activityId,
      date: day,
      startTime: '14:00',
      guests: 2,
      holderId: world.holderIds[0],
    });
    return r.body.data.booking.info.id as number;
  };

  it('pays by card (isStripePayment true) and refunds to the card', async () => {
    const id = await made();
    const paid = await call('/booking-manager/bookings/take-payment', {
      bookingId: id,
      amount: '50',
      method: 'CARD',
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: key(),
    });
    expect(paid.body.data.message).toBe('Payment Successful');
    expect(paid.body.data.booking.isStripePayment).toBe(true);
    expect(paid.body.data.booking.paymentHistory[0].paymentProcessor).toBe('STRIPE');
    const refunded = await call('/booking-manager/bookings/refund', {
      bookingId: id,
      amount: '20',
      idempotencyKey: key(),
      reason: 'GOODWILL',
    });
    expect(refunded.body.data.booking.info.refundedCents).toBe(2000);
    expect(fake.calls.at(-1)!.path).toBe('/v1/refunds');
  });

  it('spreads a refund over the card payments, newest first, each with a key derived from the request', async () => {
    const id = await made();
    const pay = async (amount: string) =>
      call('/booking-manager/bookings/take-payment', {
        bookingId: id,
        amount,
        method: 'CARD',
        paymentMethodId: 'pm_card_visa',
        idempotencyKey: key(),
      });
    await pay('20');
    const second = await pay('30');
    const [older, newer] = second.body.data.booking.paymentHistory as { id: number; reference: string }[];
    const refunds = () => fake.calls.filter((c) => c.path === '/v1/refunds');
    const before = refunds().length;
    const k = key();
    const refunded = await call('/booking-manager/bookings/refund', {
      bookingId: id,
      amount: '40',
      idempotencyKey: k,
      reason: 'GOODWILL',
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.booking.info).toMatchObject({ paidCents: 5000, refundedCents: 4000 });
    const sent = refunds().slice(before);
    expect(sent.map((c) => [c.form.get('payment_intent'), c.form.get('amount'), c.key])).toEqual([
      [newer!.reference, '3000', `${k}.${newer!.id}`],
      [older!.reference, '1000', `${k}.${older!.id}`],
    ]);
    expect(
      (refunded.body.data.booking.paymentHistory as { kind: string; amountCents: number }[])
        .filter((p) => p.kind === 'REFUND')
        .map((p) => p.amountCents),
    ).toEqual([3000, 1000]);
    // The same request again: answered from what was recorded, no call to the provider.
    const again = await call('/booking-manager/bookings/refund', {
      bookingId: id,
      amount: '40',
      idempotencyKey: k,
      reason: 'GOODWILL',
    });
    expect(again.body.data.booking.info.refundedCents).toBe(4000);
    expect(refunds().length).toBe(before + 2);
    // What is left (the older payment's $10) is refunded from it.
    await call('/booking-manager/bookings/refund', { bookingId: id, idempotencyKey: key(), reason: 'GOODWILL' });
    expect(refunds().at(-1)!.form.get('payment_intent')).toBe(older!.reference);
    expect(refunds().at(-1)!.form.get('amount')).toBe('1000');
  });

  it('records nothing when the provider fails part-way; the retry never refunds a part twice', async () => {
    const id = await made();
    for (const amount of ['20', '30']) {
      await call('/booking-manager/bookings/take-payment', {
        bookingId: id,
        amount,
        method: 'CARD',
        paymentMethodId: 'pm_card_visa',
        idempotencyKey: key(),
      });
    }
    const d = await restCall(stack.restUrl, token, 'GET', `/club-booking/manager/check-details?bookingId=${id}`, {
      masterClient: world.masterClientId,
    });
    const [older, newer] = d.body.data.paymentHistory as { id: number; reference: string }[];
    fake.failRefunds.add(older!.reference);
    const before = await fingerprint(stack.database.db, ['bookings', 'booking_payments', 'dash_refunds']);
    const k = key();
    const failed = await call('/booking-manager/bookings/refund', {
      bookingId: id,
      amount: '45',
      idempotencyKey: k,
      reason: 'GOODWILL',
    });
    expect(failed.status).toBe(400);
    expect(failed.body.message).toBe('The payment provider could not be reached. Nothing was charged; try again.');
    expect(await fingerprint(stack.database.db, ['bookings', 'booking_payments', 'dash_refunds'])).toEqual(before);
    fake.failRefunds.delete(older!.reference);
    const retried = await call('/booking-manager/bookings/refund', {
      bookingId: id,
      amount: '45',
      idempotencyKey: k,
      reason: 'GOODWILL',
    });
    expect(retried.status).toBe(200);
    const parts = (retried.body.data.booking.paymentHistory as { kind: string; reference: string }[]).filter(
      (p) => p.kind === 'REFUND',
    );
    // The newer payment's part was made by the failed attempt: the provider answered it again.
    const first = fake.calls.find((c) => c.path === '/v1/refunds' && c.key === `${k}.${newer!.id}`)!;
    expect(first).toBeDefined();
    expect(fake.calls.filter((c) => c.key === `${k}.${newer!.id}`)).toHaveLength(2);
    expect(new Set(parts.map((p) => p.reference)).size).toBe(2);
    expect(retried.body.data.booking.info.refundedCents).toBe(4500);
  });

  it('records nothing when the card is declined or the provider is unreachable', async () => {
    const id = await made();
    const before = await fingerprint(stack.database.db, ['bookings', 'booking_payments', 'dash_payments']);
    const declined = await call('/booking-manager/bookings/take-payment', {
      bookingId: id,
      amount: '50',
      method: 'CARD',
      paymentMethodId: 'pm_card_chargeDeclined',
      idempotencyKey: key(),
    });
    expect(declined.status).toBe(400);
    expect(declined.body.message).toBe('The card was declined: Your card was declined.');
    const down = await call('/booking-manager/bookings/take-payment', {
      bookingId: id,
      amount: '50',
      method: 'CARD',
      paymentMethodId: 'pm_card_network',
      idempotencyKey: key(),
    });
    expect(down.body.message).toBe('The payment provider could not be reached. Nothing was charged; try again.');
    expect(await fingerprint(stack.database.db, ['bookings', 'booking_payments', 'dash_payments'])).toEqual(before);
  });
});

describe('the payment-intent flow', () => {
  const call = (url: string, body: unknown, mc = world.masterClientId) =>
    restCall(stack.restUrl, token, 'POST', url, { body, masterClient: mc });
  const booking = async () => {
    const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    const r = await call('/booking-manager/bookings', {
      locationCode: world.locationCode,
      activityId: world.activityId,
      date: day,
      startTime: '15:00',
      guests: 2,
      holderId: world.holderIds[0],
    });
    return r.body.data.booking.info as { id: number; totalCents: number };
  };

  it('initiates, updates, and records an intent the card form confirmed; reverts another', async () => {
    const b = await booking();
    const started = await call('/booking-manager/stripe/initiate', { bookingId: b.id, idempotencyKey: key() });
    expect(started.body.data).toMatchObject({ status: 'requires_payment_method', amountCents: b.totalCents });
    const id = started.body.data.paymentIntentId as string;
    expect(started.body.data.clientSecret).toMatch(/_secret_/);
    const secret = await call('/booking-manager/stripe/client-secret', { paymentIntentId: id });
    expect(secret.body.data.clientSecret).toBe(started.body.data.clientSecret);
    const updated = await call('/booking-manager/stripe/update-client-secret', {
      bookingId: b.id,
      paymentIntentId: id,
      amount: '20',
    });
    expect(updated.body.data.amountCents).toBe(2000);

    const early = await call('/booking-manager/bookings/take-payment', {
      bookingId: b.id,
      amount: '20',
      method: 'CARD',
      paymentIntentId: id,
      idempotencyKey: key(),
    });
    expect(early.body.message).toBe('The card was declined: requires_payment_method');
    fake.succeed(id);
    const paid = await call('/booking-manager/bookings/take-payment', {
      bookingId: b.id,
      amount: '20',
      method: 'CARD',
      paymentIntentId: id,
      idempotencyKey: key(),
    });
    expect(paid.body.data.message).toBe('Payment Successful');
    expect(paid.body.data.booking.paymentHistory[0]).toMatchObject({ paymentProcessor: 'STRIPE', amountCents: 2000 });

    const other = await call('/booking-manager/stripe/initiate', {
      bookingId: b.id,
      amount: '5',
      idempotencyKey: key(),
    });
    const reverted = await call('/booking-manager/stripe/revert-initiate', {
      paymentIntentId: other.body.data.paymentIntentId,
    });
    expect(reverted.body.data.status).toBe('canceled');
  });

  it('refuses an intent of another booking as not found', async () => {
    const mine = await booking();
    const theirs = await booking();
    const started = await call('/booking-manager/stripe/initiate', { bookingId: theirs.id, idempotencyKey: key() });
    const id = started.body.data.paymentIntentId as string;
    fake.succeed(id);
    const moved = await call('/booking-manager/stripe/update-client-secret', {
      bookingId: mine.id,
      paymentIntentId: id,
      amount: '1',
    });
    expect(moved.status).toBe(404);
    const before = await fingerprint(stack.database.db, ['bookings', 'booking_payments']);
    const stolen = await call('/booking-manager/bookings/take-payment', {
      bookingId: mine.id,
      amount: (started.body.data.amountCents / 100).toFixed(2),
      method: 'CARD',
      paymentIntentId: id,
      idempotencyKey: key(),
    });
    expect(stolen.status).toBe(400);
    expect(await fingerprint(stack.database.db, ['bookings', 'booking_payments'])).toEqual(before);
  });
});
