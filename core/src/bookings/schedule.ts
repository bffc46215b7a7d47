/**
 * Which slots an activity has on a local date: THE rule every place that lists or
 * takes a slot asks — the booking manager's day and time slots, its availability calendar, the New
 * booking dialog, createBooking and reschedule on the server, and the guest shop.
 *
 * An activity's weekly schedule says, per ISO weekday, when sessions start: open ranges with a
 * start every N minutes (a start is kept while its session fits in the range), or fixed start
 * times. The location's Calendar (weekly availability and its dated exceptions, core/venue/calendar)
 * then removes every start whose session, plus the activity's buffer, does not fit in one of the
 * day's open windows: an all-day closure leaves no slot, narrowed hours leave fewer.
 *
 * Activities saved before weekly schedules existed carry opens/closes/interval/days only; their
 * schedule is derived from those (`scheduleOf`), with the same starts as before.
 *
 * Usage: `activitySlots(activity, { weekly, exceptions }, '2026-12-05', 'America/Chicago')`.
 */
import { Temporal } from 'temporal-polyfill';
import { calendarDays, type LocationCalendar } from '../venue/calendar.ts';
import type { FieldErrors } from '../validation.ts';
import { type SlotTime, slotTimes } from './rules.ts';

/** Minutes in a day: a range ends at most at midnight. */
export const DAY_MINUTES = 1440;
/** Starts of one range come at least this often apart, and at most a day. */
export const MIN_EVERY_MINUTES = 5;
/** Longest session and buffer (minutes). */
export const MAX_SESSION_MINUTES = 720;
export const MAX_BUFFER_MINUTES = 240;
/** Ranges and fixed starts per weekday. */
export const MAX_RANGES_PER_DAY = 8;
export const MAX_FIXED_STARTS_PER_DAY = 48;
/** Places and guests on one activity or resource. */
export const MAX_PLACES = 10_000;

/** Starts every `every` minutes from `from`, each session ending by `to` (minutes after midnight). */
export interface ScheduleRange {
  from: number;
  to: number;
  every: number;
}

/** One ISO weekday (1 Monday … 7 Sunday): open ranges, or fixed starts (minutes after midnight). */
export interface ScheduleDay {
  weekday: number;
  ranges: ScheduleRange[];
  starts: number[];
}

/** The weekdays that run; a weekday not listed has no session. */
export type WeeklySchedule = ScheduleDay[];

/** What the rule reads of an activity. `schedule` null: an activity saved before schedules. */
export interface SchedulableActivity {
  schedule?: WeeklySchedule | null;
  opensMinute: number;
  closesMinute: number;
  intervalMinutes: number;
  durationMinutes: number;
  bufferMinutes?: number | null;
  /** ISO weekdays of the old hours; empty: every day. */
  days?: readonly number[] | null;
}

const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/**
 * The weekly schedule of an activity: its own, or the one its old hours meant (starts from
 * `opens` every `interval` while before `closes`, on its days), so existing activities keep
 * every start they had.
 */
export function scheduleOf(a: SchedulableActivity): WeeklySchedule {
  if (a.schedule) return a.schedule;
  const every = Math.max(MIN_EVERY_MINUTES, a.intervalMinutes);
  const last = a.opensMinute + Math.floor((a.closesMinute - 1 - a.opensMinute) / every) * every;
  const range = { from: a.opensMinute, to: last + a.durationMinutes, every };
  const days = a.days && a.days.length > 0 ? a.days : ALL_WEEKDAYS;
  return days.map((weekday) => ({ weekday, ranges: [range], starts: [] }));
}

/** The starts the schedule gives a weekday (minutes after midnight, ascending, no repeats). */
export function scheduledStarts(schedule: WeeklySchedule, weekday: number, durationMinutes: number): number[] {
  const out = new Set<number>();
  for (const day of schedule.filter((d) => d.weekday === weekday)) {
    for (const r of day.ranges) {
      const step = Math.max(MIN_EVERY_MINUTES, r.every);
      for (let m = r.from; m + durationMinutes <= r.to; m += step) out.add(m);
    }
    for (const s of day.starts) out.add(s);
  }
  return [...out].sort((x, y) => x - y);
}

/** ISO weekday (1 Monday … 7 Sunday) of 'YYYY-MM-DD'. */
const weekdayOf = (date: string) => Temporal.PlainDate.from(date).dayOfWeek;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The open windows of a date in the location's Calendar (minutes after midnight): its exceptions
 * when it has any (an all-day one: none), else its weekday's availability.
 */
export function openWindows(calendar: LocationCalendar, date: string): { from: number; to: number }[] {
  const [day] = calendarDays(calendar.weekly, calendar.exceptions, 'day', date);
  return (day?.windows ?? []).map((w) => ({ from: minutesOf(w.startTime), to: minutesOf(w.endTime) }));
}

/**
 * The slots of an activity on a local date in `zone`: its schedule's starts whose session and
 * buffer fit in an open window of the location's Calendar, as instants (DST-safe, core slotTimes).
 */
export function activitySlots(
  activity: SchedulableActivity,
  calendar: LocationCalendar,
  date: string,
  zone: string,
): SlotTime[] {
  return slotsOnDate(calendar, date, zone)(activity);
}

/**
 * activitySlots for many activities of one location and date: the day's weekday and open windows
 * are worked out once, not once per activity (a shop form asks 40 activities × 14 days).
 */
export function slotsOnDate(
  calendar: LocationCalendar,
  date: string,
  zone: string,
): (activity: SchedulableActivity) => SlotTime[] {
  const weekday = weekdayOf(date);
  const windows = openWindows(calendar, date);
  return (activity) => {
    if (windows.length === 0) return [];
    const length = activity.durationMinutes + Math.max(0, activity.bufferMinutes ?? 0);
    const starts = scheduledStarts(scheduleOf(activity), weekday, activity.durationMinutes).filter((m) =>
      windows.some((w) => w.from <= m && m + length <= w.to),
    );
    return slotTimes(
      { opensMinute: 0, closesMinute: 0, intervalMinutes: 0, durationMinutes: activity.durationMinutes },
      date,
      zone,
      starts,
    );
  };
}

/** The slot of `minute` on `date`, or null when the rule has none there (closed, off-schedule). */
export function slotAt(
  activity: SchedulableActivity,
  calendar: LocationCalendar,
  date: string,
  zone: string,
  minute: number | null,
): SlotTime | null {
  if (minute === null) return null;
  return activitySlots(activity, calendar, date, zone).find((s) => s.startMinute === minute) ?? null;
}

/**
 * Whether the Calendar is what removes `minute` on `date`: the schedule has that start, but its
 * session and buffer fit in none of the day's open windows (a closed day, narrowed hours).
 */
export function closedByCalendar(
  activity: SchedulableActivity,
  calendar: LocationCalendar,
  date: string,
  minute: number,
): boolean {
  if (!scheduledStarts(scheduleOf(activity), weekdayOf(date), activity.durationMinutes).includes(minute)) return false;
  const length = activity.durationMinutes + Math.max(0, activity.bufferMinutes ?? 0);
  return !openWindows(calendar, date).some((w) => w.from <= minute && minute + length <= w.to);
}

export type ScheduleField = 'schedule' | 'durationMinutes' | 'bufferMinutes';

const isMinute = (m: unknown, max = DAY_MINUTES): m is number =>
  Number.isInteger(m) && (m as number) >= 0 && (m as number) <= max;

/**
 * Field messages of a weekly schedule with its session length and buffer: each weekday once;
 * ranges that start before they end, with a start every 5 minutes or more, that hold at least one
 * session and do not overlap each other; fixed starts within the day.
 */
export function validateSchedule(
  schedule: WeeklySchedule,
  durationMinutes: number,
  bufferMinutes: number,
): FieldErrors<ScheduleField> {
  const errors: FieldErrors<ScheduleField> = {};
  if (
    !Number.isInteger(durationMinutes) ||
    durationMinutes < MIN_EVERY_MINUTES ||
    durationMinutes > MAX_SESSION_MINUTES
  ) {
    errors.durationMinutes = 'scheduling.error.duration';
  }
  if (!Number.isInteger(bufferMinutes) || bufferMinutes < 0 || bufferMinutes > MAX_BUFFER_MINUTES) {
    errors.bufferMinutes = 'scheduling.error.buffer';
  }
  const seen = new Set<number>();
  for (const day of schedule) {
    if (!ALL_WEEKDAYS.includes(day.weekday) || seen.has(day.weekday))
      return { ...errors, schedule: 'scheduling.error.weekday' };
    seen.add(day.weekday);
    if (day.ranges.length > MAX_RANGES_PER_DAY || day.starts.length > MAX_FIXED_STARTS_PER_DAY) {
      return { ...errors, schedule: 'scheduling.error.tooMany' };
    }
    for (const r of day.ranges) {
      if (!isMinute(r.from) || !isMinute(r.to) || r.from >= r.to)
        return { ...errors, schedule: 'scheduling.error.rangeOrder' };
      if (!Number.isInteger(r.every) || r.every < MIN_EVERY_MINUTES || r.every > DAY_MINUTES) {
        return { ...errors, schedule: 'scheduling.error.every' };
      }
      if (!errors.durationMinutes && r.from + durationMinutes > r.to)
        return { ...errors, schedule: 'scheduling.error.sessionTooLong' };
    }
    const sorted = [...day.ranges].sort((x, y) => x.from - y.from);
    if (sorted.some((r, i) => i > 0 && r.from < sorted[i - 1]!.to))
      return { ...errors, schedule: 'scheduling.error.overlap' };
    if (day.starts.some((s) => !isMinute(s, DAY_MINUTES - 1))) return { ...errors, schedule: 'scheduling.error.start' };
  }
  return errors;
}
