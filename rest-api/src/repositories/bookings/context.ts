/**
 * What every booking call starts from, read in the request's master client only: the location
 * (with its zone and currency, defaults when unsaved) and an activity offered there. Another
 * master client's id reads as absent.
 */
import type { WeeklySchedule } from '@marquee/core/bookings/schedule';
import { DEFAULT_WEEKLY_AVAILABILITY, type LocationCalendar } from '@marquee/core/venue/calendar';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@marquee/core/venue/locationSettings';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { listExceptions } from '../venue/calendar.ts';
import { settingsRow } from '../venue/locations.ts';

export interface BookingLocation {
  id: number;
  code: string;
  name: string;
  timeZone: string;
  currency: string;
}

export async function locationOf(
  db: Executor,
  masterClientId: number,
  by: { code?: string; id?: number },
): Promise<BookingLocation | null> {
  const where = by.id != null ? sql`l.id = ${by.id}` : sql`l.code = ${by.code ?? ''}`;
  const [row] = await queryRows<BookingLocation>(
    db,
    sql`select l.id, l.code, l.name, coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}) as "timeZone",
          coalesce(s.currency, ${DEFAULT_CURRENCY}) as currency
        from locations l left join location_settings s on s.location_id = l.id
        where ${where} and l.master_client_id = ${masterClientId}`,
  );
  return row ?? null;
}

export interface Activity {
  id: number;
  masterClientId: number;
  locationId: number;
  productId: number;
  productName: string;
  resourceId: number;
  resourceName: string;
  resourceKind: string;
  name: string;
  opensMinute: number;
  closesMinute: number;
  intervalMinutes: number;
  durationMinutes: number;
  capacity: number | null;
  priceCents: number;
  days: number[];
  schedule: WeeklySchedule | null;
  bufferMinutes: number;
  minGuests: number;
  maxGuests: number | null;
  online: boolean;
}

export const ACTIVITY_COLUMNS = sql`a.id, a.master_client_id as "masterClientId", a.location_id as "locationId", a.product_id as "productId", p.name as "productName",
  a.resource_id as "resourceId", r.name as "resourceName", r.kind as "resourceKind", a.name,
  a.opens_minute as "opensMinute", a.closes_minute as "closesMinute", a.interval_minutes as "intervalMinutes",
  a.duration_minutes as "durationMinutes", a.capacity, a.price_cents as "priceCents", a.days,
  a.schedule, a.buffer_minutes as "bufferMinutes", a.min_guests as "minGuests", a.max_guests as "maxGuests", a.online`;
export const ACTIVITY_FROM = sql`booking_activities a join products p on p.id = a.product_id
  join booking_resources r on r.id = a.resource_id`;

export async function activityOf(db: Executor, masterClientId: number, id: number): Promise<Activity | null> {
  const [row] = await queryRows<Activity>(
    db,
    sql`select ${ACTIVITY_COLUMNS} from ${ACTIVITY_FROM}
        where a.id = ${id} and a.master_client_id = ${masterClientId} and a.enabled`,
  );
  return row ?? null;
}

export async function activitiesAt(
  db: Executor,
  masterClientId: number,
  locationId: number,
  productId?: number,
): Promise<Activity[]> {
  const product = productId ? sql` and a.product_id = ${productId}` : sql``;
  return queryRows<Activity>(
    db,
    sql`select ${ACTIVITY_COLUMNS} from ${ACTIVITY_FROM}
        where a.master_client_id = ${masterClientId} and a.location_id = ${locationId} and a.enabled${product}
        order by r.sort, a.name, a.id`,
  );
}

/**
 * The location's Calendar over local dates `from`–`to` (its weekly availability and the
 * exceptions in them): what core activitySlots intersects every activity's schedule with. A
 * location that never saved its hours is closed every day, as the Calendar shows it.
 */
export async function calendarOf(
  db: Executor,
  masterClientId: number,
  locationId: number,
  from: string,
  to: string = from,
): Promise<LocationCalendar> {
  const row = await settingsRow(db, masterClientId, locationId);
  return {
    weekly: row?.weeklyAvailability ?? DEFAULT_WEEKLY_AVAILABILITY,
    exceptions: await listExceptions(db, masterClientId, locationId, from, to),
  };
}
