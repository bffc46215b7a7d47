/**
 * A widget's trend (spec/2 §2): against a target it is the value as a percentage of
 * the target ('92 % of target'); against a previous period or the year before it is the signed
 * change ((current − previous) / previous, '−0.6 % vs previous period'). The arrow follows the
 * percentage of target (≥ 100 up) or the sign of the change (≥ 0 up). One definition for the
 * REST API, which computes it, and the web, which shows it.
 */
import { Temporal } from 'temporal-polyfill';
import type { TrendType } from './widgets.ts';

export type TrendBasis = 'target' | 'comparison';

export interface Trend {
  /** Value as a percentage of its target; null for a comparison. */
  ofTarget: number | null;
  /** Signed change in percent against the compared window; null for a target. */
  change: number | null;
  trendType: TrendType;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The value as a percentage of its target, or null without a target to compare with. */
export function percentOfTarget(value: number, target: number): number | null {
  if (target === 0 || !Number.isFinite(target)) return null;
  return round2((value / target) * 100);
}

/**
 * Signed change in percent from `previous` to `current`; null when there was nothing before
 * (a change from zero has no percentage). Divided by |previous| so a smaller loss reads as a rise.
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0 || !Number.isFinite(previous)) return null;
  // round2 of −0.004 is −0: normalise so a flat figure has no sign.
  return round2(((current - previous) / Math.abs(previous)) * 100) + 0;
}

/** The trend of `value` against its reference, or null when it cannot be computed. */
export function trendOf(value: number, reference: number, basis: TrendBasis): Trend | null {
  if (basis === 'target') {
    const ofTarget = percentOfTarget(value, reference);
    return ofTarget == null ? null : { ofTarget, change: null, trendType: ofTarget >= 100 ? 'UP' : 'DOWN' };
  }
  const change = changePercent(value, reference);
  return change == null ? null : { ofTarget: null, change, trendType: change >= 0 ? 'UP' : 'DOWN' };
}

/**
 * A master client's first data day is the earliest business day any of its locations has a
 * recorded fact on (sales, visits, bookings: the dashboards' daily facts). A comparison whose window
 * begins before that day compares with days the venue has no records of, not with a quiet
 * period: its change is not shown, and the card says from when there is data.
 */
export function comparedBeforeFirstData(
  comparedStart: Temporal.PlainDate,
  firstDataDay: Temporal.PlainDate | null,
): boolean {
  return firstDataDay !== null && Temporal.PlainDate.compare(comparedStart, firstDataDay) < 0;
}

/** U+2212, the typographic minus the issue asks for ('−0.6 %'), not a hyphen. */
export const MINUS_SIGN = '\u2212';

/**
 * A change with its sign: '+345 %', '−0.6 %', '0 %'. `formatAbs` formats the magnitude in the
 * reader's locale (separators, decimals).
 */
export function formatChange(change: number, formatAbs: (value: number) => string): string {
  const sign = change > 0 ? '+' : change < 0 ? MINUS_SIGN : '';
  return `${sign}${formatAbs(Math.abs(change))} %`;
}
