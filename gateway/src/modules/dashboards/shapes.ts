/** REST widget answers (core/dashboards/widgets.ts) → the typed GraphQL widgets. */
import type { TopProductData, WidgetData } from '@marquee/core/dashboards/widgets';
import type {
  ChartWidget,
  DashboardTab,
  EmployeePerformanceRow,
  EmployeePerformanceWidget,
  LocationPerformanceWidget,
  LocationStatisticsWidget,
  TopProductWidget,
  TopSellingRow,
} from '../../generated/graphql.ts';

type Cell = string | number | null | undefined;
type Row = Record<string, Cell>;
const n = (v: Cell) => Number(v ?? 0);
const s = (v: Cell) => (v === null || v === undefined ? '' : String(v));

export function chart(w: WidgetData): ChartWidget {
  return {
    title: w.title,
    desc: w.desc,
    subTitle: w.subTitle,
    currency: w.currency,
    currencyCode: w.currencyCode ?? null,
    currentSerie: w.currentSerie as DashboardTab,
    toolTipTitle: w.toolTipTitle,
    conversion: w.conversion,
    categories: w.categories,
    labels: w.labels,
    series: w.series,
    totals: w.totals,
    tabs: w.tabs,
    dataLabels: w.dataLabels,
    chartType: w.chartType,
    stacked: w.stacked,
    perTab: perTabOf(w, chart),
  };
}

/** The widget per tab, shaped as the widget itself (none inside an entry). */
function perTabOf<T>(w: WidgetData, shape: (entry: WidgetData) => T): T[] {
  return (w.perTab ?? []).map((entry) => shape({ ...entry, perTab: [] }));
}

const head = (w: WidgetData) => ({
  title: w.title,
  desc: w.desc,
  currentSerie: w.currentSerie as DashboardTab,
  currencyCode: w.currencyCode ?? null,
});

export function locationStatistics(w: WidgetData): LocationStatisticsWidget {
  return {
    ...head(w),
    perTab: perTabOf(w, locationStatistics),
    rows: w.rows.map((r) => ({
      name: s(r.name),
      newGuest: n(r.newGuest),
      repeatGuest: n(r.repeatGuest),
      avgTicket: n(r.avgTicket),
      events: n(r.events),
      sales: n(r.sales),
      currency: s(r.currency),
    })),
  };
}

function topSelling(r: Row): TopSellingRow {
  return {
    location: s(r.location),
    product: r.product == null ? null : s(r.product),
    productPrice: r.product_price == null ? null : n(r.product_price),
    quantitySold: n(r.quantity_sold),
    totalRevenue: n(r.total_revenue),
    currency: s(r.currency),
  };
}

export function topProduct(w: WidgetData): TopProductWidget {
  const t = w as TopProductData;
  return {
    ...head(w),
    value: n(t.value),
    subValue: n(t.subValue),
    text: t.text ?? '',
    rows: w.rows.map(topSelling),
    perTab: perTabOf(w, topProduct),
  };
}

export function locationPerformance(w: WidgetData): LocationPerformanceWidget {
  return {
    ...head(w),
    columns: w.columns,
    rows: w.rows.map(topSelling),
    rowsTotal: topSelling(w.totalRow ?? {}),
    perTab: perTabOf(w, locationPerformance),
  };
}

function employeeRow(r: Row): EmployeePerformanceRow {
  return {
    locationId: n(r.locationId),
    location: r.location == null ? null : s(r.location),
    employee: s(r.employee ?? r.name),
    quantitySold: n(r.quantitySold),
    totalSales: n(r.totalSales),
  };
}

export function employeePerformance(w: WidgetData): EmployeePerformanceWidget {
  return {
    ...head(w),
    columns: w.columns,
    rows: w.rows.map(employeeRow),
    totalRow: employeeRow(w.totalRow ?? {}),
    perTab: perTabOf(w, employeePerformance),
  };
}
