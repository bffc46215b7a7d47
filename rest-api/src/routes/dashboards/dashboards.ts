/**
 * GET /dashboards/{metric} (spec/2 §7): one route per metric, each answering
 * `{ data: { data: widget } }`. Scoped by the master client; allowed exactly when a GraphQL field
 * making the call would be (core/dashboards/access.ts: the dashboard's view and the widget's
 * view, or update-and-execute for the export). Filters beyond core/dashboards/limits.ts are
 * refused with 400 before any query runs.
 */
import { viewCurrency } from '@marquee/core/dashboards/currency';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { type DashboardQueryParams, parseLocationIds, resolveFilter } from '@marquee/core/dashboards/filter';
import { DateRangeError, TABS, todayAt } from '@marquee/core/dashboards/dateRanges';
import type { WidgetData } from '@marquee/core/dashboards/widgets';
import { type DashboardCall, mayCall } from '@marquee/core/dashboards/access';
import { filterLimitProblem } from '@marquee/core/dashboards/limits';
import { METRICS, type Metric } from '@marquee/core/dashboards/metrics';
import { MAX_IDS_PER_LIST, TIMEZONE_OFFSET_HEADER } from '@marquee/core/constants';
import { message } from '@marquee/core/messages/en';
import type { MetricContext } from '../../dashboards/context.ts';
import { cachedMetric } from '../../dashboards/cache.ts';
import { defaultTabOf } from '../../dashboards/registry.ts';
import { numberOfGuestsExport } from '../../dashboards/tables.ts';
import { badRequest, forbidden, HttpError, TEXT } from '../../http/errors.ts';
import { schemaErrorFields } from '../../plugins/errors.ts';
import { envelope, obj } from '../../http/schemas.ts';
import { currentUser, requireMasterClient } from '../../plugins/auth.ts';
import { batchBody, batchCallQuery, batchResults, dashboardQuery, guestExportSchema, widgetSchema } from './schemas.ts';
import { liabilityAging } from '../../dashboards/liabilityAging.ts';
import { masterClientLocations } from '../../dashboards/locations.ts';
import { firstDataDayNow } from '../../dashboards/firstDataDay.ts';

export interface DashboardQuery extends DashboardQueryParams {
  masterClient?: string;
  location?: string;
  resources?: string;
  product?: string;
  isExport?: boolean;
  /** Also answer the widget for every tab (ignored when a date range is named). */
  allTabs?: boolean;
}

/** 403 unless some dashboard field making this call is open to the caller (core's table). */
export function requireDashboardCall(call: (request: FastifyRequest) => DashboardCall): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!mayCall(currentUser(request).permissions, call(request))) throw forbidden();
  };
}

/** "a,b" → ['a', 'b'] (blanks dropped); refused beyond MAX_IDS_PER_LIST entries. */
function codeList(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const codes = text
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  if (codes.length > MAX_IDS_PER_LIST) throw badRequest(message('validation.tooManyIds', { limit: MAX_IDS_PER_LIST }));
  return codes;
}

function offsetOf(request: FastifyRequest): number {
  const raw = request.headers[TIMEZONE_OFFSET_HEADER];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isFinite(value) && Math.abs(value) <= 24 * 60 ? value : 0;
}

/** The caller's locations: those asked (or all), kept to the selected master client's. */
async function scopedLocations(app: FastifyInstance, masterClientId: number, asked: number[]) {
  const own = await masterClientLocations(app.db, masterClientId);
  return asked.length === 0 ? own : own.filter((l) => asked.includes(l.id));
}

export async function metricContext(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: DashboardQuery }>,
  metric: Metric,
): Promise<MetricContext> {
  return contextOf(app, requireMasterClient(request), request.query, offsetOf(request), metric);
}

/** The filter of one widget call, resolved; 400 for a filter beyond core's limits. */
function filterOf(app: FastifyInstance, q: DashboardQuery, offset: number, metric: Metric): MetricContext['filter'] {
  let filter: MetricContext['filter'];
  try {
    // Today by the app's clock (RestConfig.now): tests set it to the demo data's anchor day.
    const now = Temporal.Instant.fromEpochMilliseconds(app.config.now().getTime());
    filter = resolveFilter(q, todayAt(now, offset), defaultTabOf(metric));
  } catch (error) {
    if (error instanceof DateRangeError) throw badRequest(error.message);
    throw error;
  }
  const problem = filterLimitProblem(filter, metric === 'number-of-guests' && q.isExport === true);
  if (problem) throw badRequest(message(problem.key, problem.values));
  return filter;
}

/** The scope and resolved filter of one widget call; 400 for a filter beyond core's limits. */
async function contextOf(
  app: FastifyInstance,
  masterClientId: number,
  q: DashboardQuery,
  offset: number,
  metric: Metric,
): Promise<MetricContext> {
  const asked = parseLocationIds(q.locations);
  if (!asked) throw badRequest('locations must be a comma-separated list of location ids');
  if (asked.length > MAX_IDS_PER_LIST) throw badRequest(message('validation.tooManyIds', { limit: MAX_IDS_PER_LIST }));
  const filter = filterOf(app, q, offset, metric);
  const scope = await scopedLocations(app, masterClientId, asked);
  return {
    db: app.db,
    masterClientId,
    locationIds: scope.map((l) => l.id),
    currency: viewCurrency(scope.map((l) => l.currency)),
    currencies: new Map(scope.map((l) => [l.id, l.currency])),
    filter,
    firstDataDay: await firstDataDayNow(app.db, masterClientId),
    local: { location: q.location || undefined, resources: codeList(q.resources), product: q.product || undefined },
  };
}

/**
 * A widget's answer. With allTabs and no date range it carries the widget for every tab too,
 * so switching tabs needs no call: one call per widget, the scope and
 * first data day read once, the tabs computed side by side (each cached like a call of its own).
 * A tab whose filter core's limits refuse (a frequency its week cannot take) is left out.
 */
async function widgetAnswer(
  app: FastifyInstance,
  ctx: MetricContext,
  q: DashboardQuery,
  offset: number,
  metric: Metric,
): Promise<WidgetData> {
  const main = cachedMetric(metric, ctx);
  if (!q.allTabs || q.dateRange != null) return main;
  const tabs = TABS.flatMap((tab) => {
    if (tab === ctx.filter.tab) return [main];
    try {
      return [cachedMetric(metric, { ...ctx, filter: filterOf(app, { ...q, tab }, offset, metric) })];
    } catch (error) {
      if (error instanceof HttpError) return [];
      throw error;
    }
  });
  const [answer, perTab] = await Promise.all([main, Promise.all(tabs)]);
  return { ...answer, perTab };
}

const callOf =
  (metric: Metric) =>
  (request: FastifyRequest): DashboardCall =>
    metric === 'number-of-guests' && (request.query as DashboardQuery).isExport
      ? { kind: 'guestExport' }
      : { kind: 'metric', metric };

export async function dashboardRoutes(app: FastifyInstance) {
  for (const metric of METRICS) {
    const response = metric === 'number-of-guests' ? { anyOf: [widgetSchema, guestExportSchema] } : widgetSchema;
    app.get<{ Querystring: DashboardQuery }>(
      `/dashboards/${metric}`,
      {
        schema: { querystring: dashboardQuery, response: envelope(obj({ data: response })) },
        preHandler: requireDashboardCall(callOf(metric)),
      },
      async (request) => {
        const ctx = await metricContext(app, request, metric);
        if (metric === 'number-of-guests' && request.query.isExport) {
          // One export segment per call (core's limits refuse longer windows); the client splits.
          return { data: { data: { data: await numberOfGuestsExport(ctx, ctx.filter.window) } } };
        }
        return { data: { data: await widgetAnswer(app, ctx, request.query, offsetOf(request), metric) } };
      },
    );
  }
  // The liability view: aged balances per location, under the Liabilities widget's permission.
  app.get<{ Querystring: DashboardQuery }>(
    '/dashboards/liabilities/aged',
    {
      schema: { querystring: dashboardQuery },
      preHandler: requireDashboardCall(() => ({ kind: 'metric', metric: 'liabilities' })),
    },
    async (request) => ({ data: await liabilityAging(await metricContext(app, request, 'liabilities')) }),
  );
  await app.register(dashboardBatchRoute);
}

interface BatchCall {
  metric: Metric;
  query: DashboardQuery;
}

/** One widget call of a batch: its data, or its error as the GET route would have answered it. */
async function batchItem(app: FastifyInstance, request: FastifyRequest, call: BatchCall, masterClientId: number) {
  try {
    if (!mayCall(currentUser(request).permissions, { kind: 'metric', metric: call.metric })) throw forbidden();
    const valid = request.compileValidationSchema(batchCallQuery, 'querystring');
    if (!valid(call.query)) {
      const { fields, fieldKeys } = schemaErrorFields(valid.errors ?? []);
      throw new HttpError(400, message('validation.fillRequired'), fields, fieldKeys);
    }
    const ctx = await contextOf(app, masterClientId, call.query, offsetOf(request), call.metric);
    return { data: await widgetAnswer(app, ctx, call.query, offsetOf(request), call.metric), error: null };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      const { statusCode: status, message: text, fields, fieldKeys } = error;
      return { data: null, error: { status, message: text, fields, fieldKeys } };
    }
    // A database or programming fault: the detail to the log only, as the error handler does.
    request.log.error({ err: error, metric: call.metric }, 'dashboard batch call failed');
    return { data: null, error: { status: 500, message: TEXT.internal } };
  }
}

/**
 * POST /dashboards/batch: the widget calls of one dashboard load in one request, so a dashboard
 * costs one session check, one tenancy check and one round trip instead of one per widget (about
 * fifteen). Each call is checked and answered as `GET /dashboards/{metric}` would answer it, in
 * the order asked; one call failing fails only its own entry. Only reads: the export and the
 * lookups keep their GET routes.
 */
async function dashboardBatchRoute(app: FastifyInstance) {
  app.post<{ Body: { calls: BatchCall[] } }>(
    '/dashboards/batch',
    { schema: { querystring: dashboardQuery, body: batchBody, response: envelope(batchResults) } },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const results = await Promise.all(
        request.body.calls.map((call) => batchItem(app, request, call, masterClientId)),
      );
      return { data: { results } };
    },
  );
}
