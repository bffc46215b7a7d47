import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { compareRangeLabels, drawnBuckets, weekdaysOf } from './buckets.ts';

const d = (iso: string) => Temporal.PlainDate.from(iso);

describe('chart buckets', () => {
  it('orders range labels by their numbers, not as text', () => {
    const recency = ['1-7', '181+', '31-60', '61-90', '8-30', '91-180'];
    expect([...recency].sort(compareRangeLabels)).toEqual(['1-7', '8-30', '31-60', '61-90', '91-180', '181+']);
    const ages = ['55+', '0-12', '13-17', '25-34', '18-24'];
    expect([...ages].sort(compareRangeLabels)).toEqual(['0-12', '13-17', '18-24', '25-34', '55+']);
  });

  it('draws no period that has not begun: this year in November stops at November', () => {
    const year = { start: d('2026-01-01'), end: d('2026-12-31') };
    const months = drawnBuckets(year, 'MONTHLY', d('2026-11-24'));
    expect(months.map((b) => b.label).at(-1)).toBe('Nov 2026');
    expect(months).toHaveLength(11);
    expect(drawnBuckets(year, 'HOURLY', d('2026-11-24'))).toHaveLength(24);
    expect(drawnBuckets({ start: d('2027-01-01'), end: d('2027-01-31') }, 'DAILY', d('2026-11-24'))).toHaveLength(1);
  });

  it('names the weekdays of a window: one for a day, all seven for a week or more', () => {
    expect(weekdaysOf({ start: d('2026-11-24'), end: d('2026-11-24') })).toEqual([2]);
    expect(weekdaysOf({ start: d('2026-11-01'), end: d('2026-11-30') })).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
