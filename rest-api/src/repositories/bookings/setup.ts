/**
 * Bookable resources and activities written by the product: the one repository the
 * setup screens' routes and the demo seed both call. Each write runs in the caller's transaction,
 * in the request's master client only: another master client's location, product, resource or
 * activity reads as absent (404) and nothing is written; bad input is refused with core's field
 * messages (core/bookings/setup) before anything is written.
 *
 * A change never drops booked slots silently: when a schedule change, a disabled activity or a
 * disabled resource leaves future bookings at times the slot rule (core activitySlots) no longer
 * gives, the write answers those bookings (`bookingsInTheWay`) and changes nothing, unless the
 * caller confirms keeping them (`keepBookings`); kept bookings then show in the manager's day as
 * bookings on a closed time (slots.ts daySchedule).
 */
import { hhmm } from '@marquee/core/bookings/rules';
import { activitySlots, scheduleOf, type WeeklySchedule } from '@marquee/core/bookings/schedule';
import {
  type ActivityInput,
  bookedFitResources,
  type ResourceInput,
  validateActivity,
  capacityOverResources,
  validateResource,
} from '@marquee/core/bookings/setup';
import type { AuditValue } from '@marquee/core/settings/audit';
import { hasErrors } from '@marquee/core/validation';
import { DEFAULT_CURRENCY } from '@marquee/core/venue/locationSettings';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { bookingActivities, bookingActivityResources, bookingResources } from '../../db/schema-bookings.ts';
import { invalidInput } from '../../http/errors.ts';
import { recordNotFound } from '../../resources/errors.ts';
import { audit } from '../audit.ts';
import { calendarOf, locationOf } from './context.ts';

/** A future booking a change would leave at a time no longer offered. */
export interface BookingInTheWay {
  id: number;
  confirmationCode: string;
  holderName: string;
  date: string;
  startTime: string;
}

export type SetupResult = { kind: 'saved'; id: number } | { kind: 'bookingsInTheWay'; bookings: BookingInTheWay[] };

/** A row as the audit log keeps it: the schedule (an object) as its JSON text, dates as ISO. */
function auditable(row: object | null): Record<string, AuditValue> | null {
  if (row === null) return null;
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      v === undefined
        ? null
        : Array.isArray(v) && v.every((x) => typeof x === 'number')
          ? v
          : typeof v === 'object' && v !== null
            ? JSON.stringify(v)
            : (v as AuditValue),
    ]),
  );
}

/** `userId` null: the demo seed, which no person did (no audit row). */
async function log(
  tx: Tx,
  userId: number | null,
  mc: number,
  entity: string,
  id: number,
  before: object | null,
  after: object | null,
) {
  if (userId === null) return;
  const action = before === null ? 'create' : after === null ? 'delete' : 'update';
  await audit(tx, {
    userId,
    masterClientId: mc,
    entity,
    entityId: id,
    action,
    before: auditable(before),
    after: auditable(after),
  });
}

async function ownedLocation(db: Executor, mc: number, locationId: number) {
  const location = await locationOf(db, mc, { id: locationId });
  if (!location) throw recordNotFound();
  return location;
}

const intArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/**
 * The product (this master client's reservation product) and the resources: each this master
 * client's (another's reads as absent: 404) and at the activity's location (else a field message).
 */
async function checkActivityRefs(db: Executor, mc: number, input: ActivityInput) {
  const location = await ownedLocation(db, mc, input.locationId);
  const [product] = await queryRows<{ id: number }>(
    db,
    sql`select id from products where id = ${input.productId} and master_client_id = ${mc} and kind = 'RESERVATION'`,
  );
  const resources = await queryRows<{ id: number; locationId: number; places: number | null }>(
    db,
    sql`select id, location_id as "locationId", places from booking_resources
        where id = any(${intArray(input.resourceIds)}::int[]) and master_client_id = ${mc}`,
  );
  if (!product || resources.length !== input.resourceIds.length) throw recordNotFound();
  if (resources.some((r) => Number(r.locationId) !== input.locationId)) {
    throw invalidInput({ resourceIds: 'scheduling.error.resourceLocation' });
  }
  const over = capacityOverResources(input.capacity, resources);
  if (over) throw invalidInput({ capacity: { key: 'scheduling.error.capacityOverResources', values: over } });
  return location;
}

/** Writes the activity's resources in the order chosen (replacing any it had). */
async function setActivityResources(tx: Tx, mc: number, activityId: number, resourceIds: readonly number[]) {
  await tx.delete(bookingActivityResources).where(eq(bookingActivityResources.activityId, activityId));
  await tx
    .insert(bookingActivityResources)
    .values(resourceIds.map((resourceId, sort) => ({ masterClientId: mc, activityId, resourceId, sort })));
}

/** The resources of an activity in their order. */
async function resourcesOfActivity(db: Executor, mc: number, activityId: number) {
  return db
    .select({
      id: bookingResources.id,
      locationId: bookingResources.locationId,
      name: bookingResources.name,
      kind: bookingResources.kind,
      places: bookingResources.places,
      enabled: bookingResources.enabled,
    })
    .from(bookingActivityResources)
    .innerJoin(bookingResources, eq(bookingResources.id, bookingActivityResources.resourceId))
    .where(and(eq(bookingActivityResources.activityId, activityId), eq(bookingActivityResources.masterClientId, mc)))
    .orderBy(asc(bookingActivityResources.sort), asc(bookingResources.id));
}

export async function createResource(tx: Tx, mc: number, input: ResourceInput, userId: number | null): Promise<number> {
  const errors = validateResource(input);
  if (hasErrors(errors)) throw invalidInput(errors);
  await ownedLocation(tx, mc, input.locationId);
  const [{ sort } = { sort: 0 }] = await queryRows<{ sort: number }>(
    tx,
    sql`select count(*)::int as sort from booking_resources where master_client_id = ${mc} and location_id = ${input.locationId}`,
  );
  const row = { ...input, name: input.name.trim() };
  const [made] = await tx
    .insert(bookingResources)
    .values({ masterClientId: mc, ...row, sort: Number(sort) })
    .returning({ id: bookingResources.id });
  await log(tx, userId, mc, 'bookingResource', made!.id, null, row);
  return made!.id;
}

/** The old hours columns of a schedule (kept filled for their checks; the schedule is what counts). */
function hoursColumns(schedule: WeeklySchedule) {
  const ranges = schedule.flatMap((d) => d.ranges);
  const starts = schedule.flatMap((d) => d.starts);
  const opens = Math.min(...ranges.map((r) => r.from), ...starts, 1439);
  const closes = Math.max(...ranges.map((r) => r.to), ...starts.map((s) => s + 1), opens + 1);
  return { opensMinute: opens, closesMinute: Math.min(closes, 1440), intervalMinutes: ranges[0]?.every ?? 60 };
}

function activityRow(input: ActivityInput) {
  const { locationId, productId, resourceIds, ...rest } = input;
  return {
    locationId,
    productId,
    resourceId: resourceIds[0]!,
    ...rest,
    name: input.name.trim(),
    ...hoursColumns(input.schedule),
    days: [],
  };
}

export async function createActivity(tx: Tx, mc: number, input: ActivityInput, userId: number | null): Promise<number> {
  const errors = validateActivity(input);
  if (hasErrors(errors)) throw invalidInput(errors);
  await checkActivityRefs(tx, mc, input);
  const row = activityRow(input);
  const [made] = await tx
    .insert(bookingActivities)
    .values({ masterClientId: mc, ...row })
    .returning({ id: bookingActivities.id });
  await setActivityResources(tx, mc, made!.id, input.resourceIds);
  await log(tx, userId, mc, 'bookingActivity', made!.id, null, { ...row, resourceIds: input.resourceIds });
  return made!.id;
}

/** The future booked (not cancelled) bookings of some activities, with their local date and start. */
async function futureBookings(db: Executor, mc: number, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return queryRows<BookingInTheWay & { activityId: number; startMinute: number; guests: number }>(
    db,
    sql`select b.id::int as id, b.confirmation_code as "confirmationCode", g.first_name || ' ' || g.last_name as "holderName",
          b.booking_date::text as date, b.start_minute as "startMinute", b.activity_id as "activityId", '' as "startTime",
          b.guests::int as guests
        from bookings b join guests g on g.id = b.holder_id
        where b.master_client_id = ${mc} and b.activity_id = any(${intArray(activityIds)}::int[])
          and b.state = 'BOOKED' and b.starts_at > now()
        order by b.starts_at, b.id`,
  );
}

const shown = (b: BookingInTheWay & { startMinute: number }): BookingInTheWay => ({
  id: Number(b.id),
  confirmationCode: b.confirmationCode,
  holderName: b.holderName,
  date: b.date,
  startTime: hhmm(b.startMinute),
});

/**
 * The activity's future bookings the changed activity would no longer offer a slot for: all of
 * them when it is disabled, else those whose start the slot rule drops on their date, and, when
 * resources are taken off it, those in a slot whose booked guests the resources kept no longer
 * hold (core bookedFitResources).
 */
async function displaced(
  tx: Tx,
  mc: number,
  current: { id: number; locationId: number },
  input: ActivityInput,
): Promise<BookingInTheWay[]> {
  const booked = await futureBookings(tx, mc, [current.id]);
  if (!input.enabled || input.locationId !== current.locationId) return booked.map(shown);
  const location = await ownedLocation(tx, mc, input.locationId);
  const next = { ...input, opensMinute: 0, closesMinute: 0, intervalMinutes: 0 };
  const before = await resourcesOfActivity(tx, mc, current.id);
  const removed = before.some((r) => !input.resourceIds.includes(r.id));
  const kept = await queryRows<{ places: number | null }>(
    tx,
    sql`select places from booking_resources
        where id = any(${intArray(input.resourceIds)}::int[]) and master_client_id = ${mc}`,
  );
  const guestsAt = new Map<string, number>();
  for (const b of booked)
    guestsAt.set(`${b.date}:${b.startMinute}`, (guestsAt.get(`${b.date}:${b.startMinute}`) ?? 0) + Number(b.guests));
  const out: BookingInTheWay[] = [];
  for (const b of booked) {
    const calendar = await calendarOf(tx, mc, input.locationId, b.date);
    const slots = activitySlots(next, calendar, b.date, location.timeZone);
    const offered = slots.some((s) => s.startMinute === b.startMinute);
    const fits = !removed || bookedFitResources(guestsAt.get(`${b.date}:${b.startMinute}`) ?? 0, kept);
    if (!offered || !fits) out.push(shown(b));
  }
  return out;
}

export async function updateActivity(
  tx: Tx,
  mc: number,
  id: number,
  input: ActivityInput,
  userId: number | null,
  keepBookings = false,
): Promise<SetupResult> {
  const current = await activityRecord(tx, mc, id);
  const errors = validateActivity(input);
  if (hasErrors(errors)) throw invalidInput(errors);
  await checkActivityRefs(tx, mc, input);
  if (!keepBookings) {
    const bookings = await displaced(tx, mc, current, input);
    if (bookings.length > 0) return { kind: 'bookingsInTheWay', bookings };
  }
  const row = activityRow(input);
  const resourcesBefore = (await resourcesOfActivity(tx, mc, id)).map((r) => r.id);
  await tx
    .update(bookingActivities)
    .set(row)
    .where(and(eq(bookingActivities.id, id), eq(bookingActivities.masterClientId, mc)));
  await setActivityResources(tx, mc, id, input.resourceIds);
  await log(
    tx,
    userId,
    mc,
    'bookingActivity',
    id,
    { ...current, resourceIds: resourcesBefore },
    { ...row, resourceIds: input.resourceIds },
  );
  return { kind: 'saved', id };
}

/** An activity of this master client, enabled or not; 404 for another's. */
async function activityRecord(tx: Tx, mc: number, id: number) {
  const [row] = await tx
    .select()
    .from(bookingActivities)
    .where(and(eq(bookingActivities.id, id), eq(bookingActivities.masterClientId, mc)));
  if (!row) throw recordNotFound();
  return row;
}

/**
 * A resource's places changed: every activity on it must still fit its places per slot on its
 * resources (capacityOverResources), else the places field names the first that would not.
 */
async function checkPlacesHoldActivities(tx: Tx, mc: number, id: number, places: number | null) {
  const rows = await queryRows<{
    activityId: number;
    name: string;
    capacity: number | null;
    resourceId: number;
    places: number | null;
  }>(
    tx,
    sql`select a.id as "activityId", a.name, a.capacity, r.id as "resourceId", r.places
        from booking_activities a
        join booking_activity_resources ar on ar.activity_id = a.id
        join booking_resources r on r.id = ar.resource_id
        where a.master_client_id = ${mc}
          and a.id in (select activity_id from booking_activity_resources where resource_id = ${id} and master_client_id = ${mc})
        order by a.name, a.id`,
  );
  const byActivity = new Map<
    number,
    { name: string; capacity: number | null; resources: { places: number | null }[] }
  >();
  for (const r of rows) {
    const a = byActivity.get(Number(r.activityId)) ?? { name: r.name, capacity: r.capacity, resources: [] };
    a.resources.push({ places: Number(r.resourceId) === id ? places : r.places });
    byActivity.set(Number(r.activityId), a);
  }
  for (const a of byActivity.values()) {
    const over = capacityOverResources(a.capacity, a.resources);
    if (over) {
      throw invalidInput({
        places: { key: 'scheduling.error.placesUnderActivity', values: { activity: a.name, places: over.places } },
      });
    }
  }
}

/**
 * Changes a resource; disabling it (or moving it to another location) takes its activities'
 * future bookings away, so those are answered unless `keepBookings`.
 */
export async function updateResource(
  tx: Tx,
  mc: number,
  id: number,
  input: ResourceInput,
  userId: number | null,
  keepBookings = false,
): Promise<SetupResult> {
  const [current] = await tx
    .select()
    .from(bookingResources)
    .where(and(eq(bookingResources.id, id), eq(bookingResources.masterClientId, mc)));
  if (!current) throw recordNotFound();
  const errors = validateResource(input);
  if (hasErrors(errors)) throw invalidInput(errors);
  await ownedLocation(tx, mc, input.locationId);
  if (input.places !== current.places) await checkPlacesHoldActivities(tx, mc, id, input.places);
  const takenAway = (current.enabled && !input.enabled) || current.locationId !== input.locationId;
  if (takenAway && !keepBookings) {
    const activities = await tx
      .select({ id: bookingActivityResources.activityId })
      .from(bookingActivityResources)
      .where(and(eq(bookingActivityResources.resourceId, id), eq(bookingActivityResources.masterClientId, mc)));
    const bookings = (
      await futureBookings(
        tx,
        mc,
        activities.map((a) => a.id),
      )
    ).map(shown);
    if (bookings.length > 0) return { kind: 'bookingsInTheWay', bookings };
  }
  const row = { ...input, name: input.name.trim() };
  await tx
    .update(bookingResources)
    .set(row)
    .where(and(eq(bookingResources.id, id), eq(bookingResources.masterClientId, mc)));
  await log(tx, userId, mc, 'bookingResource', id, current, row);
  return { kind: 'saved', id };
}

export interface SetupListQuery {
  locationId: number | null;
  search: string;
  /** Zero-based. */
  page: number;
  rowsPerPage: number;
  /** Only these rows (the ones a link names); null: every row. */
  ids: number[] | null;
}

/** One page of a master client's resources or activities, by location then name. */
async function listOf(db: Executor, mc: number, table: 'booking_resources' | 'booking_activities', q: SetupListQuery) {
  const where = sql`t.master_client_id = ${mc}
    and (${q.locationId}::int is null or t.location_id = ${q.locationId})
    and (${q.ids === null}::boolean or t.id = any(${intArray(q.ids ?? [])}::int[]))
    and (${q.search} = '' or t.name ilike ${`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`;
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select t.id::int as id, count(*) over ()::int as total from ${sql.raw(table)} t
        join locations l on l.id = t.location_id
        where ${where} order by l.name, t.name, t.id
        limit ${q.rowsPerPage} offset ${q.page * q.rowsPerPage}`,
  );
  return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0) };
}

export async function listResources(db: Executor, mc: number, q: SetupListQuery) {
  const { ids, total } = await listOf(db, mc, 'booking_resources', q);
  const rows = ids.length === 0 ? [] : await Promise.all(ids.map((id) => resourceOf(db, mc, id)));
  return { rows, total, page: q.page, rowsPerPage: q.rowsPerPage };
}

export async function listActivities(db: Executor, mc: number, q: SetupListQuery) {
  const { ids, total } = await listOf(db, mc, 'booking_activities', q);
  const rows = ids.length === 0 ? [] : await Promise.all(ids.map((id) => activityOf(db, mc, id)));
  return { rows, total, page: q.page, rowsPerPage: q.rowsPerPage };
}

/** A resource of this master client as the screens show it; 404 for another's. */
export async function resourceOf(db: Executor, mc: number, id: number) {
  const [row] = await db
    .select({
      id: bookingResources.id,
      locationId: bookingResources.locationId,
      name: bookingResources.name,
      kind: bookingResources.kind,
      places: bookingResources.places,
      enabled: bookingResources.enabled,
    })
    .from(bookingResources)
    .where(and(eq(bookingResources.id, id), eq(bookingResources.masterClientId, mc)));
  if (!row) throw recordNotFound();
  return row;
}

/** An activity of this master client with its schedule (core scheduleOf for rows saved before schedules). */
export async function activityOf(db: Executor, mc: number, id: number) {
  const [row] = await db
    .select()
    .from(bookingActivities)
    .where(and(eq(bookingActivities.id, id), eq(bookingActivities.masterClientId, mc)));
  if (!row) throw recordNotFound();
  const resources = await resourcesOfActivity(db, mc, id);
  // Prices show in the location's currency (its settings', else the default).
  const place = await locationOf(db, mc, { id: row.locationId });
  return {
    id: row.id,
    productId: row.productId,
    locationId: row.locationId,
    resourceId: row.resourceId,
    resourceIds: resources.map((r) => r.id),
    resources,
    name: row.name,
    schedule: scheduleOf(row),
    durationMinutes: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
    capacity: row.capacity,
    minGuests: row.minGuests,
    maxGuests: row.maxGuests,
    priceCents: row.priceCents,
    depositCents: row.depositCents,
    currency: place?.currency ?? DEFAULT_CURRENCY,
    online: row.online,
    enabled: row.enabled,
  };
}
