/**
 * A dashboard's widget calls, gathered into one REST call. The widget fields of one GraphQL
 * request are resolved together; each asks this loader for its metric, and after that round the
 * loader sends them all as one `POST /dashboards/batch` (a single call goes as its own
 * `GET /dashboards/{metric}`, as a widget reloaded alone does). One session check and one round
 * trip per dashboard instead of one per widget; each widget still gets its own data or its own
 * error, so one failing widget is null while the others arrive (spec/2 §7).
 */
import type { Metric } from '@marquee/core/dashboards/metrics';
import { MAX_BATCH_CALLS } from '@marquee/core/dashboards/limits';
import type { WidgetData } from '@marquee/core/dashboards/widgets';
import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.ts';
import { fromUpstreamStatus } from '../../errors.ts';
import type { Query } from '../../upstream/client.ts';

export interface WidgetCall {
  metric: Metric;
  query: Query;
}

interface BatchResult {
  data: WidgetData | null;
  /** As the GET route's error body: the English texts and their catalogue keys per field. */
  error: { status: number; message: string; fields?: Record<string, string>; fieldKeys?: unknown } | null;
}

const loaders = new WeakMap<GatewayContext, DataLoader<WidgetCall, WidgetData, string>>();

async function load(context: GatewayContext, calls: readonly WidgetCall[]): Promise<(WidgetData | Error)[]> {
  if (calls.length === 1) {
    const [{ metric, query }] = calls as [WidgetCall];
    const answer = await context.rest.get<{ data: WidgetData }>(`/dashboards/${metric}`, query);
    return [answer.data];
  }
  const answer = await context.rest.call<{ results: BatchResult[] }>({
    method: 'POST',
    path: '/dashboards/batch',
    body: { calls },
    read: true,
  });
  return answer.results.map((r, i) => {
    if (r.data && !r.error) return r.data;
    const error = fromUpstreamStatus(r.error?.status ?? 500, r.error ?? {});
    const level = (r.error?.status ?? 500) >= 500 ? 'warn' : 'debug';
    context.log[level]({ metric: calls[i]?.metric, code: error.extensions.code }, 'dashboard widget call failed');
    return error;
  });
}

/** The request's loader; widgets resolved in the same round share one batch. */
export function widgetLoader(context: GatewayContext): DataLoader<WidgetCall, WidgetData, string> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader((calls) => load(context, calls), {
      // After the whole round of field resolvers (their access checks await the session first).
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
      maxBatchSize: MAX_BATCH_CALLS,
      cacheKeyFn: (call) => JSON.stringify(call),
    });
    loaders.set(context, loader);
  }
  return loader;
}
