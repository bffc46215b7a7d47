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

/**
 * The longest window (days) a chart may cover at each step (a 0001–9999 chart drew
 * 120,000 points). Each keeps a series under ~1,000 points and the rows a request sums small:
 * hourly (24 points) reads hour rows per day, so a month; daily a leap year (366 points);
 * weekly ten years (~522); monthly thirty years (360); quarterly and yearly the whole calendar
 * dashboards may ask about (2000–2100: 404 and 101 points). Spans of the table above that a step
 * would exceed stop offering it, so the default is always within bounds.
 */
export const MAX_SPAN_DAYS: Record<Frequency, number> = {
  HOURLY: 31,
  DAILY: 366,
  WEEKLY: 3653,
  MONTHLY: 10_958,
  QUARTERLY: 36_890,
  YEARLY: 36_890,
};

/** Whether a chart may step by `frequency` over `span` days. */
export function frequencyFits(frequency: Frequency, span: number): boolean {
  return span <= MAX_SPAN_DAYS[frequency];
}

function ruleFor(span: number): SpanRule {
  let found = SPAN_RULES[0]!;
  for (const rule of SPAN_RULES) if (span >= rule.from) found = rule;
  return found;
}

export function frequencyOptions(span: number): readonly Frequency[] {
  const { options } = ruleFor(span);
  return options.every((f) => frequencyFits(f, span)) ? options : options.filter((f) => frequencyFits(f, span));
}

/** The row's default, or the finest offered step that fits when the span outgrows it. */
export function defaultFrequency(span: number): Frequency {
  const rule = ruleFor(span);
  if (frequencyFits(rule.default, span)) return rule.default;
  return frequencyOptions(span)[0] ?? 'YEARLY';
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
