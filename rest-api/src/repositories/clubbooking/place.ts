/**
 * The location a club-booking call names by its code (spec/3 §3 "Club settings: locationCode,
 * masterClient"), looked up within the request's master client: another client's code, or an
 * unknown one, answers 404 like a missing row.
 */
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@marquee/core/venue/locationSettings';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { recordNotFound } from '../../resources/errors.ts';

export interface Place {
  id: number;
  code: string;
  name: string;
  timeZone: string;
  currency: string;
}

export async function placeOf(db: Executor, masterClientId: number, code: string): Promise<Place> {
  const { enabled: _enabled, ...place } = await placeWithFlag(db, masterClientId, code);
  return place;
}

/**
 * As placeOf, for the guest shop and new bookings: a disabled location is not available there
 * (core/src/venue/locationEnabled.ts), so it answers 404 like an unknown code.
 */
export async function openPlaceOf(db: Executor, masterClientId: number, code: string): Promise<Place> {
  const { enabled, ...place } = await placeWithFlag(db, masterClientId, code);
  if (!enabled) throw recordNotFound();
  return place;
}

async function placeWithFlag(db: Executor, masterClientId: number, code: string) {
  const [row] = await queryRows<Place & { enabled: boolean }>(
    db,
    sql`select l.id, l.code, l.name, coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}) as "timeZone",
          coalesce(s.currency, ${DEFAULT_CURRENCY}) as currency, l.enabled
        from locations l left join location_settings s on s.location_id = l.id
        where l.master_client_id = ${masterClientId} and l.code = ${code}`,
  );
  if (!row) throw recordNotFound();
  return { ...row, id: Number(row.id) };
}
