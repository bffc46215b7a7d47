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
  });
});

describe('whole cents', () => {
  // 1000 cents over 3 days: 333, 333, 334 (floor of the running share), never a fraction.
  const odd: PrepaidItem = { kind: 'membership', amountCents: 1000, start: d('2026-03-01'), expiry: d('2026-03-04') };
  it('spreads a membership in whole cents that add up to its price', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'].map((day) => revenueIn(odd, 'realised', w(day, day)));
    expect(days).toEqual([333, 333, 334]);
    expect(revenueIn(odd, 'realised', w('2026-03-02', '2026-03-03'))).toBe(667);
    expect(revenueIn(odd, 'realised', w('2026-02-01', '2026-03-31'))).toBe(1000);
    const daily = prepaidByBucket([odd], 'realised', w('2026-03-01', '2026-03-03'), 'DAILY');
    expect([...daily.values()]).toEqual([333, 333, 334]);
  });
});

describe('by the hour', () => {
  const day = w('2026-03-20', '2026-03-20');
  const at = (item: PrepaidItem, hour: number | null): PrepaidItem => ({ ...item, hour });
  it('puts each item at its hour on the day it counts, and the hours add up to the day', () => {
    const items = [
      at({ ...booking, paidOn: d('2026-03-20') } as PrepaidItem, 14),
      at({ ...sold, on: d('2026-03-20') } as PrepaidItem, 11),
      at({ ...membership, start: d('2026-03-20'), expiry: d('2026-04-19') } as PrepaidItem, 14),
      at({ ...sold, on: d('2026-03-19') } as PrepaidItem, 9),
    ];
    const hours = prepaidByBucket(items, 'sold', day, 'HOURLY');
    expect([...hours.entries()].sort()).toEqual([
      ['11', 5000],
      ['14', 50000 + 3000],
    ]);
    expect([...hours.values()].reduce((a, b) => a + b, 0)).toBe(prepaidTotal(items, 'sold', day));
  });

  it('when realised: a booking at its visit’s hour, a redemption at its hour, a membership’s share of the day at its hour', () => {
    const items = [
      at(booking, 18),
      at({ ...redeemed, on: d('2026-03-20') } as PrepaidItem, 12),
      at(membership, 10),
      at({ ...membership, amountCents: 1000, expiry: d('2026-03-04') } as PrepaidItem, null),
    ];
    const hours = prepaidByBucket(items, 'realised', day, 'HOURLY');
    expect([...hours.entries()].sort()).toEqual([
      ['10', 100],
      ['12', 2000],
      ['18', 50000],
    ]);
    // An item without an hour counts in the first hour.
    const early = prepaidByBucket(items, 'realised', w('2026-03-03', '2026-03-03'), 'HOURLY');
    expect([...early.entries()].sort()).toEqual([
      ['0', 334],
      ['10', 100],
    ]);
  });
});
