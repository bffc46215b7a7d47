/**
 * Widget figures kept in memory for as long as they are right. Every write to a master client's
 * dashboard facts raises its data version in the same transaction (refreshDashboardRollups), so
 * a figure computed at version v stays the answer to the same question until the version moves;
 * a call reads the version first (one small query, shared by the calls in flight) and answers
 * from memory when the same question was answered at that version. Many people of one master
 * client opening the same dashboards (the morning rush, a screen in every location) then cost one
 * computation per widget instead of one each, and identical calls in flight share one
 * computation. The key is everything the figures depend on; permissions are checked before a call
 * gets here and do not change the figures. Entries live at most CACHE_TTL_MS and CACHE_MAX.
 */
import type { Metric } from '@marquee/core/dashboards/metrics';
import type { WidgetData } from '@marquee/core/dashboards/widgets';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import type { MetricContext } from './context.ts';
import { computeMetric } from './registry.ts';

/** Unused this long, an answer leaves: memory held after a busy spell is given back. */
const CACHE_TTL_MS = 20_000;
/** A widget answer is a few kilobytes: at most a few megabytes in all. */
const CACHE_MAX = 2_000;

interface Caches {
  answers: LRUCache<string, Promise<WidgetData>>;
  versions: Map<number, Promise<number>>;
}

const perDatabase = new WeakMap<Executor, Caches>();

function cachesOf(db: Executor): Caches {
  let caches = perDatabase.get(db);
  if (!caches) {
    // Age counts from the last use: an answer stays right while its version holds, so only
    // answers nobody asks for any more leave (no recompute burst every CACHE_TTL_MS).
    caches = {
      answers: new LRUCache({ max: CACHE_MAX, ttl: CACHE_TTL_MS, updateAgeOnGet: true }),
      versions: new Map(),
    };
    perDatabase.set(db, caches);
  }
  return caches;
}

/** The master client's dashboard data version; calls arriving while it is read share the read. */
export function dataVersion(db: Executor, masterClientId: number): Promise<number> {
  const { versions } = cachesOf(db);
  const known = versions.get(masterClientId);
  if (known) return known;
  const pending = queryRows<{ version: unknown }>(
    db,
    sql`select version from dash_data_versions where master_client_id = ${masterClientId}`,
  )
    .then((rows) => Number(rows[0]?.version ?? 0))
    .finally(() => versions.delete(masterClientId));
  versions.set(masterClientId, pending);
  return pending;
}

export function metricKey(metric: Metric, ctx: MetricContext): string {
  // Temporal dates print as ISO text in JSON, so equal windows give equal keys.
  return JSON.stringify([ctx.masterClientId, metric, ctx.locationIds, ctx.filter, ctx.local]);
}

/** computeMetric, answered from memory when the same question was answered at this data version. */
export async function cachedMetric(metric: Metric, ctx: MetricContext): Promise<WidgetData> {
  const { answers } = cachesOf(ctx.db);
  const key = `${await dataVersion(ctx.db, ctx.masterClientId)} ${metricKey(metric, ctx)}`;
  const known = answers.get(key);
  if (known) return known;
  const pending = computeMetric(metric, ctx);
  answers.set(key, pending);
  // A failure is not an answer: the next call computes again.
  pending.catch(() => {
    if (answers.peek(key) === pending) answers.delete(key);
  });
  return pending;
}
