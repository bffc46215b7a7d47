/**
 * schema/dashboards.graphql: one query per dashboard, one field per widget. The dashboard field
 * only hands its filter down; each widget field the query selects makes its own REST call, all
 * of them concurrently, so a widget reloaded alone costs one call. A widget whose selection has
 * perTab asks for every tab in that call, so its tabs switch with no call at all. Access (menu
 * index on the query, widget id on each field) is applied by the @requires transform.
 */
import { type Metric, WIDGET_METRICS } from '@marquee/core/dashboards/metrics';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import type { LiabilityAging, Resolvers } from '../../generated/graphql.ts';
import { fetchGuestExport, fetchWidget, type WidgetArgs, widgetQuery } from './calls.ts';
import { assertWithinLimits } from './limits.ts';
import type { DashboardParent } from './parent.ts';
import { selectsPerTab } from './selection.ts';
import * as shape from './shapes.ts';

type Resolve<T> = (
  parent: DashboardParent,
  args: WidgetArgs,
  context: GatewayContext,
  info: GraphQLResolveInfo,
) => Promise<T>;

/** The widget's call, with every tab when its selection asks for perTab. */
const fetchSelected = (
  context: GatewayContext,
  metric: Metric,
  parent: DashboardParent,
  args: WidgetArgs,
  info: GraphQLResolveInfo,
) => fetchWidget(context, metric, parent, { ...args, allTabs: selectsPerTab(info) });

/** A chart widget field for each entry of `metrics` (widget field name → metric). */
function charts<K extends string>(metrics: Record<K, Metric>) {
  const out = {} as Record<K, Resolve<ReturnType<typeof shape.chart>>>;
  for (const [field, metric] of Object.entries(metrics) as [K, Metric][]) {
    out[field] = async (parent, args, context, info) =>
      shape.chart(await fetchSelected(context, metric, parent, args, info));
  }
  return out;
}

/** Checks the filter's bounds once for the whole dashboard, then hands it to the widget fields. */
const root = (
  _: unknown,
  { filter }: { filter: DashboardParent['filter'] },
  context: GatewayContext,
): DashboardParent => {
  assertWithinLimits(filter, context.timezoneOffset);
  return { filter };
};

const { locationStatistics, topProductSold, ...ownersBoxCharts } = WIDGET_METRICS.ownersBox;
const { employeePerformance, ...operationalCharts } = WIDGET_METRICS.operationalEfficiency;
const { locationPerformance, ...driveCharts } = WIDGET_METRICS.driveRevenue;

const resources = (_parent: DashboardParent, args: { locationCode: string }, context: GatewayContext) =>
  context.rest.get<{ name: string; code: string }[]>('/number-of-guests-resources', {
    src: 'lookup',
    locationCode: args.locationCode,
  });

export const dashboardResolvers: Resolvers = {
  Query: {
    ownersBox: root,
    operationalEfficiency: root,
    driveRevenue: root,
    guestExperience: root,
  },
  OwnersBoxDashboard: {
    ...charts(ownersBoxCharts),
    locationStatistics: async (parent, args, context, info) =>
      shape.locationStatistics(await fetchSelected(context, locationStatistics, parent, args, info)),
    topProductSold: async (parent, args, context, info) =>
      shape.topProduct(await fetchSelected(context, topProductSold, parent, args, info)),
    numberOfGuestsExport: (parent, args, context) => fetchGuestExport(context, parent, args),
    numberOfGuestsResources: resources,
  },
  OperationalEfficiencyDashboard: {
    ...charts(operationalCharts),
    employeePerformance: async (parent, args, context, info) =>
      shape.employeePerformance(await fetchSelected(context, employeePerformance, parent, args, info)),
    employeePerformanceProducts: async (_parent, { location }, context) => {
      const products = await context.rest.get<{ name: string }[]>('/dashboards/products', { src: 'lookup', location });
      return products.map((p) => p.name);
    },
  },
  DriveRevenueDashboard: {
    ...charts(driveCharts),
    locationPerformance: async (parent, args, context, info) =>
      shape.locationPerformance(await fetchSelected(context, locationPerformance, parent, args, info)),
    liabilityAging: (parent, _args, context) =>
      context.rest.get<LiabilityAging>('/dashboards/liabilities/aged', widgetQuery(parent, {})),
  },
  GuestExperienceDashboard: {
    ...charts(WIDGET_METRICS.guestExperience),
    numberOfGuestsExport: (parent, args, context) => fetchGuestExport(context, parent, args),
    numberOfGuestsResources: resources,
  },
};
