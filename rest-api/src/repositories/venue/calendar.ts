/**
 * The calendar of a location: weekly availability (location_settings.weekly_availability, shared
 * with general settings' opening hours) and exceptions, with spec/3 §4's rules from core. Writes on
 * one location's exceptions take a transaction-scoped advisory lock, so two saves for one date
 * cannot both slip past the all-day rule.
 */
import {
  type CalendarException,
  type CalendarExceptionInput,
  DEFAULT_WEEKLY_AVAILABILITY,
  isOpenAt,
  mergeException,
  normaliseException,
  type WeeklyAvailability,
} from '@marquee/core/venue/calendar';
import { timeZoneForState } from '@marquee/core/venue/locationSettings';
import { and, asc, between, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { calendarExceptions as ex } from '../../db/schema-calendar.ts';
import { locationSettings } from '../../db/schema-locationsettings.ts';
import { recordNotFound, staleRecord } from '../../resources/errors.ts';
import { audit } from '../audit.ts';
import { type OwnedLocation, settingsRow } from './locations.ts';

type Shape = Omit<CalendarException, 'id'>;
const shape = (e: Shape): Shape => ({
  exceptionDate: e.exceptionDate,
  startTime: e.startTime,
  endTime: e.endTime,
  isAllDay: e.isAllDay,
});

/** One audit row per exception written (the audit log, in the same transaction). */
function logException(tx: Tx, userId: number, mc: number, id: number, before: Shape | null, after: Shape | null) {
  const action = before === null ? 'create' : after === null ? 'delete' : 'update';
  return audit(tx, {
    userId,
    masterClientId: mc,
    entity: 'calendarException',
    entityId: id,
    action,
    before: before && shape(before),
    after: after && shape(after),
  });
}

const columns = {
  id: ex.id,
  exceptionDate: ex.exceptionDate,
  startTime: ex.startTime,
  endTime: ex.endTime,
  isAllDay: ex.isAllDay,
};

export async function weeklyAvailability(db: Executor, mc: number, location: Pick<OwnedLocation, 'id' | 'state'>) {
  const row = await settingsRow(db, mc, location.id);
  return {
    weeklyAvailability: row?.weeklyAvailability ?? DEFAULT_WEEKLY_AVAILABILITY,
    version: row?.version ?? 0,
    // The location's "today" is computed in its own zone.
    timeZone: row?.timeZone ?? timeZoneForState(location.state),
  };
}

export function listExceptions(db: Executor, mc: number, locationId: number, from: string, to: string) {
  return db
    .select(columns)
    .from(ex)
    .where(and(eq(ex.masterClientId, mc), eq(ex.locationId, locationId), between(ex.exceptionDate, from, to)))
    .orderBy(asc(ex.exceptionDate), asc(ex.startTime), asc(ex.id));
}

/**
 * Saves the weekly availability; `version` (as read; 0 when never saved) must still be current,
 * else 409. Creates the settings row for a location that had none, with its state's time zone.
 */
export async function saveWeekly(
  tx: Tx,
  mc: number,
  location: OwnedLocation,
  week: WeeklyAvailability,
  version: number | undefined,
  userId: number,
): Promise<number> {
  const before = await weeklyAvailability(tx, mc, location);
  await tx
    .insert(locationSettings)
    .values({ locationId: location.id, masterClientId: mc, timeZone: timeZoneForState(location.state) })
    .onConflictDoNothing();
  const [row] = await tx
    .update(locationSettings)
    .set({ weeklyAvailability: week, version: sql`${locationSettings.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(locationSettings.locationId, location.id),
        eq(locationSettings.masterClientId, mc),
        // A row created just now has version 1 and stands for the defaults read as version 0.
        version === undefined ? undefined : sql`${locationSettings.version} = ${Math.max(version, 1)}`,
      ),
    )
    .returning({ version: locationSettings.version });
  if (!row) throw staleRecord();
  await audit(tx, {
    userId,
    masterClientId: mc,
    entity: 'weeklyAvailability',
    entityId: location.id,
    action: 'update',
    before: { weeklyAvailability: JSON.stringify(before.weeklyAvailability) },
    after: { weeklyAvailability: JSON.stringify(week) },
  });
  return row.version;
}

const lockLocation = (tx: Tx, locationId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${0x63616c}, ${locationId})`);

export type ExceptionSave =
  | { kind: 'saved'; exception: CalendarException }
  | { kind: 'keptAllDay'; exception: CalendarException };

async function exceptionById(
  db: Executor,
  mc: number,
  id: number,
): Promise<CalendarException & { locationId: number }> {
  const [row] = await db
    .select({ ...columns, locationId: ex.locationId })
    .from(ex)
    .where(and(eq(ex.id, id), eq(ex.masterClientId, mc)));
  if (!row) throw recordNotFound();
  return row;
}

/** Adds an exception under spec/3 §4 (all-day replaces the date's others; an all-day one is kept). */
export async function addException(
  tx: Tx,
  mc: number,
  locationId: number,
  input: CalendarExceptionInput,
  userId: number,
): Promise<ExceptionSave> {
  await lockLocation(tx, locationId);
  return place(tx, mc, locationId, normaliseException(input), null, userId);
}

/** Moves or changes an exception of this master client under the same rules; 404 for another's. */
export async function updateException(tx: Tx, mc: number, id: number, input: CalendarExceptionInput, userId: number) {
  const current = await exceptionById(tx, mc, id);
  await lockLocation(tx, current.locationId);
  return {
    locationId: current.locationId,
    save: await place(tx, mc, current.locationId, normaliseException(input), current, userId),
  };
}

async function place(
  tx: Tx,
  mc: number,
  locationId: number,
  value: Shape,
  /** The exception being changed; null for a new one. */
  current: CalendarException | null,
  userId: number,
): Promise<ExceptionSave> {
  const id = current?.id ?? null;
  const sameDate = await tx
    .select(columns)
    .from(ex)
    .where(
      and(
        eq(ex.masterClientId, mc),
        eq(ex.locationId, locationId),
        eq(ex.exceptionDate, value.exceptionDate),
        id === null ? undefined : ne(ex.id, id),
      ),
    );
  const merge = mergeException(sameDate, value);
  if (merge.kind === 'keepAllDay') {
    return { kind: 'keptAllDay', exception: sameDate.find((e) => e.id === merge.kept) as CalendarException };
  }
  if (merge.remove.length > 0) {
    await tx.delete(ex).where(and(eq(ex.masterClientId, mc), inArray(ex.id, merge.remove)));
    for (const gone of sameDate.filter((e) => merge.remove.includes(e.id))) {
      await logException(tx, userId, mc, gone.id, gone, null);
    }
  }
  const [saved] =
    id === null
      ? await tx
          .insert(ex)
          .values({ masterClientId: mc, locationId, ...value })
          .returning(columns)
      : await tx
          .update(ex)
          .set(value)
          .where(and(eq(ex.id, id), eq(ex.masterClientId, mc)))
          .returning(columns);
  const exception = saved as CalendarException;
  await logException(tx, userId, mc, exception.id, current, exception);
  return { kind: 'saved', exception };
}

/** Removes every exception of one date (the day gets its weekly hours back); answers how many. */
export async function removeExceptionsOn(
  tx: Tx,
  mc: number,
  locationId: number,
  date: string,
  userId: number,
): Promise<number> {
  const gone = await tx
    .delete(ex)
    .where(and(eq(ex.masterClientId, mc), eq(ex.locationId, locationId), eq(ex.exceptionDate, date)))
    .returning(columns);
  for (const e of gone) await logException(tx, userId, mc, e.id, e, null);
  return gone.length;
}

/** Removes one exception of this master client; 404 for another's. */
export async function removeException(tx: Tx, mc: number, id: number, userId: number): Promise<void> {
  const [gone] = await tx
    .delete(ex)
    .where(and(eq(ex.id, id), eq(ex.masterClientId, mc)))
    .returning(columns);
  if (!gone) throw recordNotFound();
  await logException(tx, userId, mc, gone.id, gone, null);
}

/**
 * Whether the location is open at a local date-time ('YYYY-MM-DDTHH:mm', its own time zone): what
 * the booking manager and the guest shop ask.
 */
export async function isLocationOpenAt(
  db: Executor,
  mc: number,
  location: OwnedLocation,
  at: string,
): Promise<boolean> {
  const date = at.slice(0, 10);
  const { weeklyAvailability: week } = await weeklyAvailability(db, mc, location);
  const exceptions = await listExceptions(db, mc, location.id, date, date);
  return isOpenAt(week, exceptions, at);
}
