import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { changePercent, comparedBeforeFirstData, formatChange, MINUS_SIGN, percentOfTarget, trendOf } from './trend.ts';

const fmt = (v: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(v);

describe('changePercent', () => {
  it('is the signed change, not the ratio', () => {
    // The figures: 4.4492 times the previous period is +344.92 %, not 444.92 %.
    expect(changePercent(444.92, 100)).toBe(344.92);
    // A 0.6 % dip is −0.6 %, not 99.4 %.
    expect(changePercent(99.4, 100)).toBe(-0.6);
    expect(changePercent(100, 100)).toBe(0);
    expect(Object.is(changePercent(100.00001, 100), 0)).toBe(true);
  });

  it('has no percentage from zero', () => {
    expect(changePercent(50, 0)).toBeNull();
  });

  it('reads a smaller loss as a rise', () => {
    expect(changePercent(-50, -100)).toBe(50);
  });
});

describe('trendOf', () => {
  it('against a target: percentage of target, up from 100', () => {
    expect(trendOf(92, 100, 'target')).toEqual({ ofTarget: 92, change: null, trendType: 'DOWN' });
    expect(trendOf(100, 100, 'target')).toEqual({ ofTarget: 100, change: null, trendType: 'UP' });
    expect(trendOf(5, 0, 'target')).toBeNull();
    expect(percentOfTarget(1, 3)).toBe(33.33);
  });

  it('against a comparison: signed change, arrow from its sign', () => {
    expect(trendOf(99.4, 100, 'comparison')).toEqual({ ofTarget: null, change: -0.6, trendType: 'DOWN' });
    expect(trendOf(444.92, 100, 'comparison')).toEqual({ ofTarget: null, change: 344.92, trendType: 'UP' });
    expect(trendOf(100, 100, 'comparison')?.trendType).toBe('UP');
    expect(trendOf(3, 0, 'comparison')).toBeNull();
  });
});

describe('formatChange', () => {
  it('signs the change with a plus or a true minus', () => {
    expect(formatChange(-0.6, fmt)).toBe(`${MINUS_SIGN}0.6 %`);
    expect(formatChange(344.92, fmt)).toBe('+344.92 %');
    expect(formatChange(1234.5, fmt)).toBe('+1,234.5 %');
    expect(formatChange(0, fmt)).toBe('0 %');
  });
});

describe('comparisons before the first data day', () => {
  const day = (iso: string) => Temporal.PlainDate.from(iso);
  it('a compared window that begins before the first data day is not compared', () => {
    expect(comparedBeforeFirstData(day('2026-09-01'), day('2026-09-28'))).toBe(true);
    expect(comparedBeforeFirstData(day('2026-09-28'), day('2026-09-28'))).toBe(false);
    expect(comparedBeforeFirstData(day('2026-10-01'), day('2026-09-28'))).toBe(false);
  });
  it('a master client without data has no first day, so nothing is said about one', () => {
    expect(comparedBeforeFirstData(day('2026-09-01'), null)).toBe(false);
  });
});
