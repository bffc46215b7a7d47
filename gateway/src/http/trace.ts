/**
 * The trace of each incoming request (W3C traceparent, core/traceparent): the caller's when it
 * sends a valid one, else a new trace. Kept per raw request so the log bindings and every
 * upstream call of that request name the same trace.
 */
import type { IncomingMessage } from 'node:http';
import { newTraceId, parseTraceparent, TRACEPARENT_HEADER } from '@marquee/core/traceparent';

const traces = new WeakMap<IncomingMessage, { traceId: string }>();

export function traceOf(req: IncomingMessage): { traceId: string } {
  let trace = traces.get(req);
  if (!trace) {
    trace = { traceId: parseTraceparent(req.headers[TRACEPARENT_HEADER])?.traceId ?? newTraceId() };
    traces.set(req, trace);
  }
  return trace;
}
