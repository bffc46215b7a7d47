/**
 * Dashboard demo data for every demo master client: DEMO_DAYS business days of facts ending on
 * the anchor day. The anchor is the day the seed runs (UTC), stored in app_meta under
 * DASHBOARD_ANCHOR_KEY, so a person trying the product sees data up to today while every value
 * stays a pure function of (location, day): tests read the anchor back and compute from it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { appMeta, locations } from '../../db/schema.ts';
import { generateDashboardData, plusDays } from './generate.ts';

export const DASHBOARD_ANCHOR_KEY = 'dashboard_anchor_date';
/** Days of demo facts per location (about two months). */
export const DEMO_DAYS = 60;
/** Average tickets per location and day at scale 1. */
export const DEMO_SALES_PER_DAY = 12;

export interface DashboardSeedOptions {
  scale: number;
  /** ISO day the demo data ends on; defaults to today (UTC) at the time of seeding. */
  anchorDate?: string;
}

export async function seedDashboards(
  db: Executor,
  masterClientIds: readonly number[],
  options: DashboardSeedOptions,
): Promise<void> {
  const anchor = options.anchorDate ?? new Date().toISOString().slice(0, 10);
  const from = plusDays(anchor, -(DEMO_DAYS - 1));
  for (const [i, masterClientId] of masterClientIds.entries()) {
    const rows = await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.masterClientId, masterClientId));
    if (rows.length === 0) continue;
    await generateDashboardData(db, {
      masterClientId,
      locationIds: rows.map((r) => r.id).sort((a, b) => a - b),
      from,
      days: DEMO_DAYS,
      salesPerDay: DEMO_SALES_PER_DAY * Math.max(options.scale, 0.1),
      seed: 1000 + i,
    });
  }
  await db.insert(appMeta).values({ key: DASHBOARD_ANCHOR_KEY, value: anchor });
}

/** The anchor day of the demo data, or null when none was seeded. */
export async function dashboardAnchor(db: Executor): Promise<string | null> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`select value from app_meta where key = ${DASHBOARD_ANCHOR_KEY}`,
  );
  return rows[0]?.value ?? null;
}
