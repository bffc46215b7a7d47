/**
 * Money rules of the booking desk: what a refund is for and what it does to the
 * booking's total, what a reschedule to another activity costs, and whether a booking discount
 * code can be used. One definition for the REST API (which enforces them) and the web (which shows
 * them before the desk confirms). Integer cents throughout (spec/1 §5).
 */
import type { MessageKey } from '../messages/en.ts';
import { dollars } from './rules.ts';

/**
 * What a refund is for: guests or add-ons removed, a goodwill reduction, a cancellation, or money
 * paid above the total (after a cheaper reschedule or fewer guests). A refund without a reason is
 * refused: it would leave the booking owing what was given back.
 */
export const REFUND_REASONS = ['REMOVED', 'GOODWILL', 'CANCELLATION', 'OVERPAID'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export interface BookingMoney {
  state: string;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
}

/** What was paid (net of refunds) above the total: owed back to the guest. */
export const creditCents = (b: Omit<BookingMoney, 'state'>) =>
  Math.max(0, b.paidCents - b.refundedCents - b.totalCents);

/**
 * The booking's total after refunding `amountCents` for `reason`, or why that refund is refused.
 * The refund first pays back any credit (what was paid above the total); the rest of a refund for
 * removed guests or add-ons or for goodwill comes off the total, so the booking does not owe it
 * again. A cancellation refund (cancelled bookings only) leaves the total at what the venue keeps.
 * An overpayment refund is at most the credit. Amounts above what was paid are refused elsewhere
 * (refundOverPaid).
 *
 * Usage: `totalAfterRefund('REMOVED', 2199, { state: 'BOOKED', totalCents: 6519, paidCents: 6519,
 * refundedCents: 0 })` → `{ totalCents: 4320 }` (nothing due).
 */
export function totalAfterRefund(
  reason: RefundReason,
  amountCents: number,
  b: BookingMoney,
): { totalCents: number } | { problem: MessageKey; values?: Record<string, string | number> } {
  const cancelled = b.state === 'CANCELLED';
  if (reason === 'CANCELLATION') {
    if (!cancelled) return { problem: 'deskPricing.error.refundNotCancelled' };
    return { totalCents: Math.max(0, b.paidCents - b.refundedCents - amountCents) };
  }
  if (cancelled) return { problem: 'deskPricing.error.refundCancelledReason' };
  const credit = creditCents(b);
  if (reason === 'OVERPAID') {
    if (amountCents > credit)
      return { problem: 'deskPricing.error.refundOverCredit', values: { amount: dollars(credit) } };
    return { totalCents: b.totalCents };
  }
  return { totalCents: Math.max(0, b.totalCents - Math.max(0, amountCents - credit)) };
}

/**
 * What a refund took off the total and a new price keeps off (a reschedule prices the booking
 * again): the part of a refund for removed guests or add-ons or for goodwill that was not paying
 * back a credit. A cancellation or an overpayment refund takes nothing off a later price.
 */
export function refundCut(reason: RefundReason, totalBeforeCents: number, totalAfterCents: number): number {
  if (reason !== 'REMOVED' && reason !== 'GOODWILL') return 0;
  return Math.max(0, totalBeforeCents - totalAfterCents);
}

/**
 * A booking priced again: the list price (guests × price per guest plus add-ons) less the desk's
 * discount code or deal and less what earlier refunds took off, never below zero.
 *
 * Usage: `repricedTotal(6519, { discountCents: 0, refundCutCents: 2199 })` → 4320.
 */
export const repricedTotal = (listCents: number, cuts: { discountCents: number; refundCutCents: number }) =>
  Math.max(0, listCents - cuts.discountCents - cuts.refundCutCents);

/**
 * A reschedule's new price and what it changes: `differenceCents` > 0 is due from the guest, < 0
 * is owed back (refund due), measured against what was paid net of refunds.
 */
export function rescheduleQuote(newTotalCents: number, b: Omit<BookingMoney, 'state'>) {
  const paidNet = b.paidCents - b.refundedCents;
  return {
    totalCents: newTotalCents,
    /** The new total less the old one. */
    changeCents: newTotalCents - b.totalCents,
    /** What the guest will owe (> 0) or be owed (< 0) after the move. */
    differenceCents: newTotalCents - paidNet,
  };
}

/** A booking discount code as the rules read it (club_booking_discounts). */
export interface DiscountRules {
  enabled: boolean;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  timesUsed: number;
  /** Offerings (club booking offerings) it applies to; empty: all. */
  offerings: number[];
}

/**
 * Why a code cannot be used today (the location's ISO day) for a booking of `offeringIds` (the
 * offerings selling its product; a code limited to offerings applies when one of them is listed);
 * undefined: it can. The guest shop and the desk both ask this.
 */
export function discountProblem(d: DiscountRules | null, offeringIds: number[], today: string): MessageKey | undefined {
  if (!d?.enabled) return 'shop.error.discountUnknown';
  if (d.validFrom && today < d.validFrom) return 'shop.error.discountNotYet';
  if (d.validTo && today > d.validTo) return 'shop.error.discountExpired';
  if (d.maxUses !== null && d.timesUsed >= d.maxUses) return 'shop.error.discountUsedUp';
  if (d.offerings.length > 0 && !offeringIds.some((id) => d.offerings.includes(id))) {
    return 'shop.error.discountOffering';
  }
  return undefined;
}
