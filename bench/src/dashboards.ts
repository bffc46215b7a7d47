/**
 * `pnpm bench:dashboards`: loads (or reuses) the benchmark data in PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/marquee_bench), starts the
 * REST API and the gateway in this process, and prints per dashboard the median and p95 of the
 * full query (every widget) for a one-week and a one-year range at ~1 M and ~10 M sale lines,
 * beside the slowest single REST metric call. Prints figures only; asserts nothing.
 */
import { sql } from 'drizzle-orm';
import { METRICS } from '@marquee/core/dashboards/metrics';
import { startGateway } from '@marquee/gateway/app';
import { loadGatewayConfig } from '@marquee/gateway/config';
import { DASHBOARD_KEYS, fullDashboardQuery } from '../../tests/support/dashboards.ts';
import { buildRestApi } from '@marquee/rest-api/app';
import { loadRestConfig } from '@marquee/rest-api/config';
import { openDatabase } from '@marquee/rest-api/db/client';
import { queryRows } from '@marquee/rest-api/db/rows';
import { seedDatabase } from '@marquee/rest-api/seed/seed';
import { BENCH_SCALES, ensureDatabase, loadBench } from './benchData.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marquee_bench';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const RANGES = [
  { name: 'one week', filter: { dateRange: 17, startDate: '12/25/2025', endDate: '12/31/2025' } },
  { name: 'one year', filter: { dateRange: 17, startDate: '01/01/2025', endDate: '12/31/2025' } },
];

const log = (line: string) => console.log(line);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function measure(run: () => Promise<void>, runs = RUNS): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

await ensureDatabase(url);
const database = await openDatabase({ databaseUrl: url });
await database.migrate();
await seedDatabase(database.db, { scale: 1 });
const loadStart = performance.now();
const masterClients = await loadBench(database, log);
const [lines] = await queryRows<{ n: string }>(
  database.db,
  sql`select count(*) as n from dash_sale_lines s join locations l on l.id = s.location_id join master_clients m on m.id = l.master_client_id where m.name like 'Bench%'`,
);
log(
  `benchmark data ready in ${Math.round((performance.now() - loadStart) / 1000)} s: ${Number(lines!.n).toLocaleString('en-US')} sale lines in the bench master clients`,
);

const rest = await buildRestApi({ database, config: { ...loadRestConfig({}), databaseUrl: url } });
const restUrl = await rest.listen({ port: 0, host: '127.0.0.1' });
const gateway = await startGateway({
  ...loadGatewayConfig({ NODE_ENV: 'test' }),
  port: 0,
  host: '127.0.0.1',
  restApiUrl: restUrl,
  logLevel: 'silent',
  webDist: '/nonexistent',
});

const login = await fetch(`${restUrl}/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'director@funzone.test', password: 'Marquee#2026' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;

async function graphql(query: string, variables: object, masterClient: number) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-master-client': String(masterClient),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
}

async function restCall(metric: string, filter: Record<string, string | number>, masterClient: number) {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, String(v)])),
    masterClient: String(masterClient),
  });
  const res = await fetch(`${restUrl}/dashboards/${metric}?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`${metric}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

log(
  `\nruns per figure: ${RUNS} (after ${WARMUP} warm-up runs); full query = every widget of the dashboard, all 50 locations\n`,
);
const results: Record<string, Record<string, number>> = {};
for (const scale of BENCH_SCALES) {
  const masterClient = masterClients.get(scale.name)!;
  for (const range of RANGES) {
    for (const key of DASHBOARD_KEYS) {
      const query = fullDashboardQuery(key);
      const r = await measure(() => graphql(query, { filter: range.filter }, masterClient));
      const row = results[`${key} ${range.name}`] ?? {};
      row[scale.label] = r.median;
      results[`${key} ${range.name}`] = row;
      log(
        `${scale.label.padEnd(5)} ${range.name.padEnd(9)} ${key.padEnd(22)} median ${ms(r.median).padStart(9)}  p95 ${ms(r.p95).padStart(9)}`,
      );
    }
    let slowest = { metric: '', median: 0, p95: 0 };
    for (const metric of METRICS) {
      const r = await measure(() => restCall(metric, range.filter, masterClient), 10);
      if (r.median > slowest.median) slowest = { metric, ...r };
    }
    log(
      `${scale.label.padEnd(5)} ${range.name.padEnd(9)} slowest REST metric: ${slowest.metric} median ${ms(slowest.median)}  p95 ${ms(slowest.p95)}`,
    );
  }
}

log('\ngrowth of the median from 1 M to 10 M sale lines:');
for (const [name, byScale] of Object.entries(results)) {
  log(`  ${name.padEnd(32)} ${(byScale['10 M']! / byScale['1 M']!).toFixed(2)}×`);
}

await gateway.close();
await rest.close();
await database.close();
