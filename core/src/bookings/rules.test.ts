import { describe, expect, it } from 'vitest';
import { message } from '../messages/en.ts';
import { amountCents, bookingDateRange, guestCountKey, openSlots, slotTimes, time12 } from './rules.ts';

describe('booking rules', () => {
  it('skips the wall time a spring-forward day lacks and keeps one slot of a repeated one', () => {
    const hours = { opensMinute: 0, closesMinute: 240, intervalMinutes: 60, durationMinutes: 60 };
    const spring = slotTimes(hours, '2026-03-08', 'America/Chicago');
    expect(spring.map((s) => s.startTime)).toEqual(['00:00', '01:00', '03:00']);
    expect(spring[2]!.startsAt).toBe('2026-03-08T03:00:00-05:00');
    const fall = slotTimes(hours, '2026-11-01', 'America/Chicago');
    expect(fall.map((s) => s.startTime)).toEqual(['00:00', '01:00', '02:00', '03:00']);
    expect(fall[1]!.startsAt).toBe('2026-11-01T01:00:00-05:00');
    expect(fall[1]!.endsAt).toBe('2026-11-01T01:00:00-06:00');
  });
  it('refuses 3 decimals and keeps cents exact', () => {
    expect(amountCents('12.5')).toBe(1250);
    expect(amountCents('1.005')).toBeNull();
    expect(amountCents(19.99)).toBe(1999);
  });
  it('drops full slots and keeps unlimited ones', () => {
    const slots = [{ slotsRemaining: 0 }, { slotsRemaining: null }, { slotsRemaining: 3 }, { slotsRemaining: -1 }];
    expect(openSlots(slots)).toEqual([{ slotsRemaining: null }, { slotsRemaining: 3 }]);
  });
  it('ends the booking date filter a day later', () => {
    expect(bookingDateRange('02/28/2026')).toEqual({ from: '2026-02-28', to: '2026-03-01' });
    expect(bookingDateRange('02/30/2026')).toBeNull();
    expect(time12('13:05')).toBe('1:05 PM');
  });

  it('says a number of guests right for one', () => {
    expect(message(guestCountKey(1), { count: 1 })).toBe('1 guest');
    expect(message(guestCountKey(2), { count: 2 })).toBe('2 guests');
    expect(
      message('bookingsWeb.bookingButton', { name: 'Ana', guests: message(guestCountKey(1), { count: 1 }), code: 'X' }),
    ).toBe('Ana, 1 guest (X)');
  });
});
