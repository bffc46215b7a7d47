import { describe, expect, it } from 'vitest';
import { dealInstant, wallTimeOf } from './dealTimes.ts';
import { validateLightningDeal } from './promotions.ts';

describe('lightning-deal times in the location zone', () => {
  it('reads a wall time in the location zone, not the browser or server one', () => {
    expect(new Date(dealInstant('2026-12-01T10:00', 'America/New_York')!).toISOString()).toBe(
      '2026-12-01T15:00:00.000Z',
    );
    expect(new Date(dealInstant('2026-07-01T10:00', 'America/New_York')!).toISOString()).toBe(
      '2026-07-01T14:00:00.000Z',
    );
    expect(new Date(dealInstant('2026-12-01T10:00', 'Asia/Tbilisi')!).toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });
  it('takes an instant with an offset as it is', () => {
    expect(dealInstant('2026-12-01T10:00:00.000Z', 'America/New_York')).toBe(Date.parse('2026-12-01T10:00:00Z'));
    expect(dealInstant('2026-12-01T10:00+04:00', 'UTC')).toBe(Date.parse('2026-12-01T06:00:00Z'));
  });
  it('moves a skipped wall time forward and refuses what is no time', () => {
    // 02:30 does not exist in New York on 2026-03-08.
    expect(new Date(dealInstant('2026-03-08T02:30', 'America/New_York')!).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(dealInstant('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(dealInstant('tomorrow', 'UTC')).toBeNull();
  });
  it('shows an instant as the wall time of the zone', () => {
    expect(wallTimeOf('2026-12-01T15:00:00.000Z', 'America/New_York')).toBe('2026-12-01T10:00');
    expect(wallTimeOf(Date.parse('2026-12-01T06:00:00Z'), 'Asia/Tbilisi')).toBe('2026-12-01T10:00');
  });
  it('validates a window of wall times', () => {
    const deal = {
      locationCode: 'X',
      name: 'Flash',
      offeringId: 1,
      cutType: 'PERCENT' as const,
      cutValue: '20',
      startsAt: '2026-12-01T10:00',
      endsAt: '2026-12-01T14:00',
    };
    expect(validateLightningDeal(deal)).toEqual({});
    expect(validateLightningDeal({ ...deal, endsAt: '2026-12-01T09:00' })).toEqual({ endsAt: 'club.windowOrder' });
  });
});
