/**
 * Payments and refunds of a booking (spec/3 §4), through a PaymentProcessor. The booking row is
 * locked first, so two requests for one booking queue; then the idempotency key is looked up: a
 * key already used for the same booking, kind and amount answers that result again without
 * charging, a key used for anything else is refused. A refund never exceeds what was paid net of
 * refunds; a payment never exceeds the balance due.
 */
import { type RefundReason, refundCut, totalAfterRefund } from '@marquee/core/bookings/deskPricing';
import { balanceDue, dollars, type PaymentMethod } from '@marquee/core/bookings/rules';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { PaymentDeclined, type PaymentProcessor, ProcessorUnavailable } from '../../payments/processor.ts';
import { refused } from './errors.ts';
import { bookingChanged, moneyMoved } from './facts.ts';
import { type BookingInfo, bookingInfo } from './read.ts';
import { lockedBooking } from './write.ts';

export interface MoneyInput {
  bookingId: number;
  amountCents: number;
  idempotencyKey: string;
  /** Null: the guest (pay by link). */
  userId: number | null;
}

interface Existing {
  bookingId: number;
  kind: string;
  amountCents: number;
}

async function replayOf(db: Executor, masterClientId: number, key: string, expected: Existing): Promise<boolean> {
  const [row] = await queryRows<Existing>(
    db,
    sql`select booking_id as "bookingId", kind, amount_cents as "amountCents" from booking_payments
        where master_client_id = ${masterClientId} and (idempotency_key = ${key} or request_key = ${key}) limit 1`,
  );
  if (!row) return false;
  if (
    Number(row.bookingId) !== expected.bookingId ||
    row.kind !== expected.kind ||
    Number(row.amountCents) !== expected.amountCents
  ) {
    throw refused('idempotencyKey', 'bookings.error.idempotencyReused');
  }
  return true;
}

async function callProcessor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentDeclined) throw refused('payment', 'bookings.error.declined', { reason: error.reason });
    if (error instanceof ProcessorUnavailable) throw refused('payment', 'bookings.error.processorUnavailable');
    throw error;
  }
}

export async function takePayment(
  db: Executor,
  masterClientId: number,
  processor: PaymentProcessor,
  input: MoneyInput & { method: PaymentMethod; paymentMethodId?: string },
): Promise<{ booking: BookingInfo; replayed: boolean }> {
  if (input.amountCents <= 0) throw refused('amount', 'bookings.error.amountZero');
  const b = await lockedBooking(db, masterClientId, input.bookingId);
  const expected = { bookingId: b.id, kind: 'PAYMENT', amountCents: input.amountCents };
  if (await replayOf(db, masterClientId, input.idempotencyKey, expected)) return { booking: b, replayed: true };
  const due = balanceDue(b);
  if (due === 0) throw refused('amount', 'bookings.error.nothingDue');
  if (input.amountCents > due) throw refused('amount', 'bookings.error.paymentOverDue', { due: dollars(due) });
  const answer = await callProcessor(() =>
    processor.charge({
      amountCents: input.amountCents,
      currency: b.currency,
      method: input.method,
      idempotencyKey: input.idempotencyKey,
      description: `Booking ${b.confirmationCode}`,
      paymentMethodId: input.paymentMethodId,
    }),
  );
  await db.execute(sql`insert into booking_payments (master_client_id, booking_id, kind, processor, method, amount_cents,
      idempotency_key, reference, created_by)
    values (${masterClientId}, ${b.id}, 'PAYMENT', ${processor.name}, ${input.method}, ${input.amountCents},
      ${input.idempotencyKey}, ${answer.reference}, ${input.userId})`);
  await db.execute(sql`update bookings set paid_cents = paid_cents + ${input.amountCents}, version = version + 1,
    updated_at = now() where id = ${b.id}`);
  await moneyMoved(db, {
    kind: 'PAYMENT',
    bookingId: b.id,
    locationId: b.locationId,
    zone: b.timeZone,
    amountCents: input.amountCents,
    employeeId: input.userId ?? 0,
  });
  return { booking: (await bookingInfo(db, masterClientId, b.id))!, replayed: false };
}

/** A payment of the booking with what of it may still be refunded. */
interface Refundable {
  id: number;
  processor: string;
  method: string;
  reference: string;
  leftCents: number;
}

/**
 * The booking's payments, newest first, each with what is left to refund: its amount less the
 * refunds that name it; refunds written before refunds named their payment went back to the
 * latest payments, so they are taken off newest first too.
 */
async function refundablePayments(db: Executor, bookingId: number): Promise<Refundable[]> {
  const rows = await queryRows<{
    id: number;
    kind: string;
    processor: string;
    method: string;
    reference: string;
    amountCents: number;
    refundsPaymentId: number | null;
  }>(
    db,
    sql`select id, kind, processor, method, reference, amount_cents as "amountCents",
          refunds_payment_id as "refundsPaymentId"
        from booking_payments where booking_id = ${bookingId} order by id desc`,
  );
  const payments: Refundable[] = rows
    .filter((r) => r.kind === 'PAYMENT')
    .map((r) => ({ ...r, id: Number(r.id), leftCents: Number(r.amountCents) }));
  let unnamed = 0;
  for (const r of rows.filter((x) => x.kind === 'REFUND')) {
    const paid = r.refundsPaymentId === null ? undefined : payments.find((p) => p.id === Number(r.refundsPaymentId));
    if (paid) paid.leftCents -= Number(r.amountCents);
    else unnamed += Number(r.amountCents);
  }
  for (const p of payments) {
    const taken = Math.min(p.leftCents, unnamed);
    p.leftCents -= taken;
    unnamed -= taken;
  }
  return payments.filter((p) => p.leftCents > 0);
}

/**
 * A refund request already done: its parts (found by the request's key) for this booking and
 * amount answer it again; the key used for anything else is refused.
 */
async function refundReplayed(db: Executor, masterClientId: number, key: string, bookingId: number, amount: number) {
  const rows = await queryRows<{ bookingId: number; kind: string; amountCents: number }>(
    db,
    sql`select booking_id as "bookingId", kind, sum(amount_cents)::bigint as "amountCents" from booking_payments
        where master_client_id = ${masterClientId} and (request_key = ${key} or idempotency_key = ${key})
        group by booking_id, kind`,
  );
  if (rows.length === 0) return false;
  const [only] = rows;
  if (
    rows.length > 1 ||
    Number(only!.bookingId) !== bookingId ||
    only!.kind !== 'REFUND' ||
    Number(only!.amountCents) !== amount
  )
    throw refused('idempotencyKey', 'bookings.error.idempotencyReused');
  return true;
}

/**
 * Refunds `amountCents` (the whole of what is refundable when absent) back to the payments it came
 * from, newest first, each through its own processor: a card payment to its card, cash from the
 * till. A refund larger than the newest payment is spread over the earlier ones, one provider
 * refund per payment, each with a key derived from the request's (`<key>.<payment id>`): a retry
 * after a provider failure part-way sends the same keys, so the provider answers the parts it
 * already made instead of refunding them twice.
 */
export async function refundBooking(
  db: Executor,
  masterClientId: number,
  processors: (name: string) => PaymentProcessor,
  input: Omit<MoneyInput, 'amountCents'> & { amountCents?: number; reason: RefundReason },
): Promise<{ booking: BookingInfo; replayed: boolean }> {
  const b = await lockedBooking(db, masterClientId, input.bookingId, true);
  const refundable = b.paidCents - b.refundedCents;
  const amount = input.amountCents ?? refundable;
  if (amount <= 0 && input.amountCents !== undefined) throw refused('amount', 'bookings.error.amountZero');
  if (amount > 0 && (await refundReplayed(db, masterClientId, input.idempotencyKey, b.id, amount)))
    return { booking: b, replayed: true };
  if (amount > refundable || amount <= 0) {
    throw refused('amount', 'bookings.error.refundOverPaid', { available: dollars(refundable) });
  }
  // What the refund is for decides what the booking still costs (core deskPricing).
  const after = totalAfterRefund(input.reason, amount, b);
  if ('problem' in after) throw refused('reason', after.problem, after.values);
  let left = amount;
  for (const payment of await refundablePayments(db, b.id)) {
    if (left === 0) break;
    const part = Math.min(left, payment.leftCents);
    const partKey = `${input.idempotencyKey}.${payment.id}`;
    const processor = processors(payment.processor);
    const answer = await callProcessor(() =>
      processor.refund({
        amountCents: part,
        currency: b.currency,
        idempotencyKey: partKey,
        paymentReference: payment.reference,
      }),
    );
    await db.execute(sql`insert into booking_payments (master_client_id, booking_id, kind, processor, method, amount_cents,
        idempotency_key, request_key, refunds_payment_id, refund_reason, reference, created_by)
      values (${masterClientId}, ${b.id}, 'REFUND', ${processor.name}, ${payment.method}, ${part},
        ${partKey}, ${input.idempotencyKey}, ${payment.id}, ${input.reason}, ${answer.reference}, ${input.userId})`);
    left -= part;
  }
  // The payments' remainders add up to what was paid net of refunds; anything else is a bug.
  if (left !== 0) throw new Error(`booking ${b.id}: ${left} cents of the refund found no payment`);
  const cut = refundCut(input.reason, b.totalCents, after.totalCents);
  await db.execute(sql`update bookings set refunded_cents = refunded_cents + ${amount}, total_cents = ${after.totalCents},
    refund_cut_cents = refund_cut_cents + ${cut}, version = version + 1, updated_at = now() where id = ${b.id}`);
  if (after.totalCents !== b.totalCents && b.state !== 'CANCELLED') {
    const [row] = await queryRows<{ f: number | null }>(
      db,
      sql`select dash_fact_id as f from bookings where id = ${b.id}`,
    );
    await bookingChanged(db, row?.f == null ? null : Number(row.f), b.guests, after.totalCents);
  }
  await moneyMoved(db, {
    kind: 'REFUND',
    bookingId: b.id,
    locationId: b.locationId,
    zone: b.timeZone,
    amountCents: amount,
    employeeId: input.userId ?? 0,
  });
  return { booking: (await bookingInfo(db, masterClientId, b.id))!, replayed: false };
}
