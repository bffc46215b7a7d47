/**
 * When club booking's automatic guest messages go out: a reminder a set time before
 * the visit, a thank-you a set time after it, computed in the location's zone with Temporal so
 * that whole days stay calendar days ("a day before" is the same wall time the day before, across
 * a daylight-saving change); the rest is exact minutes.
 *
 * A reminder is due from its moment until the visit starts (a booking made after that moment
 * still gets it, at once); a cancelled booking gets none. A thank-you is due from its moment for
 * NOTIFICATION_CATCH_UP_MINUTES, so a worker that was down catches up, but a new thank-you
 * notification does not write to every guest who ever visited.
 */
import { Temporal } from 'temporal-polyfill';
import type { DATE_FORMATS } from '../venue/generalSettings.ts';
import { twelveHour } from '../venue/calendar.ts';

export type NotificationKind = 'REMINDER' | 'THANK_YOU';

/** How far back a missed thank-you is still sent. */
export const NOTIFICATION_CATCH_UP_MINUTES = 1_440;
/** How often the notification job looks for due messages. */
export const NOTIFICATION_TICK_SECONDS = 60;
/** Bookings one pass handles per notification; the next pass takes the rest. */
export const NOTIFICATION_BATCH = 500;

const MINUTES_PER_DAY = 1_440;
const MINUTE_MS = 60_000;

/** The moment (epoch ms) a notification of `kind` and `offsetMinutes` is due for a visit starting at `startsAt`. */
export function notificationDueAt(
  kind: NotificationKind,
  offsetMinutes: number,
  startsAt: number,
  zone: string,
): number {
  const visit = Temporal.Instant.fromEpochMilliseconds(startsAt).toZonedDateTimeISO(zone);
  const shift = { days: Math.floor(offsetMinutes / MINUTES_PER_DAY), minutes: offsetMinutes % MINUTES_PER_DAY };
  return (kind === 'REMINDER' ? visit.subtract(shift) : visit.add(shift)).epochMilliseconds;
}

/** Whether a message due at `dueAt` for a visit at `startsAt` is to be sent at `now` (all epoch ms). */
export function isNotificationDue(kind: NotificationKind, dueAt: number, startsAt: number, now: number): boolean {
  if (dueAt > now) return false;
  if (kind === 'REMINDER') return startsAt > now;
  return dueAt > now - NOTIFICATION_CATCH_UP_MINUTES * MINUTE_MS;
}

/**
 * The bounds (epoch ms) of visit starts that may be due at `now`, for the database to narrow by
 * before the exact rule: the day arithmetic differs from exact minutes by at most the zone's
 * daylight-saving shift, two hours covering every zone.
 */
export function visitWindow(kind: NotificationKind, offsetMinutes: number, now: number): { from: number; to: number } {
  const slack = 120 * MINUTE_MS;
  const offset = offsetMinutes * MINUTE_MS;
  if (kind === 'REMINDER') return { from: now, to: now + offset + slack };
  return { from: now - offset - NOTIFICATION_CATCH_UP_MINUTES * MINUTE_MS - slack, to: now - offset + slack };
}

/** A local date 'YYYY-MM-DD' in a location's date format (general settings). */
export function formatLocalDate(date: string, format: (typeof DATE_FORMATS)[number] | string): string {
  const [y, m, d] = date.split('-');
  if (format === 'dd/MM/yyyy') return `${d}/${m}/${y}`;
  if (format === 'yyyy-MM-dd') return date;
  return `${m}/${d}/${y}`;
}

/** Minutes after midnight → '6:30 PM' (spec/3 §9: 12-hour times). */
export function formatStartMinute(minute: number): string {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return twelveHour(`${hh}:${mm}`);
}
