/**
 * What the guest shop offers (issue 13 "The guest shop"): the days and start times a location
 * takes online bookings, computed from its online-booking settings. A weekday is offered when its
 * entry is enabled and it has time ranges (its own, else the day's start–end); start and end, when
 * both are set, clip every range; slots start at each range's start and follow one another by the
 * activity's duration plus the buffer time, each ending within its range; slots sooner than the
 * minimum time in advance are dropped. Everything is in the location's time zone.
 *
 * Usage: `shopDays(settings, now, 14, 60)` → the next 14 days, each with its 'HH:mm' slots.
 */
import { Temporal } from 'temporal-polyfill';
import { minutesOf, type OnlineBookingSettings, type TimeRange, WEEKDAYS } from './settings.ts';

export interface ShopDay {
  /** yyyy-mm-dd. */
  date: string;
  weekday: (typeof WEEKDAYS)[number];
  /** 'HH:mm' start times, earliest first; empty: not offered. */
  slots: string[];
}

/** Page loads one client address may make per minute (the shop is public). */
export const SHOP_LOADS_PER_MINUTE = 120;

/** Activities without a duration of their own take an hour. */
export const DEFAULT_SLOT_MINUTES = 60;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The ranges a weekday is open, clipped by the day's start and end. */
export function openRanges(settings: OnlineBookingSettings, weekday: (typeof WEEKDAYS)[number]): TimeRange[] {
  const g = settings.generalSettings;
  const entry = g.availabilityPerDay[weekday][0];
  if (!entry?.enabled) return [];
  const day = g.start && g.end ? { start: minutesOf(g.start), end: minutesOf(g.end) } : null;
  const ranges = entry.data.length > 0 ? entry.data : g.start && g.end ? [{ start: g.start, end: g.end }] : [];
  return ranges
    .map((r) => ({
      start: Math.max(minutesOf(r.start), day?.start ?? 0),
      end: Math.min(minutesOf(r.end), day?.end ?? 24 * 60),
    }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start)
    .map((r) => ({ start: hhmm(r.start), end: hhmm(r.end) }));
}

/**
 * The start times of `date` (yyyy-mm-dd) for an activity of `duration` minutes; `now` is the
 * location's current wall time, so slots within the minimum advance are dropped.
 */
export function daySlots(
  settings: OnlineBookingSettings,
  date: string,
  now: Temporal.PlainDateTime,
  duration = DEFAULT_SLOT_MINUTES,
): string[] {
  const day = Temporal.PlainDate.from(date);
  const weekday = WEEKDAYS[day.dayOfWeek - 1]!;
  const step = Math.max(1, duration + Math.max(0, settings.generalSettings.bufferTime));
  const earliest = now.add({ minutes: settings.generalSettings.minTimeToBookInAdvance ?? 0 });
  const slots: string[] = [];
  for (const range of openRanges(settings, weekday)) {
    for (let start = minutesOf(range.start); start + duration <= minutesOf(range.end); start += step) {
      const at = day.toPlainDateTime({ hour: Math.floor(start / 60), minute: start % 60 });
      if (Temporal.PlainDateTime.compare(at, earliest) >= 0) slots.push(hhmm(start));
    }
  }
  return slots;
}

/** The next `count` days from `now`'s date with their slots (days without any are kept, empty). */
export function shopDays(
  settings: OnlineBookingSettings,
  now: Temporal.PlainDateTime,
  count: number,
  duration = DEFAULT_SLOT_MINUTES,
): ShopDay[] {
  const first = now.toPlainDate();
  return Array.from({ length: count }, (_, i) => {
    const date = first.add({ days: i });
    return {
      date: date.toString(),
      weekday: WEEKDAYS[date.dayOfWeek - 1]!,
      slots: daySlots(settings, date.toString(), now, duration),
    };
  });
}

/** The location's wall time now. */
export const wallTimeIn = (timeZone: string, instant: Temporal.Instant = Temporal.Now.instant()) =>
  instant.toZonedDateTimeISO(timeZone).toPlainDateTime();
