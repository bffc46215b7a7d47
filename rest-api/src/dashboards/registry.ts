/** Every metric of spec/2 §7 and the function that computes it. */
import { DEFAULT_TAB, PEAK_HOURS_DEFAULT_TAB, type Tab } from '@marquee/core/dashboards/dateRanges';
import type { Metric } from '@marquee/core/dashboards/metrics';
import type { WidgetData } from '@marquee/core/dashboards/widgets';
import { DIM } from '../db/schema-dashboards.ts';
import * as c from './charts.ts';
import type { MetricContext } from './context.ts';
import { computeKpi, KPIS } from './kpis.ts';
import { ledgerTotals, liabilities } from './ledgers.ts';
import * as t from './tables.ts';

type Compute = (ctx: MetricContext) => Promise<WidgetData>;

const SPECIAL: Partial<Record<Metric, Compute>> = {
  'payment-received': c.paymentsReceived,
  'top-postal-codes': c.topPostalCodes,
  'revenue-channels': c.revenueChannels,
  transactions: c.transactions,
  'sales-by-revenue': c.salesByRevenue,
  'club-booking/revenue-vs-total': c.clubBookingRevenueVsTotal,
  'labor-cost-by-hour': c.laborCostByHour,
  'peak-hours': c.peakHours,
  'activities-by-hour': c.activitiesByHour,
  'guest-by-hour': c.guestsByHour,
  'repeat-guest-by-age': (ctx) =>
    c.breakdown(ctx, DIM.repeatAge, 'Repeat guests by age', 'Returning visits per age group'),
  'day-since-last-visit': (ctx) =>
    c.breakdown(ctx, DIM.recency, 'Days since last visit', 'Returning visits by days since the previous one'),
  'gift-cards': (ctx) => ledgerTotals(ctx, 'gift'),
  'outstanding-credits': (ctx) => ledgerTotals(ctx, 'credit'),
  liabilities,
  'location-statistics': t.locationStatistics,
  'top-product-sold': t.topProductSold,
  'location-performance': t.locationPerformance,
  'employee-performance': t.employeePerformance,
  'memberships/current': (ctx) => t.memberships(ctx, 'current'),
  'memberships/expiring-next-thirty-days': (ctx) => t.memberships(ctx, 'expiring'),
  'memberships/expired-last-thirty-days': (ctx) => t.memberships(ctx, 'expired'),
  'number-of-guests': t.numberOfGuests,
};

export function computeMetric(metric: Metric, ctx: MetricContext): Promise<WidgetData> {
  const special = SPECIAL[metric];
  if (special) return special(ctx);
  const kpi = KPIS[metric];
  if (!kpi) throw new Error(`no computation for metric ${metric}`);
  return computeKpi(ctx, kpi);
}

export function defaultTabOf(metric: Metric): Tab {
  return metric === 'peak-hours' ? PEAK_HOURS_DEFAULT_TAB : DEFAULT_TAB;
}
