/**
 * What `GET /dashboards/{metric}` answers in `data.data` (spec/2 §3): one shape for every chart
 * and card, with the table widgets' rows alongside. The gateway maps it onto typed GraphQL.
 */
import type { Tab } from './dateRanges.ts';

export type TrendType = 'UP' | 'DOWN';

export interface Conversion {
  currency: boolean;
  value: number;
  /** The value as a percentage of its target; null when the trend is hidden or compares periods. */
  ofTarget: number | null;
  /** Signed change in percent against the compared window (core/dashboards/trend); null otherwise. */
  change: number | null;
  trendType: TrendType | null;
  trendCaption: string | null;
  /**
   * The master client's first data day (ISO date) when the compared window begins before it: the
   * card says 'no data before' that day instead of a change (core/dashboards/trend). Else null.
   */
  noDataBefore: string | null;
}

export interface WidgetSeries {
  name: string;
  data: number[];
  /** Secondary values per point (postal-code revenue, liability change percentages). */
  subData?: number[];
  currency?: boolean;
}

export interface WidgetTotal {
  name: string;
  value: number;
  currency: boolean;
}

export interface WidgetData {
  title: string;
  desc: string;
  subTitle: string | null;
  currency: boolean;
  /**
   * ISO 4217 code of the money figures: the one currency of the locations asked; null when they
   * use different currencies (core/dashboards/currency) — money sums are then not one amount.
   */
  currencyCode: string | null;
  currentSerie: Tab;
  toolTipTitle: string;
  conversion: Conversion | null;
  categories: string[];
  labels: string[];
  series: WidgetSeries[];
  totals: WidgetTotal[];
  /** Tab names for widgets whose tabs come from the server (peak hours, activities by hour). */
  tabs: string[];
  /** False when a series has more than 30 points (spec/2 §4). */
  dataLabels: boolean;
  chartType: 'area' | 'bar' | 'line' | 'pie' | 'doughnut' | 'polarArea' | 'heatmap' | 'table' | 'card';
  stacked: boolean;
  /** Table widgets: column keys, rows and their total. */
  columns: string[];
  rows: Record<string, string | number | null>[];
  totalRow: Record<string, string | number | null> | null;
  /**
   * The same widget for every tab it offers (Today, Yesterday, This Week; currentSerie says
   * which), when asked for all tabs and the filter names no date range: a tab switch then shows
   * figures already loaded.
   */
  perTab?: WidgetData[];
}

/** Top product sold card (spec/2 §3). */
export interface TopProductData extends WidgetData {
  value: number;
  subValue: number;
  text: string;
}

/** Number-of-guests export: one row per day with 96 quarter-hour slots (spec/2 §7, §9). */
export interface GuestExportDay {
  date: string;
  day: string;
  closed: boolean;
  slots: number[];
  total: number;
}

export interface DashboardEntity {
  name: string;
  code: string;
}
