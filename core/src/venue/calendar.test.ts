import { describe, expect, it } from 'vitest';
import {
  type CalendarException,
  calendarDate,
  calendarDays,
  closedForAll,
  DEFAULT_WEEKLY_AVAILABILITY,
  dayViewAvailability,
  isOpenAt,
  isOpenOn,
  mergeException,
  normaliseException,
  twelveHour,
  validateException,
  validateWeekly,
  type WeeklyAvailability,
} from './calendar.ts';

/** Open 10:00–22:00 every day. */
const week: WeeklyAvailability = DEFAULT_WEEKLY_AVAILABILITY.map((d) => ({
  ...d,
  isOpen: true,
  startTime: '10:00',
  endTime: '22:00',
}));
const exception = (id: number, e: Partial<CalendarException>): CalendarException => ({
  id,
  exceptionDate: '2026-11-26',
  startTime: null,
  endTime: null,
  isAllDay: true,
  ...e,
});

describe('calendar exceptions for one date (spec/3 §4)', () => {
  it('an all-day exception replaces the others', () => {
    const same = [exception(1, { isAllDay: false, startTime: '10:00', endTime: '12:00' }), exception(2, {})];
    expect(mergeException(same, { isAllDay: true })).toEqual({ kind: 'add', remove: [1, 2] });
  });
  it('an existing all-day exception is kept and a timed one is not added', () => {
    expect(mergeException([exception(5, {})], { isAllDay: false })).toEqual({ kind: 'keepAllDay', kept: 5 });
  });
  it('timed exceptions add up', () => {
    const same = [exception(1, { isAllDay: false, startTime: '10:00', endTime: '12:00' })];
    expect(mergeException(same, { isAllDay: false })).toEqual({ kind: 'add', remove: [] });
  });
  it('a missing end time means 11:30PM and all-day ones carry no times', () => {
    expect(normaliseException({ exceptionDate: '2026-11-26', startTime: '18:00', isAllDay: false }).endTime).toBe(
      '23:30',
    );
    expect(
      normaliseException({ exceptionDate: '2026-11-26', startTime: '18:00', endTime: '', isAllDay: false }),
    ).toMatchObject({ endTime: '23:30' });
    expect(normaliseException({ exceptionDate: '2026-11-26', startTime: '18:00', isAllDay: true })).toMatchObject({
      startTime: null,
      endTime: null,
    });
  });
  it('validates the date and the times', () => {
    expect(validateException({ exceptionDate: '2026-02-30', isAllDay: true })).toEqual({
      exceptionDate: 'calendar.invalidDate',
    });
    expect(validateException({ exceptionDate: '2026-02-03', isAllDay: false })).toEqual({
      startTime: 'validation.required',
    });
    expect(
      validateException({ exceptionDate: '2026-02-03', startTime: '12:00', endTime: '11:00', isAllDay: false }),
    ).toEqual({ endTime: 'calendar.endBeforeStart' });
    expect(validateException({ exceptionDate: '2026-02-03', startTime: '12:00', isAllDay: false })).toEqual({});
  });
  it('validates the weekly availability', () => {
    expect(validateWeekly(week)).toEqual({});
    expect(validateWeekly(week.slice(1))).toEqual({ weeklyAvailability: 'calendar.weekIncomplete' });
    const bad = week.map((d) => (d.weekday === 'friday' ? { ...d, endTime: '09:00' } : d));
    expect(validateWeekly(bad)).toEqual({ friday: 'calendar.endBeforeStart' });
  });
});

describe('calendar views', () => {
  it('week view runs Monday to Sunday and an exception clears its weekday’s regular hours', () => {
    const days = calendarDays(week, [exception(1, {})], 'week', '2026-11-26');
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const thursday = days[3];
    expect(thursday).toMatchObject({ weekday: 'thursday', source: 'exception', isOpen: false, windows: [] });
    expect(days[2]).toMatchObject({
      source: 'weekly',
      isOpen: true,
      windows: [{ startTime: '10:00', endTime: '22:00' }],
    });
  });
  it('timed exceptions become the day’s only windows', () => {
    const timed = [
      exception(2, { isAllDay: false, startTime: '18:00', endTime: '23:30' }),
      exception(1, { isAllDay: false, startTime: '08:00', endTime: '09:00' }),
    ];
    const [day] = calendarDays(week, timed, 'day', '2026-11-26');
    expect(day?.windows).toEqual([
      { startTime: '08:00', endTime: '09:00' },
      { startTime: '18:00', endTime: '23:30' },
    ]);
  });
  it('in day view only the selected weekday keeps availability', () => {
    const kept = dayViewAvailability(week, '2026-11-26');
    expect(kept.filter((d) => d.isOpen).map((d) => d.weekday)).toEqual(['thursday']);
    expect(calendarDays(week, [], 'day', '2026-11-26')).toHaveLength(1);
  });
});

describe('isOpenAt', () => {
  it('follows the weekday’s hours, start included and end excluded', () => {
    expect(isOpenAt(week, [], '2026-11-24T10:00')).toBe(true);
    expect(isOpenAt(week, [], '2026-11-24T09:59')).toBe(false);
    expect(isOpenAt(week, [], '2026-11-24T22:00')).toBe(false);
    expect(isOpenAt(DEFAULT_WEEKLY_AVAILABILITY, [], '2026-11-24T12:00')).toBe(false);
  });
  it('an all-day exception closes the day; a timed one opens only its window', () => {
    expect(isOpenAt(week, [exception(1, {})], '2026-11-26T12:00')).toBe(false);
    const late = [exception(1, { isAllDay: false, startTime: '20:00', endTime: '23:30' })];
    expect(isOpenAt(week, late, '2026-11-26T12:00')).toBe(false);
    expect(isOpenAt(week, late, '2026-11-26T23:00')).toBe(true);
    expect(isOpenAt(week, late, '2026-11-27T12:00')).toBe(true);
  });
});

describe('isOpenOn and closedForAll (the guest export’s CLOSED days)', () => {
  /** Open every day but Monday. */
  const noMondays = week.map((d) => (d.weekday === 'monday' ? { ...d, isOpen: false } : d));
  it('a day is open when its weekday is, unless an all-day exception closes it', () => {
    expect(isOpenOn(week, [], '2026-11-23')).toBe(true);
    expect(isOpenOn(noMondays, [], '2026-11-23')).toBe(false);
    expect(isOpenOn(noMondays, [], '2026-11-24')).toBe(true);
    expect(isOpenOn(week, [exception(1, {})], '2026-11-26')).toBe(false);
    expect(isOpenOn(week, [exception(1, {})], '2026-11-27')).toBe(true);
    expect(isOpenOn(DEFAULT_WEEKLY_AVAILABILITY, [], '2026-11-24')).toBe(false);
  });
  it('a timed exception opens a day its weekday keeps closed', () => {
    const late = [exception(1, { exceptionDate: '2026-11-23', isAllDay: false, startTime: '18:00', endTime: '22:00' })];
    expect(isOpenOn(noMondays, late, '2026-11-23')).toBe(true);
  });
  it('closed for a set of locations only when every one of them is closed', () => {
    const open = { weekly: week, exceptions: [] };
    const shut = { weekly: week, exceptions: [exception(1, {})] };
    expect(closedForAll([open, shut], '2026-11-26')).toBe(false);
    expect(closedForAll([shut, { weekly: noMondays, exceptions: [exception(2, {})] }], '2026-11-26')).toBe(true);
    expect(closedForAll([shut], '2026-11-27')).toBe(false);
    expect(closedForAll([], '2026-11-26')).toBe(false);
  });
});

describe('calendar display', () => {
  it('shows DD/MM/YYYY and 12-hour times', () => {
    expect(calendarDate('2026-11-04')).toBe('04/11/2026');
    expect(twelveHour('00:05')).toBe('12:05 AM');
    expect(twelveHour('12:00')).toBe('12:00 PM');
    expect(twelveHour('23:30')).toBe('11:30 PM');
  });
});
