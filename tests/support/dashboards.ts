/**
 * The full query of each dashboard (every widget field), as the web's dashboard screens send it;
 * shared by the integration tests and the benchmark (rest-api/bench/dashboards.ts).
 */
import { type DashboardKey, WIDGET_IDS } from '../../core/src/dashboards/ids.ts';

const CHART =
  '{ title currentSerie conversion { value ofTarget trendType trendCaption } categories labels series { name data subData } totals { name value } dataLabels }';
const SELECTION: Record<string, string> = {
  locationStatistics: '{ title rows { name newGuest repeatGuest avgTicket events sales currency } }',
  topProductSold: '{ title value subValue text rows { location product productPrice quantitySold totalRevenue } }',
  locationPerformance:
    '{ title columns rows { location product quantitySold totalRevenue } rowsTotal { quantitySold totalRevenue } }',
  employeePerformance:
    '{ title columns rows { locationId location employee quantitySold totalSales } totalRow { quantitySold totalSales } }',
};

export const DASHBOARD_KEYS = Object.keys(WIDGET_IDS) as DashboardKey[];

export function widgetFields(key: DashboardKey): string[] {
  return Object.keys(WIDGET_IDS[key]);
}

/** `query($filter: DashboardFilterInput!) { <key>(filter: $filter) { every widget } }` */
export function fullDashboardQuery(key: DashboardKey): string {
  const fields = widgetFields(key).map((f) => `${f} ${SELECTION[f] ?? CHART}`);
  return `query Full($filter: DashboardFilterInput!) { ${key}(filter: $filter) { ${fields.join(' ')} } }`;
}
