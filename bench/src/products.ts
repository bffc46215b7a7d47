/**
 * `pnpm bench:products`: 50,000 products in one master client on PostgreSQL, read through the
 * gateway as the screens read them ("Speed": first page, search and a picker page
 * ≤ 100 ms median; opening a product with all its sections ≤ 150 ms median).
 *
 * The stack runs in its own process on a fresh database on BENCH_DATABASE_URL's server
 * (bench/src/server.ts); the products are inserted with generate_series for FunZone (master
 * client 1) beside its demo products (productData.ts), and director@funzone.test reads them with
 * X-Master-Client 1. Prints the median and p95 of each case.
 *
 *   BENCH_ROWS=50000         products inserted
 *   BENCH_RUNS=30            measured runs per case (after 3 warm-ups)
 *   BENCH_DATABASE_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * Targets are reported, not enforced; exits non-zero only when a request fails.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { Pool } from 'undici';
import { loadProducts } from './productData.ts';
import { startBenchServer } from './server.ts';
import { signIn } from './run.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const MASTER_CLIENT = 1;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const LIST = `query BenchProducts($page: Int, $search: String, $kind: ProductKind) {
  products(page: $page, rowsPerPage: 25, search: $search, kind: $kind) {
    total rows { id name image productTypeName kind isSchedulable categories price enabled version }
  }
}`;
const PICKER = `query BenchPicker($page: Int, $search: String) {
  productOptions(page: $page, rowsPerPage: 25, search: $search) { hasMore data { id name kind isSchedulable price } }
}`;
const OPEN = `query BenchProduct($id: Int!) {
  product(id: $id) {
    id name image productTypeId productTypeName kind isSchedulable categories price enabled version categoryIds
    giftCardAmount membershipId modifierIds revenueClassId taxRateId isCadet containsAlcohol
    locations { locationId name code } gameCardDetails { cardDesign creditsOnCard bonusCredits isVip }
    reservationDetails { durationMinutes capacity bufferMinutes entitlementPackageId }
    creditTypes { creditTypeId name quantity }
    prices { locationId locationName priceLevelId priceLevelName price priceCents taxPercent }
    loyaltyPoints { locationId points } availability { daysAvailable availableFrom availableTo }
    membershipRequirements { id name } inventory { maxQuantity } blockedAccess { id name }
    displayOrder { categoryId categoryName locationId locationName position } names { locationId languageId name }
  }
}`;

interface Case {
  label: string;
  target: number;
  query: string;
  variables: () => Record<string, unknown>;
  /** Checked on the first answer, so a fast wrong answer does not count. */
  check: (data: Record<string, unknown>) => boolean;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
const page = (d: Record<string, unknown>) => d.products as { total: number; rows: unknown[] };
const picker = (d: Record<string, unknown>) => d.productOptions as { hasMore: boolean; data: unknown[] };

console.log(
  `bench:products — ${ROWS} products on PostgreSQL; load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
const server = await startBenchServer({ db: 'postgres', postgresUrl, env: { LOG_LEVEL: 'warn' } });
const client = new pg.Client({ connectionString: server.databaseUrl });
let failed = false;
try {
  await client.connect();
  const t0 = performance.now();
  await loadProducts(client, MASTER_CLIENT, ROWS);
  const total = Number(
    (await client.query(`select count(*) as n from products where master_client_id = ${MASTER_CLIENT}`)).rows[0].n,
  );
  console.log(
    `loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${total} products in master client ${MASTER_CLIENT}`,
  );
  // Products spread over the id range, opened in turn: a cache of one row would not help.
  const ids = (
    await client.query(`select id from products where master_client_id = ${MASTER_CLIENT} and id % 997 = 0 order by id`)
  ).rows.map((r) => Number(r.id));
  let next = 0;
  const CASES: Case[] = [
    {
      label: 'list: first page',
      target: 100,
      query: LIST,
      variables: () => ({ page: 0 }),
      check: (d) => page(d).total === total,
    },
    {
      label: 'list: search ~1 % ("saffron")',
      target: 100,
      query: LIST,
      variables: () => ({ page: 0, search: 'saffron' }),
      check: (d) => page(d).total >= ROWS / 100 && page(d).rows.length === 25,
    },
    {
      label: 'list: kind FOOD, page 40',
      target: 100,
      query: LIST,
      variables: () => ({ page: 40, kind: 'FOOD' }),
      check: (d) => page(d).rows.length === 25,
    },
    {
      label: 'picker: page 20',
      target: 100,
      query: PICKER,
      variables: () => ({ page: 20 }),
      check: (d) => picker(d).hasMore && picker(d).data.length === 25,
    },
    {
      label: 'picker: search, page 1',
      target: 100,
      query: PICKER,
      variables: () => ({ page: 1, search: 'saffron' }),
      check: (d) => picker(d).data.length === 25,
    },
    {
      label: 'open a product (all sections)',
      target: 150,
      query: OPEN,
      variables: () => ({ id: ids[next++ % ids.length] }),
      check: (d) => d.product !== null,
    },
  ];

  const token = (await signIn(server.restUrl, 'director@funzone.test')).token;
  const gateway = new Pool(server.gatewayUrl, { connections: 1 });
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'x-master-client': String(MASTER_CLIENT),
  };
  const run = async (c: Case) => {
    const res = await gateway.request({
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify({ query: c.query, variables: c.variables() }),
    });
    const text = await res.body.text();
    const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (res.statusCode !== 200 || body.errors || !body.data)
      throw new Error(`${c.label}: HTTP ${res.statusCode} ${text.slice(0, 300)}`);
    return body.data;
  };

  console.log(`${RUNS} runs per case after ${WARMUP} warm-ups, through the gateway\n`);
  console.log(`${'case'.padEnd(32)}${'median'.padStart(9)}${'p95'.padStart(9)}   target`);
  for (const c of CASES) {
    if (!c.check(await run(c))) throw new Error(`${c.label}: unexpected answer`);
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
      `${c.label.padEnd(32)}${ms(median)}${ms(quantile(times, 0.95))}   ≤ ${c.target} ms: ${median <= c.target ? 'met' : 'NOT met'}`,
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
