/**
 * Revenue on both bases (realizedSales, issue 15) against SQL over the fact tables: the Revenue
 * and Sales cards, their figure and their daily and weekly series, when sold and when realised.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketStart } from '../core/src/dashboards/buckets.ts';
import { formatUsDate } from '../core/src/dashboards/dateRanges.ts';
import { type DashboardWorld, n, startDashboardWorld } from './support/dashboardWorld.ts';
import { realisedPrepaidPerDay, soldPrepaidPerDay } from './support/prepaid.ts';

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
  const expected = await w.one(sql`select sum(price_cents::float8 / greatest(1, expiry_date - start_date)) as c
    from dash_memberships where location_id = any(${`{${w.locationIds.join(',')}}`}::int[])
      and start_date <= ${next.toString()}::date and expiry_date > ${next.toString()}::date`);
  expect(await ask(true, after)).toBeCloseTo(Math.round(n(expected.c)) / 100, 2);
  expect(n(expected.c)).toBeGreaterThan(0);
  expect(await ask(false, after)).toBe(0);
});
