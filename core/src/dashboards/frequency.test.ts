import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dataLabelsOn, shortPercent, trendVisible } from './display.ts';
import { defaultFrequency, defaultFrequencyForRange, effectiveFrequency, frequencyOptions } from './frequency.ts';

describe('frequencies by span (spec/2 §9)', () => {
  it.each([
    [1, ['HOURLY'], 'HOURLY'],
    [2, ['DAILY'], 'DAILY'],
    [6, ['DAILY'], 'DAILY'],
    [7, ['DAILY', 'WEEKLY'], 'DAILY'],
    [27, ['DAILY', 'WEEKLY'], 'DAILY'],
    [28, ['DAILY', 'WEEKLY', 'MONTHLY'], 'WEEKLY'],
    [89, ['DAILY', 'WEEKLY', 'MONTHLY'], 'WEEKLY'],
    [90, ['WEEKLY', 'MONTHLY', 'QUARTERLY'], 'MONTHLY'],
    [364, ['WEEKLY', 'MONTHLY', 'QUARTERLY'], 'MONTHLY'],
    [365, ['MONTHLY', 'QUARTERLY', 'YEARLY'], 'MONTHLY'],
    [5000, ['MONTHLY', 'QUARTERLY', 'YEARLY'], 'MONTHLY'],
  ])('a span of %i days offers %j, default %s', (span, options, fallback) => {
    expect(frequencyOptions(span)).toEqual(options);
    expect(defaultFrequency(span)).toBe(fallback);
  });

  it('defaults by named range', () => {
    expect([1, 2, 3, 6, 9, 13, 16, 17].map(defaultFrequencyForRange)).toEqual([
      'HOURLY',
      'HOURLY',
      'DAILY',
      'WEEKLY',
      'MONTHLY',
      'MONTHLY',
      null,
      null,
    ]);
  });

  it('falls back to the default when the asked step is not offered', () => {
    const d = Temporal.PlainDate.from;
    const month = { start: d('2026-05-01'), end: d('2026-05-31') };
    expect(effectiveFrequency(month, 'MONTHLY')).toBe('MONTHLY');
    expect(effectiveFrequency(month, 'HOURLY')).toBe('WEEKLY');
    expect(effectiveFrequency(month, null)).toBe('WEEKLY');
  });
});

describe('display rules', () => {
  it('hides the trend for ids 1, 16 and 17', () => {
    expect([1, 2, 15, 16, 17].map(trendVisible)).toEqual([false, true, true, false, false]);
  });

  it('turns data labels off above 30 points', () => {
    expect(dataLabelsOn([{ data: new Array(30).fill(0) }])).toBe(true);
    expect(dataLabelsOn([{ data: [1] }, { data: new Array(31).fill(0) }])).toBe(false);
  });

  it('shortens percentages over 100', () => {
    expect(shortPercent(12.345)).toBe('12.35');
    expect(shortPercent(1234)).toBe('12.3');
  });
});
