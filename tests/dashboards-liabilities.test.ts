/**
 * The liability view against SQL over the fact tables: per location, gift-card
 * balances, unused credits, prepaid bookings not yet visited and unserved membership terms on
 * the window's last day, and their ages.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsDate } from '../core/src/dashboards/dateRanges.ts';
import { type DashboardWorld, n, startDashboardWorld, units } from './support/dashboardWorld.ts';

let w: DashboardWorld;
beforeAll(async () => {
  w = await startDashboardWorld();
});
afterAll(() => w?.stack.close());

type Aging = {
  asOf: string;
  currencyCode: string | null;
  buckets: string[];
  rows: { locationId: number; kind: string; amounts: number[]; total: number; currency: string }[];
};
const ask = async (asOf: Temporal.PlainDate) =>
  (
    await w.ask<{ liabilityAging: Aging }>(
      'driveRevenue',
      'liabilityAging { asOf currencyCode buckets rows { locationId kind amounts total currency } }',
      { dateRange: 17, startDate: formatUsDate(asOf.subtract({ days: 6 })), endDate: formatUsDate(asOf) },
    )
  ).liabilityAging;

const row = (a: Aging, locationId: number, kind: string) =>
  a.rows.find((r) => r.locationId === locationId && r.kind === kind)!;

describe('the liability view', () => {
  it('owes per location what the ledgers hold on the last day, aged 0-30, 31-90, 91-365, over a year', async () => {
    const anchor = Temporal.PlainDate.from(w.to);
    const a = await ask(anchor);
    expect(a.asOf).toBe(w.to);
    expect(a.buckets).toEqual(['0-30', '31-90', '91-365', '365+']);
    expect(a.currencyCode).toBe('USD');
    expect(a.rows).toHaveLength(w.locationIds.length * 4);
    for (const id of w.locationIds) {
      const cards =
        await w.one(sql`select coalesce(sum(case kind when 1 then amount_cents else -amount_cents end), 0) as c,
          coalesce(sum(case kind when 1 then amount_cents else -amount_cents end) filter (where card_id in (
            select card_id from dash_gift_card_ledger where kind = 1 and business_date > ${anchor.subtract({ days: 31 }).toString()}::date)), 0) as recent
        from dash_gift_card_ledger where location_id = ${id} and business_date <= ${w.to}::date`);
      const gift = row(a, id, 'giftCards');
      expect(gift.total).toBeCloseTo(units(cards.c), 2);
      expect(gift.amounts[0]).toBeCloseTo(units(cards.recent), 2);
      expect(gift.amounts.reduce((x, v) => x + v, 0)).toBeCloseTo(gift.total, 2);
      const credits = await w.one(sql`select sum(case kind when 1 then amount_cents else -amount_cents end) as c
        from dash_credit_ledger where location_id = ${id} and business_date <= ${w.to}::date`);
      expect(row(a, id, 'credits').total).toBeCloseTo(units(credits.c), 2);
      // Served in whole cents: floor(price × days served / term); the rest is owed.
      const terms =
        await w.one(sql`select sum(price_cents - floor(price_cents * (${w.to}::date - start_date + 1)::numeric
          / greatest(1, expiry_date - start_date))) as c
        from dash_memberships where location_id = ${id} and start_date <= ${w.to}::date and expiry_date > ${w.to}::date`);
      expect(row(a, id, 'memberships').total).toBeCloseTo(units(terms.c), 2);
      expect(n(terms.c)).toBeGreaterThan(0);
      // Every booking of the demo has been visited by its last day.
      expect(row(a, id, 'prepaidBookings').total).toBe(0);
    }
  });

  it('owes prepaid bookings paid by a day and visited after it', async () => {
    const day = Temporal.PlainDate.from(w.to).subtract({ days: 20 });
    const a = await ask(day);
    const id = w.locationIds[0]!;
    const prepaid = await w.one(sql`select sum(amount_cents) as c from dash_bookings where location_id = ${id}
      and booked_date <= ${day.toString()}::date and business_date > ${day.toString()}::date`);
    expect(row(a, id, 'prepaidBookings').total).toBeCloseTo(units(prepaid.c), 2);
    expect(n(prepaid.c)).toBeGreaterThan(0);
  });
});
