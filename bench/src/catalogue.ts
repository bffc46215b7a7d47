/**
 * `pnpm bench:catalogue`: one catalogue list with 100,000 rows on PostgreSQL, read through the
 * gateway as the screen reads it ("Speed": each case ≤ 100 ms median on this machine).
 *
 * Food modifiers are the list measured: its search matches two columns (name and group), it sorts
 * on three, and every row carries its location links (the sub-table), so it is the most
 * demanding of the seven. The stack runs in its own process on a fresh database on
 * BENCH_DATABASE_URL's server (bench/src/server.ts); the rows are inserted with generate_series
 * for FunZone (master client 1), ANALYZEd, and director@funzone.test reads them with
 * X-Master-Client 1. Prints the median and p95 of each case, then the same SQL timed on its own
 * (the count apart from the page) so a slow case shows where its time goes.
 *
 *   BENCH_ROWS=100000        rows inserted
 *   BENCH_RUNS=30            measured runs per case (after 3 warm-ups)
 *   BENCH_EXPLAIN=1          also print EXPLAIN ANALYZE of each case's count and page
 *   BENCH_DATABASE_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * Targets are reported, not enforced; exits non-zero only when a request fails.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { FILTER_FIRST_MAX_ROWS } from '@marquee/rest-api/resources/repository';
import { Pool } from 'undici';
import { startBenchServer } from './server.ts';
import { signIn } from './run.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const TARGET_MS = 100;
const MASTER_CLIENT = 1;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * 100 flavours, one per row modulo 100: searching one finds ~1 % of the rows ('saffron', the one
 * searched, is part of no other flavour or group, so the share is exact).
 */
const FLAVOURS = [
  'Anchovy Basil Bacon Blueberry Brie Brisket Butter Caramel Cashew Cheddar Cherry Chili',
  'Chive Chorizo Cilantro Cinnamon Coconut Coffee Cranberry Cucumber Curry Dill Egg Fennel',
  'Feta Fig Garlic Ginger Gouda Grape Guava Habanero Ham Hazelnut Honey Horseradish Jalapeno',
  'Kale Kiwi Leek Lemon Lentil Lime Mango Maple Mint Miso Mozzarella Mushroom Mustard Nutmeg',
  'Olive Onion Orange Oregano Paprika Parmesan Parsley Peach Peanut Pecan Pepperoni Pesto',
  'Pickle Pineapple Pistachio Plum Pretzel Pumpkin Quinoa Radish Raisin Raspberry Ricotta',
  'Rosemary Saffron Sage Salami Salmon Sesame Shallot Shrimp Spinach Sriracha Strawberry',
  'Sumac Taro Thyme Toffee Tofu Tomato Truffle Tuna Turkey Turmeric Vanilla Walnut Wasabi Yam',
  'Zucchini',
]
  .join(' ')
  .split(' ');
const GROUPS = ['Toppings', 'Sauces', 'Sides', 'Dressings', 'Extras', 'Cheeses', 'Meats', 'Spreads'];

const QUERY = `query BenchFoodModifiers($page: Int, $rowsPerPage: Int, $search: String, $sort: FoodModifierSort, $order: SortOrder) {
  foodModifiers(page: $page, rowsPerPage: $rowsPerPage, search: $search, sort: $sort, order: $order) {
    total page rowsPerPage
    rows { id name groupName price priceCents version locations { locationId name code } }
  }
}`;

interface Case {
  label: string;
  variables: { page?: number; rowsPerPage?: number; search?: string; sort?: string; order?: string };
  /** Rows the case must find (total), checked once so a fast wrong answer does not count. */
  expectTotal?: (all: number) => boolean;
}

const CASES: Case[] = [
  { label: 'first page (name asc)', variables: { page: 0, rowsPerPage: 25 } },
  {
    label: 'search ~1 % ("saffron")',
    variables: { page: 0, rowsPerPage: 25, search: 'saffron' },
    expectTotal: (n) => n >= ROWS / 100 && n <= ROWS / 100 + 50,
  },
  { label: 'search, no match', variables: { page: 0, rowsPerPage: 25, search: 'zzqxv' }, expectTotal: (n) => n === 0 },
  { label: 'sort price desc', variables: { page: 0, rowsPerPage: 25, sort: 'PRICE', order: 'DESC' } },
  { label: 'page 2,000 (offset 50,000)', variables: { page: 2000, rowsPerPage: 25 } },
];

const sqlList = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** The rows, in one statement each: ~1–3 location links per modifier, as the demo data has. */
async function load(client: pg.Client): Promise<void> {
  const t0 = performance.now();
  await client.query(`
    insert into food_modifiers (master_client_id, name, group_name, price_cents)
    select ${MASTER_CLIENT},
           (${sqlList(FLAVOURS)})[1 + i % 100] || ' ' || substr(md5(i::text), 1, 6) || ' #' || i,
           (${sqlList(GROUPS)})[1 + (i / 7) % ${GROUPS.length}],
           (hashtext(i::text) & 2147483647) % 2000
    from generate_series(1, ${ROWS}) as i`);
  await client.query(`
    insert into food_modifier_locations (food_modifier_id, location_id)
    select m.id, l.id
    from food_modifiers m
    join lateral (
      select id, row_number() over (order by id) as n
      from locations where master_client_id = ${MASTER_CLIENT}
    ) l on l.n <= 1 + m.id % 3
    where m.master_client_id = ${MASTER_CLIENT}
    on conflict do nothing`);
  await client.query('analyze food_modifiers; analyze food_modifier_locations');
  console.log(`loaded ${ROWS} food modifiers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);

/**
 * The list's SQL as rest-api/src/resources/repository.ts builds it for food modifiers (no page
 * query when the page lies past `total`; a selective search sorts its matches, see `ordering`).
 */
function caseSql(c: Case, total: number): { count: string; page?: string } {
  const v = c.variables;
  const pattern = v.search ? `'%${v.search}%'` : undefined;
  const where = [
    `master_client_id = ${MASTER_CLIENT}`,
    pattern && `(name ilike ${pattern} or group_name ilike ${pattern})`,
  ]
    .filter(Boolean)
    .join(' and ');
  const column = { PRICE: 'price_cents', GROUP_NAME: 'group_name' }[v.sort ?? ''] ?? 'name';
  const dir = v.order === 'DESC' ? 'desc' : 'asc';
  const offset = (v.page ?? 0) * (v.rowsPerPage ?? 25);
  const sorted = v.search && total <= FILTER_FIRST_MAX_ROWS ? `coalesce(${column})` : column;
  return {
    count: `select count(*) from food_modifiers where ${where}`,
    page:
      offset >= total
        ? undefined
        : `select id, name, group_name, price_cents, version from food_modifiers where ${where} order by ${sorted} ${dir}, id ${dir} limit ${v.rowsPerPage ?? 25} offset ${offset}`,
  };
}

async function timeSql(client: pg.Client, text: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + Math.min(RUNS, 15); i++) {
    const t0 = performance.now();
    await client.query(text);
    if (i >= WARMUP) times.push(performance.now() - t0);
  }
  return quantile(
    times.sort((a, b) => a - b),
    0.5,
  );
}

console.log(
  `bench:catalogue — ${ROWS} food modifiers on PostgreSQL; load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
const server = await startBenchServer({ db: 'postgres', postgresUrl, env: { LOG_LEVEL: 'warn' } });
const client = new pg.Client({ connectionString: server.databaseUrl });
let failed = false;
try {
  await client.connect();
  await load(client);
  const rowCount = Number(
    (await client.query(`select count(*) as n from food_modifiers where master_client_id = ${MASTER_CLIENT}`)).rows[0]
      .n,
  );
  const token = (await signIn(server.restUrl, 'director@funzone.test')).token;
  const gateway = new Pool(server.gatewayUrl, { connections: 1 });
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'x-master-client': String(MASTER_CLIENT),
  };
  const run = async (c: Case): Promise<{ total: number; rows: number }> => {
    const res = await gateway.request({
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify({ operationName: 'BenchFoodModifiers', query: QUERY, variables: c.variables }),
    });
    const text = await res.body.text();
    const body = JSON.parse(text) as {
      data?: { foodModifiers: { total: number; rows: unknown[] } };
      errors?: { message: string }[];
    };
    if (res.statusCode !== 200 || body.errors || !body.data)
      throw new Error(`${c.label}: HTTP ${res.statusCode} ${text.slice(0, 300)}`);
    return { total: body.data.foodModifiers.total, rows: body.data.foodModifiers.rows.length };
  };

  console.log(`rows in the list: ${rowCount}; ${RUNS} runs per case after ${WARMUP} warm-ups, through the gateway\n`);
  console.log(
    `${'case'.padEnd(30)}${'median'.padStart(9)}${'p95'.padStart(9)}   total  rows  target ≤ ${TARGET_MS} ms median`,
  );
  const totals = new Map<Case, number>();
  for (const c of CASES) {
    const first = await run(c);
    totals.set(c, first.total);
    if (c.expectTotal && !c.expectTotal(first.total)) throw new Error(`${c.label}: unexpected total ${first.total}`);
    if (!c.expectTotal && first.total !== rowCount)
      throw new Error(`${c.label}: total ${first.total}, not ${rowCount}`);
    for (let i = 1; i < WARMUP; i++) await run(c);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run(c);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    console.log(
      `${c.label.padEnd(30)}${ms(median)}${ms(quantile(times, 0.95))}  ${String(first.total).padStart(6)}  ${String(first.rows).padStart(4)}  ${median <= TARGET_MS ? 'met' : 'NOT met'}`,
    );
  }
  await gateway.close();

  console.log("\nthe same SQL on its own (median; the REST API also loads each page's location links):");
  console.log(`${'case'.padEnd(30)}${'count'.padStart(9)}${'page'.padStart(9)}`);
  for (const c of CASES) {
    const q = caseSql(c, totals.get(c)!);
    const page = q.page ? ms(await timeSql(client, q.page)) : '(none)'.padStart(9);
    console.log(`${c.label.padEnd(30)}${ms(await timeSql(client, q.count))}${page}`);
    if (EXPLAIN) {
      for (const text of [q.count, q.page ?? []].flat()) {
        const plan = await client.query(`explain (analyze, buffers) ${text}`);
        console.log(`\n  ${text}\n${plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}\n`);
      }
    }
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
