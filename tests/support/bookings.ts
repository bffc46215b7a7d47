/** A bookable world for the booking tests: an activity of known capacity at a location of a master client. */
import { randomUUID } from 'node:crypto';
import { WEEKDAYS } from '@marquee/core/venue/calendar';
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';

const ALL_DAY = WEEKDAYS.map((weekday) => ({ weekday, isOpen: true, startTime: '00:00', endTime: '23:59' }));

export interface BookingWorld {
  masterClientId: number;
  locationId: number;
  locationCode: string;
  zone: string;
  activityId: number;
  holderIds: number[];
}

/** A fresh activity (capacity, hours) on a reservation product at the master client's first location. */
export async function bookingWorld(
  db: Db,
  masterClientId: number,
  options: {
    capacity?: number | null;
    opens?: number;
    closes?: number;
    interval?: number;
    priceCents?: number;
    zone?: string;
    /** This location of the master client instead of its first (one with its settings saved). */
    locationId?: number;
  } = {},
): Promise<BookingWorld> {
  const [loc] = await queryRows<{ id: number; code: string; zone: string }>(
    db,
    sql`select l.id, l.code, s.time_zone as zone from locations l join location_settings s on s.location_id = l.id
        where l.master_client_id = ${masterClientId} ${options.locationId == null ? sql`` : sql`and l.id = ${options.locationId}`}
        order by l.id limit 1`,
  );
  // The booking tests book any hour; the Calendar's own closing is proven in scheduling.test.ts.
  await openAllDay(db, masterClientId, loc!.id);
  if (options.zone) {
    await db.execute(sql`update location_settings set time_zone = ${options.zone} where location_id = ${loc!.id}`);
  }
  const [product] = await queryRows<{ id: number }>(
    db,
    sql`select id from products where master_client_id = ${masterClientId} and kind = 'RESERVATION' order by id limit 1`,
  );
  const [resource] = await queryRows<{ id: number }>(
    db,
    sql`insert into booking_resources (master_client_id, location_id, name, kind)
        values (${masterClientId}, ${loc!.id}, ${`Test lane ${randomUUID().slice(0, 6)}`}, 'LANE') returning id`,
  );
  const [activity] = await queryRows<{ id: number }>(
    db,
    sql`insert into booking_activities (master_client_id, location_id, product_id, resource_id, name, opens_minute,
          closes_minute, interval_minutes, duration_minutes, capacity, price_cents)
        values (${masterClientId}, ${loc!.id}, ${product!.id}, ${resource!.id}, ${`Test activity ${randomUUID().slice(0, 6)}`},
          ${options.opens ?? 600}, ${options.closes ?? 1200}, ${options.interval ?? 60}, 60,
          ${options.capacity === undefined ? 10 : options.capacity}, ${options.priceCents ?? 2500})
        returning id`,
  );
  const holders = await queryRows<{ id: number }>(
    db,
    sql`select id from guests where master_client_id = ${masterClientId} and email <> '' order by id limit 5`,
  );
  return {
    masterClientId,
    locationId: loc!.id,
    locationCode: loc!.code,
    zone: options.zone ?? loc!.zone,
    activityId: Number(activity!.id),
    holderIds: holders.map((h) => Number(h.id)),
  };
}

/**
 * Opens a location all day, every day, with no exceptions (a location that never saved its hours
 * is closed in the Calendar, and so has no slots: core activitySlots).
 */
export async function openAllDay(db: Db, masterClientId: number, locationId: number, zone = 'America/Chicago') {
  await db.execute(sql`insert into location_settings (location_id, master_client_id, time_zone, weekly_availability)
      values (${locationId}, ${masterClientId}, ${zone}, ${JSON.stringify(ALL_DAY)}::jsonb)
      on conflict (location_id) do update set weekly_availability = excluded.weekly_availability`);
  await db.execute(sql`delete from calendar_exceptions where location_id = ${locationId}`);
}

export const key = () => `test-${randomUUID()}`;
