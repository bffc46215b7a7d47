/**
 * `pnpm bench:startup`: how long the REST API and the gateway take to start, and their resident
 * memory once ready, run through tsx from the TypeScript sources (as `npm start` does) and as the
 * production build (`pnpm build:server`: `node dist/main.mjs`), back to back on one PostgreSQL
 * database that already holds the schema and the demo data (every start after the first).
 *
 * Each start is timed from the spawn to the first 200 from its `/ready`; the RSS is read from
 * /proc then. Both services run with NODE_ENV=production, so both modes start the same code.
 *
 *   BENCH_STARTS=5           starts per service and mode (the median is printed)
 *   BENCH_DATABASE_URL       PostgreSQL server (a fresh database is created on it and dropped)
 *
 * A benchmark, not a test: figures are printed, nothing is enforced.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createFreshPostgresDatabase } from '@marquee/rest-api/db/fresh';
import { freePort, treeRss } from './server.ts';
import { type Build, type Service, startService } from './service.ts';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** One start of `service`: its time to ready and its RSS then; `stop` ends it. */
async function start(service: Service, mode: Build, env: NodeJS.ProcessEnv, port: number) {
  const proc = await startService(service, port, env, mode);
  return { ms: proc.readyMs, rss: treeRss(proc.pid), stop: proc.stop };
}

// Built anew each run: a bundle older than the sources would start other code than tsx does.
console.log('building the production bundles (pnpm build:server)');
const built = spawnSync('pnpm', ['build:server'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(1);

console.log(`bench:startup — ${STARTS} starts per service and mode, PostgreSQL; load average ${load()}`);
const fresh = await createFreshPostgresDatabase(postgresUrl);
try {
  const restPort = await freePort();
  const gatewayPort = await freePort();
  const restUrl = `http://127.0.0.1:${restPort}`;
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  delete base.VITEST;
  const restEnv: NodeJS.ProcessEnv = {
    ...base,
    NODE_ENV: 'production',
    DATABASE_URL: fresh.url,
    REST_PORT: String(restPort),
    REST_HOST: '127.0.0.1',
    PAY_LINK_SECRET: randomBytes(32).toString('hex'),
    INTEGRATIONS_SECRET_KEY: randomBytes(32).toString('hex'),
    SEED_DEMO: '0',
  };
  const gatewayEnv: NodeJS.ProcessEnv = {
    ...base,
    NODE_ENV: 'production',
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    REST_API_URL: restUrl,
  };

  // The first start makes the schema and the demo data; it is not measured.
  const first = await start('rest-api', 'tsx', { ...restEnv, SEED_DEMO: '1' }, restPort);
  console.log(`schema and demo data made in ${(first.ms / 1000).toFixed(1)} s (not counted)\n`);
  await first.stop();

  const rows: string[] = [];
  const figures = new Map<string, { ms: number; rss: number }>();
  for (const mode of ['tsx', 'node'] as const) {
    const rest: { ms: number; rss: number }[] = [];
    const gateway: { ms: number; rss: number }[] = [];
    for (let i = 0; i < STARTS; i++) {
      const r = await start('rest-api', mode, restEnv, restPort);
      const g = await start('gateway', mode, gatewayEnv, gatewayPort);
      rest.push({ ms: r.ms, rss: r.rss });
      gateway.push({ ms: g.ms, rss: g.rss });
      await g.stop();
      await r.stop();
    }
    for (const [service, runs] of [
      ['rest-api', rest],
      ['gateway', gateway],
    ] as const) {
      const ms = median(runs.map((run) => run.ms));
      const rss = median(runs.map((run) => run.rss)) / 1024 / 1024;
      figures.set(`${service} ${mode}`, { ms, rss });
      rows.push(
        `${service.padEnd(10)}${mode.padEnd(6)}${`${ms.toFixed(0)} ms`.padStart(10)}${`${rss.toFixed(0)} MB`.padStart(9)}   (runs ${runs.map((run) => run.ms.toFixed(0)).join(', ')} ms)`,
      );
    }
  }
  console.log(`${'service'.padEnd(10)}${'mode'.padEnd(6)}${'start'.padStart(10)}${'RSS'.padStart(9)}   medians`);
  for (const row of rows) console.log(row);
  for (const service of ['rest-api', 'gateway']) {
    const before = figures.get(`${service} tsx`)!;
    const after = figures.get(`${service} node`)!;
    console.log(
      `${service}: start ${(after.ms / before.ms).toFixed(2)}× and RSS ${(after.rss / before.rss).toFixed(2)}× of tsx's as the production build`,
    );
  }
  console.log(`load average ${load()}`);
} finally {
  await fresh.drop();
}
