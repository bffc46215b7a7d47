import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  type PrepaidItem,
  prepaidByBucket,
  prepaidTotal,
  revenueBasis,
  revenueDay,
  revenueIn,
  termDays,
} from './realised.ts';

const d = (iso: string) => Temporal.PlainDate.from(iso);
const w = (start: string, end: string) => ({ start: d(start), end: d(end) });

const booking: PrepaidItem = { kind: 'booking', amountCents: 50000, paidOn: d('2026-03-01'), visitOn: d('2026-03-20') };
const sold: PrepaidItem = { kind: 'giftCardSold', amountCents: 5000, on: d('2026-03-02') };
const redeemed: PrepaidItem = { kind: 'giftCardRedeemed', amountCents: 2000, on: d('2026-03-25') };
// A 30-day term from March 1: 30 days of 100 cents.
const membership: PrepaidItem = {
  kind: 'membership',
  amountCents: 3000,
  start: d('2026-03-01'),
  expiry: d('2026-03-31'),
};

describe('revenue bases', () => {
  it('reads realizedSales: true is the realised basis, anything else when sold', () => {
    expect(revenueBasis(true)).toBe('realised');
    expect(revenueBasis(false)).toBe('sold');
    expect(revenueBasis(undefined)).toBe('sold');
  });

  it('counts a booking when paid, or on its visit day when realised; paid at the visit counts on the visit', () => {
    expect(revenueDay(booking, 'sold')?.toString()).toBe('2026-03-01');
    expect(revenueDay(booking, 'realised')?.toString()).toBe('2026-03-20');
    expect(revenueDay({ ...booking, paidOn: null } as PrepaidItem, 'sold')?.toString()).toBe('2026-03-20');
  });

  it('counts a gift card when sold, or as redeemed — never both on one basis', () => {
    expect(revenueIn(sold, 'sold', w('2026-03-01', '2026-03-31'))).toBe(5000);
    expect(revenueIn(sold, 'realised', w('2026-03-01', '2026-03-31'))).toBe(0);
    expect(revenueIn(redeemed, 'sold', w('2026-03-01', '2026-03-31'))).toBe(0);
    expect(revenueIn(redeemed, 'realised', w('2026-03-01', '2026-03-31'))).toBe(2000);
  });

  it('spreads a membership over its term (expiry exclusive) when realised, all on its first day when sold', () => {
    expect(termDays(d('2026-03-01'), d('2026-03-31'))).toBe(30);
    expect(revenueIn(membership, 'realised', w('2026-03-01', '2026-03-10'))).toBe(1000);
    expect(revenueIn(membership, 'realised', w('2026-03-25', '2026-04-30'))).toBe(600);
    expect(revenueIn(membership, 'realised', w('2026-03-31', '2026-04-30'))).toBe(0);
    expect(revenueIn(membership, 'realised', w('2026-02-01', '2026-12-31'))).toBe(3000);
    expect(revenueIn(membership, 'sold', w('2026-03-01', '2026-03-01'))).toBe(3000);
    expect(revenueIn(membership, 'sold', w('2026-03-02', '2026-03-31'))).toBe(0);
  });

  it('puts each cent in its bucket, cut to the window, and the buckets add up to the total', () => {
    const items = [booking, sold, redeemed, membership];
    const window = w('2026-03-05', '2026-03-26');
    const weekly = prepaidByBucket(items, 'realised', window, 'WEEKLY');
    // Weeks from Sunday: Mar 1 (days 5–7 of it), 8, 15, 22 (22–26).
    expect([...weekly.keys()].sort()).toEqual(['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22']);
    expect(weekly.get('2026-03-01')).toBeCloseTo(300);
    expect(weekly.get('2026-03-15')).toBeCloseTo(700 + 50000);
    expect(weekly.get('2026-03-22')).toBeCloseTo(500 + 2000);
    const sum = [...weekly.values()].reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(prepaidTotal(items, 'realised', window));
    const whenSold = prepaidByBucket(items, 'sold', w('2026-03-01', '2026-03-31'), 'MONTHLY');
    expect([...whenSold.entries()]).toEqual([['2026-03-01', 50000 + 5000 + 3000]]);
    expect(prepaidByBucket(items, 'sold', window, 'HOURLY').size).toBe(0);
  });
});
