/**
 * Revenue on two bases (the dashboard filter's `realizedSales`, issue 15). Tickets rung up at the
 * till are revenue the day they are sold on either basis. Prepaid items are where the bases
 * differ:
 * - sold (realizedSales false, the default): when the money is taken — a booking on the day it
 *   was paid (its visit day when paid at the visit), a gift card when sold, a membership on its
 *   first day;
 * - realised (realizedSales true, the accrual view): when it is earned — a booking on its visit
 *   day, a gift card as it is redeemed (what is redeemed, on that day), a membership spread
 *   evenly over the days of its term (start inclusive, expiry exclusive).
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

/** A prepaid item, or the sum of several alike (same kind and days). Amounts in cents. */
export type PrepaidItem =
  | { kind: 'booking'; amountCents: number; paidOn: PlainDate | null; visitOn: PlainDate }
  | { kind: 'giftCardSold'; amountCents: number; on: PlainDate }
  | { kind: 'giftCardRedeemed'; amountCents: number; on: PlainDate }
  | { kind: 'membership'; amountCents: number; start: PlainDate; expiry: PlainDate };

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

/** The cents of `item` that are revenue inside `window` on `basis` (fractional for a spread membership). */
export function revenueIn(item: PrepaidItem, basis: RevenueBasis, window: DateWindow): number {
  if (item.kind === 'membership' && basis === 'realised') {
    const last = item.expiry.subtract({ days: 1 });
    const from = cmp(item.start, window.start) > 0 ? item.start : window.start;
    const to = cmp(last, window.end) < 0 ? last : window.end;
    if (cmp(from, to) > 0) return 0;
    return (item.amountCents * (from.until(to).days + 1)) / termDays(item.start, item.expiry);
  }
  const day = revenueDay(item, basis);
  return day && inWindow(day, window) ? item.amountCents : 0;
}

/**
 * Prepaid revenue per bucket of `window` (keys as core/dashboards/buckets: the ISO first day),
 * each bucket cut to the window. Hourly charts have no prepaid series (the items have no hour):
 * an empty map.
 */
export function prepaidByBucket(
  items: readonly PrepaidItem[],
  basis: RevenueBasis,
  window: DateWindow,
  frequency: Frequency,
): Map<string, number> {
  const out = new Map<string, number>();
  if (frequency === 'HOURLY') return out;
  const add = (key: string, cents: number) => {
    if (cents !== 0) out.set(key, (out.get(key) ?? 0) + cents);
  };
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
