/**
 * `pnpm bench:load`: N signed-in sessions loading the four dashboards and the users list in turn
 * for BENCH_SECONDS against `scripts/start.ts` run in its own process, on PGlite (a temporary
 * data directory) and on PostgreSQL (a fresh database on BENCH_DATABASE_URL's server). Prints
 * dashboards/s, p50, p99, max, errors and the server's RSS before, at peak and after, beside the
 * throughput targets. By default: PGlite at 50 sessions, PostgreSQL at 50 and 200. The server is
 * started twice: once to create and seed the database, then the measured start on that data.
 *
 *   BENCH_DB=pglite|postgres   only one database
 *   BENCH_SESSIONS=50[,200]    session counts (for every chosen database)
 *   BENCH_SECONDS=30           length of the measured load
 *   BENCH_WARMUP_SECONDS=3     load before the measured window, not timed (errors still count)
 *   BENCH_SETTLE_SECONDS=30    wait before the last RSS reading
 *   BENCH_DATABASE_URL         PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * Exits non-zero when a run has errors; the targets are reported, not enforced.
 */
import { loadavg } from 'node:os';
import type { BenchDb } from './server.ts';
import { type LoadResult, runLoad } from './run.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 30);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_DB as BenchDb | undefined;
const sessionList = process.env.BENCH_SESSIONS?.split(',').map(Number);

const plan: { db: BenchDb; sessions: number }[] = [];
for (const db of ['pglite', 'postgres'] as const) {
  if (only && only !== db) continue;
  for (const sessions of sessionList ?? (db === 'pglite' ? [50] : [50, 200])) plan.push({ db, sessions });
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** Issue 8's targets for this run's database and size; empty when none applies. */
function verdicts(r: LoadResult): string[] {
  const out: string[] = [];
  const check = (ok: boolean, what: string) => out.push(`${ok ? 'met' : 'NOT met'}: ${what}`);
  if (r.db === 'postgres') {
    check(r.dashboardsPerSecond >= 120, `≥ 120 dashboards/s (${r.dashboardsPerSecond.toFixed(1)})`);
    check(r.p99 <= 2500, `p99 ≤ 2.5 s (${s(r.p99)})`);
  } else {
    check(r.dashboardsPerSecond >= 40, `≥ 40 dashboards/s (${r.dashboardsPerSecond.toFixed(1)})`);
    check(r.max <= 3 * r.p50, `max ≤ 3 × p50 (${s(r.max)} vs ${s(3 * r.p50)})`);
  }
  check(r.errors === 0, `0 errors (${r.errors})`);
  check(
    r.rssAfter <= r.rssBefore * 1.1,
    `RSS within 10 % of its start after the load (${mb(r.rssAfter)} vs ${mb(r.rssBefore)})`,
  );
  return out;
}

let failed = false;
for (const { db, sessions } of plan) {
  console.log(
    `\n${db}, ${sessions} sessions, ${seconds} s after ${warmupSeconds} s of ramp-up (load average before: ${load()})`,
  );
  const r = await runLoad({
    db,
    sessions,
    seconds,
    warmupSeconds,
    settleSeconds,
    postgresUrl,
    restart: true,
    log: console.log,
  });
  console.log(
    `  dashboards/s ${r.dashboardsPerSecond.toFixed(1)}  p50 ${s(r.p50)}  p99 ${s(r.p99)}  max ${s(r.max)}  ` +
      `errors ${r.errors}/${r.requests} requests  users list p50 ${s(r.listP50)}`,
  );
  console.log(`  RSS before ${mb(r.rssBefore)}  peak ${mb(r.rssPeak)}  ${settleSeconds} s after ${mb(r.rssAfter)}`);
  for (const e of r.errorSamples) console.log(`  error: ${e}`);
  for (const v of verdicts(r)) console.log(`  ${v}`);
  console.log(`  load average after: ${load()}`);
  if (r.errors > 0) failed = true;
}
process.exit(failed ? 1 : 0);
