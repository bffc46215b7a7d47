import { describe, expect, it } from 'vitest';
import { type LocationCalendar, WEEKDAYS } from '../venue/calendar.ts';
import { activitySlots, closedByCalendar, scheduleOf, validateSchedule, type WeeklySchedule } from './schedule.ts';

const ZONE = 'America/Chicago';
/** Open 10:00–22:00 every day. */
const open: LocationCalendar = {
  weekly: WEEKDAYS.map((weekday) => ({ weekday, isOpen: true, startTime: '10:00', endTime: '22:00' })),
  exceptions: [],
};
// 2026-12-07 is a Monday, 2026-12-12 a Saturday.
const MONDAY = '2026-12-07';
const SATURDAY = '2026-12-12';
const old = { opensMinute: 600, closesMinute: 1260, intervalMinutes: 30, durationMinutes: 60 };
const starts = (a: Parameters<typeof activitySlots>[0], c = open, date = MONDAY) =>
  activitySlots(a, c, date, ZONE).map((s) => s.startTime);

describe('the slot rule', () => {
  it('keeps the starts of an activity saved before schedules (every 30 minutes), within the Calendar', () => {
    const s = starts(old);
    expect(s[0]).toBe('10:00');
    expect(s[1]).toBe('10:30');
    // The old hours started up to 20:30; every session ends by 22:00 here.
    expect(s.at(-1)).toBe('20:30');
    expect(s).toHaveLength(22);
    expect(scheduleOf(old)[0]!.ranges[0]).toEqual({ from: 600, to: 1290, every: 30 });
  });

  it('closes an all-day exception, narrows to a timed one, and keeps the buffer before closing', () => {
    const closed = {
      ...open,
      exceptions: [{ id: 1, exceptionDate: MONDAY, startTime: null, endTime: null, isAllDay: true }],
    };
    expect(starts(old, closed)).toEqual([]);
    expect(closedByCalendar(old, closed, MONDAY, 600)).toBe(true);
    expect(closedByCalendar(old, closed, MONDAY, 615)).toBe(false);
    const narrow = {
      ...open,
      exceptions: [{ id: 2, exceptionDate: MONDAY, startTime: '12:00', endTime: '14:00', isAllDay: false }],
    };
    expect(starts(old, narrow)).toEqual(['12:00', '12:30', '13:00']);
    expect(starts({ ...old, bufferMinutes: 30 }, narrow)).toEqual(['12:00', '12:30']);
    const shut = { ...open, weekly: open.weekly.map((d) => (d.weekday === 'monday' ? { ...d, isOpen: false } : d)) };
    expect(starts(old, shut)).toEqual([]);
    expect(starts(old, shut, '2026-12-08')).toHaveLength(22);
  });

  it('follows a weekly schedule: ranges per weekday, fixed starts, nothing on a day not listed', () => {
    const schedule: WeeklySchedule = [
      { weekday: 1, ranges: [{ from: 600, to: 720, every: 45 }], starts: [] },
      { weekday: 6, ranges: [], starts: [1140, 660] },
    ];
    const a = { ...old, schedule };
    expect(starts(a)).toEqual(['10:00', '10:45']);
    expect(starts(a, open, SATURDAY)).toEqual(['11:00', '19:00']);
    expect(starts(a, open, '2026-12-08')).toEqual([]);
  });

  it('refuses overlapping ranges, a session longer than its range, and bad lengths', () => {
    const day = (ranges: { from: number; to: number; every: number }[]) => [{ weekday: 1, ranges, starts: [] }];
    expect(validateSchedule(day([{ from: 600, to: 720, every: 30 }]), 60, 0)).toEqual({});
    expect(
      validateSchedule(
        day([
          { from: 600, to: 720, every: 30 },
          { from: 700, to: 800, every: 30 },
        ]),
        60,
        0,
      ),
    ).toEqual({ schedule: 'scheduling.error.overlap' });
    expect(validateSchedule(day([{ from: 600, to: 630, every: 30 }]), 60, 0)).toEqual({
      schedule: 'scheduling.error.sessionTooLong',
    });
    expect(validateSchedule(day([{ from: 720, to: 600, every: 30 }]), 60, 0).schedule).toBe(
      'scheduling.error.rangeOrder',
    );
    expect(validateSchedule(day([]), 0, -1)).toEqual({
      durationMinutes: 'scheduling.error.duration',
      bufferMinutes: 'scheduling.error.buffer',
    });
    expect(validateSchedule([...day([]), ...day([])], 60, 0).schedule).toBe('scheduling.error.weekday');
  });
});
