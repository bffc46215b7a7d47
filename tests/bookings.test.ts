/**
 * the booking manager over the REST API and the gateway — each action (create,
 * reschedule, cancel, refund, take payment, guest count, amount, offering, holder, customers,
 * confirmation e-mail), the bad input of the issue (nothing written), the capacity race (50
 * concurrent creates for 10 places end with exactly 10), idempotent payment and refund, a DST day
 * in the location's zone, tenancy and permissions.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { type BookingWorld, bookingWorld, key } from './support/bookings.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { type Body, restCall, restLogin } from './support/rest.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let token: string;
let mcA: number;
let mcB: number;
let world: BookingWorld;
let foreign: BookingWorld;

const BOOKING_TABLES = [
  'bookings',
  'booking_slots',
  'booking_payments',
  'booking_offerings',
  'booking_emails',
  'booking_customers',
  'outbox',
  'dash_bookings',
  'dash_payments',
  'dash_refunds',
];

/** A day well ahead in the location's zone. */
const ahead = (days: number) => Temporal.Now.plainDateISO(world.zone).add({ days }).toString();

const call = (method: 'GET' | 'POST', url: string, body?: unknown, mc = mcA) =>
  restCall(stack.restUrl, token, method, url, { body, masterClient: mc });

const create = (over: Record<string, unknown> = {}, w = world) =>
  call(
    'POST',
    '/booking-manager/bookings',
    {
      locationCode: w.locationCode,
      activityId: w.activityId,
      date: ahead(3),
      startTime: '10:00',
      guests: 2,
      holderId: w.holderIds[0],
      ...over,
    },
    w.masterClientId,
  );

const detail = async (id: number) =>
  (await call('GET', `/club-booking/manager/check-details?bookingId=${id}`)).body.data as Body;

beforeAll(async () => {
  stack = await startStack();
  const ids = await demoMasterClients(stack.database.db);
  mcA = ids.a;
  mcB = ids.b;
  world = await bookingWorld(stack.database.db, mcA);
  foreign = await bookingWorld(stack.database.db, mcB);
  token = await restLogin(stack.restUrl, 'director@funzone.test');
}, 300_000);
afterAll(() => stack?.close());

describe('a booking through every action', () => {
  it('is created, paid in cash, rescheduled, refunded in part and canceled', async () => {
    const made = await create({ offerings: [{ name: 'Pizza', quantity: 1, unitPrice: '12.50' }] });
    expect(made.status).toBe(200);
    const code = made.body.data.confirmationCode as string;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const b = made.body.data.booking;
    expect(b.info).toMatchObject({
      guests: 2,
      totalCents: 2 * 2500 + 1250,
      paidCents: 0,
      state: 'BOOKED',
      startTime: '10:00',
    });
    expect(b.isStripePayment).toBeNull();
    const id = b.info.id as number;

    const paid = await call('POST', '/booking-manager/bookings/take-payment', {
      bookingId: id,
      amount: '62.50',
      method: 'CASH',
      idempotencyKey: key(),
    });
    expect(paid.body.data.message).toBe('Payment Successful');
    expect(paid.body.data.booking.info).toMatchObject({ paidCents: 6250, isFullyPaid: true });
    expect(paid.body.data.booking.paymentHistory).toEqual([
      expect.objectContaining({
        kind: 'PAYMENT',
        paymentProcessor: 'IN_VENUE',
        method: 'CASH',
        amountCents: 6250,
        // Who took it, for the owner reading the history.
        takenBy: 'Dana Director',
      }),
    ]);

    const moved = await call('POST', '/club-booking/manager/reschedule-time', {
      bookingId: id,
      date: ahead(4),
      startTime: '12:00',
    });
    expect(moved.body.data.message).toBe('The booking has been successfully rescheduled');
    expect(moved.body.data.booking.info).toMatchObject({ bookingDate: ahead(4), startTime: '12:00' });

    const refunded = await call('POST', '/club-booking/manager/refund-booking', {
      bookingId: id,
      amount: '10',
      idempotencyKey: key(),
      reason: 'REMOVED',
    });
    expect(refunded.body.data.message).toBe('Refund has been issued');
    // A refund for something removed lowers the total: nothing is due again.
    expect(refunded.body.data.booking.info).toMatchObject({ refundedCents: 1000, totalCents: 5250, balanceCents: 0 });

    const canceled = await call('POST', '/booking-manager/bookings/cancel', { bookingId: id });
    expect(canceled.body.data.message).toBe('Booking successfully canceled.');
    expect(canceled.body.data.booking.info.state).toBe('CANCELLED');

    const found = await call(
      'GET',
      `/booking-manager/bookings?search=${code}&bookingDate=${ahead(4).slice(5, 7)}/${ahead(4).slice(8, 10)}/${ahead(4).slice(0, 4)}`,
    );
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.data[0].confirmationCode).toBe(code);
    const slots = await queryRows<{ booked: number }>(
      stack.database.db,
      sql`select booked from booking_slots where activity_id = ${world.activityId} and local_date = ${ahead(4)} and start_minute = 720`,
    );
    expect(Number(slots[0]!.booked)).toBe(0);
  });

  it('changes guests, amount, offerings, holder, customers and sends the confirmation e-mail', async () => {
    const made = await create({ startTime: '11:00', offerings: [{ name: 'Socks', quantity: 2, unitPrice: 3 }] });
    const id = made.body.data.booking.info.id as number;
    const offeringId = made.body.data.booking.offerings[0].id as number;
    const guests = await call('POST', '/booking-manager/update-guests', { bookingId: id, guests: 4 });
    expect(guests.body.data.message).toBe('Your changes have been successfully saved!');
    expect(guests.body.data.booking.info).toMatchObject({ guests: 4, totalCents: 4 * 2500 + 600 });
    const removed = await call('POST', '/booking-manager/remove-offering', { bookingId: id, offeringId });
    expect(removed.body.data.booking.offerings).toEqual([]);
    expect(removed.body.data.booking.info.totalCents).toBe(10_000);
    const amount = await call('POST', '/booking-manager/bookings/update-amount', { bookingId: id, amount: '80.00' });
    expect(amount.body.data.booking.info.totalCents).toBe(8000);
    const holder = await call('POST', '/booking-manager/select-holder', {
      bookingId: id,
      holderId: world.holderIds[1],
    });
    expect(holder.body.data.booking.info.holder.id).toBe(world.holderIds[1]);
    const added = await call('POST', '/club-booking/customers', {
      bookingId: id,
      custIds: [world.holderIds[2], world.holderIds[3]],
    });
    expect(added.body.data.rows).toHaveLength(2);
    const dropped = await call('POST', '/club-booking/customers/delete', {
      bookingId: id,
      custIds: [world.holderIds[2]],
    });
    expect(dropped.body.data.rows.map((r: Body) => r.id)).toEqual([world.holderIds[3]]);
    const mailed = await call('POST', '/booking-manager/bookings/confirmation-email', { bookingId: id });
    expect(mailed.body.data.message).toBe('Confirmation email was successfully sent');
    const to = mailed.body.data.booking.info.holder.email as string;
    const outbox = await stack.outbox(to);
    expect(outbox[0]!.subject).toContain(made.body.data.confirmationCode);
    expect((await call('GET', `/club-booking/manager/emails?bookingId=${id}`)).body.data).toHaveLength(1);
    // Queued for delivery in the booking's transaction, not left for a restart's re-queue.
    const jobs = await queryRows<{ n: number }>(
      stack.database.db,
      sql`select count(*)::int as n from booking_emails e
          join pgboss.job j on j.singleton_key = 'email-delivery:' || e.outbox_id
          where e.booking_id = ${id}`,
    );
    expect(jobs[0]!.n).toBe(1);
  });
});

describe('bad input: a clear message, nothing written', () => {
  const refusedWith = async (
    answer: Promise<{ status: number; body: Body }>,
    text: string | RegExp,
    before: unknown,
  ) => {
    const a = await answer;
    expect(a.status).toBe(400);
    expect(a.body.message).toMatch(text);
    expect(await fingerprint(stack.database.db, BOOKING_TABLES)).toEqual(before);
  };

  it('refuses a past date, a vanished slot, too many guests, 3 decimals, a foreign holder, a refund over paid', async () => {
    const made = await create({ startTime: '13:00', guests: 1 });
    const id = made.body.data.booking.info.id as number;
    await call('POST', '/booking-manager/bookings/take-payment', {
      bookingId: id,
      amount: 20,
      method: 'VOUCHER',
      idempotencyKey: key(),
    });
    const before = await fingerprint(stack.database.db, BOOKING_TABLES);
    await refusedWith(create({ date: ahead(-2) }), 'This date has passed. Choose today or a later date.', before);
    await refusedWith(
      create({ startTime: '10:30' }),
      'This time slot is no longer available. Choose another time.',
      before,
    );
    await refusedWith(create({ guests: 11 }), /^Not enough places: \d+ left in this time slot\.$/, before);
    await refusedWith(create({ holderId: foreign.holderIds[0] }), 'This guest was not found.', before);
    await refusedWith(
      call('POST', '/booking-manager/bookings/take-payment', {
        bookingId: id,
        amount: '1.005',
        method: 'CASH',
        idempotencyKey: key(),
      }),
      'Enter an amount in dollars with at most 2 decimals, e.g. 12.50.',
      before,
    );
    await refusedWith(
      call('POST', '/booking-manager/bookings/refund', {
        bookingId: id,
        amount: '20.01',
        idempotencyKey: key(),
        reason: 'GOODWILL',
      }),
      'A refund cannot exceed what was paid and not yet refunded ($20.00).',
      before,
    );
    await refusedWith(
      call('POST', '/booking-manager/bookings/take-payment', {
        bookingId: id,
        amount: '5.01',
        method: 'CASH',
        idempotencyKey: key(),
      }),
      'This payment is more than the balance due ($5.00).',
      before,
    );
  });
});

describe('create with its first payment', () => {
  it('books and takes the payment in one transaction, or neither', async () => {
    const k = key();
    const made = await create({
      startTime: '18:00',
      guests: 1,
      payment: { amount: '25', method: 'CASH', idempotencyKey: k },
    });
    expect(made.body.data.booking.info).toMatchObject({ paidCents: 2500, isFullyPaid: true });
    const before = await fingerprint(stack.database.db, BOOKING_TABLES);
    const over = await create({
      startTime: '18:00',
      guests: 1,
      payment: { amount: '25.01', method: 'CASH', idempotencyKey: key() },
    });
    expect(over.body.message).toBe('This payment is more than the balance due ($25.00).');
    expect(await fingerprint(stack.database.db, BOOKING_TABLES)).toEqual(before);
  });
});

describe('the dashboards', () => {
  const today = async () => {
    const day = Temporal.Now.plainDateISO(world.zone).toString();
    const [row] = await queryRows<{ online: number; desk: number; groups: number; booking: number; refunds: number }>(
      stack.database.db,
      sql`select coalesce(sum(online_bookings), 0)::int as online, coalesce(sum(desk_bookings), 0)::int as desk,
            coalesce(sum(group_events), 0)::int as groups,
            coalesce(sum(booking_cents), 0)::int as booking, coalesce(sum(refund_cents), 0)::int as refunds
          from dash_daily where location_id = ${world.locationId} and business_date = ${day}`,
    );
    return row!;
  };

  it('moves desk bookings, group events and booking revenue with create, pay, refund and cancel', async () => {
    const start = await today();
    const small = await create({ startTime: '19:00', guests: 2 });
    const big = await create({ startTime: '17:00', guests: 10, holderId: world.holderIds[1] });
    const id = big.body.data.booking.info.id as number;
    // Staff took both at the desk: not online bookings (the guest shop's are).
    expect(await today()).toMatchObject({ online: start.online, desk: start.desk + 1, groups: start.groups + 1 });
    await call('POST', '/booking-manager/bookings/take-payment', {
      bookingId: id,
      amount: '100',
      method: 'CASH',
      idempotencyKey: key(),
    });
    await call('POST', '/booking-manager/bookings/refund', {
      bookingId: id,
      amount: '30',
      idempotencyKey: key(),
      reason: 'GOODWILL',
    });
    expect(await today()).toMatchObject({ booking: start.booking + 10_000, refunds: start.refunds + 3000 });
    await call('POST', '/booking-manager/bookings/cancel', { bookingId: id });
    await call('POST', '/booking-manager/bookings/cancel', { bookingId: small.body.data.booking.info.id });
    expect(await today()).toMatchObject({ online: start.online, desk: start.desk, groups: start.groups });
  });
});

describe('capacity', () => {
  it('ends 50 concurrent creates for a slot of 10 places with exactly 10 bookings', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => create({ startTime: '15:00', guests: 1, holderId: world.holderIds[i % 5] })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(40);
    const [row] = await queryRows<{ n: number; booked: number }>(
      stack.database.db,
      sql`select (select count(*)::int from bookings where activity_id = ${world.activityId} and booking_date = ${ahead(3)}
            and start_minute = 900) as n,
          (select booked from booking_slots where activity_id = ${world.activityId} and local_date = ${ahead(3)} and start_minute = 900) as booked`,
    );
    expect(Number(row!.n)).toBe(10);
    expect(Number(row!.booked)).toBe(10);
  });
});

describe('idempotency', () => {
  it('charges and refunds once per key, whatever the retries', async () => {
    const made = await create({ startTime: '16:00', guests: 2 });
    const id = made.body.data.booking.info.id as number;
    const pay = { bookingId: id, amount: '25', method: 'CARD_TERMINAL', idempotencyKey: key() };
    const payments = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/booking-manager/bookings/take-payment', pay)),
    );
    expect(payments.map((p) => p.status)).toEqual([200, 200, 200]);
    const refund = { bookingId: id, amount: '5', idempotencyKey: key(), reason: 'GOODWILL' };
    await Promise.all([1, 2].map(() => call('POST', '/booking-manager/bookings/refund', refund)));
    const d = await detail(id);
    expect(d.info).toMatchObject({ paidCents: 2500, refundedCents: 500 });
    expect(d.paymentHistory).toHaveLength(2);
    const reused = await call('POST', '/booking-manager/bookings/take-payment', { ...pay, amount: '1' });
    expect(reused.body.message).toBe('This request key was already used for a different payment.');
  });
});

describe('time zones', () => {
  it('skips the wall time a spring-forward day lacks, in the location zone', async () => {
    const dst = await bookingWorld(stack.database.db, mcA, {
      opens: 0,
      closes: 240,
      interval: 60,
      zone: 'America/Chicago',
    });
    // The next second Sunday of March, when Chicago springs forward at 02:00.
    let day = Temporal.PlainDate.from({ year: Temporal.Now.plainDateISO().year + 1, month: 3, day: 8 });
    while (day.dayOfWeek !== 7) day = day.add({ days: 1 });
    const slots = await call(
      'GET',
      `/booking-manager/bookings/activity/time-slots?activityId=${dst.activityId}&date=${day}`,
    );
    expect(slots.body.data.map((s: Body) => s.startTime)).toEqual(['00:00', '01:00', '03:00']);
    expect(slots.body.data[2].startsAt).toBe(`${day}T03:00:00-05:00`);
    expect(slots.body.data[1].startsAt).toBe(`${day}T01:00:00-06:00`);
    const gone = await create({ date: day.toString(), startTime: '02:00' }, dst);
    expect(gone.body.message).toBe('This time slot is no longer available. Choose another time.');
    const made = await create({ date: day.toString(), startTime: '03:00' }, dst);
    expect(made.body.data.booking.info.startsAt).toBe(`${day}T03:00:00-05:00`);
  });
});

describe('tenancy and permissions', () => {
  it("answers another master client's booking as not found and changes nothing", async () => {
    const theirs = await create({}, foreign);
    expect(theirs.status).toBe(200);
    const id = theirs.body.data.booking.info.id as number;
    const before = await fingerprint(stack.database.db, BOOKING_TABLES);
    expect((await call('GET', `/club-booking/manager/check-details?bookingId=${id}`)).status).toBe(404);
    expect((await call('POST', '/booking-manager/bookings/cancel', { bookingId: id })).status).toBe(404);
    expect(
      (
        await call('POST', '/booking-manager/bookings/take-payment', {
          bookingId: id,
          amount: 1,
          method: 'CASH',
          idempotencyKey: key(),
        })
      ).status,
    ).toBe(404);
    expect(await fingerprint(stack.database.db, BOOKING_TABLES)).toEqual(before);
  });

  it('refuses a caller without the manager or bookings modules', async () => {
    // Staff view the manager and the list (menu 20 and 116 VIEW) but may not add; the limited
    // user has neither.
    const staff = await restLogin(stack.restUrl, 'staff@funzone.test');
    const blocked = await restLogin(stack.restUrl, 'blocked@funzone.test');
    const body = {
      locationCode: world.locationCode,
      activityId: world.activityId,
      date: ahead(3),
      startTime: '17:00',
      guests: 1,
      holderId: world.holderIds[0],
    };
    const as = (t: string, method: 'GET' | 'POST', url: string, b?: unknown) =>
      restCall(stack.restUrl, t, method, url, { masterClient: mcA, body: b });
    expect((await as(staff, 'GET', '/booking-manager/bookings')).status).toBe(200);
    expect((await as(staff, 'POST', '/booking-manager/bookings', body)).status).toBe(403);
    expect((await as(blocked, 'GET', '/booking-manager/bookings')).status).toBe(403);
    expect((await as(blocked, 'GET', `/club-booking/manager/schedule?locationCode=${world.locationCode}`)).status).toBe(
      403,
    );
  });
});
