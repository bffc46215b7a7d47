/**
 * `pnpm bench:audit`: the audit screen's first page with 1,000,000 audit rows on PostgreSQL
 * ("Speed": ≤ 100 ms median), without and with filters (user, entity, a date range,
 * all three), and a record's History, read through the gateway as the screens read them.
 *
 * The stack runs in its own process on a fresh database on BENCH_DATABASE_URL's server
 * (bench/src/server.ts). The rows are inserted with generate_series: FunZone (master client 1)
 * gets BENCH_ROWS rows over the last 365 days by its users, across every audited entity; the
 * other demo master clients a tenth as many, so the tenant filter has something to skip.
 *
 *   BENCH_ROWS=1000000       audit rows of master client 1
 *   BENCH_RUNS=30            measured runs per case (after 3 warm-ups)
 *   BENCH_DATABASE_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * Targets are reported, not enforced; exits non-zero only when a request fails.
 */
import { loadavg } from 'node:os';
import { AUDIT_ENTITIES } from '@marquee/core/settings/audit';
import pg from 'pg';
import { Pool } from 'undici';
import { startBenchServer } from './server.ts';
import { signIn } from './run.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const MASTER_CLIENT = 1;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const FIELDS = 'rows { id at userId userName entity entityId action changes { field before after } } page hasMore';
const LOG = `query BenchAudit($filter: AuditFilter, $page: Int) { auditLog(filter: $filter, page: $page) { ${FIELDS} } }`;
const HISTORY = `query BenchHistory($entity: String!, $id: Int!) { recordHistory(entity: $entity, id: $id) { ${FIELDS} } }`;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);

/** `rows` log rows of a master client, by its users, spread over the last year and every entity. */
async function loadAudit(client: pg.Client, masterClientId: number, rows: number): Promise<void> {
  const entities = `array[${AUDIT_ENTITIES.map((e) => `'${e}'`).join(',')}]`;
  await client.query(
    `insert into audit_log (at, user_id, master_client_id, entity, entity_id, action, changes)
     select now() - (i * interval '365 days' / $2::int),
            u.ids[1 + i % array_length(u.ids, 1)],
            $1,
            (${entities})[1 + (i / 7) % ${AUDIT_ENTITIES.length}],
            1 + i % 5000,
            (array['create','update','delete'])[1 + i % 3],
            jsonb_build_object('name', jsonb_build_object('before', 'Old ' || i, 'after', 'New ' || i),
                               'price', jsonb_build_object('before', i % 100, 'after', i % 100 + 1))
     from generate_series(1, $2::int) as i,
          (select array_agg(user_id order by user_id) as ids from user_master_clients where master_client_id = $1) u`,
    [masterClientId, rows],
  );
}

console.log(
  `bench:audit — ${ROWS} audit rows on PostgreSQL; load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
const server = await startBenchServer({ db: 'postgres', postgresUrl, env: { LOG_LEVEL: 'warn' } });
const client = new pg.Client({ connectionString: server.databaseUrl });
let failed = false;
try {
  await client.connect();
  const t0 = performance.now();
  await loadAudit(client, MASTER_CLIENT, ROWS);
  const others = (await client.query('select id from master_clients where id <> $1', [MASTER_CLIENT])).rows;
  for (const { id } of others) await loadAudit(client, Number(id), Math.ceil(ROWS / 10));
  await client.query('analyze audit_log');
  const total = Number((await client.query('select count(*) as n from audit_log')).rows[0].n);
  console.log(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${total} audit rows in all`);

  const someone = Number(
    (
      await client.query('select user_id from audit_log where master_client_id = $1 order by id desc limit 1', [
        MASTER_CLIENT,
      ])
    ).rows[0].user_id,
  );
  const taxRate = Number(
    (await client.query('select id from tax_rates where master_client_id = $1 order by id limit 1', [MASTER_CLIENT]))
      .rows[0].id,
  );
  // The tax rate's own history: a few rows among the million.
  await client.query(
    `insert into audit_log (at, user_id, master_client_id, entity, entity_id, action, changes)
     select now() - i * interval '1 day', $2, $1, 'taxRates', $3, 'update', '{"name":{"before":"a","after":"b"}}'
     from generate_series(1, 40) i`,
    [MASTER_CLIENT, someone, taxRate],
  );
  const month = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const CASES: { label: string; query: string; variables: Record<string, unknown>; key: string }[] = [
    { label: 'first page, no filter', query: LOG, variables: {}, key: 'auditLog' },
    { label: 'page 40, no filter', query: LOG, variables: { page: 40 }, key: 'auditLog' },
    { label: 'user', query: LOG, variables: { filter: { userId: someone } }, key: 'auditLog' },
    { label: 'entity (taxRates)', query: LOG, variables: { filter: { entity: 'taxRates' } }, key: 'auditLog' },
    {
      label: 'date range (a month, 6 months ago)',
      query: LOG,
      variables: { filter: { from: month(210), to: month(180) } },
      key: 'auditLog',
    },
    {
      label: 'user + entity + date range',
      query: LOG,
      variables: { filter: { userId: someone, entity: 'users', from: month(210), to: month(180) } },
      key: 'auditLog',
    },
    {
      label: 'a record’s History',
      query: HISTORY,
      variables: { entity: 'taxRates', id: taxRate },
      key: 'recordHistory',
    },
  ];

  const token = (await signIn(server.restUrl, 'director@funzone.test')).token;
  const gateway = new Pool(server.gatewayUrl, { connections: 1 });
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'x-master-client': String(MASTER_CLIENT),
  };
  const run = async (c: (typeof CASES)[number]) => {
    const res = await gateway.request({
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify({ query: c.query, variables: c.variables }),
    });
    const text = await res.body.text();
    const body = JSON.parse(text) as { data?: Record<string, { rows: unknown[] }>; errors?: unknown[] };
    if (res.statusCode !== 200 || body.errors || !body.data)
      throw new Error(`${c.label}: HTTP ${res.statusCode} ${text.slice(0, 300)}`);
    return body.data[c.key]!;
  };

  console.log(`${RUNS} runs per case after ${WARMUP} warm-ups, through the gateway (25 rows a page)\n`);
  console.log(`${'case'.padEnd(36)}${'median'.padStart(9)}${'p95'.padStart(9)}   target`);
  for (const c of CASES) {
    if ((await run(c)).rows.length === 0) throw new Error(`${c.label}: no rows`);
    for (let i = 1; i < WARMUP; i++) await run(c);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await run(c);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    console.log(
      `${c.label.padEnd(36)}${ms(median)}${ms(quantile(times, 0.95))}   ≤ 100 ms: ${median <= 100 ? 'met' : 'NOT met'}`,
    );
  }
  await gateway.close();
  console.log(
    `\nload average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await client.end().catch(() => {});
  await server.stop();
}
process.exit(failed ? 1 : 0);
