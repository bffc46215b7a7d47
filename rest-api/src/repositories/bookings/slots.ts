/**
 * Time slots, days availability and the day's schedule, in the location's zone: the starts core
 * activitySlots gives (the activity's weekly schedule within the location's Calendar). A slot's count lives in booking_slots once someone booked it; a start nobody booked
 * has no row and all its places left. Writes that change a count go through `takePlaces`, a
 * conditional update of the locked row: concurrent creates queue on the row and each re-checks
 * the capacity after the one before it committed, so a slot is never overbooked.
 */
import { daysOfMonth, hasStarted, hhmm, type SlotTime, todayIn } from '@marquee/core/bookings/rules';
import { activitySlots } from '@marquee/core/bookings/schedule';
import type { LocationCalendar } from '@marquee/core/venue/calendar';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type Activity, activitiesAt, type BookingLocation, calendarOf } from './context.ts';

export interface TimeSlot extends SlotTime {
  activityId: number;
  date: string;
  capacity: number | null;
  booked: number;
  /** Places left; null: unlimited (spec/3 §3). */
  slotsRemaining: number | null;
  /** Started already (in the location's zone): not bookable. */
  started: boolean;
}

async function bookedCounts(db: Executor, activityIds: number[], date: string): Promise<Map<string, number>> {
  if (activityIds.length === 0) return new Map();
  const rows = await queryRows<{ activityId: number; startMinute: number; booked: number }>(
    db,
    sql`select activity_id as "activityId", start_minute as "startMinute", booked from booking_slots
        where activity_id = any(${`{${activityIds.join(',')}}`}::int[]) and local_date = ${date}`,
  );
  return new Map(rows.map((r) => [`${r.activityId}:${r.startMinute}`, Number(r.booked)]));
}

/** The Calendar of each location of `activities` on `from`–`to`, by location id. */
async function calendarsOf(db: Executor, activities: Activity[], from: string, to = from) {
  const out = new Map<number, LocationCalendar>();
  for (const a of activities) {
    if (!out.has(a.locationId)) out.set(a.locationId, await calendarOf(db, a.masterClientId, a.locationId, from, to));
  }
  return out;
}

export async function timeSlots(db: Executor, activities: Activity[], date: string, zone: string): Promise<TimeSlot[]> {
  const counts = await bookedCounts(
    db,
    activities.map((a) => a.id),
    date,
  );
  const calendars = await calendarsOf(db, activities, date);
  const now = Temporal.Now.instant();
  return activities.flatMap((a) =>
    activitySlots(a, calendars.get(a.locationId)!, date, zone).map((s) => {
      const booked = counts.get(`${a.id}:${s.startMinute}`) ?? 0;
      return {
        ...s,
        activityId: a.id,
        date,
        capacity: a.capacity,
        booked,
        slotsRemaining: a.capacity === null ? null : a.capacity - booked,
        started: hasStarted(s.startsAt, now),
      };
    }),
  );
}

/** Each day of the month: whether the activity runs and has a place left (past days: false). */
export async function daysAvailability(db: Executor, activity: Activity, month: string, zone: string) {
  const today = todayIn(zone);
  const days = daysOfMonth(month);
  const full = await queryRows<{ date: string; starts: number }>(
    db,
    sql`select local_date::text as date, count(*)::int as starts from booking_slots
        where activity_id = ${activity.id} and local_date between ${days[0]!} and ${days.at(-1)!}
          and capacity is not null and booked >= capacity group by 1`,
  );
  const fullStarts = new Map(full.map((f) => [f.date, Number(f.starts)]));
  const calendar = await calendarOf(db, activity.masterClientId, activity.locationId, days[0]!, days.at(-1)!);
  return days.map((date) => {
    const starts =
      Temporal.PlainDate.compare(date, today) < 0 ? 0 : activitySlots(activity, calendar, date, zone).length;
    return { date, available: starts > (fullStarts.get(date) ?? 0) };
  });
}

/**
 * The slot row of a start, created on first use (its capacity copied from the activity), then
 * `guests` places taken if they are left. Answers the row, or the places left when too few.
 */
export async function takePlaces(
  db: Executor,
  masterClientId: number,
  activity: Activity,
  date: string,
  slot: SlotTime,
  guests: number,
): Promise<{ ok: true; slotId: number } | { ok: false; left: number }> {
  await db.execute(sql`insert into booking_slots (master_client_id, activity_id, local_date, start_minute, starts_at, capacity)
    values (${masterClientId}, ${activity.id}, ${date}, ${slot.startMinute}, ${slot.startsAt}::timestamptz, ${activity.capacity})
    on conflict (activity_id, local_date, start_minute) do nothing`);
  const [taken] = await queryRows<{ id: number }>(
    db,
    sql`update booking_slots set booked = booked + ${guests}
        where activity_id = ${activity.id} and local_date = ${date} and start_minute = ${slot.startMinute}
          and (capacity is null or booked + ${guests} <= capacity)
        returning id`,
  );
  if (taken) return { ok: true, slotId: Number(taken.id) };
  const [row] = await queryRows<{ left: number }>(
    db,
    sql`select greatest(capacity - booked, 0)::int as left from booking_slots
        where activity_id = ${activity.id} and local_date = ${date} and start_minute = ${slot.startMinute}`,
  );
  return { ok: false, left: Number(row?.left ?? 0) };
}

/** Gives `guests` places of a slot back (cancel, reschedule away, fewer guests). */
export async function releasePlaces(db: Executor, slotId: number, guests: number) {
  await db.execute(sql`update booking_slots set booked = greatest(booked - ${guests}, 0) where id = ${slotId}`);
}

/**
 * A slot the rule no longer gives (the Calendar closed it, or the schedule moved) that still holds
 * bookings: kept in the day, marked closed, so no booking disappears from the manager.
 */
function closedSlot(
  a: Activity,
  date: string,
  zone: string,
  b: { startMinute: number; startsAt: Date | string },
): TimeSlot {
  const start = Temporal.Instant.from(new Date(b.startsAt).toISOString()).toZonedDateTimeISO(zone);
  return {
    activityId: a.id,
    date,
    startTime: hhmm(b.startMinute),
    startMinute: b.startMinute,
    startsAt: start.toString({ timeZoneName: 'never' }),
    endsAt: start.add({ minutes: a.durationMinutes }).toString({ timeZoneName: 'never' }),
    capacity: a.capacity,
    booked: 0,
    // Not bookable: no place is offered at a time the rule does not give.
    slotsRemaining: 0,
    started: hasStarted(start.toString({ timeZoneName: 'never' })),
  };
}

/** Items by key, in their order (Map.groupBy, which Node 20 lacks). */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/**
 * The day at a location: each resource with its activities' slots and the bookings in them, and
 * the booked (not cancelled) bookings whose time the rule no longer offers (`closedBookings`: the
 * manager flags them so staff reschedule or contact each).
 */
export async function daySchedule(db: Executor, masterClientId: number, location: BookingLocation, date: string) {
  const activities = await activitiesAt(db, masterClientId, location.id);
  const open = await timeSlots(db, activities, date, location.timeZone);
  const booked = await queryRows<{
    id: number;
    activityId: number;
    startMinute: number;
    startsAt: Date | string;
    confirmationCode: string;
    state: string;
    guests: number;
    holderName: string;
    totalCents: number;
    paidCents: number;
    refundedCents: number;
  }>(
    db,
    sql`select b.id, b.activity_id as "activityId", b.start_minute as "startMinute", b.starts_at as "startsAt",
          b.confirmation_code as "confirmationCode",
          b.state, b.guests, g.first_name || ' ' || g.last_name as "holderName",
          b.total_cents as "totalCents", b.paid_cents as "paidCents", b.refunded_cents as "refundedCents"
        from bookings b join guests g on g.id = b.holder_id
        where b.master_client_id = ${masterClientId} and b.location_id = ${location.id} and b.booking_date = ${date}
        order by b.start_minute, b.id`,
  );
  const offered = new Set(open.map((s) => `${s.activityId}:${s.startMinute}`));
  const outside = booked.filter((b) => !offered.has(`${b.activityId}:${b.startMinute}`));
  const closed = new Map<string, TimeSlot>();
  for (const b of outside) {
    const a = activities.find((x) => x.id === b.activityId);
    if (a && !closed.has(`${a.id}:${b.startMinute}`))
      closed.set(`${a.id}:${b.startMinute}`, closedSlot(a, date, location.timeZone, b));
  }
  const slots = [
    ...open.map((s) => ({ ...s, closed: false })),
    ...[...closed.values()].map((s) => ({ ...s, closed: true })),
  ].sort((x, y) => x.startMinute - y.startMinute);
  const resources = await queryRows<{ id: number; name: string; kind: string }>(
    db,
    sql`select id, name, kind from booking_resources where master_client_id = ${masterClientId}
        and location_id = ${location.id} order by sort, id`,
  );
  // Grouped once: a full day of a large venue has thousands of slots and bookings.
  const slotsOf = groupBy(slots, (s) => s.activityId);
  const bookingsIn = groupBy(booked, (b) => `${b.activityId}:${b.startMinute}`);
  return {
    location,
    date,
    today: todayIn(location.timeZone),
    closedBookings: outside
      .filter((b) => b.state === 'BOOKED')
      .map((b) => ({
        id: Number(b.id),
        confirmationCode: b.confirmationCode,
        holderName: b.holderName,
        activityId: b.activityId,
        startTime: hhmm(b.startMinute),
      })),
    resources: resources.map((r) => ({
      ...r,
      activities: activities
        .filter((a) => a.resourceId === r.id)
        .map((a) => ({
          id: a.id,
          name: a.name,
          productId: a.productId,
          capacity: a.capacity,
          durationMinutes: a.durationMinutes,
          slots: (slotsOf.get(a.id) ?? []).map((s) => ({
            ...s,
            bookings: (bookingsIn.get(`${a.id}:${s.startMinute}`) ?? []).map(
              ({ activityId: _a, startMinute: _s, startsAt: _t, ...b }) => ({
                ...b,
                id: Number(b.id),
                totalCents: Number(b.totalCents),
                paidCents: Number(b.paidCents),
                refundedCents: Number(b.refundedCents),
              }),
            ),
          })),
        })),
    })),
  };
}
