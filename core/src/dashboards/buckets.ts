/**
 * The time buckets of a chart: one per hour of the day, or per day, week (from Sunday), month,
 * quarter or year of the window. Keys match what the REST API's SQL groups by (an hour number,
 * or the ISO first day of the bucket), labels are what the chart shows.
 */
import { Temporal } from 'temporal-polyfill';
import { type DateWindow, formatUsDate, type PlainDate, WEEK_STARTS_ON } from './dateRanges.ts';
import type { Frequency } from './frequency.ts';

export interface Bucket {
  key: string;
  label: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function bucketStart(day: PlainDate, frequency: Exclude<Frequency, 'HOURLY'>): PlainDate {
  switch (frequency) {
    case 'DAILY':
      return day;
    case 'WEEKLY':
      return day.subtract({ days: (day.dayOfWeek - WEEK_STARTS_ON + 7) % 7 });
    case 'MONTHLY':
      return day.with({ day: 1 });
    case 'QUARTERLY':
      return day.with({ month: Math.floor((day.month - 1) / 3) * 3 + 1, day: 1 });
    case 'YEARLY':
      return day.with({ month: 1, day: 1 });
  }
}

function label(start: PlainDate, frequency: Exclude<Frequency, 'HOURLY'>): string {
  if (frequency === 'MONTHLY') return `${MONTHS[start.month - 1]} ${start.year}`;
  if (frequency === 'QUARTERLY') return `Q${Math.floor((start.month - 1) / 3) + 1} ${start.year}`;
  if (frequency === 'YEARLY') return String(start.year);
  return formatUsDate(start);
}

const STEP = {
  DAILY: { days: 1 },
  WEEKLY: { weeks: 1 },
  MONTHLY: { months: 1 },
  QUARTERLY: { months: 3 },
  YEARLY: { years: 1 },
};

export function buckets(window: DateWindow, frequency: Frequency): Bucket[] {
  if (frequency === 'HOURLY') {
    return Array.from({ length: 24 }, (_, h) => ({ key: String(h), label: `${String(h).padStart(2, '0')}:00` }));
  }
  const out: Bucket[] = [];
  for (
    let start = bucketStart(window.start, frequency);
    Temporal.PlainDate.compare(start, window.end) <= 0;
    start = start.add(STEP[frequency])
  ) {
    out.push({ key: start.toString(), label: label(start, frequency) });
  }
  return out;
}

export const HOUR_LABELS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Range labels ('1-7', '8-30', '181+', '0-12', '55+') in their natural order, by their first
 * number (sorted as text, 181+ came before 31-60); labels without a number go last.
 */
export function compareRangeLabels(a: string, b: string): number {
  const first = (label: string) => {
    const m = /\d+/.exec(label);
    return m ? Number(m[0]) : Number.POSITIVE_INFINITY;
  };
  return first(a) - first(b) || a.localeCompare(b);
}

/**
 * The buckets a chart draws: those that have begun by `today` (a period in the future has no
 * figures yet; drawn as 0 it read as a crash). Hours are all drawn.
 */
export function drawnBuckets(window: DateWindow, frequency: Frequency, today: PlainDate): Bucket[] {
  const all = buckets(window, frequency);
  if (frequency === 'HOURLY') return all;
  const last = today.toString();
  const drawn = all.filter((b) => b.key <= last);
  // A window wholly in the future still shows its first bucket, so the chart is not blank.
  return drawn.length > 0 ? drawn : all.slice(0, 1);
}

/** Sunday-based weekdays (0 = Sunday) the window's days fall on, in order. */
export function weekdaysOf(window: DateWindow): number[] {
  const days = new Set<number>();
  for (let d = window.start; Temporal.PlainDate.compare(d, window.end) <= 0 && days.size < 7; d = d.add({ days: 1 })) {
    days.add(d.dayOfWeek % 7);
  }
  return [...days].sort((a, b) => a - b);
}
