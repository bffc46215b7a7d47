/**
 * The date ranges of spec/2 §9, computed with Temporal on plain calendar dates (the venue's
 * business days; no time zone is involved once "today" is known). Every window is inclusive:
 * `start` and `end` are both business days of the window.
 */
import { Temporal } from 'temporal-polyfill';

export type PlainDate = Temporal.PlainDate;

export type DateRangeKind = 'today' | 'yesterday' | 'this' | 'last' | 'next' | 'all' | 'rolling' | 'custom';

export interface DateRangeOption {
  id: number;
  name: string;
  kind: DateRangeKind;
  /** The calendar unit of this/last/next ranges. */
  unit?: 'week' | 'month' | 'quarter' | 'year';
}

/**
 * Ids: 1 Today (hides the trend), 13–15 year-based, 16 rolling, 17 custom are the spec's; the
 * spec leaves the rest unnumbered, so Marquee fills 2–12 in the spec's order of names.
 */
export const DATE_RANGES: readonly DateRangeOption[] = [
  { id: 1, name: 'Today', kind: 'today' },
  { id: 2, name: 'Yesterday', kind: 'yesterday' },
  { id: 3, name: 'This week', kind: 'this', unit: 'week' },
  { id: 4, name: 'Last week', kind: 'last', unit: 'week' },
  { id: 5, name: 'Next week', kind: 'next', unit: 'week' },
  { id: 6, name: 'This month', kind: 'this', unit: 'month' },
  { id: 7, name: 'Last month', kind: 'last', unit: 'month' },
  { id: 8, name: 'Next month', kind: 'next', unit: 'month' },
  { id: 9, name: 'This quarter', kind: 'this', unit: 'quarter' },
  { id: 10, name: 'Last quarter', kind: 'last', unit: 'quarter' },
  { id: 11, name: 'Next quarter', kind: 'next', unit: 'quarter' },
  { id: 12, name: 'All data', kind: 'all' },
  { id: 13, name: 'This year', kind: 'this', unit: 'year' },
  { id: 14, name: 'Last year', kind: 'last', unit: 'year' },
  { id: 15, name: 'Next year', kind: 'next', unit: 'year' },
  { id: 16, name: 'Rolling date range', kind: 'rolling' },
  { id: 17, name: 'Custom date range', kind: 'custom' },
];

export const DATE_RANGE = { today: 1, yesterday: 2, thisWeek: 3, allData: 12, rolling: 16, custom: 17 } as const;

/** rollingDataRange values 1–7 (spec/2 §9: 7, 14, 30, 60, 90, 180, 360 days). */
export const ROLLING_RANGES: readonly { id: number; days: number; name: string }[] = [7, 14, 30, 60, 90, 180, 360].map(
  (days, i) => ({ id: i + 1, days, name: `Last ${days} days` }),
);

/** Weeks start on Sunday (US venues). */
export const WEEK_STARTS_ON = 7;
/** "All data" starts here: before any venue data Marquee holds. */
export const ALL_DATA_START = Temporal.PlainDate.from('2000-01-01');
/**
 * The calendar a dashboard may ask about: no venue data predates "All data", and a
 * century ahead covers every "next year" a user can pick. A chart over 0001–9999 drew 120,000
 * points; dates outside these bounds are refused before any work.
 */
export const EARLIEST_DAY = ALL_DATA_START;
export const LATEST_DAY = Temporal.PlainDate.from('2100-12-31');

/** Whether a day lies inside the calendar dashboards may ask about. */
export function dayInBounds(day: PlainDate): boolean {
  return Temporal.PlainDate.compare(day, EARLIEST_DAY) >= 0 && Temporal.PlainDate.compare(day, LATEST_DAY) <= 0;
}

export interface DateWindow {
  start: PlainDate;
  end: PlainDate;
}

export class DateRangeError extends Error {
  override name = 'DateRangeError';
}

export function dateRangeById(id: number): DateRangeOption | undefined {
  return DATE_RANGES.find((r) => r.id === id);
}

function startOfUnit(day: PlainDate, unit: NonNullable<DateRangeOption['unit']>): PlainDate {
  if (unit === 'week') return day.subtract({ days: (day.dayOfWeek - WEEK_STARTS_ON + 7) % 7 });
  if (unit === 'month') return day.with({ day: 1 });
  if (unit === 'quarter') return day.with({ month: Math.floor((day.month - 1) / 3) * 3 + 1, day: 1 });
  return day.with({ month: 1, day: 1 });
}

const unitDuration = (unit: NonNullable<DateRangeOption['unit']>) =>
  unit === 'week' ? { weeks: 1 } : unit === 'month' ? { months: 1 } : unit === 'quarter' ? { months: 3 } : { years: 1 };

export interface ResolveOptions {
  today: PlainDate;
  /** rollingDataRange (1–7) for id 16. */
  rolling?: number | null;
  /** For id 17. */
  startDate?: PlainDate | null;
  endDate?: PlainDate | null;
}

/** The inclusive window of a date range id. Throws DateRangeError for an unusable request. */
export function resolveDateRange(id: number, options: ResolveOptions): DateWindow {
  const range = dateRangeById(id);
  if (!range) throw new DateRangeError(`unknown date range ${id}`);
  const { today } = options;
  switch (range.kind) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const day = today.subtract({ days: 1 });
      return { start: day, end: day };
    }
    case 'all':
      return { start: ALL_DATA_START, end: today };
    case 'rolling': {
      const rolling = ROLLING_RANGES.find((r) => r.id === options.rolling);
      if (!rolling) throw new DateRangeError('rollingDataRange must be 1 to 7');
      return { start: today.subtract({ days: rolling.days - 1 }), end: today };
    }
    case 'custom': {
      const { startDate, endDate } = options;
      if (!startDate || !endDate) throw new DateRangeError('startDate and endDate are required');
      if (Temporal.PlainDate.compare(startDate, endDate) > 0) throw new DateRangeError('startDate is after endDate');
      return { start: startDate, end: endDate };
    }
    default: {
      const unit = range.unit!;
      const step = unitDuration(unit);
      const current = startOfUnit(today, unit);
      const start =
        range.kind === 'this' ? current : range.kind === 'last' ? current.subtract(step) : current.add(step);
      return { start, end: start.add(step).subtract({ days: 1 }) };
    }
  }
}

/** Days in a window, both ends counted. */
export function spanDays(window: DateWindow): number {
  return epochDayOf(window.end) - epochDayOf(window.start) + 1;
}

/**
 * Days since 1970-01-01 of an ISO date. Plain arithmetic on Date's UTC calendar rather than
 * Temporal's `until`: every widget call counts spans several times, and the polyfill's
 * difference costs about a hundred times more for the same answer.
 */
function epochDayOf(day: PlainDate): number {
  // setUTCFullYear rather than Date.UTC: it reads years below 100 as written.
  return new Date(0).setUTCFullYear(day.year, day.month - 1, day.day) / 86_400_000;
}

/** Compare options, offered for date-range ids 2–15. */
export const COMPARE = { none: 0, previousPeriod: 1, yearBefore: 2 } as const;
export const COMPARE_OPTIONS: readonly { id: number; name: string }[] = [
  { id: COMPARE.previousPeriod, name: 'Previous period' },
  { id: COMPARE.none, name: 'None' },
  { id: COMPARE.yearBefore, name: 'Year before' },
];

export function compareOffered(dateRangeId: number): boolean {
  return dateRangeId >= 2 && dateRangeId <= 15;
}

/** The window a figure is compared with, or null for none. */
export function comparisonWindow(window: DateWindow, compare: number): DateWindow | null {
  if (compare === COMPARE.yearBefore) {
    return { start: window.start.subtract({ years: 1 }), end: window.end.subtract({ years: 1 }) };
  }
  if (compare === COMPARE.previousPeriod) {
    const end = window.start.subtract({ days: 1 });
    return { start: end.subtract({ days: spanDays(window) - 1 }), end };
  }
  return null;
}

/** The widget tabs (spec/2 §4): Today, Yesterday, This Week. */
export const TABS = ['TODAY', 'YESTERDAY', 'THIS_WEEK'] as const;
export type Tab = (typeof TABS)[number];
export const DEFAULT_TAB: Tab = 'TODAY';
/** Peak hours opens on This Week. */
export const PEAK_HOURS_DEFAULT_TAB: Tab = 'THIS_WEEK';
export const TAB_LABELS: Record<Tab, string> = { TODAY: 'Today', YESTERDAY: 'Yesterday', THIS_WEEK: 'This Week' };

/** The tab a server-sent tab name stands for (peak hours, activities by hour); null for a name not known. */
export function tabOfLabel(label: string): Tab | null {
  return TABS.find((tab) => TAB_LABELS[tab] === label) ?? null;
}

const TAB_RANGE: Record<Tab, number> = { TODAY: 1, YESTERDAY: 2, THIS_WEEK: 3 };

export function tabWindow(tab: Tab, today: PlainDate): DateWindow {
  return resolveDateRange(TAB_RANGE[tab], { today });
}

/** The id whose trend the tab follows (Today hides the trend like date range 1). */
export function tabDateRangeId(tab: Tab): number {
  return TAB_RANGE[tab];
}

/** MM/DD/YYYY (spec/2 §9) → PlainDate; null when malformed or not a real date. */
export function parseUsDate(text: string): PlainDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  try {
    return Temporal.PlainDate.from(
      { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) },
      { overflow: 'reject' },
    );
  } catch {
    return null;
  }
}

export function formatUsDate(day: PlainDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.month)}/${pad(day.day)}/${String(day.year).padStart(4, '0')}`;
}

/**
 * The longest window one number-of-guests export request may cover: one 3-month segment of
 * spec/2 §9 (at most 92 days, e.g. July–September). A day is 96 quarter-hour cells, so a request
 * stays under ~9,000 cells; the client asks for longer windows segment by segment.
 */
export const MAX_EXPORT_SEGMENT_DAYS = 92;

/**
 * Export segments (spec/2 §9): ids below 13 in one call; 13 and above in 3-month segments
 * (so a 180-day rolling range gives 2 and a 360-day one gives 4). A window below 13 longer than
 * one segment ("All data") is split too: the server refuses a request over
 * MAX_EXPORT_SEGMENT_DAYS (one 1,000-year export held the REST API for 80 s).
 */
export function exportSegments(dateRangeId: number, window: DateWindow): DateWindow[] {
  if (dateRangeId < 13 && spanDays(window) <= MAX_EXPORT_SEGMENT_DAYS) return [window];
  const segments: DateWindow[] = [];
  let start = window.start;
  while (Temporal.PlainDate.compare(start, window.end) <= 0) {
    const next = start.add({ months: 3 });
    const end = Temporal.PlainDate.compare(next, window.end) > 0 ? window.end : next.subtract({ days: 1 });
    segments.push({ start, end });
    start = next;
  }
  return segments;
}

/** Today in a browser's time zone, given its Date#getTimezoneOffset minutes. */
export function todayAt(instant: Temporal.Instant, timezoneOffsetMinutes: number): PlainDate {
  // The UTC calendar day of the shifted instant, read through Date: the same day as
  // subtract().toZonedDateTimeISO('UTC').toPlainDate(), at a fraction of the polyfill's cost
  // (every widget call of a dashboard asks).
  const shifted = new Date(instant.epochMilliseconds - timezoneOffsetMinutes * 60_000);
  return new Temporal.PlainDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Today for a caller whose browser reports `timezoneOffsetMinutes` (the REST API's clock). */
export function todayForOffset(timezoneOffsetMinutes: number): PlainDate {
  return todayAt(Temporal.Now.instant(), timezoneOffsetMinutes);
}

/** Every day of a window, in order. */
export function daysOf(window: DateWindow): PlainDate[] {
  const days: PlainDate[] = [];
  for (let day = window.start; Temporal.PlainDate.compare(day, window.end) <= 0; day = day.add({ days: 1 }))
    days.push(day);
  return days;
}
