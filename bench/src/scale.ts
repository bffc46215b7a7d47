/**
 * `pnpm bench:scale`: what a second gateway and a second REST API add. On one fresh PostgreSQL
 * database (made and seeded once), back to back: 1 + 1 processes, then 2 + 2 (gateway i talks to
 * REST API i; sessions alternate between the gateways), each under N sessions loading the four
 * dashboards and the users list in turn for BENCH_SECONDS. Printed per layout: dashboards/s, p50,
 * p99, errors, and the server CPU per dashboard (every gateway and REST API process, threads
 * included, plus the PostgreSQL backends serving the database), then the 2 + 2 / 1 + 1 ratio.
 * Each process is started as `npm start` starts it (node --import tsx src/main.ts).
 *
 *   BENCH_SESSIONS=50        sessions at once
 *   BENCH_SECONDS=20         measured load per layout (after BENCH_WARMUP_SECONDS=3)
 *   BENCH_DATABASE_URL       PostgreSQL server (a fresh database is created on it and dropped)
 *
 * A benchmark, not a test: exits non-zero only when a request fails.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { createFreshPostgresDatabase } from '@marquee/rest-api/db/fresh';
import { Pool } from 'undici';
import { benchDocuments } from './documents.ts';
import { backendTicks, TICKS_PER_MS, treeTicks } from './procCpu.ts';
import { BENCH_USERS, CONNECTIONS_PER_SESSION, type Session, send, signIn } from './run.ts';
import { freePort } from './server.ts';
import { type ServiceProcess, startService } from './service.ts';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

console.log(`bench:scale — ${SESSIONS} sessions, ${SECONDS} s a layout, PostgreSQL; load average ${load()}`);
const fresh = await createFreshPostgresDatabase(postgresUrl);
const database = new URL(fresh.url).pathname.slice(1);
const base: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
delete base.VITEST;
const restEnv = (port: number, seed: boolean): NodeJS.ProcessEnv => ({
  ...base,
  DATABASE_URL: fresh.url,
  REST_PORT: String(port),
  REST_HOST: '127.0.0.1',
  PAY_LINK_SECRET: 'bench scale pay links',
  INTEGRATIONS_SECRET_KEY: randomBytes(32).toString('hex'),
  SEED_DEMO: seed ? '1' : '0',
});
const gatewayEnv = (port: number, restUrl: string): NodeJS.ProcessEnv => ({
  ...base,
  PORT: String(port),
  HOST: '127.0.0.1',
  REST_API_URL: restUrl,
  // Signed in once per session, straight at a REST API; nothing here trips the throttle.
  WEB_DIST: '/nonexistent',
});

let failed = false;
try {
  // The schema and the demo data, once.
  const seedPort = await freePort();
  const seeding = await startService('rest-api', seedPort, restEnv(seedPort, true));
  await seeding.stop();

  const docs = benchDocuments();
  const results: { layout: string; perSecond: number; p50: number; p99: number; cpuMs: number; errors: number }[] = [];
  for (const replicas of [1, 2]) {
    const procs: ServiceProcess[] = [];
    try {
      const gateways: ServiceProcess[] = [];
      for (let i = 0; i < replicas; i++) {
        const restPort = await freePort();
        const rest = await startService('rest-api', restPort, restEnv(restPort, false));
        procs.push(rest);
        const gatewayPort = await freePort();
        const gateway = await startService('gateway', gatewayPort, gatewayEnv(gatewayPort, rest.url));
        procs.push(gateway);
        gateways.push(gateway);
      }
      const sessions: Session[] = [];
      for (let i = 0; i < SESSIONS; i++) {
        const { token, masterClient } = await signIn(procs[0]!.url, BENCH_USERS[i % BENCH_USERS.length]!);
        sessions.push({
          pool: new Pool(gateways[i % gateways.length]!.url, { connections: CONNECTIONS_PER_SESSION }),
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-master-client': String(masterClient),
          },
        });
      }
      // Warm-up pass: every document once through every gateway.
      for (const session of sessions.slice(0, gateways.length * BENCH_USERS.length))
        for (const doc of docs) {
          const error = await send(session, doc);
          if (error) throw new Error(`warm-up failed: ${error}`);
        }
      const times: number[] = [];
      let errors = 0;
      let dashboards = 0;
      let ticksFrom = 0;
      const ticksNow = () => procs.reduce((sum, p) => sum + treeTicks(p.pid), 0) + backendTicks(database);
      const started = performance.now();
      const measureFrom = started + WARMUP_SECONDS * 1000;
      const endAt = measureFrom + SECONDS * 1000;
      const mark = setTimeout(() => {
        ticksFrom = ticksNow();
      }, WARMUP_SECONDS * 1000);
      await Promise.all(
        sessions.map(async (session, index) => {
          for (let step = index; performance.now() < endAt; step++) {
            const doc = docs[step % docs.length]!;
            const t0 = performance.now();
            const error = await send(session, doc);
            const t1 = performance.now();
            if (error) {
              errors++;
              if (errors <= 3) console.log(`  error: ${error}`);
            }
            if (t0 < measureFrom || !doc.dashboard) continue;
            times.push(t1 - t0);
            if (t1 <= endAt) dashboards++;
          }
        }),
      );
      clearTimeout(mark);
      const cpuMs = (ticksNow() - ticksFrom) / TICKS_PER_MS;
      await Promise.all(sessions.map((s) => s.pool.close()));
      times.sort((a, b) => a - b);
      const layout = `${replicas} + ${replicas}`;
      results.push({
        layout,
        perSecond: dashboards / SECONDS,
        p50: quantile(times, 0.5),
        p99: quantile(times, 0.99),
        // The CPU of the list loads in the window counts too: it is spread over the dashboards.
        cpuMs: cpuMs / Math.max(1, dashboards),
        errors,
      });
      if (errors > 0) failed = true;
      console.log(`  ${layout} measured (load average ${load()})`);
    } finally {
      for (const p of procs.reverse()) await p.stop();
    }
  }
  console.log(
    `\n${'layout'.padEnd(8)}${'dashboards/s'.padStart(14)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'CPU/dashboard'.padStart(15)}${'errors'.padStart(8)}`,
  );
  for (const r of results)
    console.log(
      `${r.layout.padEnd(8)}${r.perSecond.toFixed(1).padStart(14)}${`${r.p50.toFixed(0)} ms`.padStart(10)}${`${r.p99.toFixed(0)} ms`.padStart(10)}${`${r.cpuMs.toFixed(1)} ms`.padStart(15)}${String(r.errors).padStart(8)}`,
    );
  const [one, two] = results;
  if (one && two)
    console.log(
      `2 + 2 serve ${(two.perSecond / one.perSecond).toFixed(2)}× the dashboards/s of 1 + 1 (target: CPU/dashboard < 8 ms)`,
    );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await fresh.drop();
}
process.exit(failed ? 1 : 0);
