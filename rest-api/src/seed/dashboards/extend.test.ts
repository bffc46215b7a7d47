import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { freshTestDatabase, type TestDatabase } from '../../test/harness.ts';
import { plusDays } from './generate.ts';
import { DASHBOARD_DEMO_KEY, dashboardAnchor, extendDemoDashboards } from './seed.ts';

let a: TestDatabase;
let b: TestDatabase;
let anchor: string;
beforeAll(async () => {
  [a, b] = await Promise.all([freshTestDatabase(), freshTestDatabase()]);
  anchor = (await dashboardAnchor(a.database.db))!;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const one = async (db: Executor, query: ReturnType<typeof sql>) =>
  Object.values((await queryRows<Record<string, unknown>>(db, query))[0]!)[0];

/** A fingerprint of every fact table up to `to` (counts and sums per table). */
async function fingerprint(db: Executor, to: string) {
  const tables = [
    ['dash_sale_lines', 'business_date', 'amount_cents'],
    ['dash_visits', 'business_date', 'party_size'],
    ['dash_bookings', 'business_date', 'amount_cents'],
    ['dash_memberships', 'start_date', 'price_cents'],
    ['dash_gift_card_ledger', 'business_date', 'amount_cents * kind'],
    ['dash_credit_ledger', 'business_date', 'amount_cents * kind'],
    ['dash_labor_shifts', 'business_date', 'cost_cents'],
    ['dash_daily', 'business_date', 'revenue_cents'],
  ];
  const out: Record<string, unknown> = {};
  for (const [table, day, value] of tables) {
    out[table!] = await queryRows(
      db,
      sql.raw(`select count(*)::int as n, coalesce(sum(${value}), 0)::text as s from ${table} where ${day} <= '${to}'`),
    );
  }
  return out;
}

describe('demo dashboard data on a later start', () => {
  it('adds the missing days up to today for the demo locations only, the same in one step or two', async () => {
    const db = a.database.db;
    const before = await fingerprint(db, anchor);
    // A location added later by a user, in a demo master client: not demo data.
    const [added] = await queryRows<{ id: number }>(
      db,
      sql`insert into locations (master_client_id, name, code, store_number)
        select master_client_id, 'Added later', 'ADL', '9999' from locations order by id limit 1 returning id`,
    );
    const today = plusDays(anchor, 10);

    expect(await extendDemoDashboards(db, { scale: 1, today: plusDays(anchor, 4) })).toBe(4);
    expect(await extendDemoDashboards(db, { scale: 1, today })).toBe(6);
    expect(await extendDemoDashboards(db, { scale: 1, today })).toBe(0);
    expect(await extendDemoDashboards(b.database.db, { scale: 1, today })).toBe(10);

    expect(await dashboardAnchor(db)).toBe(today);
    // Days already there are untouched; every demo location has sales today.
    expect(await fingerprint(db, anchor)).toEqual(before);
    const demo = JSON.parse(
      String(await one(db, sql`select value from app_meta where key = ${DASHBOARD_DEMO_KEY}`)),
    ) as { clients: { locationIds: number[] }[] };
    const demoLocations = demo.clients.flatMap((c) => c.locationIds);
    const withSalesToday = await one(
      db,
      sql`select count(distinct location_id)::int from dash_daily where business_date = ${today}::date and revenue_cents > 0`,
    );
    expect(withSalesToday).toBe(demoLocations.length);
    expect(await one(db, sql`select count(*)::int from dash_sale_lines where location_id = ${added!.id}`)).toBe(0);
    // Deterministic: two steps give what one step gives.
    expect(await fingerprint(db, today)).toEqual(await fingerprint(b.database.db, today));
    // Twenty generated days on two databases: about 16 s alone, twice that beside the other files.
  }, 120_000);

  it('keeps every gift card and credit balance at or above zero on every day', async () => {
    const db = a.database.db;
    const overdrawn = await one(
      db,
      sql`select count(*)::int from (
        select card_id, business_date,
          sum(case kind when 1 then amount_cents else -amount_cents end)
            over (partition by card_id order by business_date, kind) as bal
        from dash_gift_card_ledger) x where bal < 0`,
    );
    expect(overdrawn).toBe(0);
    const credit = await one(
      db,
      sql`select count(*)::int from (
        select sum(case kind when 1 then amount_cents else -amount_cents end)
          over (partition by location_id order by business_date, kind) as bal
        from dash_credit_ledger) x where bal < 0`,
    );
    expect(credit).toBe(0);
  });
});
