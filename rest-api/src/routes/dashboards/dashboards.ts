/**
 * GET /dashboards/{metric} (spec/2 §7): one route per metric, each answering
 * `{ data: { data: widget } }`. Scoped by the master client; readable by a caller holding view on
 * any widget id that shows the metric (core/dashboards/metrics.ts).
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type DashboardQueryParams, parseLocationIds, resolveFilter } from '@marquee/core/dashboards/filter';
import { DateRangeError, exportSegments, todayForOffset } from '@marquee/core/dashboards/dateRanges';
import { METRICS, type Metric, widgetIdsOfMetric } from '@marquee/core/dashboards/metrics';
import { TIMEZONE_OFFSET_HEADER } from '@marquee/core/constants';
import { Flag, hasFlag } from '@marquee/core/permissions';
import { sql } from 'drizzle-orm';
import type { MetricContext } from '../../dashboards/context.ts';
import { computeMetric, defaultTabOf } from '../../dashboards/registry.ts';
import { numberOfGuestsExport } from '../../dashboards/tables.ts';
import { queryRows } from '../../db/rows.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { envelope, obj } from '../../http/schemas.ts';
import { currentUser, requireMasterClient } from '../../plugins/auth.ts';
import { dashboardQuery, guestExportSchema, widgetSchema } from './schemas.ts';

export interface DashboardQuery extends DashboardQueryParams {
  masterClient?: string;
  location?: string;
  resources?: string;
  product?: string;
  isExport?: boolean;
}

/** 403 unless the caller holds `flag` on at least one of `indexes` (a metric shown by several widgets). */
export function requireAnyModule(indexes: readonly number[], flag: number): preHandlerAsyncHookHandler {
  return async (request) => {
    const { permissionBits, permissionChunkLength } = currentUser(request).permissions;
    if (!indexes.some((index) => hasFlag(permissionBits, permissionChunkLength, index, flag))) throw forbidden();
  };
}

function offsetOf(request: FastifyRequest): number {
  const raw = request.headers[TIMEZONE_OFFSET_HEADER];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isFinite(value) && Math.abs(value) <= 24 * 60 ? value : 0;
}

/** The caller's locations: those asked (or all), kept to the selected master client's. */
async function scopedLocations(app: FastifyInstance, masterClientId: number, asked: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    app.db,
    sql`select id from locations where master_client_id = ${masterClientId} order by id`,
  );
  const own = rows.map((r) => Number(r.id));
  return asked.length === 0 ? own : own.filter((id) => asked.includes(id));
}

export async function metricContext(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: DashboardQuery }>,
  metric: Metric,
): Promise<MetricContext> {
  const masterClientId = requireMasterClient(request);
  const q = request.query;
  const asked = parseLocationIds(q.locations);
  if (!asked) throw badRequest('locations must be a comma-separated list of location ids');
  try {
    return {
      db: app.db,
      masterClientId,
      locationIds: await scopedLocations(app, masterClientId, asked),
      filter: resolveFilter(q, todayForOffset(offsetOf(request)), defaultTabOf(metric)),
      local: {
        location: q.location || undefined,
        resources: q.resources
          ? q.resources
              .split(',')
              .map((r) => r.trim())
              .filter(Boolean)
          : undefined,
        product: q.product || undefined,
      },
    };
  } catch (error) {
    if (error instanceof DateRangeError) throw badRequest(error.message);
    throw error;
  }
}

export async function dashboardRoutes(app: FastifyInstance) {
  for (const metric of METRICS) {
    const response = metric === 'number-of-guests' ? { anyOf: [widgetSchema, guestExportSchema] } : widgetSchema;
    app.get<{ Querystring: DashboardQuery }>(
      `/dashboards/${metric}`,
      {
        schema: { querystring: dashboardQuery, response: envelope(obj({ data: response })) },
        preHandler: requireAnyModule(widgetIdsOfMetric(metric), Flag.view),
      },
      async (request) => {
        const ctx = await metricContext(app, request, metric);
        if (metric === 'number-of-guests' && request.query.isExport) {
          // One call per export segment on the client; a long window still answers in one piece.
          const segments = exportSegments(ctx.filter.dateRangeId, ctx.filter.window);
          const days = (await Promise.all(segments.map((w) => numberOfGuestsExport(ctx, w)))).flat();
          return { data: { data: { data: days } } };
        }
        return { data: { data: await computeMetric(metric, ctx) } };
      },
    );
  }
}
