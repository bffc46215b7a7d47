/**
 * The booking manager's rules (spec/3 §2–§5), one definition for every layer: the kinds
 * of resources, booking states, payment methods, the guest and money limits, the booking filter's
 * date rule, and which time slots a day has in a location's zone (Temporal, right across
 * daylight-saving changes).
 *
 * Usage: `slotTimes({ opensMinute: 600, closesMinute: 1200, intervalMinutes: 30, durationMinutes: 30 },
 * '2026-03-08', 'America/Chicago')` lists the day's starts as local 'HH:MM' with their instants.
 */
import { Temporal } from 'temporal-polyfill';
import { isCalendarDate } from '../input.ts';
import type { MessageKey } from '../messages/en.ts';
import { toCents } from '../resources/fields.ts';

/** Menu access indexes of spec/3 §6: the booking manager and the bookings list. */
export const BOOKING_MANAGER_INDEX = 20;
export const BOOKINGS_INDEX = 116;

export const RESOURCE_KINDS = ['LANE', 'ROOM', 'COURT', 'PARTY_AREA', 'OTHER'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** A booking is booked until canceled; "fully paid" is a separate boolean (spec/3 §4). */
export const BOOKING_STATES = ['BOOKED', 'CANCELLED'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** Staff-recorded methods of the in-venue processor, and the card provider's. */
export const IN_VENUE_METHODS = ['CASH', 'CARD_TERMINAL', 'VOUCHER'] as const;
export const PAYMENT_METHODS = [...IN_VENUE_METHODS, 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_PROCESSORS = ['IN_VENUE', 'STRIPE'] as const;
export type PaymentProcessorName = (typeof PAYMENT_PROCESSORS)[number];

/** At most this many guests on one booking (and a party this big counts as a group event). */
export const MAX_GUESTS = 500;
export const GROUP_EVENT_MIN_GUESTS = 10;
/** Offerings per booking, customers per booking and ids per call. */
export const MAX_OFFERINGS = 50;
export const MAX_CUSTOMERS = 200;
/** An idempotency key: what a client generates per click (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,80}$';
/** Pay-by-link tokens live this long. */
export const PAY_LINK_TTL_HOURS = 72;
/** The public page of a pay-by-link token: `/pay/<token>`. */
export const PAY_LINK_ROUTE = '/pay/:token';
export const payLinkPath = (token: string) => `/pay/${token}`;

/** Product, slot and holder searches wait this long (spec/3 §5, §9). */
export const BOOKING_SEARCH_DEBOUNCE_MS = 500;

/**
 * Dashboard fact kinds of dash_bookings: a group event (however it was taken), an online booking
 * (the guest shop) or a desk booking (staff at the booking manager). Only online ones count as
 * "Online bookings"; all three count as a location's events.
 */
export const DASH_BOOKING_KIND = { groupEvent: 1, online: 2, desk: 3 } as const;
export const dashBookingKind = (guests: number, online: boolean) =>
  guests >= GROUP_EVENT_MIN_GUESTS
    ? DASH_BOOKING_KIND.groupEvent
    : online
      ? DASH_BOOKING_KIND.online
      : DASH_BOOKING_KIND.desk;

/**
 * An amount typed in dollars (spec/3 §5: at most 2 decimals, 6 integer digits) as integer cents;
 * null when it breaks the rule, so '1.005' is refused rather than rounded.
 */
export function amountCents(value: string | number): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return toCents(typeof value === 'number' ? String(value) : value);
}

/** 1250 → '$12.50' (mails and messages; screens format with the location's currency). */
export const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** Time slots with slotsRemaining of 0 or below are dropped; null (unlimited) is kept (spec/3 §5). */
export function openSlots<T extends { slotsRemaining: number | null }>(slots: readonly T[]): T[] {
  return slots.filter((s) => s.slotsRemaining === null || s.slotsRemaining > 0);
}

/** The booking filter's bookingDate is MM/DD/YYYY; its end is the start plus one day (spec/3 §2). */
export function bookingDateRange(mmddyyyy: string): { from: string; to: string } | null {
  const iso = isoFromUs(mmddyyyy);
  if (!iso) return null;
  return { from: iso, to: Temporal.PlainDate.from(iso).add({ days: 1 }).toString() };
}

/** 'MM/DD/YYYY' → 'YYYY-MM-DD', or null when it is not a real date. */
export function isoFromUs(mmddyyyy: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(mmddyyyy.trim());
  if (!m) return null;
  try {
    return Temporal.PlainDate.from(
      { year: Number(m[3]), month: Number(m[1]), day: Number(m[2]) },
      { overflow: 'reject' },
    ).toString();
  } catch {
    return null;
  }
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY'. */
export const usFromIso = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** A real calendar day, YYYY-MM-DD, inside core's DATE_WINDOW (one date rule: input.ts). */
export const isIsoDate = (value: string) => isCalendarDate(value);

/** Today in the location's zone ('YYYY-MM-DD'). */
export function todayIn(zone: string, now: Temporal.Instant = Temporal.Now.instant()): string {
  return now.toZonedDateTimeISO(zone).toPlainDate().toString();
}

/** 600 → '10:00'. */
export const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** '10:30' → 630, or null. */
export function minuteOf(time: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** '13:30' → '1:30 PM' (spec/3 §9: 12-hour times). */
export function time12(time: string): string {
  const minute = minuteOf(time) ?? 0;
  const h = Math.floor(minute / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minute % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export interface ActivityHours {
  /** First start, minutes after local midnight. */
  opensMinute: number;
  /** No slot starts at or after this. */
  closesMinute: number;
  intervalMinutes: number;
  durationMinutes: number;
  /** ISO weekdays it runs (1 Monday … 7 Sunday); empty: every day. */
  days?: readonly number[];
}

export interface SlotTime {
  /** Local wall time 'HH:MM'. */
  startTime: string;
  startMinute: number;
  /** Instants, ISO with offset in the location's zone. */
  startsAt: string;
  endsAt: string;
}

/** The starts of the old hours: from opens, every interval, while before closes. */
function gridOf(hours: ActivityHours): number[] {
  const out: number[] = [];
  for (let m = hours.opensMinute; m < hours.closesMinute; m += Math.max(5, hours.intervalMinutes)) out.push(m);
  return out;
}

/**
 * The starts of an activity on a local date in `zone` (`starts`: those minutes instead of the
 * hours' grid; core/bookings/schedule's activitySlots passes the day's scheduled starts). A wall time the zone skips (spring
 * forward) has no slot; one it repeats (fall back) has one slot, at its first occurrence. The end
 * is the start plus the duration in real time, so a slot across the change lasts as long as any.
 */
export function slotTimes(hours: ActivityHours, date: string, zone: string, starts?: readonly number[]): SlotTime[] {
  const day = Temporal.PlainDate.from(date);
  if (!starts && hours.days && hours.days.length > 0 && !hours.days.includes(day.dayOfWeek)) return [];
  const minutes = starts ?? gridOf(hours);
  const steady = steadyOffset(day, zone);
  if (steady) {
    // No offset change from the day's start to two days later (past the longest session's end):
    // every wall time exists once and carries that offset, so no zone lookup per slot.
    return minutes.map((m) => ({
      startTime: hhmm(m),
      startMinute: m,
      startsAt: wallString(steady.dates, m, steady.offset),
      endsAt: wallString(steady.dates, m + hours.durationMinutes, steady.offset),
    }));
  }
  const out: SlotTime[] = [];
  for (const m of minutes) {
    const wall = day.toPlainDateTime({ hour: Math.floor(m / 60), minute: m % 60 });
    let start: Temporal.ZonedDateTime;
    try {
      start = wall.toZonedDateTime(zone, { disambiguation: 'reject' });
    } catch {
      // Either skipped (no such wall time) or repeated: keep the first of a repeated one.
      const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
      if (earlier.toPlainDateTime().equals(wall) === false) continue;
      start = earlier;
    }
    out.push({
      startTime: hhmm(m),
      startMinute: m,
      startsAt: start.toString({ timeZoneName: 'never' }),
      endsAt: start.add({ minutes: hours.durationMinutes }).toString({ timeZoneName: 'never' }),
    });
  }
  return out;
}

/** Sessions end at most this many days after their start day (a start before midnight plus the longest session). */
const SLOT_DAYS = 2;

/** Steady offsets already worked out, by zone and date (a zone's rules do not change while running). */
const steadyOffsets = new Map<string, { offset: string; dates: string[] } | null>();
const STEADY_OFFSETS_KEPT = 2000;

/**
 * The zone's offset over `day` and the next SLOT_DAYS days when it does not change in between
 * (checked at each day's start and the end), with those days' dates; null across a change.
 * Every activity of a day asks the same: kept, so a location's day costs a few zone look-ups.
 */
function steadyOffset(day: Temporal.PlainDate, zone: string): { offset: string; dates: string[] } | null {
  const key = `${zone} ${day.toString()}`;
  const known = steadyOffsets.get(key);
  if (known !== undefined) return known;
  const dates = Array.from({ length: SLOT_DAYS + 1 }, (_, i) => day.add({ days: i }));
  const offsets = [...dates, day.add({ days: SLOT_DAYS + 1 })].map((d) => d.toZonedDateTime(zone).offset);
  const offset = offsets[0]!;
  const steady =
    /^[+-]\d\d:\d\d$/.test(offset) && offsets.every((o) => o === offset)
      ? { offset, dates: dates.map((d) => d.toString()) }
      : null;
  if (steadyOffsets.size >= STEADY_OFFSETS_KEPT) steadyOffsets.clear();
  steadyOffsets.set(key, steady);
  return steady;
}

/** Minute `m` after the first date's midnight as ISO with offset (as ZonedDateTime prints it). */
function wallString(dates: string[], m: number, offset: string): string {
  const d = Math.floor(m / 1440);
  const t = m - d * 1440;
  return `${dates[d]}T${hhmm(t)}:00${offset}`;
}

/** Whether `date` is before today in `zone`. */
export const isPastDate = (date: string, zone: string, now?: Temporal.Instant) =>
  Temporal.PlainDate.compare(date, todayIn(zone, now)) < 0;

/** Whether the slot starting at `startsAt` (ISO with offset) has started. */
export function hasStarted(startsAt: string, now: Temporal.Instant = Temporal.Now.instant()): boolean {
  // Date parses ISO with an offset exactly; Temporal (much slower) only for what it cannot read.
  const at = Date.parse(startsAt);
  if (Number.isNaN(at)) return Temporal.Instant.compare(Temporal.Instant.from(startsAt), now) <= 0;
  return at <= now.epochMilliseconds;
}

/** Every day of the month 'YYYY-MM' in order. */
export function daysOfMonth(month: string): string[] {
  const first = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 });
  return Array.from({ length: first.daysInMonth }, (_, i) => first.add({ days: i }).toString());
}

/** What is due: the total less what was paid net of refunds; never negative. */
export const balanceDue = (b: { totalCents: number; paidCents: number; refundedCents: number }) =>
  Math.max(0, b.totalCents - (b.paidCents - b.refundedCents));

/** Fully paid (spec/3 §4's pay status): nothing due. */
export const isFullyPaid = (b: { totalCents: number; paidCents: number; refundedCents: number }) => balanceDue(b) === 0;

/** The message of a number of guests, said right for one ("1 guest", "2 guests"); values { count }. */
export const guestCountKey = (guests: number): MessageKey =>
  guests === 1 ? 'bookings.guestCount.one' : 'bookings.guestCount.other';
