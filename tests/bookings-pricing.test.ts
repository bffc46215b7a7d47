/**
 * Desk pricing: refunds that say what they are for and the balance after each;
 * discount codes and lightning deals on a desk booking with the shop's rules (validity, uses,
 * eligible offerings, the race for the last use); reschedule to another activity with the price
 * difference (due or refund), a full slot refused and the places moved. Through the REST API,
 * with the gateway for the GraphQL arguments; tenancy and permissions are in the route tables
 * (tests/support/booking-routes.ts).
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { type BookingWorld, bookingWorld, key } from './support/bookings.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { restCall, restLogin } from './support/rest.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let token: string;
let mcA: number;
let world: BookingWorld;
let dearer: BookingWorld;
let cheaper: BookingWorld;
let foreign: BookingWorld;

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

const pay = (bookingId: number, amount: string) =>
  call('POST', '/booking-manager/bookings/take-payment', { bookingId, amount, method: 'CASH', idempotencyKey: key() });

const refund = (bookingId: number, amount: string | undefined, reason?: string) =>
  call('POST', '/booking-manager/bookings/refund', { bookingId, amount, idempotencyKey: key(), reason });

const TABLES = ['bookings', 'booking_slots', 'booking_payments', 'dash_bookings', 'dash_refunds'];

beforeAll(async () => {
  stack = await startStack();
  const ids = await demoMasterClients(stack.database.db);
  mcA = ids.a;
  world = await bookingWorld(stack.database.db, mcA, { priceCents: 6519 });
  // Two more activities at the same location: one dearer with 3 places, one cheaper.
  dearer = await bookingWorld(stack.database.db, mcA, { priceCents: 9000, capacity: 3 });
  cheaper = await bookingWorld(stack.database.db, mcA, { priceCents: 4000 });
  foreign = await bookingWorld(stack.database.db, ids.b);
  token = await restLogin(stack.restUrl, 'director@funzone.test');
}, 300_000);
afterAll(() => stack?.close());

describe('refunds say what they are for', () => {
  it('a $21.99 refund of a $65.19 cash payment for a removed guest leaves nothing due', async () => {
    const made = await create({ guests: 1, startTime: '11:00' });
    const id = made.body.data.booking.info.id as number;
    await pay(id, '65.19');
    const r = await refund(id, '21.99', 'REMOVED');
    expect(r.status).toBe(200);
    expect(r.body.data.booking.info).toMatchObject({
      totalCents: 4320,
      paidCents: 6519,
      refundedCents: 2199,
      balanceCents: 0,
      isFullyPaid: true,
    });
    expect(r.body.data.booking.paymentHistory.at(-1)).toMatchObject({ kind: 'REFUND', refundReason: 'REMOVED' });
  });

  it('a goodwill refund of a part-paid booking comes off the total, the rest stays due', async () => {
    const made = await create({ guests: 2, startTime: '12:00' });
    const id = made.body.data.booking.info.id as number;
    await pay(id, '50');
    const r = await refund(id, '10', 'GOODWILL');
    expect(r.body.data.booking.info).toMatchObject({ totalCents: 13038 - 1000, balanceCents: 13038 - 1000 - 4000 });
  });

  it('refuses a refund without a reason, a cancellation refund of a booked booking, an overpayment above the credit', async () => {
    const made = await create({ guests: 1, startTime: '13:00' });
    const id = made.body.data.booking.info.id as number;
    await pay(id, '65.19');
    const before = await fingerprint(stack.database.db, TABLES);
    const none = await refund(id, '5', undefined);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose what the refund is for');
    const cancel = await refund(id, '5', 'CANCELLATION');
    expect(cancel.body.message).toBe('Only a cancelled booking can be refunded for a cancellation.');
    const over = await refund(id, '5', 'OVERPAID');
    expect(over.body.message).toBe('Only $0.00 was paid above the total.');
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(before);
  });

  it('fewer guests leave a credit refunded as an overpayment; a cancelled booking is refunded for its cancellation', async () => {
    const made = await create({ guests: 2, startTime: '14:00' });
    const id = made.body.data.booking.info.id as number;
    await pay(id, '130.38');
    const fewer = await call('POST', '/booking-manager/update-guests', { bookingId: id, guests: 1 });
    expect(fewer.body.data.booking.info).toMatchObject({ totalCents: 6519, balanceCents: 0 });
    const over = await refund(id, '65.19', 'OVERPAID');
    expect(over.body.data.booking.info).toMatchObject({ totalCents: 6519, refundedCents: 6519, balanceCents: 0 });
    await call('POST', '/booking-manager/bookings/cancel', { bookingId: id });
    const wrong = await refund(id, '10', 'GOODWILL');
    expect(wrong.body.message).toBe('A cancelled booking is refunded for its cancellation.');
    const back = await refund(id, '50', 'CANCELLATION');
    // The venue keeps $15.19: that is what the cancelled booking cost.
    expect(back.body.data.booking.info).toMatchObject({ state: 'CANCELLED', totalCents: 1519, balanceCents: 0 });
  });

  it('takes the reason through the gateway and shows it in the payment history', async () => {
    const made = await create({ guests: 1, startTime: '15:00' });
    const id = made.body.data.booking.info.id as number;
    await pay(id, '65.19');
    const director = stack.client();
    await director.login('director@funzone.test');
    director.masterClient = mcA;
    const answer = await director.gql<{
      refundBooking: { booking: { info: { balanceCents: number }; paymentHistory: { refundReason: string | null }[] } };
    }>(
      `mutation($b: Int!, $k: String!) { refundBooking(bookingId: $b, amount: "21.99", idempotencyKey: $k, reason: REMOVED) {
        booking { info { balanceCents } paymentHistory { refundReason } } } }`,
      { b: id, k: key() },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.refundBooking.booking.info.balanceCents).toBe(0);
    expect(answer.data!.refundBooking.booking.paymentHistory.map((p) => p.refundReason)).toEqual([null, 'REMOVED']);
  });
});

describe('reschedule to another activity of the location', () => {
  const options = async (id: number, date: string) =>
    (await call('GET', `/booking-manager/bookings/reschedule-options?bookingId=${id}&date=${date}`)).body.data as {
      activityId: number;
      totalCents: number;
      differenceCents: number;
      current: boolean;
      slots: { startTime: string; slotsRemaining: number | null }[];
    }[];
  const slotCount = async (activityId: number, date: string, minute: number) => {
    const [row] = await queryRows<{ booked: number }>(
      stack.database.db,
      sql`select booked from booking_slots where activity_id = ${activityId} and local_date = ${date}
          and start_minute = ${minute}`,
    );
    return Number(row?.booked ?? 0);
  };

  it('offers every activity with places and the difference; a dearer one leaves a balance due, places moved', async () => {
    const made = await create({ guests: 2, startTime: '16:00' });
    const id = made.body.data.booking.info.id as number;
    await pay(id, '130.38');
    const offered = await options(id, ahead(5));
    const dear = offered.find((o) => o.activityId === dearer.activityId)!;
    expect(dear).toMatchObject({ totalCents: 18_000, differenceCents: 18_000 - 13_038, current: false });
    expect(dear.slots.find((s) => s.startTime === '10:00')!.slotsRemaining).toBe(3);
    expect(offered.find((o) => o.activityId === world.activityId)!.current).toBe(true);
    expect(offered.some((o) => o.activityId === foreign.activityId)).toBe(false);

    const moved = await call('POST', '/booking-manager/bookings/reschedule', {
      bookingId: id,
      date: ahead(5),
      startTime: '10:00',
      activityId: dearer.activityId,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.booking.info).toMatchObject({
      activityId: dearer.activityId,
      totalCents: 18_000,
      balanceCents: 18_000 - 13_038,
    });
    expect(await slotCount(world.activityId, ahead(3), 16 * 60)).toBe(0);
    expect(await slotCount(dearer.activityId, ahead(5), 10 * 60)).toBe(2);
    expect(
      (await options(id, ahead(5))).find((o) => o.activityId === dearer.activityId)!.slots[0]!.slotsRemaining,
    ).toBe(1);
  });

  it('a cheaper activity leaves a refund due, paid back as an overpayment', async () => {
    const made = await create({ guests: 2, startTime: '17:00' });
    const id = made.body.data.booking.info.id as number;
    await pay(id, '130.38');
    const quote = (await options(id, ahead(6))).find((o) => o.activityId === cheaper.activityId)!;
    expect(quote).toMatchObject({ totalCents: 8000, differenceCents: 8000 - 13_038 });
    const moved = await call('POST', '/booking-manager/bookings/reschedule', {
      bookingId: id,
      date: ahead(6),
      startTime: '11:00',
      activityId: cheaper.activityId,
    });
    expect(moved.body.data.booking.info).toMatchObject({ totalCents: 8000, balanceCents: 0 });
    const back = await refund(id, '50.38', 'OVERPAID');
    expect(back.body.data.booking.info).toMatchObject({ totalCents: 8000, paidCents: 13_038, refundedCents: 5038 });
  });

  it('counts an earlier refund: $65.19 cash paid, $21.99 refunded, priced again without asking for it back', async () => {
    const made = await create({ guests: 1, startTime: '19:00' });
    const id = made.body.data.booking.info.id as number;
    await pay(id, '65.19');
    await refund(id, '21.99', 'GOODWILL');
    const offered = await options(id, ahead(8));
    // Same price per guest: the goodwill stays off, nothing to pay or refund.
    expect(offered.find((o) => o.activityId === world.activityId)).toMatchObject({
      totalCents: 4320,
      differenceCents: 0,
    });
    // $90.00 less the $21.99 taken off, against $43.20 paid net of the refund.
    expect(offered.find((o) => o.activityId === dearer.activityId)).toMatchObject({
      totalCents: 9000 - 2199,
      differenceCents: 9000 - 2199 - 4320,
    });
    // $40.00 less $21.99 is $18.01: $25.19 of the $43.20 kept is owed back.
    expect(offered.find((o) => o.activityId === cheaper.activityId)).toMatchObject({
      totalCents: 1801,
      differenceCents: 1801 - 4320,
    });
    const moved = await call('POST', '/booking-manager/bookings/reschedule', {
      bookingId: id,
      date: ahead(8),
      startTime: '12:00',
      activityId: world.activityId,
    });
    expect(moved.body.data.booking.info).toMatchObject({ totalCents: 4320, balanceCents: 0, isFullyPaid: true });
    // An overpayment refund is no reduction of the price: it is not kept off again.
    const dear = await call('POST', '/booking-manager/bookings/reschedule', {
      bookingId: id,
      date: ahead(8),
      startTime: '13:00',
      activityId: dearer.activityId,
    });
    expect(dear.body.data.booking.info).toMatchObject({ totalCents: 6801, balanceCents: 6801 - 4320 });
  });

  it("refuses a full slot and another master client's activity, nothing written", async () => {
    const made = await create({ guests: 2, startTime: '18:00' });
    const id = made.body.data.booking.info.id as number;
    await create({ guests: 2, startTime: '12:00', activityId: dearer.activityId, date: ahead(7) });
    const before = await fingerprint(stack.database.db, TABLES);
    const full = await call('POST', '/booking-manager/bookings/reschedule', {
      bookingId: id,
      date: ahead(7),
      startTime: '12:00',
      activityId: dearer.activityId,
    });
    expect(full.status).toBe(400);
    expect(full.body.message).toBe('Not enough places: 1 left in this time slot.');
    const theirs = await call('POST', '/booking-manager/bookings/reschedule', {
      bookingId: id,
      date: ahead(7),
      startTime: '12:00',
      activityId: foreign.activityId,
    });
    expect(theirs.status).toBe(404);
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(before);
  });
});

describe('discount codes and lightning deals at the desk', () => {
  let offeringId: number;
  let otherOfferingId: number;
  const DISCOUNT_TABLES = [...TABLES, 'club_booking_discounts', 'club_lightning_deals'];

  beforeAll(async () => {
    const db = stack.database.db;
    const [act] = await queryRows<{ productId: number }>(
      db,
      sql`select product_id as "productId" from booking_activities where id = ${world.activityId}`,
    );
    const offeringFor = async (productId: number) => {
      await db.execute(sql`insert into club_offerings (master_client_id, location_id, channel, product_id, offering_type,
          price_type, deposit_type, quantity_type)
        select ${mcA}, ${world.locationId}, 'BOOKING', ${productId}, offering_type, price_type, deposit_type, quantity_type
        from club_offerings where master_client_id = ${mcA} and offering_type <> 'ADD_ON' limit 1
        on conflict do nothing`);
      const [o] = await queryRows<{ id: number }>(
        db,
        sql`update club_offerings set enabled = true where location_id = ${world.locationId} and channel = 'BOOKING'
            and product_id = ${productId} returning id`,
      );
      return Number(o!.id);
    };
    offeringId = await offeringFor(Number(act!.productId));
    const [other] = await queryRows<{ id: number }>(
      db,
      sql`select id from products where master_client_id = ${mcA} and id <> ${act!.productId} order by id limit 1`,
    );
    otherOfferingId = await offeringFor(Number(other!.id));
    // Only this file's deals are live at the location.
    await db.execute(sql`update club_lightning_deals set enabled = false where location_id = ${world.locationId}`);
  });

  const discount = async (
    code: string,
    over: { validTo?: string; maxUses?: number; used?: number; offering?: number } = {},
  ) => {
    const [d] = await queryRows<{ id: number }>(
      stack.database.db,
      sql`insert into club_booking_discounts (master_client_id, location_id, code, cut_type, cut_value, valid_from, valid_to,
            max_uses, times_used)
          values (${mcA}, ${world.locationId}, ${code}, 'AMOUNT', 1000, ${ahead(-10)}, ${over.validTo ?? ahead(30)},
            ${over.maxUses ?? null}, ${over.used ?? 0}) returning id`,
    );
    if (over.offering) {
      await stack.database.db.execute(sql`insert into club_booking_discount_offerings (discount_id, offering_id)
        values (${d!.id}, ${over.offering})`);
    }
    return Number(d!.id);
  };
  const deal = async (live: boolean, mc = mcA, location = world.locationId, offering = offeringId) => {
    const [d] = await queryRows<{ id: number }>(
      stack.database.db,
      sql`insert into club_lightning_deals (master_client_id, location_id, offering_id, name, cut_type, cut_value,
            starts_at, ends_at, quantity)
          values (${mc}, ${location}, ${offering}, ${live ? 'Happy hour' : 'Yesterday'}, 'PERCENT', 2000,
            now() - interval '2 days', now() + ${live ? '1 day' : '-1 day'}::interval, 10) returning id`,
    );
    return Number(d!.id);
  };
  const quote = (over: Record<string, unknown>) =>
    call('POST', '/booking-manager/bookings/quote', {
      locationCode: world.locationCode,
      activityId: world.activityId,
      guests: 2,
      ...over,
    });

  it('prices and records a valid code like the shop: $10 off, one use counted', async () => {
    const id = await discount('DESK10');
    const q = await quote({ discountCode: 'desk10' });
    expect(q.body.data).toMatchObject({
      listCents: 13_038,
      discountCents: 1000,
      totalCents: 12_038,
      discountCode: 'DESK10',
    });
    const made = await create({ startTime: '19:00', discountCode: 'desk10' });
    expect(made.status).toBe(200);
    expect(made.body.data.booking.info.totalCents).toBe(12_038);
    const [row] = await queryRows<{ discountId: number; cut: number; used: number }>(
      stack.database.db,
      sql`select b.discount_id as "discountId", b.discount_cents as cut, d.times_used as used
          from bookings b join club_booking_discounts d on d.id = b.discount_id where b.id = ${made.body.data.booking.info.id}`,
    );
    expect([Number(row!.discountId), Number(row!.cut), Number(row!.used)]).toEqual([id, 1000, 1]);
  });

  it('refuses an expired, a used-up, an ineligible and an unknown code, nothing written', async () => {
    await discount('OLD10', { validTo: ahead(-1) });
    await discount('GONE10', { maxUses: 3, used: 3 });
    await discount('OTHER10', { offering: otherOfferingId });
    const before = await fingerprint(stack.database.db, DISCOUNT_TABLES);
    for (const [code, text] of [
      ['OLD10', 'This discount code has expired.'],
      ['GONE10', 'This discount code has been fully used.'],
      ['OTHER10', 'This discount code does not apply to this offering.'],
      ['NOSUCH', 'This discount code is not valid.'],
    ] as const) {
      const made = await create({ startTime: '18:00', discountCode: code });
      expect(made.status).toBe(400);
      expect(made.body.message).toBe(text);
      expect((await quote({ discountCode: code })).body.message).toBe(text);
    }
    expect(await fingerprint(stack.database.db, DISCOUNT_TABLES)).toEqual(before);
  });

  it('gives the last use to exactly one of two desks booking at once', async () => {
    const id = await discount('LAST1', { maxUses: 1 });
    const answers = await Promise.all(
      ['14:00', '15:00'].map((startTime, i) =>
        create({ startTime, date: ahead(8), discountCode: 'LAST1', holderId: world.holderIds[i] }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe('This discount code has been fully used.');
    const [row] = await queryRows<{ used: number; n: number }>(
      stack.database.db,
      sql`select (select times_used from club_booking_discounts where id = ${id}) as used,
            (select count(*)::int from bookings where discount_id = ${id}) as n`,
    );
    expect([Number(row!.used), Number(row!.n)]).toEqual([1, 1]);
  });

  it("applies a live lightning deal, refuses one not live and another master client's", async () => {
    const live = await deal(true);
    const q = await quote({});
    expect(q.body.data.liveDeal).toMatchObject({ id: live, name: 'Happy hour', savingCents: 2 * 1304 });
    expect(q.body.data.totalCents).toBe(13_038);
    const made = await create({ startTime: '13:00', date: ahead(9), dealId: live });
    expect(made.status).toBe(200);
    expect(made.body.data.booking.info.totalCents).toBe(2 * 5215);
    const [left] = await queryRows<{ quantity: number }>(
      stack.database.db,
      sql`select quantity from club_lightning_deals where id = ${live}`,
    );
    expect(Number(left!.quantity)).toBe(8);
    const past = await deal(false);
    const before = await fingerprint(stack.database.db, DISCOUNT_TABLES);
    const notLive = await create({ startTime: '14:00', date: ahead(9), dealId: past });
    expect(notLive.body.message).toBe('This lightning deal is not live for this activity.');
    const [theirs] = await queryRows<{ id: number }>(
      stack.database.db,
      sql`select o.id from club_offerings o where o.master_client_id = ${foreign.masterClientId} limit 1`,
    );
    const theirDeal = await deal(true, foreign.masterClientId, foreign.locationId, Number(theirs!.id));
    const foreignDeal = await create({ startTime: '14:00', date: ahead(9), dealId: theirDeal });
    expect(foreignDeal.status).toBe(404);
    expect(
      await fingerprint(
        stack.database.db,
        DISCOUNT_TABLES.filter((t) => t !== 'club_lightning_deals'),
      ),
    ).toEqual(Object.fromEntries(Object.entries(before).filter(([k]) => k !== 'club_lightning_deals')));
  });

  describe('on a booking already made', () => {
    const apply = (bookingId: number, over: Record<string, unknown>) =>
      call('POST', '/booking-manager/bookings/apply-discount', { bookingId, ...over });
    const made = async (startTime: string, date = ahead(11), holder = world.holderIds[0]) => {
      const r = await create({ startTime, date, holderId: holder });
      expect(r.status).toBe(200);
      return r.body.data.booking.info.id as number;
    };

    it('takes $10 off a part-paid booking, counts the use once, and the balance follows', async () => {
      await discount('LATE10');
      const id = await made('10:00');
      await pay(id, '50');
      const r = await apply(id, { discountCode: ' late10 ' });
      expect(r.status).toBe(200);
      expect(r.body.data.message).toBe('Discount applied.');
      expect(r.body.data.booking.info).toMatchObject({ totalCents: 12_038, paidCents: 5000, balanceCents: 7038 });
      const [row] = await queryRows<{ used: number; cut: number }>(
        stack.database.db,
        sql`select d.times_used as used, b.discount_cents as cut from bookings b
            join club_booking_discounts d on d.id = b.discount_id where b.id = ${id}`,
      );
      expect([Number(row!.used), Number(row!.cut)]).toEqual([1, 1000]);
      // A second code or deal on the same booking: refused, nothing written.
      const before = await fingerprint(stack.database.db, DISCOUNT_TABLES);
      const again = await apply(id, { discountCode: 'LATE10' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('This booking already has a discount code or deal.');
      expect(await fingerprint(stack.database.db, DISCOUNT_TABLES)).toEqual(before);
    });

    it('keeps an earlier goodwill refund off when the code prices the booking again', async () => {
      await discount('AFTER10');
      const id = await made('11:00');
      await pay(id, '130.38');
      await refund(id, '21.99', 'GOODWILL');
      const r = await apply(id, { discountCode: 'AFTER10' });
      // $130.38 less $21.99 less $10.00; $108.39 paid net: $10.00 is owed back.
      expect(r.body.data.booking.info).toMatchObject({ totalCents: 9839, balanceCents: 0 });
      const back = await refund(id, '10', 'OVERPAID');
      expect(back.status).toBe(200);
    });

    it('refuses an expired, used-up, ineligible or unknown code, none at all, and a cancelled booking, nothing written', async () => {
      await discount('LATEOLD', { validTo: ahead(-1) });
      await discount('LATEGONE', { maxUses: 1, used: 1 });
      await discount('LATEOTHER', { offering: otherOfferingId });
      const id = await made('12:00');
      const cancelled = await made('13:00');
      await call('POST', '/booking-manager/bookings/cancel', { bookingId: cancelled });
      const before = await fingerprint(stack.database.db, DISCOUNT_TABLES);
      for (const [bookingId, over, text] of [
        [id, { discountCode: 'LATEOLD' }, 'This discount code has expired.'],
        [id, { discountCode: 'LATEGONE' }, 'This discount code has been fully used.'],
        [id, { discountCode: 'LATEOTHER' }, 'This discount code does not apply to this offering.'],
        [id, { discountCode: 'NOSUCH' }, 'This discount code is not valid.'],
        [id, {}, 'Enter a discount code or choose a live deal.'],
        [cancelled, { discountCode: 'LATE10' }, 'This booking is canceled.'],
      ] as const) {
        const r = await apply(bookingId, over);
        expect(r.status).toBe(400);
        expect(r.body.message).toBe(text);
      }
      expect(await fingerprint(stack.database.db, DISCOUNT_TABLES)).toEqual(before);
    });

    it('gives the last use to exactly one of two desks applying it at once', async () => {
      const code = await discount('LATELAST', { maxUses: 1 });
      const ids = [await made('14:00', ahead(12)), await made('15:00', ahead(12), world.holderIds[1])];
      const answers = await Promise.all(ids.map((id) => apply(id, { discountCode: 'LATELAST' })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const [row] = await queryRows<{ used: number; n: number }>(
        stack.database.db,
        sql`select (select times_used from club_booking_discounts where id = ${code}) as used,
              (select count(*)::int from bookings where discount_id = ${code}) as n`,
      );
      expect([Number(row!.used), Number(row!.n)]).toEqual([1, 1]);
    });

    it("applies a live deal through the gateway; another master client's deal is NOT_FOUND", async () => {
      const live = await deal(true);
      const id = await made('16:00', ahead(13));
      const director = stack.client();
      await director.login('director@funzone.test');
      director.masterClient = mcA;
      const answer = await director.gql<{ applyBookingDiscount: { booking: { info: { totalCents: number } } } }>(
        'mutation($b: Int!, $d: Int) { applyBookingDiscount(bookingId: $b, dealId: $d) { booking { info { totalCents } } } }',
        { b: id, d: live },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.applyBookingDiscount.booking.info.totalCents).toBe(2 * 5215);
      const [theirs] = await queryRows<{ id: number }>(
        stack.database.db,
        sql`select o.id from club_offerings o where o.master_client_id = ${foreign.masterClientId} limit 1`,
      );
      const theirDeal = await deal(true, foreign.masterClientId, foreign.locationId, Number(theirs!.id));
      const other = await made('17:00', ahead(13));
      const foreignDeal = await apply(other, { dealId: theirDeal });
      expect(foreignDeal.status).toBe(404);
    });
  });
});
