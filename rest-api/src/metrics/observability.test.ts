/**
 * The REST API names the gateway's trace in its log lines (a new trace without a valid
 * traceparent), and its metrics port answers Prometheus text: requests by route template,
 * method and status; the database pool where there is one; the job queue's depth and oldest age.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRestApi } from '../app.ts';
import { freshTestDatabase, type TestDatabase, testConfig } from '../test/harness.ts';
import type { FastifyInstance } from 'fastify';

const TRACE = '0af7651916cd43dd8448eb211c80319c';
let db: TestDatabase;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await freshTestDatabase();
  app = await buildRestApi({
    database: db.database,
    config: testConfig({ metricsPort: 0, host: '127.0.0.1' }),
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('traces and metrics', () => {
  it("logs the caller's trace id on the request's lines, or a new one", async () => {
    await app.inject({ method: 'GET', url: '/health', headers: { traceparent: `00-${TRACE}-b7ad6b7169203331-01` } });
    expect(lines.filter((l) => l.traceId === TRACE).length).toBeGreaterThan(0);
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/health', headers: { traceparent: 'not-a-trace' } });
    const ids = new Set(lines.map((l) => l.traceId).filter(Boolean));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids.has(TRACE)).toBe(false);
  });

  it('serves requests by route template, the pool and the queue on its own port', async () => {
    await app.inject({ method: 'GET', url: '/health' });
    await app.inject({ method: 'GET', url: '/no/such/path?x=1' });
    const text = await (await fetch(app.metricsUrl!)).text();
    expect(text).toMatch(
      /marquee_rest_request_duration_seconds_count\{route="\/health",method="GET",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /marquee_rest_request_duration_seconds_count\{route="unmatched",method="GET",status="404"\} 1\b/,
    );
    expect(text).not.toContain('/no/such/path');
    expect(text).toMatch(/^marquee_rest_queue_depth \d+$/m);
    expect(text).toMatch(/^marquee_rest_queue_oldest_seconds [\d.e+-]+$/m);
    if (db.database.poolStats) expect(text).toMatch(/marquee_rest_db_pool_connections\{state="idle"\} \d+/);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
