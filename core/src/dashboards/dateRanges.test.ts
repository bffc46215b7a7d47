import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  COMPARE,
  compareOffered,
  comparisonWindow,
  DATE_RANGES,
  DateRangeError,
  exportSegments,
  formatUsDate,
  parseUsDate,
  resolveDateRange,
  spanDays,
  tabOfLabel,
  tabWindow,
  todayAt,
} from './dateRanges.ts';

const d = (text: string) => Temporal.PlainDate.from(text);
// A Wednesday in the middle of Q2.
const today = d('2026-05-13');
const win = (id: number, extra = {}) => {
  const w = resolveDateRange(id, { today, ...extra });
  return [w.start.toString(), w.end.toString()];
};

describe('date ranges (spec/2 §9)', () => {
  it('numbers 1 to 17 with the spec fixed points', () => {
    expect(DATE_RANGES.map((r) => r.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(DATE_RANGES.find((r) => r.id === 1)?.name).toBe('Today');
    expect(DATE_RANGES.find((r) => r.id === 16)?.kind).toBe('rolling');
    expect(DATE_RANGES.find((r) => r.id === 17)?.kind).toBe('custom');
    expect(DATE_RANGES.filter((r) => r.unit === 'year').map((r) => r.id)).toEqual([13, 14, 15]);
  });

  it.each([
    [1, '2026-05-13', '2026-05-13'],
    [2, '2026-05-12', '2026-05-12'],
    [3, '2026-05-10', '2026-05-16'],
    [4, '2026-05-03', '2026-05-09'],
    [5, '2026-05-17', '2026-05-23'],
    [6, '2026-05-01', '2026-05-31'],
    [7, '2026-04-01', '2026-04-30'],
    [8, '2026-06-01', '2026-06-30'],
    [9, '2026-04-01', '2026-06-30'],
    [10, '2026-01-01', '2026-03-31'],
    [11, '2026-07-01', '2026-09-30'],
    [12, '2000-01-01', '2026-05-13'],
    [13, '2026-01-01', '2026-12-31'],
    [14, '2025-01-01', '2025-12-31'],
    [15, '2027-01-01', '2027-12-31'],
  ])('range %i is %s to %s', (id, start, end) => {
    expect(win(id)).toEqual([start, end]);
  });

  it('rolls 7 to 360 days ending today', () => {
    const spans = [1, 2, 3, 4, 5, 6, 7].map((rolling) => spanDays(resolveDateRange(16, { today, rolling })));
    expect(spans).toEqual([7, 14, 30, 60, 90, 180, 360]);
    expect(win(16, { rolling: 1 })).toEqual(['2026-05-07', '2026-05-13']);
    expect(() => resolveDateRange(16, { today, rolling: 8 })).toThrow(DateRangeError);
  });

  it('takes a custom range only with start on or before end', () => {
    expect(win(17, { startDate: d('2026-02-01'), endDate: d('2026-02-01') })).toEqual(['2026-02-01', '2026-02-01']);
    expect(() => resolveDateRange(17, { today, startDate: d('2026-02-02'), endDate: d('2026-02-01') })).toThrow(
      /after/,
    );
    expect(() => resolveDateRange(17, { today })).toThrow(DateRangeError);
    expect(() => resolveDateRange(99, { today })).toThrow(DateRangeError);
  });

  it('offers compare for ids 2 to 15 only, previous period or the year before', () => {
    expect(DATE_RANGES.filter((r) => compareOffered(r.id)).map((r) => r.id)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 2),
    );
    const month = resolveDateRange(7, { today });
    const prev = comparisonWindow(month, COMPARE.previousPeriod)!;
    expect([prev.start.toString(), prev.end.toString()]).toEqual(['2026-03-02', '2026-03-31']);
    const year = comparisonWindow(month, COMPARE.yearBefore)!;
    expect([year.start.toString(), year.end.toString()]).toEqual(['2025-04-01', '2025-04-30']);
    expect(comparisonWindow(month, COMPARE.none)).toBeNull();
  });

  it('maps the tabs to today, yesterday and this week', () => {
    expect(tabWindow('TODAY', today).start.toString()).toBe('2026-05-13');
    expect(tabWindow('YESTERDAY', today).end.toString()).toBe('2026-05-12');
    expect(spanDays(tabWindow('THIS_WEEK', today))).toBe(7);
  });

  it('reads the server-sent tab names back as tabs', () => {
    expect(tabOfLabel('Yesterday')).toBe('YESTERDAY');
    expect(tabOfLabel('This Week')).toBe('THIS_WEEK');
    expect(tabOfLabel('Last Week')).toBeNull();
  });

  it('reads and writes MM/DD/YYYY', () => {
    expect(parseUsDate('02/29/2024')?.toString()).toBe('2024-02-29');
    expect(parseUsDate('02/30/2024')).toBeNull();
    expect(parseUsDate('2024-02-01')).toBeNull();
    expect(formatUsDate(d('2026-01-05'))).toBe('01/05/2026');
  });

  it('splits long exports into 3-month segments', () => {
    const r180 = resolveDateRange(16, { today, rolling: 6 });
    const r360 = resolveDateRange(16, { today, rolling: 7 });
    expect(exportSegments(16, r180)).toHaveLength(2);
    expect(exportSegments(16, r360)).toHaveLength(4);
    // "All data" is longer than one segment: split too, unlike a quarter.
    expect(exportSegments(12, resolveDateRange(12, { today }))).toHaveLength(106);
    expect(exportSegments(10, resolveDateRange(10, { today }))).toHaveLength(1);
    const segments = exportSegments(13, resolveDateRange(13, { today }));
    expect(segments.map((s) => s.start.toString())).toEqual(['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01']);
    expect(segments.at(-1)?.end.toString()).toBe('2026-12-31');
  });

  it('knows today in the browser time zone', () => {
    const instant = Temporal.Instant.from('2026-05-14T03:00:00Z');
    expect(todayAt(instant, 300).toString()).toBe('2026-05-13');
    expect(todayAt(instant, 0).toString()).toBe('2026-05-14');
  });
});

describe('todayAt and spanDays by plain arithmetic', () => {
  it('give the calendar answers around midnight, month ends, leap days and far years', () => {
    const instants = [
      '2026-11-27T23:59:59.999Z',
      '2026-11-28T00:00:00Z',
      '2024-02-29T12:00:00Z',
      '2024-03-01T03:30:00Z',
      '1999-12-31T23:00:00Z',
      '2100-01-01T00:15:00Z',
    ].map((s) => Temporal.Instant.from(s));
    for (const instant of instants) {
      for (const offset of [-14 * 60, -330, -60, 0, 1, 300, 360, 12 * 60]) {
        const calendar = instant.subtract({ minutes: offset }).toZonedDateTimeISO('UTC').toPlainDate();
        expect(todayAt(instant, offset).equals(calendar)).toBe(true);
      }
    }
    const start = Temporal.PlainDate.from('2023-12-15');
    for (const days of [0, 1, 30, 59, 366, 400, 3_000]) {
      const end = start.add({ days });
      expect(spanDays({ start, end })).toBe(start.until(end, { largestUnit: 'days' }).days + 1);
    }
    expect(spanDays({ start: Temporal.PlainDate.from('0050-01-01'), end: Temporal.PlainDate.from('0050-01-31') })).toBe(
      31,
    );
  });
});
