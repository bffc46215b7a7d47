/**
 * The REST API's Prometheus metrics: requests by route template (never the raw URL, so the
 * series stay bounded), method and status with a latency histogram; the database pool's
 * connections (in use, idle, callers waiting); the job queue's depth and the age of its oldest
 * waiting job; and the process's own (CPU, memory, event-loop lag). Pool and queue are read when
 * scraped, so they cost nothing between scrapes.
 */
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';

const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 70];

export function createRestMetrics(app: FastifyInstance, database: Database): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'marquee_rest_' });
  const requests = new Histogram({
    name: 'marquee_rest_request_duration_seconds',
    help: 'REST API requests by route template, method and HTTP status.',
    labelNames: ['route', 'method', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'marquee_rest_db_pool_connections',
    help: 'Database pool connections by state: busy, idle, and callers waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'busy' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  const queueJobs = async () => {
    const [row] = await queryRows<{ depth: number; age: number }>(
      database.db,
      sql`select count(*)::int as depth,
            coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as age
          from pgboss.job where state in ('created', 'retry') and start_after <= now()`,
    );
    return { depth: Number(row?.depth ?? 0), age: Number(row?.age ?? 0) };
  };
  new Gauge({
    name: 'marquee_rest_queue_depth',
    help: 'Jobs due and waiting in the job queue (all queues).',
    registers: [registry],
    async collect() {
      // Before the queue has created its tables there is nothing waiting.
      this.set((await queueJobs().catch(() => ({ depth: 0 }))).depth);
    },
  });
  new Gauge({
    name: 'marquee_rest_queue_oldest_seconds',
    help: 'Age of the oldest job due and waiting in the job queue; 0 when none waits.',
    registers: [registry],
    async collect() {
      this.set((await queueJobs().catch(() => ({ age: 0 }))).age);
    },
  });
  return registry;
}

/**
 * Serves `registry` at GET /metrics on a port of its own (never the public one: operators scrape
 * it from inside their network, and callers of the API cannot read it or drive up its cost).
 */
export async function serveRestMetrics(registry: Registry, port: number, host: string) {
  const server = Fastify();
  server.get('/metrics', async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  const url = await server.listen({ port, host });
  return { url: `${url.replace('0.0.0.0', '127.0.0.1')}/metrics`, close: () => server.close() };
}
