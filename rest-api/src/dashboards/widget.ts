/** Building blocks of a widget answer: the blank shape, the trend and money conversion. */
import { type DateWindow, spanDays } from '@marquee/core/dashboards/dateRanges';
import { dataLabelsOn, trendVisible } from '@marquee/core/dashboards/display';
import { comparedBeforeFirstData, type TrendBasis, trendOf } from '@marquee/core/dashboards/trend';
import type { Conversion, WidgetData, WidgetSeries } from '@marquee/core/dashboards/widgets';
import type { MetricContext } from './context.ts';

export function blankWidget(ctx: MetricContext, title: string, desc: string, currency: boolean): WidgetData {
  return {
    title,
    desc,
    subTitle: null,
    currency,
    currencyCode: ctx.currency,
    currentSerie: ctx.filter.tab,
    toolTipTitle: title,
    conversion: null,
    categories: [],
    labels: [],
    series: [],
    totals: [],
    tabs: [],
    dataLabels: true,
    chartType: 'area',
    stacked: false,
    columns: [],
    rows: [],
    totalRow: null,
  };
}

/** Cents → currency units with two decimals. */
export const money = (cents: number) => Math.round(cents) / 100;
export const round2 = (value: number) => Math.round(value * 100) / 100;
export const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/**
 * The trend of a figure against a reference: its target ('of target', a percentage of it) or the
 * same figure over the compared window (a signed change), as core/dashboards/trend defines them.
 * Hidden (nulls) for date ranges 1, 16, 17 or when there is no reference to compare with.
 */
export function conversion(
  ctx: MetricContext,
  value: number,
  currency: boolean,
  reference: { value: number; caption: string; basis: TrendBasis; window?: DateWindow } | null,
): Conversion {
  const hidden = {
    currency,
    value,
    ofTarget: null,
    change: null,
    trendType: null,
    trendCaption: null,
    noDataBefore: null,
  };
  if (!reference || !trendVisible(ctx.filter.dateRangeId)) return hidden;
  if (reference.window && comparedBeforeFirstData(reference.window.start, ctx.firstDataDay)) {
    return { ...hidden, trendCaption: reference.caption, noDataBefore: ctx.firstDataDay!.toString() };
  }
  const trend = trendOf(value, reference.value, reference.basis);
  return trend ? { currency, value, ...trend, trendCaption: reference.caption, noDataBefore: null } : hidden;
}

/** The window the trend compares with: the one asked, else the previous period of equal length. */
export function referenceWindow(ctx: MetricContext): { window: DateWindow; caption: string } {
  const { comparison, window } = ctx.filter;
  if (comparison) {
    const yearBefore = comparison.start.year === window.start.year - 1 && spanDays(comparison) === spanDays(window);
    return { window: comparison, caption: yearBefore ? 'vs year before' : 'vs previous period' };
  }
  const end = window.start.subtract({ days: 1 });
  return { window: { start: end.subtract({ days: spanDays(window) - 1 }), end }, caption: 'vs previous period' };
}

export function withSeries(widget: WidgetData, categories: string[], series: WidgetSeries[]): WidgetData {
  return { ...widget, categories, series, dataLabels: dataLabelsOn(series) };
}
