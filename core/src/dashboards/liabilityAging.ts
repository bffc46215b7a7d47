/**
 * Aged liabilities: what a venue owes its guests on a day, per location, by how long
 * it has been owed — gift-card balances (from the card's sale), unused credits (from their issue,
 * used oldest first), prepaid bookings not yet visited (from the payment) and membership terms
 * not yet served (from the sale; the unserved part as core/dashboards/realised spreads it).
 */
import { Temporal } from 'temporal-polyfill';
import type { PlainDate } from './dateRanges.ts';
import { revenueIn } from './realised.ts';

export const LIABILITY_KINDS = ['giftCards', 'credits', 'prepaidBookings', 'memberships'] as const;
export type LiabilityKind = (typeof LIABILITY_KINDS)[number];

/** Age buckets in days owed: 0–30, 31–90, 91–365, over a year. */
export const AGE_BUCKETS = [
  { key: '0-30', maxDays: 30 },
  { key: '31-90', maxDays: 90 },
  { key: '91-365', maxDays: 365 },
  { key: '365+', maxDays: Number.POSITIVE_INFINITY },
] as const;

/** The bucket index of an amount owed since `since`, on `asOf`. */
export function ageBucket(since: PlainDate, asOf: PlainDate): number {
  const days = Math.max(0, since.until(asOf).days);
  return AGE_BUCKETS.findIndex((b) => days <= b.maxDays);
}

/** An amount owed since a day. */
export interface Owed {
  since: PlainDate;
  cents: number;
}

/** Amounts per age bucket (cents). */
export function aged(owed: readonly Owed[], asOf: PlainDate): number[] {
  const out = AGE_BUCKETS.map(() => 0);
  for (const o of owed) if (o.cents > 0) out[ageBucket(o.since, asOf)]! += o.cents;
  return out;
}

/** Credits still unused: what was used or expired is taken from the oldest issues first. */
export function unusedCredits(issues: readonly Owed[], usedCents: number): Owed[] {
  let left = usedCents;
  const out: Owed[] = [];
  for (const issue of [...issues].sort((a, b) => Temporal.PlainDate.compare(a.since, b.since))) {
    const take = Math.min(left, issue.cents);
    left -= take;
    if (issue.cents - take > 0) out.push({ since: issue.since, cents: issue.cents - take });
  }
  return out;
}

/** The part of a membership's price not yet served on `asOf` (its term spread evenly). */
export function unservedMembership(priceCents: number, start: PlainDate, expiry: PlainDate, asOf: PlainDate): number {
  const earned = revenueIn({ kind: 'membership', amountCents: priceCents, start, expiry }, 'realised', {
    start,
    end: asOf,
  });
  return Math.max(0, priceCents - earned);
}
