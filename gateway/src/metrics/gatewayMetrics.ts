/**
 * The gateway's Prometheus metrics: GraphQL operations by name and outcome with a latency
 * histogram, REST API calls by method and status with theirs, and the process's own (CPU,
 * memory, event-loop lag). Operation names come from callers, so only the first
 * MAX_OPERATION_NAMES distinct ones get a series; the rest count as "other", keeping the
 * series bounded whatever a caller sends.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import Fastify from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const MAX_OPERATION_NAMES = 300;
/** Seconds: a dashboard batch is tens of ms, the 70 s timeout is the ceiling. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 70];

export interface GatewayMetrics {
  registry: Registry;
  /** Apollo plugin timing each operation. */
  plugin: ApolloServerPlugin;
  /** Called by the upstream client once per REST call. */
  upstream(method: string, status: string, seconds: number): void;
}

export function createGatewayMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'marquee_gateway_' });
  const operations = new Histogram({
    name: 'marquee_graphql_operation_duration_seconds',
    help: 'GraphQL operations by name, type and outcome (ok or the first error code).',
    labelNames: ['operation', 'type', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const upstreamCalls = new Histogram({
    name: 'marquee_upstream_request_duration_seconds',
    help: 'Calls to the REST API by method and HTTP status (error: no answer).',
    labelNames: ['method', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const known = new Set<string>();
  const nameOf = (name: string | null | undefined) => {
    if (!name) return 'anonymous';
    if (known.has(name)) return name;
    if (known.size >= MAX_OPERATION_NAMES) return 'other';
    known.add(name);
    return name;
  };
  const plugin: ApolloServerPlugin = {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, operation, errors, response, request }) {
          const body = response.body;
          const first = errors?.[0] ?? (body.kind === 'single' ? body.singleResult.errors?.[0] : undefined);
          const code = first?.extensions?.code;
          operations.observe(
            {
              operation: nameOf(operationName ?? request.operationName),
              type: operation?.operation ?? 'unknown',
              status: first ? (typeof code === 'string' ? code : 'error') : 'ok',
            },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
  return {
    registry,
    plugin,
    upstream: (method, status, seconds) => upstreamCalls.observe({ method, status }, seconds),
  };
}

/**
 * Serves `registry` at GET /metrics on a port of its own (never the public one: operators scrape
 * it from inside their network, and public callers cannot read it or drive up its cost).
 */
export async function serveMetrics(registry: Registry, port: number, host: string) {
  const server = Fastify();
  server.get('/metrics', async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  const url = await server.listen({ port, host });
  return { url: `${url.replace('0.0.0.0', '127.0.0.1')}/metrics`, close: () => server.close() };
}
