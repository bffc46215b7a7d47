/**
 * "Many users at once" for the screen benchmarks: N signed-in sessions, each a browser (its own
 * connection, one request at a time), loop over the given GraphQL requests back to back for a
 * fixed time. A screen that answers in 30 ms alone can still starve when 50 front desks use it,
 * so the figures printed are the latency every session saw (p50, p95) and the throughput.
 */
import { Pool } from 'undici';
import { backendTicks, TICKS_PER_MS, treeTicks } from './procCpu.ts';
import { signIn } from './run.ts';
import type { BenchServer } from './server.ts';

export interface AtOnceRequest {
  query: string;
  variables: Record<string, unknown>;
}

export interface AtOnceResult {
  sessions: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
  errorSample: string | null;
  /** CPU milliseconds per request of the server (gateway + REST API) and of PostgreSQL's backends. */
  cpu: { serverMs: number; postgresMs: number } | null;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

export async function manyAtOnce(options: {
  /** The stack under test; its process and (PostgreSQL) database are where the CPU is read. */
  server: BenchServer;
  username: string;
  masterClient: number;
  sessions: number;
  seconds: number;
  requests: AtOnceRequest[];
}): Promise<AtOnceResult> {
  const { server, sessions, seconds, requests } = options;
  const database = server.databaseUrl ? new URL(server.databaseUrl).pathname.slice(1) : null;
  // Each session signs in for itself, as N people at N desks would.
  const tokens = await Promise.all(
    Array.from({ length: sessions }, () => signIn(server.restUrl, options.username).then((s) => s.token)),
  );
  const times: number[] = [];
  let errors = 0;
  let errorSample: string | null = null;
  const cpuAt = () => (database ? { server: treeTicks(server.pid), postgres: backendTicks(database) } : null);
  const cpu0 = cpuAt();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    tokens.map(async (token, i) => {
      const pool = new Pool(server.gatewayUrl, { connections: 1 });
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-master-client': String(options.masterClient),
      };
      try {
        // Sessions start at different requests, so every kind is in flight at any moment.
        for (let n = i; performance.now() < until; n++) {
          const r = requests[n % requests.length]!;
          const start = performance.now();
          const res = await pool.request({ method: 'POST', path: '/graphql', headers, body: JSON.stringify(r) });
          const text = await res.body.text();
          times.push(performance.now() - start);
          if (res.statusCode !== 200 || text.includes('"errors"')) {
            errors++;
            errorSample ??= `HTTP ${res.statusCode} ${text.slice(0, 200)}`;
          }
        }
      } finally {
        await pool.close();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu1 = cpuAt();
  times.sort((a, b) => a - b);
  return {
    sessions,
    requests: times.length,
    perSecond: times.length / elapsed,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    errors,
    errorSample,
    cpu:
      cpu0 && cpu1 && times.length > 0
        ? {
            serverMs: (cpu1.server - cpu0.server) / TICKS_PER_MS / times.length,
            postgresMs: (cpu1.postgres - cpu0.postgres) / TICKS_PER_MS / times.length,
          }
        : null,
  };
}

export const atOnceLine = (label: string, r: AtOnceResult) =>
  `${label}: ${r.sessions} sessions, ${r.requests} requests, ${r.perSecond.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.errors} errors${r.errorSample ? ` (${r.errorSample})` : ''}${
    r.cpu ? `; CPU a request: server ${r.cpu.serverMs.toFixed(1)} ms, PostgreSQL ${r.cpu.postgresMs.toFixed(1)} ms` : ''
  }`;
