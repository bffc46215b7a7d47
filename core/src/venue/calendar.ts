/**
 * The calendar of a location (spec/3 §2, §3, §4, §9): weekly availability per weekday plus dated
 * exceptions. An exception replaces that date's regular hours: an all-day one closes the day, a
 * timed one opens the location only between its start and end (several make several windows).
 * The rules of spec/3 §4, exactly:
 * - for one date an all-day exception replaces the others, and an existing all-day one is kept
 *   (a timed exception added to an all-day date is dropped);
 * - exceptions clear that weekday's regular availability;
 * - a missing end time means 11:30PM;
 * - in day view only the selected weekday keeps availability.
 * The booking manager and the guest shop ask `isOpenAt`.
 */
import { Temporal } from 'temporal-polyfill';
import { type Static, Type } from 'typebox';
import { Nullable } from '../resources/types.ts';
import type { FieldErrors } from '../validation.ts';

/** Menu and screen index of /calendar (spec/1 §2.7, spec/3 §6). */
export const CALENDAR_INDEX = 16;

/** Monday first, as the week view shows them (ISO day of week 1–7). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Spec/3 §9: a missing end time means 11:30PM. */
export const MISSING_END_TIME = '23:30';

/** 24-hour 'HH:mm', as stored and sent; the screens show 12-hour times. */
export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const Time = Type.String({ pattern: TIME_PATTERN });
const PlainDateText = Type.String({ pattern: DATE_PATTERN });

export const DayAvailability = Type.Object({
  weekday: Type.Union([
    Type.Literal('monday'),
    Type.Literal('tuesday'),
    Type.Literal('wednesday'),
    Type.Literal('thursday'),
    Type.Literal('friday'),
    Type.Literal('saturday'),
    Type.Literal('sunday'),
  ]),
  /** Open on that weekday at all. */
  isOpen: Type.Boolean(),
  startTime: Time,
  endTime: Time,
});
export type DayAvailability = Static<typeof DayAvailability>;

/** Exactly the seven weekdays, Monday first. */
export const WeeklyAvailability = Type.Array(DayAvailability, { minItems: 7, maxItems: 7 });
export type WeeklyAvailability = DayAvailability[];

export const CalendarException = Type.Object({
  id: Type.Integer(),
  exceptionDate: PlainDateText,
  /** Null on an all-day exception. */
  startTime: Nullable(Time),
  /** Null on an all-day exception; a timed one without an end is saved with 11:30PM. */
  endTime: Nullable(Time),
  isAllDay: Type.Boolean(),
});
export type CalendarException = Static<typeof CalendarException>;

export const CalendarExceptionInput = Type.Object({
  exceptionDate: PlainDateText,
  startTime: Type.Optional(Nullable(Time)),
  endTime: Type.Optional(Nullable(Time)),
  isAllDay: Type.Boolean(),
});
export type CalendarExceptionInput = Static<typeof CalendarExceptionInput>;

/** What POST /calendar answers: one location's hours and the exceptions of the range asked. */
export const CalendarData = Type.Object({
  locationCode: Type.String(),
  weeklyAvailability: WeeklyAvailability,
  /** Version of the location's settings (0: never saved); send it back with the weekly availability. */
  version: Type.Integer(),
  /** The location's IANA zone: its "today". */
  timeZone: Type.String(),
  exceptions: Type.Array(CalendarException),
});
export type CalendarData = Static<typeof CalendarData>;

/** What adding or changing an exception answers. */
export const CalendarExceptionAnswer = Type.Object({
  exception: CalendarException,
  /** True when the date already had an all-day exception, which was kept (spec/3 §4). */
  keptAllDay: Type.Boolean(),
  message: Type.String(),
});
export type CalendarExceptionAnswer = Static<typeof CalendarExceptionAnswer>;

/** Closed every day, 9 AM to 5 PM when opened: a location that never set its hours. */
export const DEFAULT_WEEKLY_AVAILABILITY: WeeklyAvailability = WEEKDAYS.map((weekday) => ({
  weekday,
  isOpen: false,
  startTime: '09:00',
  endTime: '17:00',
}));

/**
 * A location created in the product opens every day, 10 AM to 10 PM, until its Calendar says
 * otherwise: the Calendar decides which booking slots exist, and a location that started closed
 * offered nothing its director set up (resources, activities, the guest shop) with no hint why.
 */
export const NEW_LOCATION_WEEKLY_AVAILABILITY: WeeklyAvailability = WEEKDAYS.map((weekday) => ({
  weekday,
  isOpen: true,
  startTime: '10:00',
  endTime: '22:00',
}));

/** The weekday of an ISO date ('2026-11-24' → 'tuesday'). */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[Temporal.PlainDate.from(date).dayOfWeek - 1] as Weekday;
}

/** Minutes since midnight of 'HH:mm'. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** An input as stored: all-day ones carry no times, a timed one without an end ends at 11:30PM. */
export function normaliseException(input: CalendarExceptionInput): Omit<CalendarException, 'id'> {
  if (input.isAllDay) return { exceptionDate: input.exceptionDate, startTime: null, endTime: null, isAllDay: true };
  return {
    exceptionDate: input.exceptionDate,
    startTime: input.startTime ?? null,
    endTime: input.endTime || MISSING_END_TIME,
    isAllDay: false,
  };
}

/** Field messages of an exception (after normalising): a real date, a start, an end after it. */
export function validateException(
  input: CalendarExceptionInput,
): FieldErrors<'exceptionDate' | 'startTime' | 'endTime'> {
  const errors: FieldErrors<'exceptionDate' | 'startTime' | 'endTime'> = {};
  try {
    Temporal.PlainDate.from(input.exceptionDate, { overflow: 'reject' });
  } catch {
    errors.exceptionDate = 'calendar.invalidDate';
  }
  const v = normaliseException(input);
  if (!v.isAllDay) {
    if (!v.startTime) errors.startTime = 'validation.required';
    else if (v.endTime && minutes(v.endTime) <= minutes(v.startTime)) errors.endTime = 'calendar.endBeforeStart';
  }
  return errors;
}

/** Field messages of the weekly availability: an open day ends after it starts. */
export function validateWeekly(week: WeeklyAvailability): FieldErrors<Weekday | 'weeklyAvailability'> {
  const errors: FieldErrors<Weekday | 'weeklyAvailability'> = {};
  if (week.length !== 7 || WEEKDAYS.some((d, i) => week[i]?.weekday !== d)) {
    errors.weeklyAvailability = 'calendar.weekIncomplete';
    return errors;
  }
  for (const day of week) {
    if (day.isOpen && minutes(day.endTime) <= minutes(day.startTime)) errors[day.weekday] = 'calendar.endBeforeStart';
  }
  return errors;
}

/**
 * What saving `incoming` does to the exceptions already on its date (spec/3 §4): an all-day one
 * replaces them all; when an all-day one exists, it is kept and the timed one is not added.
 */
export type ExceptionMerge = { kind: 'add'; remove: number[] } | { kind: 'keepAllDay'; kept: number };

export function mergeException(
  sameDate: readonly Pick<CalendarException, 'id' | 'isAllDay'>[],
  incoming: Pick<CalendarException, 'isAllDay'>,
): ExceptionMerge {
  if (incoming.isAllDay) return { kind: 'add', remove: sameDate.map((e) => e.id) };
  const allDay = sameDate.find((e) => e.isAllDay);
  return allDay ? { kind: 'keepAllDay', kept: allDay.id } : { kind: 'add', remove: [] };
}

/** Day view (spec/3 §4): only the selected date's weekday keeps its availability. */
export function dayViewAvailability(weekly: WeeklyAvailability, selected: string): WeeklyAvailability {
  const keep = weekdayOf(selected);
  return weekly.map((d) => (d.weekday === keep ? d : { ...d, isOpen: false }));
}

/** One date as the calendar shows it: closed, or open in one or more windows. */
export interface CalendarDay {
  date: string;
  weekday: Weekday;
  /** Where the hours come from: the weekly availability or the date's exceptions. */
  source: 'weekly' | 'exception';
  isOpen: boolean;
  windows: { startTime: string; endTime: string }[];
  exceptions: CalendarException[];
}

export type CalendarView = 'week' | 'day';

/**
 * The dates of a view: the Monday-first week holding `selected`, or that day alone. Exceptions clear
 * their weekday's regular hours on their date; in day view only the selected weekday keeps its
 * availability, so every other weekday shows none.
 */
export function calendarDays(
  weekly: WeeklyAvailability,
  exceptions: readonly CalendarException[],
  view: CalendarView,
  selected: string,
): CalendarDay[] {
  const day = Temporal.PlainDate.from(selected);
  const dates =
    view === 'day'
      ? [day]
      : Array.from({ length: 7 }, (_, i) => day.subtract({ days: day.dayOfWeek - 1 }).add({ days: i }));
  const week = view === 'day' ? dayViewAvailability(weekly, selected) : weekly;
  return dates.map((d) => {
    const date = d.toString();
    const weekday = weekdayOf(date);
    const own = exceptions.filter((e) => e.exceptionDate === date);
    if (own.length > 0) {
      const allDay = own.some((e) => e.isAllDay);
      const windows = allDay
        ? []
        : own
            .map((e) => ({ startTime: e.startTime ?? '00:00', endTime: e.endTime ?? MISSING_END_TIME }))
            .sort((a, b) => a.startTime.localeCompare(b.startTime));
      return { date, weekday, source: 'exception', isOpen: windows.length > 0, windows, exceptions: own };
    }
    const regular = week.find((w) => w.weekday === weekday);
    const open = regular?.isOpen === true;
    return {
      date,
      weekday,
      source: 'weekly',
      isOpen: open,
      windows: open && regular ? [{ startTime: regular.startTime, endTime: regular.endTime }] : [],
      exceptions: [],
    };
  });
}

/**
 * Whether the location is open at a local date-time (its own time zone): the date's exceptions
 * when it has any, else its weekday's availability. A window includes its start, not its end.
 */
export function isOpenAt(
  weekly: WeeklyAvailability,
  exceptions: readonly CalendarException[],
  at: Temporal.PlainDateTime | string,
): boolean {
  const when = typeof at === 'string' ? Temporal.PlainDateTime.from(at) : at;
  const [day] = calendarDays(weekly, exceptions, 'day', when.toPlainDate().toString());
  const now = when.hour * 60 + when.minute;
  return (day?.windows ?? []).some((w) => minutes(w.startTime) <= now && now < minutes(w.endTime));
}

/**
 * Whether the location opens at all on a date: the date's exceptions when it has any (an all-day
 * one closes it, a timed one opens it for its window), else its weekday's availability.
 */
export function isOpenOn(weekly: WeeklyAvailability, exceptions: readonly CalendarException[], date: string): boolean {
  const [day] = calendarDays(weekly, exceptions, 'day', date);
  return day?.isOpen === true;
}

/** One location's opening hours: its weekly availability and its exceptions. */
export interface LocationCalendar {
  weekly: WeeklyAvailability;
  exceptions: readonly CalendarException[];
}

/**
 * A day is closed for a set of locations when every one of them is closed that day (the
 * quarter-hour guest export marks it CLOSED); never for no locations at all.
 */
export function closedForAll(calendars: readonly LocationCalendar[], date: string): boolean {
  return calendars.length > 0 && calendars.every((c) => !isOpenOn(c.weekly, c.exceptions, date));
}

/** '2026-11-24' → '24/11/2026' (spec/3 §9: DD/MM/YYYY in the calendar). */
export function calendarDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** '23:30' → '11:30 PM' (spec/3 §9: 12-hour times). */
export function twelveHour(time: string): string {
  const h = Number(time.slice(0, 2));
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${time.slice(3, 5)} ${suffix}`;
}
