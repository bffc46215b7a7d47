import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { splitWindow } from './sqlParts.ts';

const splitByMonths = (x: { start: Temporal.PlainDate; end: Temporal.PlainDate }) => splitWindow(x, 'month');
const splitByWeeks = (x: { start: Temporal.PlainDate; end: Temporal.PlainDate }) => splitWindow(x, 'week');

const d = (s: string) => Temporal.PlainDate.from(s);
const w = (start: string, end: string) => ({ start: d(start), end: d(end) });
const text = (x: ReturnType<typeof splitWindow>) => ({
  months: x.periods && `${x.periods.start}..${x.periods.end}`,
  days: x.days.map((y) => `${y.start}..${y.end}`),
});

describe('splitWindow by month (whole months from the monthly rollups, odd days from the daily ones)', () => {
  it('reads a calendar year as twelve months and no days', () => {
    expect(text(splitByMonths(w('2025-01-01', '2025-12-31')))).toEqual({ months: '2025-01-01..2025-12-01', days: [] });
  });

  it('keeps the odd days at both ends', () => {
    expect(text(splitByMonths(w('2025-01-15', '2025-04-10')))).toEqual({
      months: '2025-02-01..2025-03-01',
      days: ['2025-01-15..2025-01-31', '2025-04-01..2025-04-10'],
    });
  });

  it('reads a window inside one month, or one spanning a month edge without a whole month, day by day', () => {
    expect(text(splitByMonths(w('2025-12-25', '2025-12-31')))).toEqual({
      months: null,
      days: ['2025-12-25..2025-12-31'],
    });
    expect(text(splitByMonths(w('2025-01-20', '2025-02-27')))).toEqual({
      months: null,
      days: ['2025-01-20..2025-02-27'],
    });
  });

  it('knows leap-year Februaries', () => {
    expect(text(splitByMonths(w('2024-02-01', '2024-02-29')))).toEqual({ months: '2024-02-01..2024-02-01', days: [] });
    expect(text(splitByMonths(w('2024-02-01', '2024-02-28')))).toEqual({
      months: null,
      days: ['2024-02-01..2024-02-28'],
    });
  });
});

describe('splitWindow by week (Sunday to Saturday, as the weekly buckets)', () => {
  // 2025-01-05 is a Sunday, 2025-01-11 a Saturday.
  it('reads whole weeks and keeps the odd days', () => {
    expect(text(splitByWeeks(w('2025-01-05', '2025-01-18')))).toEqual({ months: '2025-01-05..2025-01-12', days: [] });
    expect(text(splitByWeeks(w('2025-01-02', '2025-01-21')))).toEqual({
      months: '2025-01-05..2025-01-12',
      days: ['2025-01-02..2025-01-04', '2025-01-19..2025-01-21'],
    });
  });

  it('reads a window without a whole week day by day', () => {
    expect(text(splitByWeeks(w('2025-01-06', '2025-01-11')))).toEqual({
      months: null,
      days: ['2025-01-06..2025-01-11'],
    });
  });
});
