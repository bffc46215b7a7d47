/**
 * Gift cards, outstanding credits and liabilities (spec/2 §3). What was sold, issued,
 * redeemed or expired is a sum over the window; what is outstanding is a balance: everything the
 * ledger holds up to the window's last day, so it never goes below zero in a consistent ledger
 * (a period where more is redeemed than sold still leaves a positive balance).
 */
import { sql } from 'drizzle-orm';
import { ALL_DATA_START, type DateWindow } from '@marquee/core/dashboards/dateRanges';
import { changePercent } from '@marquee/core/dashboards/trend';
import type { WidgetData } from '@marquee/core/dashboards/widgets';
import { queryRows } from '../db/rows.ts';
import type { MetricContext } from './context.ts';
import { dailyRows, num } from './sqlParts.ts';
import { blankWidget, conversion, money, referenceWindow, withSeries } from './widget.ts';

type Kind = 'gift' | 'credit';

const MOVES: Record<Kind, { columns: string[]; names: string[] }> = {
  gift: {
    columns: ['gift_sold_cents', 'gift_redeemed_cents', 'gift_expired_cents'],
    names: ['Sold', 'Redeemed', 'Expired'],
  },
  credit: {
    columns: ['credit_issued_cents', 'credit_redeemed_cents', 'credit_expired_cents'],
    names: ['Issued', 'Redeemed', 'Expired'],
  },
};

/** Window sums (cents) of the rollup columns, whole months from the monthly rollup. */
async function sums(ctx: MetricContext, columns: string[], window: DateWindow): Promise<number[]> {
  const [row] = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`select ${sql.raw(columns.map((c) => `sum(${c}) as ${c}`).join(', '))}
      from ${dailyRows(columns, ctx.locationIds, window, 'month')} r`,
  );
  return columns.map((c) => num(row?.[c]));
}

/** What is owed at the end of `day` (cents): the first move minus the others, since the start. */
export async function balance(ctx: MetricContext, kind: Kind, day: DateWindow['end']): Promise<number> {
  const [first, ...rest] = await sums(ctx, MOVES[kind].columns, { start: ALL_DATA_START, end: day });
  return first! - rest.reduce((a, v) => a + v, 0);
}

export async function ledgerTotals(ctx: MetricContext, kind: Kind): Promise<WidgetData> {
  const { columns, names } = MOVES[kind];
  const moved = (await sums(ctx, columns, ctx.filter.window)).map(money);
  const outstanding = money(await balance(ctx, kind, ctx.filter.window.end));
  const totals = [
    ...names.map((name, i) => ({ name, value: moved[i]!, currency: true })),
    { name: 'Outstanding', value: outstanding, currency: true },
  ];
  const title = kind === 'gift' ? 'Gift cards' : 'Outstanding credits';
  return {
    ...withSeries(
      blankWidget(ctx, title, `${names.join(', ')} in the period; outstanding at its end`, true),
      totals.map((t) => t.name),
      [{ name: title, data: totals.map((t) => t.value), currency: true }],
    ),
    labels: totals.map((t) => t.name),
    totals,
    conversion: conversion(ctx, outstanding, true, null),
    chartType: 'polarArea',
  };
}

export async function liabilities(ctx: MetricContext): Promise<WidgetData> {
  const at = (day: DateWindow['end']) =>
    Promise.all([balance(ctx, 'gift', day), balance(ctx, 'credit', day)]).then((v) => v.map(money));
  const now = await at(ctx.filter.window.end);
  const before = await at(referenceWindow(ctx).window.end);
  const change = now.map((v, i) => changePercent(v, before[i]!) ?? 0);
  const labels = ['Gift cards', 'Credits'];
  return {
    ...withSeries(
      blankWidget(ctx, 'Liabilities', 'Gift-card and credit balances owed at the end of the period', true),
      labels,
      [{ name: 'Liabilities', data: now, subData: change, currency: true }],
    ),
    labels,
    totals: labels.map((name, i) => ({ name, value: now[i]!, currency: true })),
    chartType: 'doughnut',
  };
}
