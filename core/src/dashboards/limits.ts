/**
 * Bounds on the work one dashboard request may ask for (a 1,000-year export held the
 * REST API for 80 s and 2 GB; a 0001–9999 chart drew 120,000 points). The REST API refuses a
 * filter that breaks them with 400 and this message; the gateway checks the same before calling.
 */
import type { MessageKey } from '../messages/en.ts';
import {
  dayInBounds,
  EARLIEST_DAY,
  formatUsDate,
  LATEST_DAY,
  MAX_EXPORT_SEGMENT_DAYS,
  spanDays,
} from './dateRanges.ts';
import type { ResolvedFilter } from './filter.ts';
import { FREQUENCY_LABELS, frequencyFits, MAX_SPAN_DAYS } from './frequency.ts';

/**
 * Most rows a table widget or a dashboard lookup answers (employees, products, resources): a
 * screen shows tens; the cap keeps a crafted tenant's answer from growing without bound.
 */
export const MAX_WIDGET_ROWS = 1000;
/**
 * Widget calls in one POST /dashboards/batch: every metric once (43) fits; the largest dashboard has eighteen widgets, and the
 * gateway splits a query asking more into several batches.
 */
export const MAX_BATCH_CALLS = 64;

export interface LimitProblem {
  key: MessageKey;
  values: Record<string, string | number>;
}

/** What a resolved filter asks beyond the bounds, or null. `isExport`: the quarter-hour export. */
export function filterLimitProblem(filter: ResolvedFilter, isExport = false): LimitProblem | null {
  const { window, frequency } = filter;
  if (!dayInBounds(window.start) || !dayInBounds(window.end)) {
    return {
      key: 'dashboards.limit.dates',
      values: { from: formatUsDate(EARLIEST_DAY), to: formatUsDate(LATEST_DAY) },
    };
  }
  const span = spanDays(window);
  if (isExport) {
    return span > MAX_EXPORT_SEGMENT_DAYS
      ? { key: 'dashboards.limit.export', values: { days: MAX_EXPORT_SEGMENT_DAYS } }
      : null;
  }
  if (!frequencyFits(frequency, span)) {
    return {
      key: 'dashboards.limit.span',
      values: { frequency: FREQUENCY_LABELS[frequency].toLowerCase(), days: MAX_SPAN_DAYS[frequency] },
    };
  }
  return null;
}
