/**
 * The ids of a master client's locations, the scope of every widget call. A dashboard's widgets
 * arrive as one burst of calls; those that arrive while the lookup is in flight share it instead
 * of each sending the same query (on the embedded database every query waits for the one before,
 * so it cost about a fifth of a dashboard's SQL time under load). Nothing is kept once it
 * settles, so a location added or removed counts from the next call on.
 */
import { DEFAULT_CURRENCY } from '@marquee/core/venue/locationSettings';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';

/** A location in a dashboard's scope and the ISO 4217 currency of its amounts. */
export interface ScopeLocation {
  id: number;
  currency: string;
}

const inFlight = new WeakMap<Executor, Map<number, Promise<ScopeLocation[]>>>();

export function masterClientLocations(db: Executor, masterClientId: number): Promise<ScopeLocation[]> {
  let byClient = inFlight.get(db);
  if (!byClient) {
    byClient = new Map();
    inFlight.set(db, byClient);
  }
  const known = byClient.get(masterClientId);
  if (known) return known;
  const map = byClient;
  const pending = queryRows<{ id: number; currency: string }>(
    db,
    // The currency general settings keep per location (location_settings), the default where none is saved.
    sql`select l.id, coalesce(s.currency, ${DEFAULT_CURRENCY}) as currency from locations l
      left join location_settings s on s.location_id = l.id
      where l.master_client_id = ${masterClientId} order by l.id`,
  )
    .then((rows) => rows.map((r) => ({ id: Number(r.id), currency: String(r.currency) })))
    .finally(() => map.delete(masterClientId));
  map.set(masterClientId, pending);
  return pending;
}
