/**
 * Gift cards, credits and liabilities against the ledgers: the demo ledger is
 * consistent (nothing redeemed before it was sold, never more than is left), and what the
 * widgets call outstanding is the balance the ledger gives, never below zero.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardWorld, n, startDashboardWorld, units } from './support/dashboardWorld.ts';

let w: DashboardWorld;
beforeAll(async () => {
  w = await startDashboardWorld();
});
afterAll(() => w?.stack.close());

type Totals = { totals: { name: string; value: number }[]; conversion: { value: number } };
const byName = (t: Totals) => Object.fromEntries(t.totals.map((x) => [x.name, x.value]));

/** Balance (cents) of a ledger at the end of `day`, from the facts: first kind in, the others out. */
async function balance(table: 'dash_gift_card_ledger' | 'dash_credit_ledger', day: string) {
  const r = await w.one(sql`select sum(case when kind = 1 then amount_cents else -amount_cents end) as b
    from ${sql.raw(table)} where location_id = any(${`{${w.locationIds.join(',')}}`}::int[]) and business_date <= ${day}::date`);
  return n(r.b);
}

describe('the demo ledgers', () => {
  it('never redeem a gift card before it was sold, nor more than it holds', async () => {
    const bad = await w.rows(sql`select s.card_id,
        min(r.business_date) filter (where r.business_date < s.business_date) as early,
        s.amount_cents as sold, coalesce(sum(r.amount_cents), 0) as redeemed
      from dash_gift_card_ledger s left join dash_gift_card_ledger r on r.card_id = s.card_id and r.kind = 2
      where s.kind = 1 group by s.card_id, s.business_date, s.amount_cents
      having min(r.business_date) filter (where r.business_date < s.business_date) is not null
        or coalesce(sum(r.amount_cents), 0) > s.amount_cents`);
    expect(bad).toEqual([]);
    const orphans = await w.one(sql`select count(*) as c from dash_gift_card_ledger r where r.kind = 2
      and not exists (select 1 from dash_gift_card_ledger s where s.kind = 1 and s.card_id = r.card_id)`);
    expect(n(orphans.c)).toBe(0);
    const redeemed = await w.one(sql`select count(*) as c from dash_gift_card_ledger where kind = 2`);
    expect(n(redeemed.c)).toBeGreaterThan(0);
  });

  it.each([['dash_gift_card_ledger'], ['dash_credit_ledger']])(
    '%s yields no negative balance on any day at any location',
    async (table) => {
      const negative = await w.rows(sql`select location_id, business_date, balance from (
        select location_id, business_date, sum(sum(case when kind = 1 then amount_cents else -amount_cents end))
          over (partition by location_id order by business_date) as balance
        from ${sql.raw(table)} group by location_id, business_date) b
      where balance < 0 limit 5`);
      expect(negative).toEqual([]);
    },
  );
});

describe('the widgets read the ledgers', () => {
  it('gift cards: sold, redeemed and expired in the window, outstanding is the balance at its end', async () => {
    const g = (
      await w.ask<{ giftCards: Totals }>('driveRevenue', 'giftCards { totals { name value } conversion { value } }')
    ).giftCards;
    const moved = await w.one(sql`select sum(amount_cents) filter (where kind = 1) as sold,
      sum(amount_cents) filter (where kind = 2) as redeemed, sum(amount_cents) filter (where kind = 3) as expired
      from dash_gift_card_ledger where ${w.scope()}`);
    const outstanding = units(await balance('dash_gift_card_ledger', w.to));
    expect(byName(g)).toEqual({
      Sold: units(moved.sold),
      Redeemed: units(moved.redeemed),
      Expired: units(moved.expired),
      Outstanding: outstanding,
    });
    expect(g.conversion.value).toBe(outstanding);
    expect(outstanding).toBeGreaterThan(0);
  });

  it('outstanding credits: issued, redeemed and expired in the window, the balance at its end', async () => {
    const c = (
      await w.ask<{ outstandingCredits: Totals }>(
        'operationalEfficiency',
        'outstandingCredits { totals { name value } conversion { value } }',
      )
    ).outstandingCredits;
    const moved = await w.one(sql`select sum(amount_cents) filter (where kind = 1) as i,
      sum(amount_cents) filter (where kind = 2) as r, sum(amount_cents) filter (where kind = 3) as e
      from dash_credit_ledger where ${w.scope()}`);
    const outstanding = units(await balance('dash_credit_ledger', w.to));
    expect(byName(c)).toEqual({
      Issued: units(moved.i),
      Redeemed: units(moved.r),
      Expired: units(moved.e),
      Outstanding: outstanding,
    });
    expect(outstanding).toBeGreaterThan(0);
  });

  it('liabilities: both balances, and their change from the end of the previous period', async () => {
    const l = (
      await w.ask<{ liabilities: { series: { data: number[]; subData: number[] }[] } }>(
        'driveRevenue',
        'liabilities { series { data subData } }',
      )
    ).liabilities;
    const previousEnd = new Date(`${w.from}T00:00:00Z`);
    previousEnd.setUTCDate(previousEnd.getUTCDate() - 1);
    const day = previousEnd.toISOString().slice(0, 10);
    const now = [await balance('dash_gift_card_ledger', w.to), await balance('dash_credit_ledger', w.to)];
    const before = [await balance('dash_gift_card_ledger', day), await balance('dash_credit_ledger', day)];
    expect(l.series[0]!.data).toEqual(now.map(units));
    for (const [i, change] of l.series[0]!.subData.entries()) {
      expect(change).toBeCloseTo(((now[i]! - before[i]!) / before[i]!) * 100, 1);
    }
    // Both slices are drawn: a doughnut draws negative values transparent (spec/2 §4).
    expect(l.series[0]!.data.every((v) => v > 0)).toBe(true);
  });

  it('stays at or above zero over the whole demo period as well', async () => {
    const first = await w.one(
      sql`select min(business_date)::text as d from dash_gift_card_ledger where ${w.scope('', { from: '2000-01-01', to: w.to })}`,
    );
    const [y, m, d] = String(first.d).split('-');
    const wide = { dateRange: 17, startDate: `${m}/${d}/${y}`, endDate: w.filter.endDate };
    const g = (
      await w.ask<{ giftCards: Totals }>(
        'driveRevenue',
        'giftCards { totals { name value } conversion { value } }',
        wide,
      )
    ).giftCards;
    const all = await w.one(sql`select sum(amount_cents) filter (where kind = 1) as sold,
      sum(amount_cents) filter (where kind = 2) as redeemed from dash_gift_card_ledger where ${w.scope('', { from: '2000-01-01', to: w.to })}`);
    expect(byName(g).Outstanding).toBe(units(n(all.sold) - n(all.redeemed)));
    expect(byName(g).Outstanding).toBeGreaterThan(0);
  });
});
