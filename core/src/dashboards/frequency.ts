/** Frequencies and the options and default offered for a window's span (spec/2 §9). */
import { dateRangeById, type DateWindow, spanDays } from './dateRanges.ts';

export const FREQUENCIES = ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  HOURLY: 'Hourly',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  YEARLY: 'Yearly',
};

interface SpanRule {
  /** Smallest span (days) of the row. */
  from: number;
  options: readonly Frequency[];
  default: Frequency;
}

/**
 * Rows of the table in spec/2 §9. "Weekly options" etc. are read as: every step from the one
 * that still gives a few points up to the row's unit.
 */
export const SPAN_RULES: readonly SpanRule[] = [
  { from: 1, options: ['HOURLY'], default: 'HOURLY' },
  { from: 2, options: ['DAILY'], default: 'DAILY' },
  { from: 7, options: ['DAILY', 'WEEKLY'], default: 'DAILY' },
  { from: 28, options: ['DAILY', 'WEEKLY', 'MONTHLY'], default: 'WEEKLY' },
  { from: 90, options: ['WEEKLY', 'MONTHLY', 'QUARTERLY'], default: 'MONTHLY' },
  { from: 365, options: ['MONTHLY', 'QUARTERLY', 'YEARLY'], default: 'MONTHLY' },
];

function ruleFor(span: number): SpanRule {
  let found = SPAN_RULES[0]!;
  for (const rule of SPAN_RULES) if (span >= rule.from) found = rule;
  return found;
}

export function frequencyOptions(span: number): readonly Frequency[] {
  return ruleFor(span).options;
}

export function defaultFrequency(span: number): Frequency {
  return ruleFor(span).default;
}

/** By named range: hourly for today and yesterday, daily for weeks, weekly for months, monthly else. */
export function defaultFrequencyForRange(dateRangeId: number): Frequency | null {
  const range = dateRangeById(dateRangeId);
  if (!range) return null;
  if (range.kind === 'today' || range.kind === 'yesterday') return 'HOURLY';
  if (range.unit === 'week') return 'DAILY';
  if (range.unit === 'month') return 'WEEKLY';
  if (range.unit === 'quarter' || range.unit === 'year') return 'MONTHLY';
  return null;
}

/** The step actually used: the asked one when the span offers it, else the span's default. */
export function effectiveFrequency(window: DateWindow, asked: Frequency | null | undefined): Frequency {
  const span = spanDays(window);
  return asked && frequencyOptions(span).includes(asked) ? asked : defaultFrequency(span);
}
