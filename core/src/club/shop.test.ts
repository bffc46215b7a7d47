import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { defaultOnlineBookingSettings, type OnlineBookingSettings } from './settings.ts';
import { daySlots, openRanges, shopDays } from './shop.ts';

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
