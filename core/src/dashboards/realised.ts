/**
 * Revenue on two bases (the dashboard filter's `realizedSales`). Tickets rung up at the
 * till are revenue the day they are sold on either basis. Prepaid items are where the bases
 * differ:
 * - sold (realizedSales false, the default): when the money is taken — a booking on the day it
 *   was paid (its visit day when paid at the visit), a gift card when sold, a membership on its
 *   first day;
 * - realised (realizedSales true, the accrual view): when it is earned — a booking on its visit
 *   day, a gift card as it is redeemed (what is redeemed, on that day), a membership spread
 *   evenly over the days of its term (start inclusive, expiry exclusive) in whole cents: the
 *   first k days hold floor(price × k / term), so the days add up to the price exactly.
 * By the hour (the hourly charts: Today, Yesterday), an item counts at the hour it was taken on
 * the day it counts: a booking at the hour it was paid when sold and at its visit's hour when
 * realised, a gift card at its sale's or redemption's hour, a membership (and each day's share
 * of it) at the hour it was sold. An item without an hour counts in the first hour, so the hours
 * of a day always add up to the day.
 * The REST API reads the prepaid items per day and applies these rules; nothing else decides
 * which day a prepaid cent belongs to.
 */
import { Temporal } from 'temporal-polyfill';
import { bucketStart } from './buckets.ts';
import type { DateWindow, PlainDate } from './dateRanges.ts';
import type { Frequency } from './frequency.ts';

export type RevenueBasis = 'sold' | 'realised';

export const revenueBasis = (realizedSales: boolean | null | undefined): RevenueBasis =>
  realizedSales ? 'realised' : 'sold';

/**
 * A prepaid item, or the sum of several alike (same kind, days and hour). Amounts in cents.
 * `hour` (0–23): the hour of day it counts at on the basis it was read for (see above); null or
 * absent, hour 0.
 */
export type PrepaidItem = (
  | { kind: 'booking'; amountCents: number; paidOn: PlainDate | null; visitOn: PlainDate }
  | { kind: 'giftCardSold'; amountCents: number; on: PlainDate }
  | { kind: 'giftCardRedeemed'; amountCents: number; on: PlainDate }
  | { kind: 'membership'; amountCents: number; start: PlainDate; expiry: PlainDate }
) & { hour?: number | null };

const cmp = Temporal.PlainDate.compare;
const inWindow = (day: PlainDate, w: DateWindow) => cmp(day, w.start) >= 0 && cmp(day, w.end) <= 0;

/** Days of a membership's term: start inclusive, expiry exclusive; at least one. */
export const termDays = (start: PlainDate, expiry: PlainDate): number => Math.max(1, start.until(expiry).days);

/**
 * The day a prepaid item counts on the basis, or null when it is spread (a realised membership)
 * or never counts (a gift card's sale when realised, its redemption when sold).
 */
export function revenueDay(item: PrepaidItem, basis: RevenueBasis): PlainDate | null {
  switch (item.kind) {
    case 'booking':
      return basis === 'sold' ? (item.paidOn ?? item.visitOn) : item.visitOn;
    case 'giftCardSold':
      return basis === 'sold' ? item.on : null;
    case 'giftCardRedeemed':
      return basis === 'realised' ? item.on : null;
    case 'membership':
      return basis === 'sold' ? item.start : null;
  }
}

/** Whole cents of a spread membership earned in its first `days` days of `term`. */
const earnedBy = (amountCents: number, days: number, term: number) =>
  Math.floor((amountCents * Math.min(Math.max(days, 0), term)) / term);

/** The cents of `item` that are revenue inside `window` on `basis` (whole cents, on both bases). */
export function revenueIn(item: PrepaidItem, basis: RevenueBasis, window: DateWindow): number {
  if (item.kind === 'membership' && basis === 'realised') {
    const last = item.expiry.subtract({ days: 1 });
    const from = cmp(item.start, window.start) > 0 ? item.start : window.start;
    const to = cmp(last, window.end) < 0 ? last : window.end;
    if (cmp(from, to) > 0) return 0;
    const term = termDays(item.start, item.expiry);
    // Days before `from` and up to `to`, counted from the start: the difference of two floors.
    const before = item.start.until(from).days;
    const through = item.start.until(to).days + 1;
    return earnedBy(item.amountCents, through, term) - earnedBy(item.amountCents, before, term);
  }
  const day = revenueDay(item, basis);
  return day && inWindow(day, window) ? item.amountCents : 0;
}

/**
 * Prepaid revenue per bucket of `window` (keys as core/dashboards/buckets: the ISO first day, or
 * the hour of day for hourly charts), each bucket cut to the window. The buckets add up to
 * `prepaidTotal` on every frequency.
 */
export function prepaidByBucket(
  items: readonly PrepaidItem[],
  basis: RevenueBasis,
  window: DateWindow,
  frequency: Frequency,
): Map<string, number> {
  const out = new Map<string, number>();
  const add = (key: string, cents: number) => {
    if (cents !== 0) out.set(key, (out.get(key) ?? 0) + cents);
  };
  if (frequency === 'HOURLY') {
    // Hours of the day over the window's days (an hourly window is a day): at the item's hour.
    for (const item of items) add(String(item.hour ?? 0), revenueIn(item, basis, window));
    return out;
  }
  for (const item of items) {
    const day = revenueDay(item, basis);
    if (day) {
      if (inWindow(day, window)) add(bucketStart(day, frequency).toString(), item.amountCents);
      continue;
    }
    if (item.kind !== 'membership' || basis !== 'realised') continue;
    // Spread: walk the buckets the term overlaps inside the window.
    let start = cmp(item.start, window.start) > 0 ? item.start : window.start;
    const last = item.expiry.subtract({ days: 1 });
    while (cmp(start, window.end) <= 0 && cmp(start, last) <= 0) {
      const key = bucketStart(start, frequency);
      const next = nextBucket(key, frequency);
      const end = next.subtract({ days: 1 });
      add(key.toString(), revenueIn(item, basis, { start, end: cmp(end, window.end) < 0 ? end : window.end }));
      start = next;
    }
  }
  return out;
}

/** The total prepaid revenue of `window`. */
export function prepaidTotal(items: readonly PrepaidItem[], basis: RevenueBasis, window: DateWindow): number {
  return items.reduce((sum, item) => sum + revenueIn(item, basis, window), 0);
}

function nextBucket(start: PlainDate, frequency: Exclude<Frequency, 'HOURLY'>): PlainDate {
  switch (frequency) {
    case 'DAILY':
      return start.add({ days: 1 });
    case 'WEEKLY':
      return start.add({ weeks: 1 });
    case 'MONTHLY':
      return start.add({ months: 1 });
    case 'QUARTERLY':
      return start.add({ months: 3 });
    case 'YEARLY':
      return start.add({ years: 1 });
  }
}
