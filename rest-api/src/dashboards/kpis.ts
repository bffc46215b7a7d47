/**
 * Card and trend-line metrics: a figure over the window (a sum, or a ratio of sums) read from
 * the daily rollup (or the hourly one for hourly charts), its series per bucket, and its trend
 * against the target (revenue, sales) or the compared window.
 */
import { type SQL, sql } from 'drizzle-orm';
import { drawnBuckets } from '@marquee/core/dashboards/buckets';
import type { DateWindow } from '@marquee/core/dashboards/dateRanges';
import { SALES_FIGURES, type SalesFigure, type SalesMeasure } from '@marquee/core/dashboards/figures';
import type { Metric } from '@marquee/core/dashboards/metrics';
import type { WidgetData } from '@marquee/core/dashboards/widgets';
import { queryRows } from '../db/rows.ts';
import type { MetricContext } from './context.ts';
import { prepaidRevenue } from './realised.ts';
import { bucketKey, bucketRows, dailyRows, intList, num } from './sqlParts.ts';
import { blankWidget, conversion, money, ratio, referenceWindow, round2, withSeries } from './widget.ts';

export interface Kpi {
  title: string;
  desc: string;
  currency: boolean;
  /** Summable rollup expression; the figure is sum(num) / sum(den) when den is given. */
  num: string;
  den?: string;
  /** Both expressions exist in dash_hourly, so hourly charts are per hour. */
  hourly?: boolean;
  /** Trend against the revenue target when no comparison is asked. */
  target?: boolean;
  /**
   * Adds prepaid revenue (bookings, gift cards, memberships) on the filter's basis, sold or
   * realised (realised.ts), hourly series too (at the hour each was taken), so a chart's buckets
   * add up to its card.
   */
  prepaid?: boolean;
}

/** The rollup column of each of core's sales measures. */
const MEASURE_COLUMNS: Record<SalesMeasure, string> = { sales: 'revenue_cents', tickets: 'tickets', guests: 'guests' };

/** A sales figure as core defines it (core/dashboards/figures), on the rollups' columns. */
function salesFigure(name: keyof typeof SALES_FIGURES): Pick<Kpi, 'currency' | 'num' | 'den' | 'prepaid'> {
  const f: SalesFigure = SALES_FIGURES[name];
  return {
    currency: true,
    num: MEASURE_COLUMNS[f.num],
    ...(f.den ? { den: MEASURE_COLUMNS[f.den] } : {}),
    ...(f.prepaid ? { prepaid: true } : {}),
  };
}

export const KPIS: Partial<Record<Metric, Kpi>> = {
  revenue: {
    title: 'Revenue',
    desc: 'Gross sales of the period, with gift cards, memberships and prepaid bookings',
    ...salesFigure('revenue'),
    hourly: true,
    target: true,
  },
  sales: { title: 'Sales', desc: 'Gross sales and items sold', ...salesFigure('sales'), target: true },
  'average-ticket': {
    title: 'Average ticket',
    desc: 'Sales divided by transactions',
    ...salesFigure('averageTicket'),
    hourly: true,
  },
  'revenue-guest': {
    title: 'Revenue per guest',
    desc: 'Sales divided by guests',
    ...salesFigure('revenuePerGuest'),
    hourly: true,
  },
  'new-guests': { title: 'New guests', desc: 'First visits in the period', currency: false, num: 'new_guests' },
  'repeat-guests': {
    title: 'Repeat guests',
    desc: 'Returning visits in the period',
    currency: false,
    num: 'repeat_guests',
  },
  'group-events': {
    title: 'Group events',
    desc: 'Group events held (Location statistics counts every booking as an event)',
    currency: false,
    num: 'group_events',
  },
  'online-bookings': {
    title: 'Online bookings',
    desc: 'Bookings made online',
    currency: false,
    num: 'online_bookings',
  },
  voids: {
    title: 'Voids',
    desc: 'Value of voided sales',
    currency: true,
    num: 'void_cents',
  },
  'club-kiosk-average-ticket': {
    title: 'Club Kiosk average ticket',
    desc: 'Kiosk sales divided by kiosk transactions',
    currency: true,
    num: 'kiosk_cents',
    den: 'kiosk_tickets',
  },
  'club-booking-average-ticket': {
    title: 'Club Booking average ticket',
    desc: 'Booking sales divided by booking transactions',
    currency: true,
    num: 'booking_cents',
    den: 'booking_tickets',
  },
  'total-labor-cost': {
    title: 'Total labor cost',
    desc: 'Cost of labour shifts',
    currency: true,
    num: 'labor_cents',
    hourly: true,
  },
  'total-number-of-activities': {
    title: 'Total number of activities',
    desc: 'Activity sessions run',
    currency: false,
    num: 'activities',
    hourly: true,
  },
  'club-kiosk-transactions': {
    title: 'Club Kiosk transactions',
    desc: 'Transactions paid at the kiosk',
    currency: false,
    num: 'kiosk_tickets',
    hourly: true,
  },
  refunds: { title: 'Refunds', desc: 'Value refunded', currency: true, num: 'refund_cents' },
  'waivers-signed': { title: 'Waivers signed', desc: 'Waivers signed by guests', currency: false, num: 'waivers' },
  'average-group-size': {
    title: 'Average group size',
    desc: 'Guests per visiting party',
    currency: false,
    num: 'guests',
    den: 'visits',
  },
  'new-guest-revenue': {
    title: 'New guest revenue',
    desc: 'Spend of first-time guests',
    currency: true,
    num: 'new_revenue_cents',
  },
  'repeat-guest-revenue': {
    title: 'Repeat guest revenue',
    desc: 'Spend of returning guests',
    currency: true,
    num: 'repeat_revenue_cents',
  },
  'memberships/new': { title: 'New memberships', desc: 'Memberships started', currency: false, num: 'memberships_new' },
};

/** The rollup columns a KPI sums. */
const columnsOf = (kpi: Kpi) => (kpi.den ? [kpi.num, kpi.den] : [kpi.num]);

function figure(kpi: Kpi, n: number, d: number): number {
  const raw = kpi.den ? ratio(n, d) : n;
  return kpi.currency ? money(raw) : round2(raw);
}

async function totals(ctx: MetricContext, kpi: Kpi, window: DateWindow): Promise<{ n: number; d: number }> {
  const [row] = await queryRows<{ n: unknown; d: unknown }>(
    ctx.db,
    sql`select sum(${sql.raw(kpi.num)}) as n, sum(${sql.raw(kpi.den ?? '0')}) as d
      from ${dailyRows(columnsOf(kpi), ctx.locationIds, window, 'month')} d`,
  );
  const prepaid = kpi.prepaid ? (await prepaidRevenue(ctx, window, 'DAILY')).total : 0;
  return { n: num(row?.n) + prepaid, d: num(row?.d) };
}

/** Revenue target (cents) of the window: each month's target prorated by its days inside. */
export async function revenueTarget(ctx: MetricContext, window: DateWindow): Promise<number> {
  const from = window.start.toString();
  const to = window.end.toString();
  const [row] = await queryRows<{ t: unknown }>(
    ctx.db,
    sql`select sum(revenue_cents::float8 * (least((month + interval '1 month')::date - 1, ${to}::date) - greatest(month, ${from}::date) + 1)
        / ((month + interval '1 month')::date - month)) as t
      from dash_targets where location_id = any(${intList(ctx.locationIds)})
        and month between date_trunc('month', ${from}::date)::date and ${to}::date`,
  );
  return num(row?.t);
}

export async function computeKpi(ctx: MetricContext, kpi: Kpi): Promise<WidgetData> {
  const hourly = ctx.filter.frequency === 'HOURLY' && kpi.hourly;
  const frequency = ctx.filter.frequency === 'HOURLY' && !hourly ? 'DAILY' : ctx.filter.frequency;
  const den: SQL = sql.raw(kpi.den ?? '0');
  const rows = await queryRows<{ k: string; n: unknown; d: unknown }>(
    ctx.db,
    sql`select ${bucketKey(frequency)} as k, sum(${sql.raw(kpi.num)}) as n, sum(${den}) as d from ${bucketRows(columnsOf(kpi), ctx.locationIds, ctx.filter.window, frequency)} r group by 1`,
  );
  const byKey = new Map(rows.map((r) => [r.k, { n: num(r.n), d: num(r.d) }]));
  const all = rows.reduce((acc, r) => ({ n: acc.n + num(r.n), d: acc.d + num(r.d) }), { n: 0, d: 0 });
  if (kpi.prepaid) {
    const prepaid = await prepaidRevenue(ctx, ctx.filter.window, frequency);
    for (const [k, cents] of prepaid.byBucket) {
      const cell = byKey.get(k) ?? { n: 0, d: 0 };
      byKey.set(k, { ...cell, n: cell.n + cents });
    }
    all.n += prepaid.total;
  }
  const value = figure(kpi, all.n, all.d);

  let reference: Parameters<typeof conversion>[3];
  if (kpi.target && !ctx.filter.comparison) {
    const target = await revenueTarget(ctx, ctx.filter.window);
    reference = { value: figure(kpi, target, 0), caption: 'of target', basis: 'target' };
  } else {
    const ref = referenceWindow(ctx);
    const t = await totals(ctx, kpi, ref.window);
    reference = { value: figure(kpi, t.n, t.d), caption: ref.caption, basis: 'comparison', window: ref.window };
  }

  const list = drawnBuckets(ctx.filter.window, frequency, ctx.filter.today);
  const widget = blankWidget(ctx, kpi.title, kpi.desc, kpi.currency);
  const data = list.map((b) => {
    const cell = byKey.get(b.key);
    return cell ? figure(kpi, cell.n, cell.d) : 0;
  });
  return withSeries(
    { ...widget, conversion: conversion(ctx, value, kpi.currency, reference), chartType: 'area' },
    list.map((b) => b.label),
    [{ name: kpi.title, data, currency: kpi.currency }],
  );
}
