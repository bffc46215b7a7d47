import { describe, expect, it } from 'vitest';
import { dateOf, rangeOf, step, viewOf } from './calendarUrl.ts';

describe('calendar URL state', () => {
  it('reads the view and a real date, else week and today', () => {
    expect(viewOf('day')).toBe('day');
    expect(viewOf('month')).toBe('week');
    expect(dateOf('2026-11-26', '2026-01-01')).toBe('2026-11-26');
    expect(dateOf('2026-02-30', '2026-01-01')).toBe('2026-01-01');
    expect(dateOf(null, '2026-01-01')).toBe('2026-01-01');
  });
  it('ranges and steps by week or day', () => {
    expect(rangeOf('week', '2026-11-26')).toEqual(['2026-11-23', '2026-11-29']);
    expect(rangeOf('day', '2026-11-26')).toEqual(['2026-11-26', '2026-11-26']);
    expect(step('week', '2026-11-26', 1)).toBe('2026-12-03');
    expect(step('day', '2026-11-26', -1)).toBe('2026-11-25');
  });
});
