/**
 * Pay by link: staff send the holder an e-mail (outbox) with a signed, expiring,
 * single-use link to Marquee's public payment page; paying there records the payment on the
 * booking. The token's hash is stored; using it marks it used in the same transaction as the
 * payment, so two tabs cannot both pay.
 */
import type { JobQueue } from '../../jobs/queue.ts';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { dollars, PAY_LINK_TTL_HOURS, payLinkPath, time12, usFromIso } from '@marquee/core/bookings/rules';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { makePayLinkToken, readPayLinkToken } from '../../payments/payLinkToken.ts';
import type { PaymentProcessor } from '../../payments/processor.ts';
import { refused } from './errors.ts';
import { takePayment } from './money.ts';
import { bookingInfo } from './read.ts';
import { lockedBooking } from './write.ts';
import { sendBookingMessage } from '../../marketing/bookingMessages.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function payLinkSigner(secret: string) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  const equal = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  return { sign, equal };
}

export async function sendPayLink(
  db: Executor,
  masterClientId: number,
  bookingId: number,
  opts: { secret: string; publicUrl: string; jobs: JobQueue; now?: Date },
) {
  const b = await lockedBooking(db, masterClientId, bookingId);
  if (b.balanceCents <= 0) throw refused('bookingId', 'bookings.error.nothingDue');
  if (!b.holder.email) throw refused('holderId', 'bookings.error.holderNoEmail');
  const now = opts.now ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + PAY_LINK_TTL_HOURS * 3600;
  const token = makePayLinkToken(
    { bookingId: b.id, expires },
    randomBytes(12).toString('hex'),
    payLinkSigner(opts.secret).sign,
  );
  await db.execute(sql`insert into booking_pay_links (token_hash, master_client_id, booking_id, amount_cents, expires_at)
    values (${hashOf(token)}, ${masterClientId}, ${b.id}, ${b.balanceCents}, to_timestamp(${expires}))`);
  const link = `${opts.publicUrl}${payLinkPath(token)}`;
  await sendBookingMessage(db, opts.jobs, masterClientId, 'payByLink', b.id, opts.publicUrl, {
    payment: { link, expiresAt: new Date(expires * 1000) },
  });
  return { token, link };
}

interface LinkRow {
  masterClientId: number;
  bookingId: number;
  amountCents: number;
  expiresAt: Date;
  usedAt: Date | null;
}

/** The link's row when the token is well signed, unexpired and unused; else the refusal. */
async function usableLink(db: Executor, token: string, secret: string, now: Date, lock: boolean): Promise<LinkRow> {
  const { sign, equal } = payLinkSigner(secret);
  const claims = readPayLinkToken(token, sign, equal);
  if (claims === 'invalid') throw refused('token', 'bookings.error.linkInvalid');
  const [row] = await queryRows<LinkRow>(
    db,
    sql`select master_client_id as "masterClientId", booking_id as "bookingId", amount_cents as "amountCents",
          expires_at as "expiresAt", used_at as "usedAt"
        from booking_pay_links where token_hash = ${hashOf(token)}${lock ? sql` for update` : sql``}`,
  );
  if (!row || Number(row.bookingId) !== claims.bookingId) throw refused('token', 'bookings.error.linkInvalid');
  if (row.usedAt) throw refused('token', 'bookings.error.linkUsed');
  if (new Date(row.expiresAt).getTime() <= now.getTime() || claims.expires * 1000 <= now.getTime()) {
    throw refused('token', 'bookings.error.linkExpired');
  }
  return row;
}

/** What the public page shows: the booking, the amount, whether a card provider takes it. */
export async function payLinkView(db: Executor, token: string, secret: string, now = new Date()) {
  const row = await usableLink(db, token, secret, now, false);
  const b = (await bookingInfo(db, row.masterClientId, Number(row.bookingId)))!;
  return {
    confirmationCode: b.confirmationCode,
    activityName: b.activityName,
    locationName: b.locationName,
    date: usFromIso(b.bookingDate),
    time: time12(b.startTime),
    guests: b.guests,
    amountCents: Math.min(Number(row.amountCents), b.balanceCents),
    amount: dollars(Math.min(Number(row.amountCents), b.balanceCents)),
    currency: b.currency,
  };
}

/** Pays the link's amount (at most the balance) through `processor`, and uses the link up. */
export async function payByLink(
  db: Executor,
  token: string,
  secret: string,
  processor: PaymentProcessor,
  paymentMethodId: string | undefined,
  now = new Date(),
) {
  const row = await usableLink(db, token, secret, now, true);
  const b = await lockedBooking(db, row.masterClientId, Number(row.bookingId));
  const amount = Math.min(Number(row.amountCents), b.balanceCents);
  if (amount <= 0) throw refused('token', 'bookings.error.nothingDue');
  await db.execute(sql`update booking_pay_links set used_at = now() where token_hash = ${hashOf(token)}`);
  const hash = hashOf(token);
  const paid = await takePayment(db, row.masterClientId, processor, {
    bookingId: b.id,
    amountCents: amount,
    method: 'CARD',
    idempotencyKey: `paylink-${hash.slice(0, 40)}`,
    paymentMethodId,
    userId: null,
  });
  return paid.booking;
}
