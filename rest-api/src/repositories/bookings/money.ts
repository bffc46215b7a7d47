/**
 * Payments and refunds of a booking (spec/3 §4), through a PaymentProcessor. The booking row is
 * locked first, so two requests for one booking queue; then the idempotency key is looked up: a
 * key already used for the same booking, kind and amount answers that result again without
 * charging, a key used for anything else is refused. A refund never exceeds what was paid net of
 * refunds; a payment never exceeds the balance due.
 */
import { balanceDue, dollars, type PaymentMethod } from '@marquee/core/bookings/rules';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { PaymentDeclined, type PaymentProcessor, ProcessorUnavailable } from '../../payments/processor.ts';
import { refused } from './errors.ts';
import { moneyMoved } from './facts.ts';
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
        where master_client_id = ${masterClientId} and idempotency_key = ${key}`,
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

/**
 * Refunds `amountCents` (the whole of what is refundable when absent), through the processor of
 * the latest payment, so a card payment is refunded to the card and cash from the till.
 */
export async function refundBooking(
  db: Executor,
  masterClientId: number,
  processors: (name: string) => PaymentProcessor,
  input: Omit<MoneyInput, 'amountCents'> & { amountCents?: number },
): Promise<{ booking: BookingInfo; replayed: boolean }> {
  const b = await lockedBooking(db, masterClientId, input.bookingId, true);
  const refundable = b.paidCents - b.refundedCents;
  const amount = input.amountCents ?? refundable;
  if (amount <= 0 && input.amountCents !== undefined) throw refused('amount', 'bookings.error.amountZero');
  const expected = { bookingId: b.id, kind: 'REFUND', amountCents: amount };
  if (amount > 0 && (await replayOf(db, masterClientId, input.idempotencyKey, expected)))
    return { booking: b, replayed: true };
  if (amount > refundable || amount <= 0) {
    throw refused('amount', 'bookings.error.refundOverPaid', { available: dollars(refundable) });
  }
  const [last] = await queryRows<{ processor: string; method: string; reference: string }>(
    db,
    sql`select processor, method, reference from booking_payments where booking_id = ${b.id} and kind = 'PAYMENT'
        order by id desc limit 1`,
  );
  const processor = processors(last?.processor ?? 'IN_VENUE');
  const answer = await callProcessor(() =>
    processor.refund({
      amountCents: amount,
      currency: b.currency,
      idempotencyKey: input.idempotencyKey,
      paymentReference: last?.reference ?? '',
    }),
  );
  await db.execute(sql`insert into booking_payments (master_client_id, booking_id, kind, processor, method, amount_cents,
      idempotency_key, reference, created_by)
    values (${masterClientId}, ${b.id}, 'REFUND', ${processor.name}, ${last?.method ?? 'CASH'}, ${amount},
      ${input.idempotencyKey}, ${answer.reference}, ${input.userId})`);
  await db.execute(sql`update bookings set refunded_cents = refunded_cents + ${amount}, version = version + 1,
    updated_at = now() where id = ${b.id}`);
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
