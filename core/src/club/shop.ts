/**
 * What the guest shop offers: the days and start times a location
 * takes online bookings, computed from its online-booking settings. A weekday is offered when its
 * entry is enabled and it has time ranges (its own, else the day's start–end); start and end, when
 * both are set, clip every range; slots start at each range's start and follow one another by the
 * activity's duration plus the buffer time, each ending within its range; slots sooner than the
 * minimum time in advance are dropped. Everything is in the location's time zone.
 *
 * Usage: `shopDays(settings, now, 14, 60)` → the next 14 days, each with its 'HH:mm' slots.
 */
import { Temporal } from 'temporal-polyfill';
import { type BlackoutDate, minutesOf, type OnlineBookingSettings, type TimeRange, WEEKDAYS } from './settings.ts';

export interface ShopDay {
  /** yyyy-mm-dd. */
  date: string;
  weekday: (typeof WEEKDAYS)[number];
  /** 'HH:mm' start times, earliest first; empty: not offered. */
  slots: string[];
}

/** Page loads one client address may make per minute (the shop is public). */
/** Where a location's guest shop is served, on the web's origin, without signing in. */
export const guestShopPath = (masterClientId: number, locationCode: string) =>
  `/shop/${masterClientId}/${encodeURIComponent(locationCode)}`;

export const SHOP_LOADS_PER_MINUTE = 120;

/** Booking attempts (form posts) one client address may make per minute. */
export const SHOP_BOOKINGS_PER_MINUTE = 20;

/** Activities without a duration of their own take an hour. */
export const DEFAULT_SLOT_MINUTES = 60;

/** Guests on one shop booking at most, when the offering sets no maximum of its own. */
export const MAX_SHOP_GUESTS = 50;

/** Limits of the shop's booking form (the server enforces them). */
export const SHOP_LIMITS = { name: 60, email: 254, phone: 30, answer: 500, code: 30 } as const;

/** Whether `date` (yyyy-mm-dd) falls on a blackout date, once or by its repeat. */
export function isBlackedOut(blackouts: readonly BlackoutDate[] | undefined, date: string): boolean {
  const day = Temporal.PlainDate.from(date);
  return (blackouts ?? []).some((b) => {
    let from: Temporal.PlainDate;
    try {
      from = Temporal.PlainDate.from(b.date);
    } catch {
      return false;
    }
    if (b.repeat === 'NONE') return from.equals(day);
    if (Temporal.PlainDate.compare(day, from) < 0) return false;
    if (b.repeat === 'WEEKLY') return from.dayOfWeek === day.dayOfWeek;
    if (b.repeat === 'MONTHLY') return from.day === day.day;
    return from.day === day.day && from.month === day.month;
  });
}

/**
 * The starts an offering is sold online on `date`: of the activity's own starts (`grid`, minutes
 * since midnight, those the booking manager books: core/bookings/schedule activitySlots), the ones
 * inside an open range of the day with the whole activity (`duration` minutes) before the range's
 * end, no sooner than the minimum advance. None on a blackout date. Minutes since midnight,
 * earliest first. Every such start is offered, so the shop and the desk sell the same times
 * (the shop used to thin them to one per duration plus buffer, on the hour only).
 */
export function offeredStarts(
  settings: OnlineBookingSettings,
  grid: readonly number[],
  date: string,
  now: Temporal.PlainDateTime,
  duration: number,
): number[] {
  if (isBlackedOut(settings.blackoutDates, date)) return [];
  const day = Temporal.PlainDate.from(date);
  const weekday = WEEKDAYS[day.dayOfWeek - 1]!;
  const first = firstStartOn(date, now.add({ minutes: settings.generalSettings.minTimeToBookInAdvance ?? 0 }));
  const starts = [...new Set(grid)].sort((x, y) => x - y);
  const out: number[] = [];
  for (const range of openRanges(settings, weekday)) {
    const [from, to] = [minutesOf(range.start), minutesOf(range.end)];
    for (const start of starts) {
      if (start < from || start + duration > to) continue;
      if (start >= first) out.push(start);
    }
  }
  return out;
}

/**
 * The first minute of `date` at or after `earliest`: 0 on a later date, past the day on an
 * earlier one, else the next whole minute (a start at 10:05:00 is not before 10:05:00, but is
 * before 10:05:30). Whole numbers, so the shop's fourteen days of starts need no date objects:
 * one per start made its form several times slower.
 */
function firstStartOn(date: string, earliest: Temporal.PlainDateTime): number {
  const day = earliest.toPlainDate().toString();
  if (date > day) return 0;
  if (date < day) return Number.POSITIVE_INFINITY;
  const partial = earliest.second + earliest.millisecond + earliest.microsecond + earliest.nanosecond > 0;
  return earliest.hour * 60 + earliest.minute + (partial ? 1 : 0);
}

export const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

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
      slots: isBlackedOut(settings.blackoutDates, date.toString())
        ? []
        : daySlots(settings, date.toString(), now, duration),
    };
  });
}

/** The location's wall time now. */
export const wallTimeIn = (timeZone: string, instant: Temporal.Instant = Temporal.Now.instant()) =>
  instant.toZonedDateTimeISO(timeZone).toPlainDateTime();
