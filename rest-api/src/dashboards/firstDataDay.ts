/** The master client's first data day, as core/dashboards/trend defines it. */
import { Temporal } from 'temporal-polyfill';
import { eq, inArray, min } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { locations } from '../db/schema.ts';
import { daily } from '../db/schema-dashboards.ts';
import { dataVersion } from './cache.ts';

/** The earliest business day of any of the master client's locations in the daily facts; null with none. */
export async function firstDataDay(db: Executor, masterClientId: number): Promise<Temporal.PlainDate | null> {
  const own = db.select({ id: locations.id }).from(locations).where(eq(locations.masterClientId, masterClientId));
  const [row] = await db
    .select({ day: min(daily.businessDate) })
    .from(daily)
    .where(inArray(daily.locationId, own));
  return row?.day ? Temporal.PlainDate.from(String(row.day).slice(0, 10)) : null;
}

type Known = { version: number; day: Promise<Temporal.PlainDate | null> };
const known = new WeakMap<Executor, Map<number, Known>>();

/**
 * firstDataDay, read once per data version: the daily facts only change with a rollup refresh,
 * which raises the version, so every widget call of a dashboard (and every dashboard until the
 * next write) shares one read instead of sending one each.
 */
export async function firstDataDayNow(db: Executor, masterClientId: number): Promise<Temporal.PlainDate | null> {
  const version = await dataVersion(db, masterClientId);
  let byClient = known.get(db);
  if (!byClient) {
    byClient = new Map();
    known.set(db, byClient);
  }
  const hit = byClient.get(masterClientId);
  if (hit && hit.version === version) return hit.day;
  const day = firstDataDay(db, masterClientId);
  const entry = { version, day };
  byClient.set(masterClientId, entry);
  // A failed read is not an answer: the next call reads again.
  day.catch(() => {
    if (byClient.get(masterClientId) === entry) byClient.delete(masterClientId);
  });
  return day;
}
