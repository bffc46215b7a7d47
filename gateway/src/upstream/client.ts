import { MAX_QUERY_VALUE_LENGTH, TIMEZONE_OFFSET_HEADER } from '@marquee/core/constants';
import { childTraceparent, newTraceId, TRACEPARENT_HEADER } from '@marquee/core/traceparent';
import { ErrorCode } from '@marquee/core/errors';
import { message } from '@marquee/core/messages/en';
import type { Readable } from 'node:stream';
import { BalancedPool, type Dispatcher, Pool } from 'undici';
import { fromUpstreamStatus, GatewayError, timeout, upstreamUnavailable } from '../errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** One REST call with everything spec/1 §7 says every call carries. */
export interface UpstreamCall {
  method: HttpMethod;
  /** Path under REST_API_URL; may carry its own query string (e.g. `/location?src=lookup`). */
  path: string;
  query?: Query;
  body?: unknown;
  /**
   * A POST that only reads (a batch of reads too long for a query string): like a GET it leaves
   * the request's read cache and the sessions' identities as they are.
   */
  read?: boolean;
  token: string | null;
  masterClient: number | null;
  timezoneOffset: number;
  requestId: string;
  /** The incoming request's trace: each call goes as a new span of it (a new trace without one). */
  traceId?: string;
  /** Aborts the call when the browser goes away; the timeout is added here. */
  signal?: AbortSignal;
  /** A body passed through as it streams in (an uploaded file) instead of `body` as JSON. */
  raw?: { stream: Readable; contentType: string };
  /** The answer's text as it is (a CSV download) instead of the `data` of a JSON answer. */
  text?: boolean;
}

export interface UpstreamClient {
  /** The `data` of a `{ data }` answer, or a GatewayError with a stable code. */
  call<T>(call: UpstreamCall): Promise<T>;
  /** Whether the REST API answers its readiness probe. */
  ready(): Promise<boolean>;
  /** A public file of the REST API (a stored image) as it answered: status, type, caching, bytes. */
  file(path: string): Promise<UpstreamFile>;
  close(): Promise<void>;
}

export interface UpstreamFile {
  status: number;
  contentType?: string;
  cacheControl?: string;
  body: Buffer;
}

export interface UpstreamOptions {
  /** The REST API's base URL, or its replicas' URLs separated by commas (one path for all). */
  baseUrl: string;
  timeoutMs: number;
  /** Keep-alive connections to the REST API at most (UPSTREAM_CONNECTIONS); more calls wait in line. */
  connections?: number;
  /** Told of every REST call: method, HTTP status ('error' without an answer), seconds. */
  onCall?: (method: string, status: string, seconds: number) => void;
}

/**
 * Enough to keep the REST API's event loop and database pool busy; beyond it calls queue in
 * undici in arrival order rather than opening a connection each (about 640 under 50 sessions).
 */
export const DEFAULT_UPSTREAM_CONNECTIONS = 32;

/** No response at all: spec/1 §8 'Network error: Unable to reach the server'. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);
const UNDICI_TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const READY_TIMEOUT_MS = 3000;

/**
 * With several REST API replicas, a call that a replica never handled is sent to another: a
 * refused connection (the replica is down) and a 503 (Fastify answers it to requests arriving
 * while it shuts down; the REST API's routes never answer 503 themselves) both mean the request
 * was not processed, so resending is safe whatever the method. A connection reset (a replica
 * closing its idle keep-alive connections as it stops) may have cut a request it had started, so
 * only reads are resent then. `send(attempt)` goes through the balanced pool first, then to each
 * replica in turn (the balanced pool could pick the one that just failed again before it lowers
 * its weight: a read failed that way once in a rolling restart), two rounds at most.
 */
async function sendToAReplica(
  send: (attempt: number) => Promise<Dispatcher.ResponseData>,
  replicas: number,
  idempotent: boolean,
) {
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= replicas * 2 + 1;
    try {
      const res = await send(attempt);
      if (res.statusCode !== 503 || last) return res;
      await res.body.dump();
    } catch (error) {
      const code = errorCode(error);
      const resendable = code === 'ECONNREFUSED' || (idempotent && UNREACHABLE.has(code));
      if (last || !resendable) throw error;
    }
  }
}

/** Created once per gateway: one keep-alive pool to the REST API shared by every request. */
export function createUpstreamClient({
  baseUrl,
  timeoutMs,
  connections = DEFAULT_UPSTREAM_CONNECTIONS,
  onCall,
}: UpstreamOptions): UpstreamClient {
  const bases = baseUrl.split(',').map((raw) => new URL(raw));
  const basePath = bases[0]!.pathname.replace(/\/+$/, '');
  // undici's own timers back up the AbortSignal (they default to 300 s). With `connections`
  // bounded, calls beyond it wait in the pool's queue, first come first served. Several REST API
  // replicas share one balanced pool: undici spreads calls over them and sends fewer to one
  // that fails until it answers again.
  const options = { headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connections };
  const observe = onCall ?? (() => undefined);
  const pool =
    bases.length === 1
      ? new Pool(bases[0]!.origin, options)
      : new BalancedPool(
          bases.map((b) => b.origin),
          options,
        );
  // Each replica on its own, for resending a call none processed to every one in turn.
  const replicas = bases.length === 1 ? [] : bases.map((b) => new Pool(b.origin, options));
  const dispatcherFor = (attempt: number) =>
    attempt === 1 || replicas.length === 0 ? pool : replicas[(attempt - 2) % replicas.length]!;

  async function call<T>(c: UpstreamCall): Promise<T> {
    refuseOverlongQuery(c.query);
    const timer = AbortSignal.timeout(timeoutMs);
    const signal = c.signal ? AbortSignal.any([timer, c.signal]) : timer;
    const headers: Record<string, string> = {
      accept: 'application/json',
      [TIMEZONE_OFFSET_HEADER]: String(c.timezoneOffset),
      'x-request-id': c.requestId,
      [TRACEPARENT_HEADER]: childTraceparent(c.traceId ?? newTraceId()),
    };
    if (c.token) headers.authorization = `Bearer ${c.token}`;
    if (c.body !== undefined) headers['content-type'] = 'application/json';
    if (c.raw) headers['content-type'] = c.raw.contentType;
    try {
      const send = (attempt: number) =>
        dispatcherFor(attempt).request({
          method: c.method,
          path: pathWithQuery(basePath, c),
          headers,
          body: c.raw ? c.raw.stream : c.body === undefined ? null : JSON.stringify(c.body),
          signal,
        });
      const started = performance.now();
      const res = await sendToAReplica(send, bases.length, c.method === 'GET').catch((error: unknown) => {
        observe(c.method, 'error', (performance.now() - started) / 1000);
        throw error;
      });
      const text = await res.body.text();
      observe(c.method, String(res.statusCode), (performance.now() - started) / 1000);
      const parsed = c.text && res.statusCode === 200 ? null : parseJson(text);
      if (res.statusCode < 200 || res.statusCode >= 300) throw fromUpstreamStatus(res.statusCode, parsed);
      if (c.text) return text as T;
      if (text === '') return undefined as T;
      if (typeof parsed !== 'object' || parsed === null || !('data' in parsed)) {
        throw new GatewayError(ErrorCode.internal, 'Invalid response from the server', {
          upstreamStatus: res.statusCode,
        });
      }
      return parsed.data as T;
    } catch (error) {
      if (error instanceof GatewayError) throw error;
      if (timer.aborted || UNDICI_TIMEOUTS.has(errorCode(error))) throw timeout();
      if (c.signal?.aborted) throw new GatewayError(ErrorCode.internal, 'Request cancelled');
      if (UNREACHABLE.has(errorCode(error))) throw upstreamUnavailable();
      throw new GatewayError(ErrorCode.internal, 'Something went wrong', { cause: errorCode(error) || 'unknown' });
    }
  }

  async function ready(): Promise<boolean> {
    try {
      const res = await pool.request({
        method: 'GET',
        path: `${basePath}/ready`,
        signal: AbortSignal.timeout(READY_TIMEOUT_MS),
      });
      await res.body.dump();
      return res.statusCode === 200;
    } catch {
      return false;
    }
  }

  async function file(path: string): Promise<UpstreamFile> {
    try {
      const res = await pool.request({
        method: 'GET',
        path: `${basePath}${path}`,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const header = (name: string) => {
        const value = res.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const body = Buffer.from(await res.body.arrayBuffer());
      return {
        status: res.statusCode,
        contentType: header('content-type'),
        cacheControl: header('cache-control'),
        body,
      };
    } catch (error) {
      if (UNREACHABLE.has(errorCode(error))) throw upstreamUnavailable();
      throw error;
    }
  }

  return {
    call,
    ready,
    file,
    close: async () => {
      await Promise.all([pool.close(), ...replicas.map((r) => r.close())]);
    },
  };
}

/** Adds `masterClient` to every call, the literal `null` when none is selected (spec/1 §7). */
/**
 * a 1 MB search went into the REST API's URL, which no server takes (it answered
 * "Exceeded maximum allowed HTTP header size", shown even in production). A query value longer
 * than core's MAX_QUERY_VALUE_LENGTH is the caller's input: refused here as BAD_USER_INPUT naming
 * the field, before anything is sent.
 */
export function refuseOverlongQuery(query: UpstreamCall['query']): void {
  for (const [field, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    let length = 0;
    for (const v of values) length += v === undefined || v === null ? 0 : String(v).length;
    if (length <= MAX_QUERY_VALUE_LENGTH) continue;
    const limit = { limit: MAX_QUERY_VALUE_LENGTH };
    const text = message('validation.tooLongToSend', limit);
    throw new GatewayError(ErrorCode.badUserInput, text, {
      fields: { [field]: text },
      fieldKeys: { [field]: { key: 'validation.tooLongToSend', values: limit } },
    });
  }
}

export function pathWithQuery(basePath: string, c: Pick<UpstreamCall, 'path' | 'query' | 'masterClient'>): string {
  const url = new URL(c.path, 'http://upstream.invalid');
  for (const [key, value] of Object.entries(c.query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const v of values) if (v !== undefined) url.searchParams.append(key, v === null ? 'null' : String(v));
  }
  url.searchParams.set('masterClient', c.masterClient === null ? 'null' : String(c.masterClient));
  return `${basePath}${url.pathname}${url.search}`;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  // Connection failures sometimes arrive wrapped (AggregateError of the tried addresses, or a cause).
  const cause = (error as { cause?: unknown }).cause;
  if (cause) return errorCode(cause);
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 ? errorCode(errors[0]) : '';
}
