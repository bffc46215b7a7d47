/**
 * `pnpm bench:feed` ("Speed"): the venue transaction feed through the gateway, as tills
 * send it: batches of 1,000 transactions of 3 lines each, signed in as the demo director (who
 * holds the Sales feed permission) in FunZone (master client 1).
 *
 * - one client sending batches back to back: transactions committed per second (target ≥ 2,000/s
 *   on PostgreSQL, ≥ 500/s on PGlite);
 * - four clients at once, each a till of its own location: in all (target ≥ 4,000/s, PostgreSQL);
 * - the Owner's Box (the web's OwnersBoxDashboard query) p50 with no feed, and while one client
 *   feeds (target ≤ 1.5 ×).
 *
 *   BENCH_DBS=postgres,pglite   which databases (each a fresh stack, bench/src/server.ts)
 *   BENCH_BATCHES=5             batches per client and case
 *   BENCH_RUNS=20               Owner's Box loads per case
 *   BENCH_DATABASE_URL          PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * Targets are reported, not enforced; exits non-zero when a request fails or a transaction is not accepted.
 */
import { loadavg } from 'node:os';
import { Pool } from 'undici';
import { benchDocuments } from './documents.ts';
import { type Session, send, signIn } from './run.ts';
import { type BenchDb, startBenchServer } from './server.ts';

const DBS = (process.env.BENCH_DBS ?? 'postgres,pglite').split(',') as BenchDb[];
const BATCHES = Number(process.env.BENCH_BATCHES ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BATCH = 1000;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const FEED = `mutation BenchFeed($t: [VenueTransactionInput!]!) { recordVenueTransactions(transactions: $t) { accepted rejected results { status message field } } }`;
const REFS = '{ venueFeedReferences { locations { code } products { id price } } }';

interface Refs {
  locations: { code: string }[];
  products: { id: number; price: string }[];
}

async function gql<T>(session: Session, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await session.pool.request({
    method: 'POST',
    path: '/graphql',
    headers: session.headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = JSON.parse(await res.body.text()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length)
    throw new Error(`HTTP ${res.statusCode}: ${body.errors?.[0]?.message ?? 'no data'}`);
  return body.data;
}

let seq = 0;
/** A till's batch: 1,000 sales of 3 lines at `code`, spread over the last 20 hours. */
function batch(refs: Refs, code: string) {
  const run = `${process.pid}-${Date.now().toString(36)}`;
  return Array.from({ length: BATCH }, (_, i) => {
    const lines = [0, 1, 2].map((k) => {
      const p = refs.products[(i + k * 7) % refs.products.length]!;
      return { productId: p.id, quantity: 1 + ((i + k) % 3), unitPrice: p.price };
    });
    const cents = lines.reduce((sum, l) => sum + Math.round(Number(l.unitPrice) * 100) * l.quantity, 0);
    return {
      externalId: `bench-${run}-${++seq}`,
      locationCode: code,
      occurredAt: new Date(Date.now() - 3_600_000 - (i % 72_000) * 1000).toISOString(),
      lines,
      payments: [{ tender: 'CARD', amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` }],
    };
  });
}

/** Sends `batches` batches back to back; answers the transactions accepted. */
async function feed(session: Session, refs: Refs, code: string, batches: number): Promise<number> {
  let accepted = 0;
  for (let b = 0; b < batches; b++) {
    const r = await gql<{
      recordVenueTransactions: {
        accepted: number;
        rejected: number;
        results: { status: string; message: string | null }[];
      };
    }>(session, FEED, { t: batch(refs, code) });
    const answer = r.recordVenueTransactions;
    if (answer.rejected > 0)
      throw new Error(`rejected: ${answer.results.find((x) => x.status === 'REJECTED')?.message}`);
    accepted += answer.accepted;
  }
  return accepted;
}

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function ownersBoxP50(session: Session, runs: number): Promise<number> {
  const doc = benchDocuments().find((d) => d.name === 'OwnersBoxDashboard')!;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const error = await send(session, doc);
    if (error) throw new Error(error);
    times.push(performance.now() - t0);
  }
  return p50(times);
}

async function benchOne(db: BenchDb): Promise<boolean> {
  const server = await startBenchServer({ db, postgresUrl, env: { LOG_LEVEL: 'warn' } });
  const sessions: Session[] = [];
  try {
    const { token, masterClient } = await signIn(server.restUrl, 'director@funzone.test');
    const session = (): Session => {
      const s = {
        pool: new Pool(server.gatewayUrl, { connections: 2 }),
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-master-client': String(masterClient),
        },
      };
      sessions.push(s);
      return s;
    };
    const main = session();
    const refs = (await gql<{ venueFeedReferences: Refs }>(main, REFS)).venueFeedReferences;
    const codes = refs.locations.map((l) => l.code);
    // Warm-up: one batch, not timed.
    await feed(main, refs, codes[0]!, 1);

    let t0 = performance.now();
    const one = await feed(main, refs, codes[0]!, BATCHES);
    const oneRate = one / ((performance.now() - t0) / 1000);
    console.log(
      `${db}: one client, ${BATCHES} × ${BATCH}: ${oneRate.toFixed(0)} transactions/s (target ≥ ${db === 'postgres' ? 2000 : 500}/s)`,
    );

    const clients = [0, 1, 2, 3].map(() => session());
    t0 = performance.now();
    const four = await Promise.all(clients.map((c, i) => feed(c, refs, codes[i % codes.length]!, BATCHES)));
    const fourRate = four.reduce((a, b) => a + b, 0) / ((performance.now() - t0) / 1000);
    console.log(
      `${db}: four clients at once (${Math.min(4, codes.length)} locations): ${fourRate.toFixed(0)} transactions/s in all (target ≥ 4000/s on PostgreSQL)`,
    );

    const quiet = await ownersBoxP50(main, RUNS);
    let feeding = true;
    const feeder = session();
    const background = (async () => {
      while (feeding) await feed(feeder, refs, codes[1 % codes.length]!, 1);
    })();
    const busy = await ownersBoxP50(main, RUNS);
    feeding = false;
    await background;
    console.log(
      `${db}: Owner's Box p50 ${quiet.toFixed(1)} ms with no feed, ${busy.toFixed(1)} ms while one client feeds: ${(busy / quiet).toFixed(2)} × (target ≤ 1.5 ×)`,
    );
    return true;
  } catch (error) {
    console.error(`${db}: ${(error as Error).message}`);
    return false;
  } finally {
    await Promise.all(sessions.map((s) => s.pool.close()));
    await server.stop();
  }
}

console.log(
  `bench:feed — load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
let ok = true;
for (const db of DBS) {
  // A stack that does not start (a busy machine) fails that database's figures, not the others'.
  const done = await benchOne(db).catch((error: Error) => {
    console.error(`${db}: ${error.message}`);
    return false;
  });
  ok = done && ok;
}
process.exit(ok ? 0 : 1);
