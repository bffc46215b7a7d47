import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { defaultOnlineBookingSettings, type OnlineBookingSettings } from './settings.ts';
import { daySlots, isBlackedOut, offeredStarts, openRanges, shopDays } from './shop.ts';

function open(patch: (s: OnlineBookingSettings) => void = () => {}): OnlineBookingSettings {
  const s = defaultOnlineBookingSettings();
  for (const day of Object.keys(
    s.generalSettings.availabilityPerDay,
  ) as (keyof typeof s.generalSettings.availabilityPerDay)[]) {
    s.generalSettings.availabilityPerDay[day] = [{ enabled: true, data: [{ start: '10:00', end: '14:00' }] }];
  }
  patch(s);
  return s;
}
// Monday 2026-11-30, early morning.
const monday = Temporal.PlainDateTime.from('2026-11-30T06:00');

describe('guest shop availability', () => {
  it('spaces slots by the duration plus the buffer time, each ending within its range', () => {
    expect(daySlots(open(), '2026-11-30', monday, 60)).toEqual(['10:00', '11:30', '13:00']);
    const wide = open((s) => {
      s.generalSettings.bufferTime = 60;
    });
    expect(daySlots(wide, '2026-11-30', monday, 60)).toEqual(['10:00', '12:00']);
  });

  it('offers no slot on a weekday that is not enabled', () => {
    const s = open((x) => {
      x.generalSettings.availabilityPerDay.tuesday = [{ enabled: false, data: [{ start: '10:00', end: '14:00' }] }];
    });
    const days = shopDays(s, monday, 7);
    expect(days.find((d) => d.weekday === 'tuesday')!.slots).toEqual([]);
    expect(days.find((d) => d.weekday === 'wednesday')!.slots.length).toBeGreaterThan(0);
    // The template's defaults open nothing.
    expect(shopDays(defaultOnlineBookingSettings(), monday, 7).every((d) => d.slots.length === 0)).toBe(true);
  });

  it('drops slots within the minimum time in advance', () => {
    const s = open((x) => {
      x.generalSettings.minTimeToBookInAdvance = 120;
    });
    expect(daySlots(s, '2026-11-30', Temporal.PlainDateTime.from('2026-11-30T09:31'), 60)).toEqual(['13:00']);
  });

  it('clips the ranges by the day start and end, and uses them when a day has no ranges', () => {
    const s = open((x) => {
      x.generalSettings.start = '11:00';
      x.generalSettings.end = '13:00';
      x.generalSettings.availabilityPerDay.friday = [{ enabled: true, data: [] }];
    });
    expect(openRanges(s, 'monday')).toEqual([{ start: '11:00', end: '13:00' }]);
    expect(openRanges(s, 'friday')).toEqual([{ start: '11:00', end: '13:00' }]);
  });
});

describe('guest shop booking starts', () => {
  // The activity's own starts: every 30 minutes from 09:00 to 15:30.
  const grid = Array.from({ length: 14 }, (_, i) => 540 + i * 30);

  it("keeps every one of the activity's starts inside the open ranges, as the desk sells them", () => {
    // 90-minute activity, open 10:00–14:00: every 30 minutes from 10:00 to 12:30 (ends 14:00).
    expect(offeredStarts(open(), grid, '2026-11-30', monday, 90)).toEqual([600, 630, 660, 690, 720, 750]);
    // A 60-minute one: to 13:00.
    expect(offeredStarts(open(), grid, '2026-11-30', monday, 60)).toEqual([600, 630, 660, 690, 720, 750, 780]);
    // Starts the activity does not have are never offered (every 2 hours from 09:00 here).
    expect(offeredStarts(open(), [540, 660, 780], '2026-11-30', monday, 60)).toEqual([660, 780]);
  });

  it('offers a start exactly at the earliest minute, not one a second before it, and follows the advance across midnight', () => {
    const s = open((x) => {
      x.generalSettings.minTimeToBookInAdvance = 60;
    });
    const at = (t: string) => Temporal.PlainDateTime.from(t);
    // Earliest 11:00:00 sharp: 11:00 is offered.
    expect(offeredStarts(s, grid, '2026-11-30', at('2026-11-30T10:00'), 60)[0]).toBe(660);
    // Earliest 11:00:01: 11:00 has gone, 11:30 is next.
    expect(offeredStarts(s, grid, '2026-11-30', at('2026-11-30T10:00:01'), 60)[0]).toBe(690);
    // Late in the evening the advance reaches into tomorrow: nothing today, tomorrow from its start.
    expect(offeredStarts(s, grid, '2026-11-30', at('2026-11-30T23:30'), 60)).toEqual([]);
    expect(offeredStarts(s, grid, '2026-12-01', at('2026-11-30T23:30'), 60)[0]).toBe(600);
    // A day already past offers nothing.
    expect(offeredStarts(s, grid, '2026-11-29', at('2026-11-30T06:00'), 60)).toEqual([]);
  });

  it('offers nothing on a blackout date, once or repeating', () => {
    const s = open((x) => {
      x.blackoutDates = [
        { date: '2026-12-01', repeat: 'NONE' },
        { date: '2026-11-26', repeat: 'WEEKLY' },
      ];
    });
    expect(offeredStarts(s, grid, '2026-12-01', monday, 60)).toEqual([]);
    expect(offeredStarts(s, grid, '2026-12-03', monday, 60)).toEqual([]); // a Thursday, weekly
    expect(offeredStarts(s, grid, '2026-12-02', monday, 60)).toEqual([600, 630, 660, 690, 720, 750, 780]);
    expect(shopDays(s, monday, 7).find((d) => d.date === '2026-12-01')!.slots).toEqual([]);
    expect(isBlackedOut([{ date: '2026-01-15', repeat: 'MONTHLY' }], '2026-03-15')).toBe(true);
    expect(isBlackedOut([{ date: '2026-12-25', repeat: 'YEARLY' }], '2027-12-25')).toBe(true);
    expect(isBlackedOut([{ date: '2026-12-25', repeat: 'YEARLY' }], '2025-12-25')).toBe(false);
  });
});
