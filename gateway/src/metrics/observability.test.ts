/**
 * Following a request and counting them: the caller's W3C traceparent (or a new trace) goes to
 * every REST call as a child span and into the gateway's log lines; the metrics port answers
 * Prometheus text with operations by name and outcome and REST calls by status.
 */
import type { FastifyInstance } from 'fastify';
import { parseTraceparent } from '@marquee/core/traceparent';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.ts';
import { loadGatewayConfig } from '../config.ts';
import { type FakeUpstream, startFakeUpstream } from '../testing/fakeUpstream.ts';
import { gql } from '../testing/gateway.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER = `00-${TRACE}-00f067aa0ba902b7-01`;

let upstream: FakeUpstream;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await buildGateway(
    {
      ...loadGatewayConfig({ NODE_ENV: 'test' }),
      restApiUrl: upstream.url,
      logLevel: 'debug',
      webDist: '/nonexistent',
      host: '127.0.0.1',
      metricsPort: 0,
    },
    { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
  );
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.calls.length = 0;
  lines.length = 0;
});

describe('traceparent', () => {
  it("sends the caller's trace to every REST call as a new span, and logs it", async () => {
    await gql(app, '{ languages { id } }', { headers: { authorization: 'Bearer tok-director', traceparent: CALLER } });
    expect(upstream.calls.length).toBeGreaterThan(0);
    const spans = new Set<string>();
    for (const call of upstream.calls) {
      const sent = parseTraceparent(call.headers.traceparent);
      expect(sent?.traceId).toBe(TRACE);
      expect(sent?.parentId).not.toBe('00f067aa0ba902b7');
      spans.add(sent!.parentId);
    }
    expect(spans.size).toBe(upstream.calls.length);
    const logged = lines.filter((l) => l.traceId !== undefined);
    expect(logged.length).toBeGreaterThan(0);
    expect(new Set(logged.map((l) => l.traceId))).toEqual(new Set([TRACE]));
  });

  it('starts a trace of its own without one (or with a bad one), the same for all calls of the request', async () => {
    await gql(app, '{ languages { id } }', { headers: { authorization: 'Bearer tok-director', traceparent: 'junk' } });
    const traces = new Set(upstream.calls.map((c) => parseTraceparent(c.headers.traceparent)?.traceId));
    expect(traces.size).toBe(1);
    const [trace] = traces;
    expect(trace).toMatch(/^[0-9a-f]{32}$/);
    expect(lines.some((l) => l.traceId === trace)).toBe(true);
  });
});

describe('metrics', () => {
  it('serves Prometheus text on its own port: operations by name and outcome, REST calls by status', async () => {
    await gql(app, 'query Probe { health }');
    await gql(app, 'query Mine { locations { code } }');
    expect(app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const res = await fetch(app.metricsUrl!);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /marquee_graphql_operation_duration_seconds_count\{operation="Probe",type="query",status="ok"\} 1\b/,
    );
    expect(text).toMatch(
      /marquee_graphql_operation_duration_seconds_count\{operation="Mine",type="query",status="UNAUTHENTICATED"\} 1\b/,
    );
    expect(text).toMatch(/marquee_upstream_request_duration_seconds_count\{method="GET",status="\d{3}"\} \d+/);
    expect(text).toMatch(/marquee_gateway_process_cpu_seconds_total/);
    // Not on the public port.
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('keeps the operation series bounded whatever names callers send', async () => {
    for (let i = 0; i < 320; i++) await gql(app, `query N${i} { health }`);
    const text = await (await fetch(app.metricsUrl!)).text();
    const names = new Set([...text.matchAll(/operation="([^"]+)"/g)].map((m) => m[1]));
    // The first 300 names, then "other" (and "anonymous" for unnamed ones).
    expect(names.size).toBeLessThanOrEqual(302);
    expect(names.has('other')).toBe(true);
  });
});
