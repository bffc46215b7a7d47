/** Widget data (as the dashboard query returns it) → the plain sheet the worker writes. */
import { laborPercent } from '@marquee/core/dashboards/display';
import type {
  ChartWidgetFiguresFragment,
  EmployeePerformanceFiguresFragment,
  LocationPerformanceFiguresFragment,
  LocationStatisticsFiguresFragment,
  TopProductFiguresFragment,
  TopSellingRowFieldsFragment,
} from '../../../../generated/graphql.ts';
import type { WidgetData } from '../widgetData.ts';
import type { CellFormat, SheetColumn, TableSheet } from './sheets.ts';

/** Column headers, translated by the caller. */
export interface SheetLabels {
  value: string;
  category: string;
  secondary: string;
  total: string;
  location: string;
  product: string;
  price: string;
  quantity: string;
  revenue: string;
  newGuests: string;
  repeatGuests: string;
  avgTicket: string;
  events: string;
  sales: string;
  employee: string;
  /** Headings of the first column: what the rows are. */
  period: string;
  hour: string;
  channel: string;
  postalCode: string;
  revenueClass: string;
  ageGroup: string;
  daysSinceLastVisit: string;
  item: string;
  /** A bucket's share of the total, in percent. */
  share: string;
}

/** What the rows of a chart's sheet are, when they are not periods or hours. */
const ROW_HEADINGS: Record<string, keyof SheetLabels> = {
  paymentsReceived: 'channel',
  topPostalCodes: 'postalCode',
  salesByRevenue: 'revenueClass',
  repeatGuestsByAge: 'ageGroup',
  daysSinceLastVisit: 'daysSinceLastVisit',
  giftCards: 'item',
  liabilities: 'item',
  credits: 'item',
  outstandingCredits: 'item',
  locationPerformance: 'location',
};

/** The second figure of a point (subData): postal-code revenue, a bucket's share. */
const SUB_DATA: Record<string, { heading: keyof SheetLabels; format: CellFormat }> = {
  topPostalCodes: { heading: 'revenue', format: 'currency' },
  repeatGuestsByAge: { heading: 'share', format: 'percent' },
  daysSinceLastVisit: { heading: 'share', format: 'percent' },
};

const HOUR = /^\d{2}:\d{2}$/;

function rowHeading(key: string, points: readonly string[], byLabel: boolean, l: SheetLabels): string {
  const named = ROW_HEADINGS[key];
  if (named) return l[named];
  if (points.length > 0 && points.every((p) => HOUR.test(p))) return l.hour;
  return byLabel ? l.item : l.period;
}

/** Widgets whose series at this index are labour-cost percentages in hundredths. */
const PERCENT_SERIES: Record<string, number> = { laborCostByHour: 2 };

const money = (currency: boolean | null | undefined): CellFormat => (currency ? 'currency' : 'number');

function chartSheet(key: string, name: string, w: ChartWidgetFiguresFragment, l: SheetLabels): TableSheet {
  const percentAt = PERCENT_SERIES[key];
  const byLabel = w.labels.length > 0 && w.categories.length === 0;
  const points = byLabel ? w.labels : w.categories;
  const sub = SUB_DATA[key];
  const columns: SheetColumn[] = [{ header: rowHeading(key, points, byLabel, l), format: 'text' }];
  w.series.forEach((s, i) => {
    columns.push({ header: s.name, format: i === percentAt ? 'percent' : money(s.currency ?? w.currency) });
    if (s.subData)
      columns.push(
        sub
          ? { header: l[sub.heading], format: sub.format }
          : { header: `${s.name} (${l.secondary})`, format: 'number' },
      );
  });
  const rows = points.map((point, p) => {
    const row: (string | number | null)[] = [point];
    w.series.forEach((s, i) => {
      const v = s.data[p] ?? null;
      row.push(v !== null && i === percentAt ? laborPercent(v) : v);
      if (s.subData) row.push(s.subData[p] ?? null);
    });
    return row;
  });
  // Totals that repeat a point (payments per channel, gift cards, liabilities) are not written twice.
  const written = new Set(points);
  for (const total of w.totals) if (!written.has(total.name)) rows.push([total.name, total.value]);
  return {
    kind: 'table',
    name,
    title: w.title,
    currencyCode: w.currencyCode,
    headline: w.conversion ? { label: l.value, value: w.conversion.value, format: money(w.conversion.currency) } : null,
    columns,
    rows,
  };
}

const sellingColumns = (l: SheetLabels): SheetColumn[] => [
  { header: l.location, format: 'text' },
  { header: l.product, format: 'text' },
  { header: l.price, format: 'currency' },
  { header: l.quantity, format: 'integer' },
  { header: l.revenue, format: 'currency' },
];
const sellingRow = (r: TopSellingRowFieldsFragment) => [
  r.location,
  r.product,
  r.productPrice,
  r.quantitySold,
  r.totalRevenue,
];

/** The sheet of one widget, named `name`. */
export function widgetSheet(key: string, name: string, data: WidgetData, l: SheetLabels): TableSheet {
  if ('series' in data) return chartSheet(key, name, data, l);
  const base = { kind: 'table' as const, name, title: data.title, headline: null, currencyCode: data.currencyCode };
  if ('text' in data) {
    const d = data as TopProductFiguresFragment;
    return {
      ...base,
      headline: { label: d.text || l.value, value: d.value, format: 'currency' },
      columns: sellingColumns(l),
      rows: d.rows.map(sellingRow),
    };
  }
  if ('rowsTotal' in data) {
    const d = data as LocationPerformanceFiguresFragment;
    return { ...base, columns: sellingColumns(l), rows: [...d.rows, d.rowsTotal].map(sellingRow) };
  }
  if ('totalRow' in data) {
    const d = data as EmployeePerformanceFiguresFragment;
    return {
      ...base,
      columns: [
        { header: l.location, format: 'text' },
        { header: l.employee, format: 'text' },
        { header: l.quantity, format: 'integer' },
        { header: l.sales, format: 'currency' },
      ],
      rows: [...d.rows, d.totalRow].map((r) => [r.location ?? null, r.employee, r.quantitySold, r.totalSales]),
    };
  }
  const d = data as LocationStatisticsFiguresFragment;
  return {
    ...base,
    columns: [
      { header: l.location, format: 'text' },
      { header: l.newGuests, format: 'integer' },
      { header: l.repeatGuests, format: 'integer' },
      { header: l.avgTicket, format: 'currency' },
      { header: l.events, format: 'integer' },
      { header: l.sales, format: 'currency' },
    ],
    rows: d.rows.map((r) => [r.name, r.newGuest, r.repeatGuest, r.avgTicket, r.events, r.sales]),
  };
}
