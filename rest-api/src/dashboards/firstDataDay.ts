/** The master client's first data day, as core/dashboards/trend defines it. */
import { Temporal } from 'temporal-polyfill';
import { eq, inArray, min } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { locations } from '../db/schema.ts';
import { daily } from '../db/schema-dashboards.ts';

/** The earliest business day of any of the master client's locations in the daily facts; null with none. */
export async function firstDataDay(db: Executor, masterClientId: number): Promise<Temporal.PlainDate | null> {
  const own = db.select({ id: locations.id }).from(locations).where(eq(locations.masterClientId, masterClientId));
  const [row] = await db
    .select({ day: min(daily.businessDate) })
    .from(daily)
    .where(inArray(daily.locationId, own));
  return row?.day ? Temporal.PlainDate.from(String(row.day).slice(0, 10)) : null;
}
