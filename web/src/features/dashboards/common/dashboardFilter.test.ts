import { DATE_RANGE } from '@marquee/core/dashboards/dateRanges';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  effectiveRangeId,
  filtersApplied,
  filterSummary,
  filterToParams,
  frequencyChoice,
  parseFilter,
  toFilterInput,
  withCustomDates,
  withDateRange,
} from './dashboardFilter.ts';

// A Saturday.
const today = Temporal.PlainDate.from('2026-11-21');

describe('the dashboard filter in the URL', () => {
  it('round-trips through URL parameters and drops malformed values', () => {
    const filter = withDateRange({ ...EMPTY_FILTER, locations: [3, 1] }, 6, today);
    expect(parseFilter(new URLSearchParams(filterToParams(filter)))).toEqual(filter);
    const bad = parseFilter(new URLSearchParams('locations=1,x,1&dateRange=99&frequency=HOURLY2&startDate=13/40/2026'));
    expect(bad).toEqual({ ...EMPTY_FILTER, locations: [1] });
  });

  it('sends only what is set, with the compare option only for ids 2–15', () => {
    expect(toFilterInput(EMPTY_FILTER)).toEqual({});
    expect(toFilterInput({ ...EMPTY_FILTER, dateRange: 16, comparedTo: 1 })).toEqual({
      dateRange: 16,
      rollingDataRange: 1,
    });
    expect(toFilterInput({ ...EMPTY_FILTER, dateRange: 7, comparedTo: 2 })).toEqual({ dateRange: 7, comparedTo: 2 });
  });

  it('carries revenue when realised in the URL and the query, and leaves it out when off', () => {
    const realised = { ...EMPTY_FILTER, realizedSales: true };
    expect(filterToParams(realised)).toEqual({ realizedSales: '1' });
    expect(parseFilter(new URLSearchParams('realizedSales=1'))).toEqual(realised);
    expect(toFilterInput(realised)).toEqual({ realizedSales: true });
    expect(toFilterInput(EMPTY_FILTER)).not.toHaveProperty('realizedSales');
  });
});

describe('choosing a date range', () => {
  it('defaults the frequency by range: hourly today, daily weeks, weekly months, monthly quarters and years', () => {
    expect(withDateRange(EMPTY_FILTER, DATE_RANGE.today, today).frequency).toBe('HOURLY');
    expect(withDateRange(EMPTY_FILTER, DATE_RANGE.thisWeek, today).frequency).toBe('DAILY');
    expect(withDateRange(EMPTY_FILTER, 7, today).frequency).toBe('WEEKLY');
    expect(withDateRange(EMPTY_FILTER, 10, today).frequency).toBe('MONTHLY');
    expect(withDateRange(EMPTY_FILTER, 14, today).frequency).toBe('MONTHLY');
  });

  it('offers the compare option for ids 2–15 only, previous period first', () => {
    expect(withDateRange(EMPTY_FILTER, 1, today).comparedTo).toBeNull();
    expect(withDateRange(EMPTY_FILTER, 2, today).comparedTo).toBe(1);
    expect(withDateRange(EMPTY_FILTER, 15, today).comparedTo).toBe(1);
    expect(withDateRange(EMPTY_FILTER, DATE_RANGE.rolling, today).comparedTo).toBeNull();
  });

  it('starts a rolling range at its first option and a custom range on today', () => {
    const rolling = withDateRange(EMPTY_FILTER, DATE_RANGE.rolling, today);
    expect(rolling.rollingDataRange).toBe(1);
    expect(frequencyChoice(rolling, today)).toEqual({ options: ['DAILY', 'WEEKLY'], fallback: 'DAILY' });
    const custom = withDateRange(EMPTY_FILTER, DATE_RANGE.custom, today);
    expect([custom.startDate, custom.endDate, custom.frequency]).toEqual(['11/21/2026', '11/21/2026', 'HOURLY']);
  });

  it('keeps custom dates in order and moves the frequency with the span', () => {
    const custom = withDateRange(EMPTY_FILTER, DATE_RANGE.custom, today);
    expect(withCustomDates(custom, '11/22/2026', '11/21/2026', today)).toBe(custom);
    const quarter = withCustomDates(custom, '08/01/2026', '11/21/2026', today);
    expect(frequencyChoice(quarter, today).options).toEqual(['WEEKLY', 'MONTHLY', 'QUARTERLY']);
    expect(quarter.frequency).toBe('MONTHLY');
  });

  it('keeps custom dates within the calendar the server accepts (2000–2100)', () => {
    const custom = withDateRange(EMPTY_FILTER, DATE_RANGE.custom, today);
    expect(withCustomDates(custom, '01/01/0001', '11/21/2026', today)).toBe(custom);
    expect(withCustomDates(custom, '01/01/2026', '12/31/9999', today)).toBe(custom);
    const century = withCustomDates(custom, '01/01/2000', '12/31/2100', today);
    expect(century.frequency).toBe('QUARTERLY');
    const crafted = parseFilter(new URLSearchParams('dateRange=17&startDate=01/01/0001&endDate=12/31/9999'));
    expect([crafted.startDate, crafted.endDate]).toEqual([null, null]);
  });

  it('clears the range, its dates and its frequency', () => {
    const cleared = withDateRange(withDateRange(EMPTY_FILTER, 9, today), null, today);
    expect(cleared).toEqual(EMPTY_FILTER);
  });
});

describe('what the widgets show', () => {
  it('shows Filters Applied for a location or frequency filter only', () => {
    expect(filtersApplied(EMPTY_FILTER)).toBe(false);
    expect(filtersApplied({ ...EMPTY_FILTER, locations: [1] })).toBe(true);
    expect(filtersApplied({ ...EMPTY_FILTER, frequency: 'DAILY' })).toBe(true);
  });

  it('takes the trend range from the filter, else from the tab', () => {
    expect(effectiveRangeId(EMPTY_FILTER, 'TODAY')).toBe(1);
    expect(effectiveRangeId(EMPTY_FILTER, 'THIS_WEEK')).toBe(3);
    expect(effectiveRangeId({ ...EMPTY_FILTER, dateRange: 17 }, 'THIS_WEEK')).toBe(17);
  });
});

describe('the summary of active filters', () => {
  const t = (key: string, values?: Record<string, string | number>) =>
    (
      ({
        'dashboards.range.7': 'Last month',
        'dashboards.filter.locationsCount': `${values?.count} locations`,
        'dashboards.summary.compare.2': 'vs previous year',
        'dashboards.summary.realised': 'revenue when realised',
        'dashboards.frequency.WEEKLY': 'Weekly',
      }) as Record<string, string>
    )[key] ?? key;
  const names = (id: number) => (id === 3 ? 'FunZone Mall' : undefined);

  it("reads like 'Last month · 2 locations · vs previous year'", () => {
    const filter = { ...EMPTY_FILTER, dateRange: 7, locations: [1, 3], comparedTo: 2 };
    expect(filterSummary(filter, t, names).join(' · ')).toBe('Last month · 2 locations · vs previous year');
  });

  it('names a single location, the frequency and the revenue basis; nothing when unfiltered', () => {
    const filter = { ...EMPTY_FILTER, locations: [3], frequency: 'WEEKLY' as const, realizedSales: true };
    expect(filterSummary(filter, t, names)).toEqual(['FunZone Mall', 'Weekly', 'revenue when realised']);
    expect(filterSummary(EMPTY_FILTER, t, names)).toEqual([]);
  });
});
