/** Breakdown and time-series charts that are not a single figure (spec/2 §3). */
import { MAX_WIDGET_ROWS } from '@marquee/core/dashboards/limits';
import { sql } from 'drizzle-orm';
import { compareRangeLabels, drawnBuckets, HOUR_LABELS, WEEKDAYS, weekdaysOf } from '@marquee/core/dashboards/buckets';
import { PAYMENT_CHANNELS, TOP_POSTAL_CODES } from '@marquee/core/dashboards/display';
import { TAB_LABELS, TABS } from '@marquee/core/dashboards/dateRanges';
import type { WidgetData, WidgetSeries } from '@marquee/core/dashboards/widgets';
import { DIM, type WeekdayHourMeasure } from '../db/schema-dashboards.ts';
import { queryRows } from '../db/rows.ts';
import type { MetricContext } from './context.ts';
import { bucketKey, bucketRows, dailyRows, dimRows, hourRows, num, weekdayHourRows } from './sqlParts.ts';
import { blankWidget, conversion, money, ratio, round2, withSeries } from './widget.ts';

type Row = Record<string, unknown>;

/** Sums of rollup columns per bucket of the window. */
async function perBucket(ctx: MetricContext, columns: string[], hourly = false) {
  const frequency = ctx.filter.frequency === 'HOURLY' && !hourly ? 'DAILY' : ctx.filter.frequency;
  const list = drawnBuckets(ctx.filter.window, frequency, ctx.filter.today);
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select ${bucketKey(frequency)} as k, ${sql.raw(columns.map((c) => `sum(${c}) as ${c}`).join(', '))}
      from ${bucketRows(columns, ctx.locationIds, ctx.filter.window, frequency)} r group by 1`,
  );
  const byKey = new Map(rows.map((r) => [String(r.k), r]));
  const column = (c: string) => list.map((b) => num(byKey.get(b.key)?.[c]));
  return { categories: list.map((b) => b.label), column };
}

/** Window totals of rollup columns. */
async function sums(
  ctx: MetricContext,
  columns: string[],
  window = ctx.filter.window,
): Promise<Record<string, number>> {
  const [row] = await queryRows<Row>(
    ctx.db,
    sql`select ${sql.raw(columns.map((c) => `sum(${c}) as ${c}`).join(', '))}
      from ${dailyRows(columns, ctx.locationIds, window, 'month')} r`,
  );
  return Object.fromEntries(columns.map((c) => [c, num(row?.[c])]));
}

/** Sums per key of one dimension over the window (monthly and daily rollups), largest first. */
export async function dimension(
  ctx: MetricContext,
  dim: number,
  order: 'qty' | 'amount' | 'key',
  limit = MAX_WIDGET_ROWS,
) {
  const orderBy = order === 'key' ? 'key' : order === 'qty' ? 'qty desc, key' : 'amount desc, key';
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select key, sum(qty) as qty, sum(amount_cents) as amount from ${dimRows(dim, ctx.locationIds, ctx.filter.window)} d
      group by key order by ${sql.raw(orderBy)} limit ${limit}`,
  );
  return rows.map((r) => ({ key: String(r.key), qty: num(r.qty), amount: num(r.amount) }));
}

export async function paymentsReceived(ctx: MetricContext): Promise<WidgetData> {
  const s = await sums(ctx, ['walkin_cents', 'kiosk_cents', 'booking_cents']);
  const values = [s.walkin_cents!, s.kiosk_cents!, s.booking_cents!].map(money);
  const total = round2(values.reduce((a, b) => a + b, 0));
  const w = blankWidget(ctx, 'Payments received', 'Payments by channel', true);
  return {
    ...withSeries(w, [...PAYMENT_CHANNELS], [{ name: 'Payments', data: values, currency: true }]),
    labels: [...PAYMENT_CHANNELS],
    chartType: 'pie',
    conversion: conversion(ctx, total, true, null),
    totals: PAYMENT_CHANNELS.map((name, i) => ({ name, value: values[i]!, currency: true })),
  };
}

export async function topPostalCodes(ctx: MetricContext): Promise<WidgetData> {
  const rows = await dimension(ctx, DIM.postalCode, 'qty', TOP_POSTAL_CODES);
  const w = blankWidget(ctx, 'Top 10 postal codes', 'Where guests come from', false);
  return {
    ...withSeries(
      w,
      rows.map((r) => r.key),
      [{ name: 'Guests', data: rows.map((r) => r.qty), subData: rows.map((r) => money(r.amount)) }],
    ),
    labels: rows.map((r) => r.key),
    chartType: 'bar',
  };
}

export async function revenueChannels(ctx: MetricContext): Promise<WidgetData> {
  const b = await perBucket(ctx, ['walkin_cents', 'kiosk_cents', 'booking_cents']);
  const series: WidgetSeries[] = ['walkin_cents', 'kiosk_cents', 'booking_cents'].map((c, i) => ({
    name: PAYMENT_CHANNELS[i]!,
    data: b.column(c).map(money),
    currency: true,
  }));
  return {
    ...withSeries(blankWidget(ctx, 'Revenue channels', 'Sales by channel', true), b.categories, series),
    stacked: true,
    chartType: 'bar',
  };
}

export async function transactions(ctx: MetricContext): Promise<WidgetData> {
  const b = await perBucket(ctx, ['tickets', 'revenue_cents'], true);
  const series: WidgetSeries[] = [
    { name: 'Transactions', data: b.column('tickets'), currency: false },
    { name: 'Revenue', data: b.column('revenue_cents').map(money), currency: true },
  ];
  const total = series[0]!.data.reduce((a, v) => a + v, 0);
  return {
    ...withSeries(blankWidget(ctx, 'Transactions', 'Transactions and their revenue', false), b.categories, series),
    conversion: conversion(ctx, total, false, null),
    chartType: 'line',
  };
}

export async function salesByRevenue(ctx: MetricContext): Promise<WidgetData> {
  const rows = await dimension(ctx, DIM.revenueClass, 'amount');
  const names = await queryRows<Row>(
    ctx.db,
    sql`select id, name from dash_revenue_classes where master_client_id = ${ctx.masterClientId}`,
  );
  const nameOf = new Map(names.map((r) => [String(r.id), String(r.name)]));
  const labels = rows.map((r) => nameOf.get(r.key) ?? r.key);
  return {
    ...withSeries(blankWidget(ctx, 'Sales by revenue class', 'Sales per revenue class', true), labels, [
      { name: 'Revenue', data: rows.map((r) => money(r.amount)), currency: true },
      { name: 'Items sold', data: rows.map((r) => r.qty), currency: false },
    ]),
    labels,
    chartType: 'bar',
  };
}

export async function clubBookingRevenueVsTotal(ctx: MetricContext): Promise<WidgetData> {
  const b = await perBucket(ctx, ['booking_cents', 'revenue_cents']);
  const booking = b.column('booking_cents').map(money);
  const total = b.column('revenue_cents').map(money);
  const share = round2(
    ratio(
      booking.reduce((a, v) => a + v, 0),
      total.reduce((a, v) => a + v, 0),
    ) * 100,
  );
  return {
    ...withSeries(blankWidget(ctx, 'Club Booking revenue vs total', 'Booking share of sales', true), b.categories, [
      { name: 'Club Booking', data: booking, currency: true },
      { name: 'Total', data: total, currency: true },
    ]),
    subTitle: `${share}% of total`,
    conversion: conversion(ctx, share, false, null),
    chartType: 'bar',
  };
}

export async function laborCostByHour(ctx: MetricContext): Promise<WidgetData> {
  const rows = await hourly(ctx, ['revenue_cents', 'labor_cents']);
  const revenue = rows.map((r) => money(r.revenue_cents!));
  const labor = rows.map((r) => money(r.labor_cents!));
  // Hundredths of a percent: the web divides by 100 (spec/2 §9).
  const percent = rows.map((r) => Math.round(ratio(r.labor_cents!, r.revenue_cents!) * 10000));
  return {
    ...withSeries(
      blankWidget(ctx, 'Labor cost by hour', 'Revenue, labour and labour share per hour', true),
      HOUR_LABELS,
      [
        { name: 'Revenue', data: revenue, currency: true },
        { name: 'Labor amount', data: labor, currency: true },
        { name: 'Labor cost percent', data: percent, currency: false },
      ],
    ),
    chartType: 'bar',
  };
}

async function hourly(ctx: MetricContext, columns: string[]) {
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select hour, ${sql.raw(columns.map((c) => `sum(${c}) as ${c}`).join(', '))}
      from ${hourRows(columns, ctx.locationIds, ctx.filter.window)} h group by hour`,
  );
  const byHour = new Map(rows.map((r) => [num(r.hour), r]));
  return HOUR_LABELS.map((_, h) => Object.fromEntries(columns.map((c) => [c, num(byHour.get(h)?.[c])])));
}

/** Heat map: a series per weekday, a point per hour of the day. */
async function weekdayHeatmap(
  ctx: MetricContext,
  column: WeekdayHourMeasure,
  title: string,
  desc: string,
  currency: boolean,
) {
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select dow, hour, sum(${sql.raw(column)}) as v from ${weekdayHourRows(column, ctx.locationIds, ctx.filter.window)} h
      group by 1, 2`,
  );
  const cell = new Map(rows.map((r) => [`${num(r.dow)}:${num(r.hour)}`, num(r.v)]));
  // Only the weekdays the window has: 'Today' is one row, not a week with six empty ones.
  const series = weekdaysOf(ctx.filter.window).map((dow) => ({
    name: WEEKDAYS[dow]!,
    data: HOUR_LABELS.map((_, h) => (currency ? money(cell.get(`${dow}:${h}`) ?? 0) : (cell.get(`${dow}:${h}`) ?? 0))),
  }));
  return {
    ...withSeries(blankWidget(ctx, title, desc, currency), HOUR_LABELS, series),
    tabs: TABS.map((t) => TAB_LABELS[t]),
    chartType: 'heatmap' as const,
    dataLabels: false,
  };
}

export const peakHours = (ctx: MetricContext) =>
  weekdayHeatmap(ctx, 'tickets', 'Peak hours', 'Transactions by weekday and hour', false);
export const activitiesByHour = (ctx: MetricContext) =>
  weekdayHeatmap(ctx, 'participants', 'Activities by hour', 'Activity participants by weekday and hour', false);

export async function guestsByHour(ctx: MetricContext): Promise<WidgetData> {
  const rows = await hourly(ctx, ['adults', 'minors']);
  return {
    ...withSeries(blankWidget(ctx, 'Guests by hour', 'Adults and minors per hour of arrival', false), HOUR_LABELS, [
      { name: 'Adults', data: rows.map((r) => r.adults!) },
      { name: 'Minors', data: rows.map((r) => r.minors!) },
    ]),
    stacked: true,
    chartType: 'bar',
  };
}

export async function breakdown(ctx: MetricContext, dim: number, title: string, desc: string): Promise<WidgetData> {
  // Ranges in their natural order (1-7, 8-30 … 181+), not as text.
  const rows = (await dimension(ctx, dim, 'key')).sort((a, b) => compareRangeLabels(a.key, b.key));
  const total = rows.reduce((a, r) => a + r.qty, 0);
  return {
    ...withSeries(
      blankWidget(ctx, title, desc, false),
      rows.map((r) => r.key),
      [{ name: 'Guests', data: rows.map((r) => r.qty), subData: rows.map((r) => round2(ratio(r.qty, total) * 100)) }],
    ),
    labels: rows.map((r) => r.key),
    conversion: conversion(ctx, total, false, null),
    chartType: 'bar',
  };
}
