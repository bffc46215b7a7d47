/**
 * When the templates' time types go out: the day before a visit, after it, and on a
 * guest's birthday, each in the location's zone. The job queue runs the sends every
 * TIMED_MESSAGES_TICK_SECONDS; each goes once (rest-api/src/jobs/timedMessages.ts).
 */
import { Temporal } from 'temporal-polyfill';

export const TIMED_MESSAGES_TICK_SECONDS = 300;
/** Local hour from which the day-before reminder and the birthday message go out (not at midnight). */
export const TIMED_MESSAGES_LOCAL_HOUR = 10;
/**
 * A visit that ended longer ago than this gets no thank-you: its moment is long past. The job
 * runs every few minutes, so this only drops the backlog of a first start on existing bookings
 * (the demo data's past visits) or after hours of downtime, which would otherwise flood the queue
 * with late thank-yous.
 */
export const THANK_YOU_WITHIN_HOURS = 3;

export interface LocalMoment {
  /** The location's day, YYYY-MM-DD. */
  today: string;
  tomorrow: string;
  /** Whether it is past TIMED_MESSAGES_LOCAL_HOUR there. */
  daytime: boolean;
  /** Birthdays celebrated today, as MM-DD: 29 February's are kept on the 28th in other years. */
  birthdays: string[];
  year: number;
}

export function localMoment(now: Date, zone: string): LocalMoment {
  const local = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone);
  const day = local.toPlainDate();
  const mmdd = day.toString().slice(5);
  const birthdays = mmdd === '02-28' && !day.inLeapYear ? [mmdd, '02-29'] : [mmdd];
  return {
    today: day.toString(),
    tomorrow: day.add({ days: 1 }).toString(),
    daytime: local.hour >= TIMED_MESSAGES_LOCAL_HOUR,
    birthdays,
    year: day.year,
  };
}
