import type { CalendarView } from '@marquee/core/venue/calendar';
import { Temporal } from 'temporal-polyfill';

/** The view and date of the URL (`?view=day&date=2026-11-24`); week and today by default. */
export function viewOf(param: string | null): CalendarView {
  return param === 'day' ? 'day' : 'week';
}

export function dateOf(param: string | null, today: string): string {
  if (param && /^\d{4}-\d{2}-\d{2}$/.test(param)) {
    try {
      return Temporal.PlainDate.from(param, { overflow: 'reject' }).toString();
    } catch {
      // An impossible date in a hand-edited URL falls back to today.
    }
  }
  return today;
}

/** The first and last date a view shows (the Monday-first week, or the day). */
export function rangeOf(view: CalendarView, date: string): [string, string] {
  const d = Temporal.PlainDate.from(date);
  if (view === 'day') return [date, date];
  const monday = d.subtract({ days: d.dayOfWeek - 1 });
  return [monday.toString(), monday.add({ days: 6 }).toString()];
}

/** One step back or forward: a week or a day. */
export function step(view: CalendarView, date: string, by: 1 | -1): string {
  return Temporal.PlainDate.from(date)
    .add(view === 'day' ? { days: by } : { weeks: by })
    .toString();
}
