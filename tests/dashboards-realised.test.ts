/**
 * Revenue on both bases (realizedSales) against SQL over the fact tables: the Revenue
 * and Sales cards, their figure and their daily and weekly series, when sold and when realised.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketStart } from '../core/src/dashboards/buckets.ts';
import { DATE_RANGE, formatUsDate, todayForOffset } from '../core/src/dashboards/dateRanges.ts';
import { type DashboardWorld, n, startDashboardWorld } from './support/dashboardWorld.ts';
import { membershipShare, realisedPrepaidPerDay, soldPrepaidPerDay } from './support/prepaid.ts';

let w: DashboardWorld;
beforeAll(async () => {
  w = await startDashboardWorld(45);
});
afterAll(() => w?.stack.close());

type Answer = { conversion: { value: number }; series: { data: number[] }[] };

/** Cents per day over the window: the till's tickets plus the prepaid items on the basis. */
async function factsPerDay(realised: boolean): Promise<Map<string, number>> {
  const prepaid = realised
    ? realisedPrepaidPerDay(w.locationIds, w.from, w.to)
    : soldPrepaidPerDay(w.locationIds, w.from, w.to);
  const rows = await w.rows(sql`select day, sum(cents) as cents from (
      select business_date::text as day, total_cents::float8 as cents from dash_sales where ${w.scope()}
      union all select day, cents from (${prepaid}) p) x group by 1`);
  return new Map(rows.map((r) => [String(r.day), n(r.cents)]));
}

function perBucket(days: Map<string, number>, frequency: 'DAILY' | 'WEEKLY'): number[] {
  const out = new Map<string, number>();
  const last = Temporal.PlainDate.from(w.to);
  for (let d = Temporal.PlainDate.from(w.from); Temporal.PlainDate.compare(d, last) <= 0; d = d.add({ days: 1 })) {
    const key = bucketStart(d, frequency).toString();
    out.set(key, (out.get(key) ?? 0) + (days.get(d.toString()) ?? 0));
  }
  return [...out.values()].map((c) => Math.round(c) / 100);
}

describe.each([
  ['when sold', false],
  ['when realised', true],
] as const)('revenue %s', (_name, realizedSales) => {
  it.each(['DAILY', 'WEEKLY'] as const)(
    'the Revenue and Sales cards and their %s series are the facts',
    async (frequency) => {
      const f = { ...w.filter, realizedSales, frequency };
      const owners = await w.ask<{ revenue: Answer }>(
        'ownersBox',
        'revenue { conversion { value } series { data } }',
        f,
      );
      const drive = await w.ask<{ sales: Answer }>('driveRevenue', 'sales { conversion { value } series { data } }', f);
      const days = await factsPerDay(realizedSales);
      const total = Math.round([...days.values()].reduce((a, c) => a + c, 0)) / 100;
      const series = perBucket(days, frequency);
      for (const card of [owners.revenue, drive.sales]) {
        expect(card.conversion.value).toBeCloseTo(total, 2);
        expect(card.series[0]!.data.length).toBe(series.length);
        for (const [i, v] of card.series[0]!.data.entries()) expect(v).toBeCloseTo(series[i]!, 1);
      }
    },
  );
});

it('the two bases differ, and a window before any sale still realises memberships sold earlier', async () => {
  const ask = async (realizedSales: boolean, filter: object = w.filter) =>
    (await w.ask<{ revenue: Answer }>('ownersBox', 'revenue { conversion { value } }', { ...filter, realizedSales }))
      .revenue.conversion.value;
  expect(await ask(true)).not.toBeCloseTo(await ask(false), 0);
  // The day after the data ends: nothing sold, yet running memberships are earned day by day.
  const next = Temporal.PlainDate.from(w.to).add({ days: 1 });
  const after = { dateRange: 17, startDate: formatUsDate(next), endDate: formatUsDate(next) };
  const expected = await w.one(sql`select sum(${membershipShare(`'${next.toString()}'::date`)}) as c
    from dash_memberships where location_id = any(${`{${w.locationIds.join(',')}}`}::int[])
      and start_date <= ${next.toString()}::date and expiry_date > ${next.toString()}::date`);
  expect(await ask(true, after)).toBeCloseTo(Math.round(n(expected.c)) / 100, 2);
  expect(n(expected.c)).toBeGreaterThan(0);
  expect(await ask(false, after)).toBe(0);
});

describe.each([
  ['when sold', false],
  ['when realised', true],
] as const)('the hourly Today chart %s', (_name, realizedSales) => {
  it('holds the prepaid items at their hour: its hours are the facts, and they add up to the card', async () => {
    const today = todayForOffset(0).toString();
    const f = { dateRange: DATE_RANGE.today, frequency: 'HOURLY', realizedSales };
    const ids = `{${w.locationIds.join(',')}}`;
    const at = (column: string) => sql`location_id = any(${ids}::int[]) and ${sql.raw(column)} = ${today}::date`;
    // Written out per hour from the facts: the till's tickets and the prepaid items on the basis.
    const prepaid = realizedSales
      ? sql`select hour as h, amount_cents::float8 as c from dash_bookings where sale_id is null and ${at('business_date')}
          union all select coalesce(hour, 0), amount_cents from dash_gift_card_ledger where kind = 2 and ${at('business_date')}
          union all select coalesce(sold_hour, 0), ${membershipShare(`'${today}'::date`)} from dash_memberships
            where location_id = any(${ids}::int[]) and start_date <= ${today}::date and expiry_date > ${today}::date`
      : sql`select case when booked_date is null then hour else booked_hour end as h, amount_cents::float8 as c
            from dash_bookings where sale_id is null and ${at('coalesce(booked_date, business_date)')}
          union all select coalesce(hour, 0), amount_cents from dash_gift_card_ledger where kind = 1 and ${at('business_date')}
          union all select coalesce(sold_hour, 0), price_cents from dash_memberships where ${at('start_date')}`;
    const rows = await w.rows(sql`select h, sum(c) as c, sum(p) as p from (
        select hour as h, total_cents::float8 as c, 0 as p from dash_sales where ${at('business_date')}
        union all select h, c, c from (${prepaid}) x) y group by 1`);
    const byHour = new Map(rows.map((r) => [n(r.h), n(r.c)]));
    const expected = Array.from({ length: 24 }, (_, h) => Math.round(byHour.get(h) ?? 0) / 100);
    const prepaidCents = rows.reduce((a, r) => a + n(r.p), 0);

    const { revenue } = await w.ask<{ revenue: Answer }>(
      'ownersBox',
      'revenue { conversion { value } series { data } }',
      f,
    );
    const cents = (v: number) => Math.round(v * 100);
    expect(revenue.series[0]!.data.map(cents)).toEqual(expected.map(cents));
    expect(cents(revenue.series[0]!.data.reduce((a, v) => a + v, 0))).toBe(cents(revenue.conversion.value));
    expect(cents(revenue.conversion.value)).toBe(Math.round(rows.reduce((a, r) => a + n(r.c), 0)));
    // Today's prepaid items are in the chart (the demo data has some on both bases).
    expect(prepaidCents).toBeGreaterThan(0);
  });
});
