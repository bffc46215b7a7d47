import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { laborPercent } from '@marquee/core/dashboards/display';
import type {
  ChartWidgetFiguresFragment,
  EmployeePerformanceFiguresFragment,
  LocationPerformanceFiguresFragment,
  LocationStatisticsFiguresFragment,
  TopProductFiguresFragment,
  TopSellingRowFieldsFragment,
} from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { type CartesianSeries, CartesianChart } from './charts/CartesianChart.tsx';
import { ChartLegend } from './charts/ChartLegend.tsx';
import { HeatMap } from './charts/HeatMap.tsx';
import { RadialChart } from './charts/RadialChart.tsx';
import { WidgetTable } from './tables/WidgetTable.tsx';
import { useWidgetFormat, type WidgetFormat } from './useWidgetFormat.ts';
import type { WidgetData } from './widgetData.ts';

const NONE: ReadonlySet<number> = new Set();

const useStyles = makeStyles({
  product: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface WidgetBodyProps {
  /** The widget's field name (decides a few special renderings). */
  widgetKey: string;
  data: WidgetData;
  /** Small cards draw a short sparkline. */
  compact?: boolean;
}

/** Series whose values are labour-cost percentages in hundredths. */
const isPercentSeries = (key: string, name: string, i: number) =>
  key === 'laborCostByHour' && (i === 2 || /percent/i.test(name));

function cartesianSeries(key: string, w: ChartWidgetFiguresFragment, f: WidgetFormat): CartesianSeries[] {
  const mixed = w.series.some((s) => s.currency) && w.series.some((s) => s.currency === false);
  return w.series.map((s, i) => {
    const money = s.currency ?? w.currency;
    if (isPercentSeries(key, s.name, i)) {
      return {
        name: s.name,
        data: s.data.map(laborPercent),
        kind: 'line',
        secondary: true,
        format: f.percent,
        axisFormat: f.percent,
      };
    }
    const format = (v: number) => f.value(v, money);
    const axisFormat = (v: number) => f.compact(v, money);
    if (w.chartType === 'area' || w.chartType === 'card')
      return { name: s.name, data: s.data, kind: 'area', format, axisFormat };
    // Lines of mixed units: counts as bars, money as a line on the right-hand axis.
    if (w.chartType === 'line' && mixed)
      return { name: s.name, data: s.data, kind: money ? 'line' : 'bar', secondary: !!money, format, axisFormat };
    // Bars of mixed units (revenue and items per class): counts on their own right-hand axis,
    // never dollars and counts against one scale.
    return {
      name: s.name,
      data: s.data,
      kind: w.chartType === 'line' ? 'line' : 'bar',
      secondary: mixed && !money,
      format,
      axisFormat,
    };
  });
}

function ChartBody({
  widgetKey,
  data: w,
  compact,
}: {
  widgetKey: string;
  data: ChartWidgetFiguresFragment;
  compact?: boolean;
}) {
  const f = useWidgetFormat();
  const t = useT();
  const format = (v: number) => f.value(v, w.currency);
  if (widgetKey === 'topPostalCodes') {
    const s = w.series[0];
    const codes = w.labels.length ? w.labels : w.categories;
    return (
      <WidgetTable
        label={w.title}
        columns={[
          { header: t('dashboards.col.postalCode') },
          { header: t('dashboards.col.guests'), numeric: true },
          { header: t('dashboards.col.revenue'), numeric: true },
        ]}
        rows={codes.map((code, i) => [code, f.number(s?.data[i] ?? 0), f.money(s?.subData?.[i] ?? 0)])}
      />
    );
  }
  if (w.chartType === 'pie' || w.chartType === 'doughnut' || w.chartType === 'polarArea') {
    const labels = w.labels.length ? w.labels : w.series[0] ? w.categories : w.totals.map((x) => x.name);
    const values = w.series[0]?.data ?? w.totals.map((x) => x.value);
    return (
      <RadialChart
        kind={w.chartType === 'polarArea' ? 'polar' : w.chartType}
        labels={labels}
        values={values}
        format={format}
        toggleLegend={w.chartType === 'pie'}
        label={w.title}
      />
    );
  }
  if (w.chartType === 'heatmap') {
    return <HeatMap categories={w.categories} rows={w.series} format={format} label={w.title} />;
  }
  // A card over a single bucket has nothing to draw beyond its headline.
  if (compact && w.categories.length < 2) return null;
  return (
    <>
      <CartesianChart
        categories={w.categories}
        series={cartesianSeries(widgetKey, w, f)}
        stacked={w.stacked}
        dataLabels={w.dataLabels}
        sparkline={compact}
        height={compact ? 64 : 220}
        label={w.title}
      />
      {!compact && w.series.length > 1 && <ChartLegend labels={w.series.map((s) => s.name)} hidden={NONE} />}
    </>
  );
}

function sellingRows(rows: readonly TopSellingRowFieldsFragment[], f: WidgetFormat) {
  return rows.map((r) => [
    r.location,
    r.product ?? '',
    r.productPrice == null ? '' : f.money(r.productPrice, r.currency),
    f.number(r.quantitySold),
    f.money(r.totalRevenue, r.currency),
  ]);
}

/** The chart or table of a widget, chosen by its shape and chart type. */
export function WidgetBody({ widgetKey, data, compact }: WidgetBodyProps) {
  const t = useT();
  const f = useWidgetFormat();
  const styles = useStyles();
  if ('series' in data) return <ChartBody widgetKey={widgetKey} data={data} compact={compact} />;
  const selling = [
    { header: t('dashboards.col.location') },
    { header: t('dashboards.col.product') },
    { header: t('dashboards.col.price'), numeric: true },
    { header: t('dashboards.col.quantity'), numeric: true },
    { header: t('dashboards.col.revenue'), numeric: true },
  ];
  if ('text' in data) {
    const d = data as TopProductFiguresFragment;
    return (
      <div className={styles.product}>
        <Text weight="semibold">{d.text}</Text>
        <Text size={200} className={styles.muted}>
          {t('dashboards.topProduct.sold', { count: f.number(d.subValue) })}
        </Text>
        <WidgetTable
          label={d.title}
          columns={[selling[0]!, selling[3]!, selling[4]!]}
          // Every row is the headline product, per location: they add up to the headline.
          rows={sellingRows(d.rows, f).map((r) => [r[0], r[3], r[4]])}
        />
      </div>
    );
  }
  if ('rowsTotal' in data) {
    const d = data as LocationPerformanceFiguresFragment;
    return (
      <WidgetTable
        label={d.title}
        columns={selling}
        rows={sellingRows(d.rows, f)}
        total={sellingRows([d.rowsTotal], f)[0]}
      />
    );
  }
  if ('totalRow' in data) {
    const d = data as EmployeePerformanceFiguresFragment;
    const row = (r: EmployeePerformanceFiguresFragment['totalRow']) => [
      r.location ?? '',
      r.employee,
      f.number(r.quantitySold),
      f.money(r.totalSales),
    ];
    return (
      <WidgetTable
        label={d.title}
        columns={[
          { header: t('dashboards.col.location') },
          { header: t('dashboards.col.employee') },
          { header: t('dashboards.col.quantity'), numeric: true },
          { header: t('dashboards.col.sales'), numeric: true },
        ]}
        rows={d.rows.map(row)}
        total={row(d.totalRow)}
      />
    );
  }
  const d = data as LocationStatisticsFiguresFragment;
  return (
    <WidgetTable
      label={d.title}
      columns={[
        { header: t('dashboards.col.location') },
        { header: t('dashboards.col.newGuests'), numeric: true },
        { header: t('dashboards.col.repeatGuests'), numeric: true },
        { header: t('dashboards.col.avgTicket'), numeric: true },
        { header: t('dashboards.col.events'), numeric: true },
        { header: t('dashboards.col.sales'), numeric: true },
      ]}
      rows={d.rows.map((r) => [
        r.name,
        f.number(r.newGuest),
        f.number(r.repeatGuest),
        f.money(r.avgTicket, r.currency),
        f.number(r.events),
        f.money(r.sales, r.currency),
      ])}
    />
  );
}

/** Whether a widget has nothing to show. */
export function isEmptyWidget(data: WidgetData): boolean {
  if ('series' in data)
    return data.series.every((s) => s.data.length === 0) && data.totals.length === 0 && !data.conversion;
  if ('rows' in data) return data.rows.length === 0 && !('text' in data && data.text);
  return false;
}
