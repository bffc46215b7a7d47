import { describe, expect, it } from 'vitest';
import { discountProblem, refundCut, repricedTotal, rescheduleQuote, totalAfterRefund } from './deskPricing.ts';

const paid = { state: 'BOOKED', totalCents: 6519, paidCents: 6519, refundedCents: 0 };

describe('totalAfterRefund', () => {
  it('takes a refund for removed guests or goodwill off the total', () => {
    expect(totalAfterRefund('REMOVED', 2199, paid)).toEqual({ totalCents: 4320 });
    expect(totalAfterRefund('GOODWILL', 1000, { ...paid, paidCents: 3000 })).toEqual({ totalCents: 5519 });
  });
  it('pays back a credit first, and an overpayment refund only up to it', () => {
    const credit = { ...paid, totalCents: 4000 };
    expect(totalAfterRefund('REMOVED', 3000, credit)).toEqual({ totalCents: 3519 });
    expect(totalAfterRefund('OVERPAID', 2519, credit)).toEqual({ totalCents: 4000 });
    expect(totalAfterRefund('OVERPAID', 2520, credit)).toMatchObject({ problem: 'deskPricing.error.refundOverCredit' });
  });
  it('refunds a cancellation only on a cancelled booking, leaving what the venue keeps', () => {
    expect(totalAfterRefund('CANCELLATION', 100, paid)).toMatchObject({
      problem: 'deskPricing.error.refundNotCancelled',
    });
    const cancelled = { ...paid, state: 'CANCELLED' };
    expect(totalAfterRefund('CANCELLATION', 5000, cancelled)).toEqual({ totalCents: 1519 });
    expect(totalAfterRefund('GOODWILL', 5000, cancelled)).toMatchObject({
      problem: 'deskPricing.error.refundCancelledReason',
    });
  });
});

describe('rescheduleQuote', () => {
  it('says what is due or owed back against what was paid', () => {
    const b = { totalCents: 5000, paidCents: 5000, refundedCents: 0 };
    expect(rescheduleQuote(7000, b)).toEqual({ totalCents: 7000, changeCents: 2000, differenceCents: 2000 });
    expect(rescheduleQuote(3000, b)).toEqual({ totalCents: 3000, changeCents: -2000, differenceCents: -2000 });
  });
});

describe('discountProblem', () => {
  const code = {
    enabled: true,
    validFrom: '2026-12-01',
    validTo: '2026-12-31',
    maxUses: 2,
    timesUsed: 1,
    offerings: [],
  };
  it('applies the shop rules: dates, uses, offerings', () => {
    expect(discountProblem(code, [7], '2026-12-10')).toBeUndefined();
    expect(discountProblem(code, [7], '2026-11-30')).toBe('shop.error.discountNotYet');
    expect(discountProblem(code, [7], '2027-01-01')).toBe('shop.error.discountExpired');
    expect(discountProblem({ ...code, timesUsed: 2 }, [7], '2026-12-10')).toBe('shop.error.discountUsedUp');
    expect(discountProblem({ ...code, offerings: [8] }, [7], '2026-12-10')).toBe('shop.error.discountOffering');
    expect(discountProblem({ ...code, enabled: false }, [7], '2026-12-10')).toBe('shop.error.discountUnknown');
    expect(discountProblem(null, [7], '2026-12-10')).toBe('shop.error.discountUnknown');
  });
});

describe('repricing after refunds', () => {
  it('keeps what refunds for removed guests or goodwill took off, not an overpayment or a cancellation', () => {
    expect(refundCut('GOODWILL', 6519, 4320)).toBe(2199);
    expect(refundCut('REMOVED', 6519, 4320)).toBe(2199);
    expect(refundCut('OVERPAID', 6519, 6519)).toBe(0);
    expect(refundCut('CANCELLATION', 6519, 1519)).toBe(0);
    expect(repricedTotal(6519, { discountCents: 0, refundCutCents: 2199 })).toBe(4320);
    expect(repricedTotal(2000, { discountCents: 1000, refundCutCents: 2199 })).toBe(0);
  });
});
