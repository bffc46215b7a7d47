/**
 * The REST call of a widget: `GET /dashboards/{metric}` with the dashboard filter, the widget's
 * tab (and allTabs when its figures per tab are selected) and its local filters as query
 * parameters, gathered with the other widgets of
 * the request into one batch (batch.ts). Identical calls of one GraphQL request share one entry.
 */
import type { Metric } from '@marquee/core/dashboards/metrics';
import type { GuestExportDay, WidgetData } from '@marquee/core/dashboards/widgets';
import type { GatewayContext } from '../../context.ts';
import type { DashboardTab, Maybe } from '../../generated/graphql.ts';
import type { Query } from '../../upstream/client.ts';
import { widgetLoader } from './batch.ts';
import { assertWithinLimits } from './limits.ts';
import type { DashboardParent } from './parent.ts';

export interface WidgetArgs {
  tab?: Maybe<DashboardTab>;
  location?: Maybe<string>;
  resources?: Maybe<readonly string[]>;
  product?: Maybe<string>;
  /** Also the widget for every tab (asked when the selection has perTab). */
  allTabs?: boolean;
}

export function widgetQuery({ filter }: DashboardParent, args: WidgetArgs): Query {
  return {
    locations: filter.locations?.length ? filter.locations.join(',') : undefined,
    dateRange: filter.dateRange ?? undefined,
    startDate: filter.startDate ?? undefined,
    endDate: filter.endDate ?? undefined,
    frequency: filter.frequency ?? undefined,
    rollingDataRange: filter.rollingDataRange ?? undefined,
    comparedTo: filter.comparedTo ?? undefined,
    realizedSales: filter.realizedSales ?? undefined,
    tab: args.tab ?? undefined,
    location: args.location ?? undefined,
    resources: args.resources?.length ? args.resources.join(',') : undefined,
    product: args.product ?? undefined,
    // Tabs apply only without a date range: none to compute otherwise.
    allTabs: args.allTabs && filter.dateRange == null ? true : undefined,
  };
}

export async function fetchWidget(
  context: GatewayContext,
  metric: Metric,
  parent: DashboardParent,
  args: WidgetArgs,
): Promise<WidgetData> {
  return widgetLoader(context).load({ metric, query: widgetQuery(parent, args) });
}

export async function fetchGuestExport(
  context: GatewayContext,
  parent: DashboardParent,
  args: WidgetArgs,
): Promise<GuestExportDay[]> {
  assertWithinLimits(parent.filter, context.timezoneOffset, true);
  const answer = await context.rest.get<{ data: { data: GuestExportDay[] } }>('/dashboards/number-of-guests', {
    ...widgetQuery(parent, args),
    isExport: true,
  });
  return answer.data.data;
}
