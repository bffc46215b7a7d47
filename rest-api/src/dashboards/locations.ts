/**
 * The ids of a master client's locations, the scope of every widget call. A dashboard's widgets
 * arrive as one burst of calls; those that arrive while the lookup is in flight share it instead
 * of each sending the same query (on the embedded database every query waits for the one before,
 * so it cost about a fifth of a dashboard's SQL time under load). Nothing is kept once it
 * settles, so a location added or removed counts from the next call on.
 */
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
    sql`select id, currency from locations where master_client_id = ${masterClientId} order by id`,
  )
    .then((rows) => rows.map((r) => ({ id: Number(r.id), currency: String(r.currency) })))
    .finally(() => map.delete(masterClientId));
  map.set(masterClientId, pending);
  return pending;
}
