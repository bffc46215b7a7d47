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
  const [row] = await queryRows<Place>(
    db,
    sql`select l.id, l.code, l.name, coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}) as "timeZone",
          coalesce(s.currency, ${DEFAULT_CURRENCY}) as currency
        from locations l left join location_settings s on s.location_id = l.id
        where l.master_client_id = ${masterClientId} and l.code = ${code}`,
  );
  if (!row) throw recordNotFound();
  return { ...row, id: Number(row.id) };
}
