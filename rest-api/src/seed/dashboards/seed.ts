/**
 * Dashboard demo data for every demo master client: DEMO_DAYS business days of facts ending on
 * the anchor day. The anchor is the day the seed runs (UTC), stored in app_meta under
 * DASHBOARD_ANCHOR_KEY, so a person trying the product sees data up to today while every value
 * stays a pure function of (location, day): tests read the anchor back and compute from it.
 * Every later start extends the demo locations' facts up to its own day (extendDemoDashboards),
 * so 'Today' never goes empty; the locations and clients it may touch are recorded at seeding.
 */
import { eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { appMeta, locations } from '../../db/schema.ts';
import { DEMO_MASTER_CLIENTS } from '../tenancy.ts';
import { demoCatalogue, generateDashboardData, generateDashboardFacts, plusDays } from './generate.ts';

export const DASHBOARD_ANCHOR_KEY = 'dashboard_anchor_date';
/** JSON DemoRegistry: what the seed generated, so a later start extends only that. */
export const DASHBOARD_DEMO_KEY = 'dashboard_demo';
/**
 * A start that finds the demo data older than this starts a fresh DEMO_DAYS block ending today
 * instead of filling every missing day (the gap stays empty; a start stays quick).
 */
export const MAX_EXTENSION_DAYS = 366;
/** The longest a gift card or credit waits for its last move (ledgers.ts: 30 + 60 days, 45 days). */
const LEDGER_REACH_DAYS = 91;

interface DemoRegistry {
  /** First day of the current unbroken run of demo facts: cards and credits exist from it. */
  first: string;
  clients: { masterClientId: number; seed: number; locationIds: number[] }[];
}
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
  const registry: DemoRegistry = { first: from, clients: [] };
  for (const [i, masterClientId] of masterClientIds.entries()) {
    const rows = await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.masterClientId, masterClientId));
    if (rows.length === 0) continue;
    const locationIds = rows.map((r) => r.id).sort((a, b) => a - b);
    await generateDashboardData(db, {
      masterClientId,
      locationIds,
      from,
      days: DEMO_DAYS,
      salesPerDay: salesPerDay(options.scale),
      seed: 1000 + i,
    });
    registry.clients.push({ masterClientId, seed: 1000 + i, locationIds });
  }
  await db.insert(appMeta).values([
    { key: DASHBOARD_ANCHOR_KEY, value: anchor },
    { key: DASHBOARD_DEMO_KEY, value: JSON.stringify(registry) },
  ]);
}

const salesPerDay = (scale: number) => DEMO_SALES_PER_DAY * Math.max(scale, 0.1);

async function metaValue(db: Executor, key: string): Promise<string | null> {
  const rows = await queryRows<{ value: string }>(db, sql`select value from app_meta where key = ${key}`);
  return rows[0]?.value ?? null;
}

/**
 * The registry of a database seeded before it was recorded: the demo master clients (by name,
 * in seeding order) and those of their locations that have demo facts on the anchor day.
 */
async function legacyRegistry(db: Executor, anchor: string): Promise<DemoRegistry> {
  const clients: DemoRegistry['clients'] = [];
  for (const [i, client] of DEMO_MASTER_CLIENTS.entries()) {
    const rows = await queryRows<{ mc: number; l: number }>(
      db,
      sql`select m.id as mc, l.id as l from master_clients m join locations l on l.master_client_id = m.id
        where m.name = ${client.name}
          and exists (select 1 from dash_sale_lines s where s.location_id = l.id and s.business_date = ${anchor}::date)
        order by l.id`,
    );
    if (rows.length === 0) continue;
    clients.push({ masterClientId: Number(rows[0]!.mc), seed: 1000 + i, locationIds: rows.map((r) => Number(r.l)) });
  }
  return { first: plusDays(anchor, -(DEMO_DAYS - 1)), clients };
}

/**
 * Brings the demo facts up to `today` (ISO, UTC) on a start: generates the days after the anchor
 * for the demo locations only (never another client's or a location added later), and moves the
 * anchor. Deterministic: the days come out as a seed ending on `today` would make them. Answers
 * the number of days added.
 */
export async function extendDemoDashboards(db: Db, options: { scale: number; today?: string }): Promise<number> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(738202)`);
    const anchor = await metaValue(tx, DASHBOARD_ANCHOR_KEY);
    if (!anchor || anchor >= today) return 0;
    const stored = await metaValue(tx, DASHBOARD_DEMO_KEY);
    const registry: DemoRegistry = stored ? JSON.parse(stored) : await legacyRegistry(tx, anchor);
    const gap = Temporal.PlainDate.from(anchor).until(Temporal.PlainDate.from(today)).days;
    // Long away: a fresh block ending today; the cards of the old block stay as they were.
    const from = gap > MAX_EXTENSION_DAYS ? plusDays(today, -(DEMO_DAYS - 1)) : plusDays(anchor, 1);
    if (gap > MAX_EXTENSION_DAYS) registry.first = from;
    const days = Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(today)).days + 1;
    const reach = plusDays(from, -LEDGER_REACH_DAYS);
    const ledgerFrom = [reach, registry.first].sort()[1]!; // the later ISO day
    for (const client of registry.clients) {
      const catalogue = await demoCatalogue(tx, client.masterClientId);
      // Locations deleted since keep their facts; only those still present are extended.
      const present = await queryRows<{ id: number }>(
        tx,
        sql`select id from locations where master_client_id = ${client.masterClientId}
          and id = any(${`{${client.locationIds.join(',')}}`}::int[]) order by id`,
      );
      if (!catalogue || present.length === 0) continue;
      await generateDashboardFacts(
        tx,
        {
          masterClientId: client.masterClientId,
          locationIds: present.map((r) => Number(r.id)),
          from,
          days,
          salesPerDay: salesPerDay(options.scale),
          seed: client.seed,
          ledgerFrom,
        },
        catalogue,
      );
    }
    await tx.update(appMeta).set({ value: today }).where(eq(appMeta.key, DASHBOARD_ANCHOR_KEY));
    await tx
      .insert(appMeta)
      .values({ key: DASHBOARD_DEMO_KEY, value: JSON.stringify(registry) })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: JSON.stringify(registry) } });
    return days;
  });
}

/** The anchor day of the demo data, or null when none was seeded. */
export async function dashboardAnchor(db: Executor): Promise<string | null> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`select value from app_meta where key = ${DASHBOARD_ANCHOR_KEY}`,
  );
  return rows[0]?.value ?? null;
}
