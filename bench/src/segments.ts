/**
 * `pnpm bench:segments`: 1,000,000 guests in one master client on PostgreSQL, read through the
 * gateway as the screens read them ("Speed": a segment's number of guests ≤ 500 ms
 * median; the guests list's first page and search ≤ 100 ms median).
 *
 * The stack runs in its own process on a fresh database on BENCH_DATABASE_URL's server
 * (bench/src/server.ts); the guests are inserted with generate_series for FunZone (master client
 * 1) beside its demo guests (guestData.ts); director@funzone.test reads them. Segments are
 * created through the API. The screen's number cell reads the stored count (the queue keeps it
 * fresh), so the count cases time that read through the gateway, and the recount cases time what
 * the queue's job runs on the database for each segment (countSegmentGuests), the figure a
 * refreshed count costs.
 *
 *   BENCH_ROWS=1000000       guests inserted
 *   BENCH_RUNS=20            measured runs per case (after 2 warm-ups)
 *   BENCH_DATABASE_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_SESSIONS=50        sessions of the "many at once" run (0 skips it)
 *   BENCH_SECONDS=15         its length
 *
 * After the one-at-a-time cases, BENCH_SESSIONS people page and search the guests list and read
 * segment counts at once (manyAtOnce.ts): p50, p95 and requests/s.
 *
 * Targets are reported, not enforced; exits non-zero only when a request fails.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { Pool } from 'undici';
import { openDatabase } from '../../rest-api/src/db/client.ts';
import { countSegmentGuests, getSegment } from '../../rest-api/src/repositories/marketing/segments.ts';
import { loadGuests } from './guestData.ts';
import { startBenchServer } from './server.ts';
import { atOnceLine, manyAtOnce } from './manyAtOnce.ts';
import { signIn } from './run.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 2;
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const MASTER_CLIENT = 1;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const LIST = `query BenchGuests($search: String, $sort: GuestSort) {
  guests(page: 0, rowsPerPage: 25, search: $search, sort: $sort) {
    total rows { id firstName lastName email phone homeLocation visits bookings spendCents lastVisit notesCount tags { id name } }
  }
}`;
const COUNT = 'query BenchCount($rowId: Int!) { guestSegmentCount(rowId: $rowId) { value lastUpdateDate } }';
const CREATE = `mutation BenchSegment($input: GuestSegmentInput!) { createGuestSegment(input: $input) { segment { id } } }`;

interface Case {
  label: string;
  target: number;
  query: string;
  variables: Record<string, unknown>;
  check: (data: Record<string, unknown>) => boolean;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);

console.log(
  `bench:segments — ${ROWS} guests on PostgreSQL; load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
const server = await startBenchServer({ db: 'postgres', postgresUrl, env: { LOG_LEVEL: 'warn' } });
const client = new pg.Client({ connectionString: server.databaseUrl });
let failed = false;
try {
  await client.connect();
  const t0 = performance.now();
  await loadGuests(client, MASTER_CLIENT, ROWS);
  const total = Number(
    (await client.query(`select count(*) as n from guests where master_client_id = ${MASTER_CLIENT}`)).rows[0].n,
  );
  const [location] = (
    await client.query(`select min(id) as id from locations where master_client_id = ${MASTER_CLIENT}`)
  ).rows;
  const [tag] = (
    await client.query(`select id from guest_tags where master_client_id = ${MASTER_CLIENT} and name = 'Bench VIP'`)
  ).rows;
  console.log(
    `loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${total} guests in master client ${MASTER_CLIENT}`,
  );

  const token = (await signIn(server.restUrl, 'director@funzone.test')).token;
  const gateway = new Pool(server.gatewayUrl, { connections: 1 });
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'x-master-client': String(MASTER_CLIENT),
  };
  const call = async (label: string, query: string, variables: Record<string, unknown>) => {
    const res = await gateway.request({
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.body.text();
    const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (res.statusCode !== 200 || body.errors || !body.data)
      throw new Error(`${label}: HTTP ${res.statusCode} ${text.slice(0, 300)}`);
    return body.data;
  };
  const segment = async (name: string, match: 'ALL' | 'ANY', conditions: Record<string, unknown>[]) => {
    const data = await call(name, CREATE, { input: { name, match, conditions } });
    return (data.createGuestSegment as { segment: { id: number } }).segment.id;
  };
  const counted: { label: string; rowId: number }[] = [];
  const count = (label: string, rowId: number): Case => {
    counted.push({ label, rowId });
    return {
      label,
      target: 500,
      query: COUNT,
      variables: { rowId },
      check: (d) => ((d.guestSegmentCount as { value: number | null }).value ?? 0) > 0,
    };
  };
  const page = (d: Record<string, unknown>) => d.guests as { total: number; rows: unknown[] };
  const CASES: Case[] = [
    { label: 'guests: first page', target: 100, query: LIST, variables: {}, check: (d) => page(d).total === total },
    {
      label: 'guests: search a last name (martinez)',
      target: 100,
      query: LIST,
      variables: { search: 'martinez' },
      check: (d) => page(d).rows.length === 25,
    },
    {
      label: 'guests: search an e-mail',
      target: 100,
      query: LIST,
      variables: { search: 'guest123456@' },
      check: (d) => page(d).total >= 1,
    },
    {
      label: 'guests: by spend',
      target: 100,
      query: LIST,
      variables: { sort: 'SPEND' },
      check: (d) => page(d).rows.length === 25,
    },
    count('count: visited in 30 days', await segment('Last 30 days', 'ALL', [{ type: 'LAST_VISIT_WITHIN', days: 30 }])),
    count(
      'count: spend > $500 and member',
      await segment('Spenders', 'ALL', [
        { type: 'SPEND_OVER', amount: 500 },
        { type: 'MEMBERSHIP_STATUS', status: 'ACTIVE' },
      ]),
    ),
    count(
      'count: adult at a location',
      await segment('Adults here', 'ALL', [
        { type: 'AGE_GROUP', group: 'ADULT' },
        { type: 'LOCATION', locationId: Number(location.id) },
      ]),
    ),
    count(
      'count: tag or never a member',
      await segment('VIP or none', 'ANY', [
        { type: 'HAS_TAG', tagId: Number(tag.id) },
        { type: 'MEMBERSHIP_STATUS', status: 'NONE' },
      ]),
    ),
    count('count: postal code 1…', await segment('Postal 1', 'ALL', [{ type: 'POSTAL_CODE', prefix: '1' }])),
  ];

  console.log(`${RUNS} runs per case after ${WARMUP} warm-ups, through the gateway\n`);
  console.log(`${'case'.padEnd(34)}${'median'.padStart(9)}${'p95'.padStart(9)}   target`);
  for (const c of CASES) {
    let first = await call(c.label, c.query, c.variables);
    // A new segment's stored count is written by the queue's job: wait for it (up to 2 min)
    // rather than time the read of a count that is not there yet.
    for (let waited = 0; c.query === COUNT && !c.check(first) && waited < 120_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      first = await call(c.label, c.query, c.variables);
    }
    if (!c.check(first)) throw new Error(`${c.label}: unexpected answer ${JSON.stringify(first).slice(0, 200)}`);
    for (let i = 1; i < WARMUP; i++) await call(c.label, c.query, c.variables);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await call(c.label, c.query, c.variables);
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    const median = quantile(times, 0.5);
    const value = c.query === COUNT ? `  (${(first.guestSegmentCount as { value: number }).value} guests)` : '';
    console.log(
      `${c.label.padEnd(34)}${ms(median)}${ms(quantile(times, 0.95))}   ≤ ${c.target} ms: ${median <= c.target ? 'met' : 'NOT met'}${value}`,
    );
  }
  await gateway.close();

  if (SESSIONS > 0) {
    const result = await manyAtOnce({
      server,
      username: 'director@funzone.test',
      masterClient: MASTER_CLIENT,
      sessions: SESSIONS,
      seconds: SECONDS,
      requests: [
        { query: LIST, variables: {} },
        { query: LIST, variables: { search: 'martinez' } },
        { query: LIST, variables: { search: 'guest123456@' } },
        { query: LIST, variables: { sort: 'SPEND' } },
        ...counted.map(({ rowId }) => ({ query: COUNT, variables: { rowId } })),
      ],
    });
    console.log(`\n${atOnceLine('many at once (guests pages, searches and counts)', result)}`);
    if (result.errors > 0) failed = true;
  }

  // What the queue's count job runs for each segment, straight on the database.
  const direct = await openDatabase({ databaseUrl: server.databaseUrl });
  try {
    console.log(`\nrecount (the queue's job, on the database)`);
    const today = new Date().toISOString().slice(0, 10);
    for (const { label, rowId } of counted) {
      const segment = await getSegment(direct.db, MASTER_CLIENT, rowId);
      const run = () => countSegmentGuests(direct.db, segment, { masterClientId: MASTER_CLIENT, today });
      const value = await run();
      for (let i = 1; i < WARMUP; i++) await run();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      times.sort((x, y) => x - y);
      const median = quantile(times, 0.5);
      const name = label.replace('count:', 'recount:');
      console.log(
        `${name.padEnd(34)}${ms(median)}${ms(quantile(times, 0.95))}   ≤ 500 ms: ${median <= 500 ? 'met' : 'NOT met'}  (${value} guests)`,
      );
    }
  } finally {
    await direct.close();
  }
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
