import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { message } from '../messages/en.ts';
import { type DateWindow, exportSegments, MAX_EXPORT_SEGMENT_DAYS, resolveDateRange, spanDays } from './dateRanges.ts';
import { type ResolvedFilter, resolveFilter } from './filter.ts';
import { defaultFrequency, type Frequency, frequencyOptions, MAX_SPAN_DAYS } from './frequency.ts';
import { filterLimitProblem } from './limits.ts';

const d = (text: string) => Temporal.PlainDate.from(text);
const today = d('2026-05-13');
const filterOf = (start: string, end: string, frequency: Frequency): ResolvedFilter => ({
  window: { start: d(start), end: d(end) },
  comparison: null,
  frequency,
  dateRangeId: 17,
  tab: 'TODAY',
  basis: 'sold',
  today,
});
const text = (problem: ReturnType<typeof filterLimitProblem>) => problem && message(problem.key, problem.values);

describe('dashboard limits', () => {
  it('refuses dates outside 2000–2100, with the bounds in the message', () => {
    const custom = resolveFilter({ dateRange: 17, startDate: '01/01/0001', endDate: '12/31/9999' }, today, 'TODAY');
    expect(text(filterLimitProblem(custom))).toBe('Dates must be between 01/01/2000 and 12/31/2100.');
    expect(filterLimitProblem(filterOf('1999-12-31', '2000-01-10', 'DAILY'))?.key).toBe('dashboards.limit.dates');
    expect(filterLimitProblem(filterOf('2100-12-01', '2101-01-01', 'DAILY'))?.key).toBe('dashboards.limit.dates');
    expect(filterLimitProblem(filterOf('2000-01-01', '2000-01-10', 'DAILY'))).toBeNull();
  });

  it('refuses a step over more than its maximum span', () => {
    expect(text(filterLimitProblem(filterOf('2000-01-01', '2060-12-31', 'MONTHLY')))).toBe(
      `A monthly chart covers at most ${MAX_SPAN_DAYS.MONTHLY} days. Choose a shorter range or a coarser frequency.`,
    );
    expect(filterLimitProblem(filterOf('2000-01-01', '2100-12-31', 'QUARTERLY'))).toBeNull();
    expect(filterLimitProblem(filterOf('2026-01-01', '2026-03-01', 'HOURLY'))?.key).toBe('dashboards.limit.span');
  });

  it('keeps every series under about 1,000 points at each maximum span', () => {
    const perPoint: Record<Frequency, number> = {
      HOURLY: Number.POSITIVE_INFINITY,
      DAILY: 1,
      WEEKLY: 7,
      MONTHLY: 28,
      QUARTERLY: 89,
      YEARLY: 365,
    };
    for (const [frequency, days] of Object.entries(MAX_SPAN_DAYS) as [Frequency, number][]) {
      expect(Math.ceil(days / perPoint[frequency]), frequency).toBeLessThanOrEqual(1000);
    }
  });

  it('stops offering, and defaulting to, a step the span outgrows', () => {
    const fortyYears = 40 * 365;
    expect(frequencyOptions(fortyYears)).toEqual(['QUARTERLY', 'YEARLY']);
    expect(defaultFrequency(fortyYears)).toBe('QUARTERLY');
    // The whole calendar with no frequency asked resolves to a step within bounds.
    const all = resolveFilter({ dateRange: 17, startDate: '01/01/2000', endDate: '12/31/2100' }, today, 'TODAY');
    expect(all.frequency).toBe('QUARTERLY');
    expect(filterLimitProblem(all)).toBeNull();
  });

  it('lets one export request cover at most one 3-month segment', () => {
    expect(filterLimitProblem(filterOf('2026-07-01', '2026-09-30', 'DAILY'), true)).toBeNull();
    expect(text(filterLimitProblem(filterOf('2026-07-01', '2026-10-01', 'DAILY'), true))).toBe(
      'One export request covers at most 92 days. Export longer ranges in 3-month segments.',
    );
  });

  it('splits every export into segments the server accepts, "All data" included', () => {
    const cases: [number, DateWindow][] = [
      [12, resolveDateRange(12, { today })],
      [13, resolveDateRange(13, { today })],
      [17, { start: d('2000-01-31'), end: d('2100-12-31') }],
    ];
    for (const [id, window] of cases) {
      const segments = exportSegments(id, window);
      expect(segments[0]!.start.equals(window.start)).toBe(true);
      expect(segments.at(-1)!.end.equals(window.end)).toBe(true);
      for (const s of segments) expect(spanDays(s)).toBeLessThanOrEqual(MAX_EXPORT_SEGMENT_DAYS);
    }
    expect(exportSegments(10, resolveDateRange(10, { today }))).toHaveLength(1);
  });
});
