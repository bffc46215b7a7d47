/**
 * The chart widgets against SQL over the fact tables: series per day, per hour, per
 * weekday and hour, per class, per bucket and per location, for the 14-day window.
 */
import { type SQL, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsDate } from '../core/src/dashboards/dateRanges.ts';
import { type DashboardWorld, n, type Row, startDashboardWorld, units } from './support/dashboardWorld.ts';

let w: DashboardWorld;
beforeAll(async () => {
  w = await startDashboardWorld();
});
afterAll(() => w?.stack.close());

type Series = { name: string; data: number[]; subData: number[] | null };
type Chart = { categories: string[]; labels: string[]; series: Series[]; conversion: { value: number } | null };
const CHART = '{ categories labels series { name data subData } conversion { value } }';
const daily = { frequency: 'DAILY' };

async function chart(root: string, field: string, filter: object = {}): Promise<Chart> {
  return (await w.ask<Record<string, Chart>>(root, `${field} ${CHART}`, { ...w.filter, ...filter }))[field]!;
}
const series = (c: Chart, name: string) => c.series.find((s) => s.name === name)!.data;

/** The window's days in order, and a value per day from rows of (day, v). */
function perDay(rows: Row[], f: (v: unknown) => number = n): number[] {
  const byDay = new Map(rows.map((r) => [String(r.day), r.v]));
  const out: number[] = [];
  for (
    let d = Temporal.PlainDate.from(w.from);
    Temporal.PlainDate.compare(d, Temporal.PlainDate.from(w.to)) <= 0;
    d = d.add({ days: 1 })
  ) {
    out.push(byDay.has(d.toString()) ? f(byDay.get(d.toString())) : 0);
  }
  return out;
}
const days = (table: string, v: string, where = 'true') =>
  w.rows(
    sql`select business_date::text as day, ${sql.raw(v)} as v from ${sql.raw(table)} where ${w.scope()} and ${sql.raw(where)} group by 1`,
  );
/** 24 values, one per hour, from rows of (h, v). */
function perHour(rows: Row[], f: (v: unknown) => number = n): number[] {
  const byHour = new Map(rows.map((r) => [n(r.h), r.v]));
  return Array.from({ length: 24 }, (_, h) => (byHour.has(h) ? f(byHour.get(h)) : 0));
}
const hours = (from: SQL, v: string, h: string) =>
  w.rows(sql`select ${sql.raw(h)} as h, ${sql.raw(v)} as v from ${from} where ${w.scope()} group by 1`);

describe('series per day', () => {
  it('revenue channels: payments per channel and day', async () => {
    const c = await chart('driveRevenue', 'revenueChannels', daily);
    for (const [channel, name] of [
      [1, 'Walk-In'],
      [2, 'Club Kiosk'],
      [3, 'Club Booking'],
    ] as const) {
      expect(series(c, name), name).toEqual(
        perDay(await days('dash_payments', 'sum(amount_cents)', `channel = ${channel}`), units),
      );
    }
  });

  it('transactions: tickets and revenue per day, the total tickets as the headline', async () => {
    const c = await chart('driveRevenue', 'transactions', daily);
    const tickets = perDay(await days('dash_sales', 'count(*)'));
    expect(series(c, 'Transactions')).toEqual(tickets);
    expect(series(c, 'Revenue')).toEqual(perDay(await days('dash_sales', 'sum(total_cents)'), units));
    expect(c.conversion?.value).toBe(tickets.reduce((a, v) => a + v, 0));
  });

  it('club booking revenue vs total: booking payments and all sales per day, the share as the headline', async () => {
    const c = await chart('driveRevenue', 'clubBookingRevenueVsTotal', daily);
    const booking = await days('dash_payments', 'sum(amount_cents)', 'channel = 3');
    const total = await days('dash_sales', 'sum(total_cents)');
    expect(series(c, 'Club Booking')).toEqual(perDay(booking, units));
    expect(series(c, 'Total')).toEqual(perDay(total, units));
    const sum = (rows: Row[]) => rows.reduce((a, r) => a + n(r.v), 0);
    expect(c.conversion?.value).toBeCloseTo((sum(booking) / sum(total)) * 100, 1);
  });

  it('number of guests: party sizes per day, their total as the headline', async () => {
    const c = await chart('ownersBox', 'numberOfGuests', daily);
    const guests = perDay(await days('dash_visits', 'sum(party_size)'));
    expect(c.series[0]!.data).toEqual(guests);
    expect(c.conversion?.value).toBe(guests.reduce((a, v) => a + v, 0));
  });
});

describe('series per hour and per weekday and hour', () => {
  it('guests by hour: adults and minors by hour of arrival', async () => {
    const c = await chart('guestExperience', 'guestsByHour');
    expect(series(c, 'Adults')).toEqual(perHour(await hours(sql`dash_visits`, 'sum(adults)', 'slot / 4')));
    expect(series(c, 'Minors')).toEqual(perHour(await hours(sql`dash_visits`, 'sum(minors)', 'slot / 4')));
  });

  it('labor cost by hour: revenue, labour (a shift spread over its hours) and its share', async () => {
    const c = await chart('operationalEfficiency', 'laborCostByHour');
    const revenue = await hours(sql`dash_sales`, 'sum(total_cents)', 'hour');
    const labor = await hours(
      sql`dash_labor_shifts, generate_series(start_hour, start_hour + (minutes + 59) / 60 - 1) as g(hh)`,
      // Hour k of a shift's n carries floor(cost·k/n) − floor(cost·(k−1)/n): whole cents summing to its cost.
      'sum((cost_cents::bigint * (hh - start_hour + 1)) / ((minutes + 59) / 60) - (cost_cents::bigint * (hh - start_hour)) / ((minutes + 59) / 60))',
      'hh',
    );
    expect(series(c, 'Revenue')).toEqual(perHour(revenue, units));
    expect(series(c, 'Labor amount')).toEqual(perHour(labor, units));
    const r = perHour(revenue);
    const l = perHour(labor);
    expect(series(c, 'Labor cost percent')).toEqual(r.map((v, h) => (v === 0 ? 0 : Math.round((l[h]! / v) * 10000))));
  });

  it.each([
    ['peakHours', 'dash_sales', 'count(*)'],
    ['activitiesByHour', 'dash_activities', 'sum(participants)'],
  ])('%s: a series per weekday (Sunday first), a point per hour', async (field, table, v) => {
    const c = await chart('operationalEfficiency', field);
    const rows = await w.rows(sql`select extract(dow from business_date)::int as dow, hour as h, ${sql.raw(v)} as v
      from ${sql.raw(table)} where ${w.scope()} group by 1, 2`);
    const cell = new Map(rows.map((r) => [`${n(r.dow)}:${n(r.h)}`, n(r.v)]));
    expect(c.series).toHaveLength(7);
    c.series.forEach((s, dow) => {
      expect(s.data, s.name).toEqual(Array.from({ length: 24 }, (_, h) => cell.get(`${dow}:${h}`) ?? 0));
    });
  });

  it('a heat map of one day is that weekday alone, not a week of empty rows', async () => {
    const c = await chart('operationalEfficiency', 'peakHours', { dateRange: 17, startDate: w.filter.endDate });
    const weekday = Temporal.PlainDate.from(w.to).toLocaleString('en-US', { weekday: 'long' });
    expect(c.series.map((s) => s.name)).toEqual([weekday]);
    expect(c.series[0]!.data.reduce((a, v) => a + v, 0)).toBeGreaterThan(0);
  });
});

describe('periods in the future', () => {
  it('are not drawn: a window running past today ends its series today', async () => {
    const end = Temporal.PlainDate.from(w.to).add({ days: 5 });
    const f = { dateRange: 17, startDate: w.filter.startDate, endDate: formatUsDate(end), frequency: 'DAILY' };
    const c = await chart('ownersBox', 'revenue', f);
    expect(c.categories).toHaveLength(14);
    expect(c.categories.at(-1)).toBe(w.filter.endDate);
  });
});

describe('breakdowns', () => {
  it('sales by revenue class: revenue and items per class, largest first', async () => {
    const c = await chart('driveRevenue', 'salesByRevenue');
    const rows = await w.rows(sql`select r.name, sum(s.amount_cents) as c, sum(s.quantity) as q from dash_sale_lines s
      join dash_revenue_classes r on r.id = s.revenue_class_id where ${w.scope('s')} group by r.id, r.name order by c desc, r.id`);
    expect(c.labels).toEqual(rows.map((r) => r.name));
    expect(series(c, 'Revenue')).toEqual(rows.map((r) => units(r.c)));
    expect(series(c, 'Items sold')).toEqual(rows.map((r) => n(r.q)));
  });

  it('top postal codes: the ten with most guests, their guests and spend', async () => {
    const c = await chart('ownersBox', 'topPostalCodes');
    const rows = await w.rows(sql`select postal_code, sum(party_size) as g, sum(spend_cents) as c from dash_visits
      where ${w.scope()} group by 1 order by g desc, 1 limit 10`);
    expect(c.labels).toEqual(rows.map((r) => r.postal_code));
    expect(c.series[0]!.data).toEqual(rows.map((r) => n(r.g)));
    expect(c.series[0]!.subData).toEqual(rows.map((r) => units(r.c)));
  });

  it.each([
    [
      'repeatGuestsByAge',
      `case when age <= 12 then '0-12' when age <= 17 then '13-17' when age <= 24 then '18-24' when age <= 34 then '25-34'
        when age <= 44 then '35-44' when age <= 54 then '45-54' else '55+' end`,
    ],
    [
      'daysSinceLastVisit',
      `case when days_since_last_visit between 1 and 7 then '1-7' when days_since_last_visit between 8 and 30 then '8-30'
        when days_since_last_visit between 31 and 60 then '31-60' when days_since_last_visit between 61 and 90 then '61-90'
        when days_since_last_visit between 91 and 180 then '91-180' else '181+' end`,
    ],
  ])('%s: returning visits per bucket, and each bucket’s share', async (field, bucket) => {
    const c = await chart('guestExperience', field);
    const rows = await w.rows(sql`select ${sql.raw(bucket)} as k, count(*) as v from dash_visits
      where ${w.scope()} and not is_new group by 1`);
    const expected = new Map(rows.map((r) => [String(r.k), n(r.v)]));
    const total = rows.reduce((a, r) => a + n(r.v), 0);
    expect(new Map(c.labels.map((k, i) => [k, c.series[0]!.data[i]!]))).toEqual(expected);
    // In their natural order ('181+' sorted before '31-60' as text).
    const order = [
      '0-12',
      '13-17',
      '18-24',
      '25-34',
      '35-44',
      '45-54',
      '55+',
      '1-7',
      '8-30',
      '31-60',
      '61-90',
      '91-180',
      '181+',
    ];
    expect(c.labels).toEqual(order.filter((k) => expected.has(k)));
    c.labels.forEach((k, i) => {
      expect(c.series[0]!.subData![i]).toBeCloseTo((expected.get(k)! / total) * 100, 1);
    });
    expect(c.conversion?.value).toBe(total);
  });
});

describe('memberships per location', () => {
  it.each([
    ['currentMemberships', (end: string) => `start_date <= '${end}' and expiry_date >= '${end}'`],
    [
      'membershipsExpiringNextThirtyDays',
      (end: string) => `expiry_date > '${end}' and expiry_date <= '${end}'::date + 30`,
    ],
    [
      'membershipsExpiredLastThirtyDays',
      (end: string) => `expiry_date > '${end}'::date - 30 and expiry_date <= '${end}'`,
    ],
  ])('%s', async (field, cond) => {
    const c = await chart('driveRevenue', field);
    const rows =
      await w.rows(sql`select l.name, count(*) as v from dash_memberships m join locations l on l.id = m.location_id
      where m.location_id = any(${`{${w.locationIds.join(',')}}`}::int[]) and ${sql.raw(cond(w.to))} group by l.name`);
    expect(new Map(c.categories.map((k, i) => [k, c.series[0]!.data[i]!]))).toEqual(
      new Map(rows.map((r) => [String(r.name), n(r.v)])),
    );
    expect(c.conversion?.value).toBe(rows.reduce((a, r) => a + n(r.v), 0));
  });
});
