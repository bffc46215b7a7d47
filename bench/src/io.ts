/**
 * `pnpm bench:io` ("Speed", files in and out) on PostgreSQL, through the gateway as the web does:
 *
 * - import: a sales CSV of IO_ROWS rows (two rows a transaction: a line with the payment, then a
 *   second line; in time order over 300 days), generated to a temporary file as a stream, uploaded to POST /imports/sales,
 *   started, and followed until DONE (target for 1,000,000 rows: ≤ 10 minutes, each server
 *   process's RSS growing ≤ 300 MB);
 * - export: IO_ROWS bookings inserted with SQL (bookingData.ts), then /exports/bookings.csv and
 *   .xlsx downloaded (target: first byte ≤ 1 s, RSS growing ≤ 100 MB).
 *
 * The gateway and the REST API run as two processes (scripts/start.ts); the RSS of each is
 * sampled from /proc every 100 ms, and the growth printed is the peak over the value just before.
 *
 *   IO_ROWS=1000000          sales rows imported and bookings exported
 *   IO_CASES=import,export   which halves run
 *   IO_EXPORT_LIMIT_S=1800   a download still going after this long is cut off (reported as such)
 *   BENCH_DATABASE_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * Targets are reported, not enforced; exits non-zero when a request fails or rows go missing.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { request } from 'undici';
import { loadBookings } from './bookingData.ts';
import { childrenOf } from './procCpu.ts';
import { signIn } from './run.ts';
import { startBenchServer, treeRss } from './server.ts';

const ROWS = Number(process.env.IO_ROWS ?? 1_000_000);
const CASES = (process.env.IO_CASES ?? 'import,export').split(',');
const MASTER_CLIENT = 1;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EXPORT_LIMIT_MS = Number(process.env.IO_EXPORT_LIMIT_S ?? 1800) * 1000;
const MB = 1_048_576;

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Samples an RSS every 100 ms; `stop` answers the highest sample less the first. */
function sampler(rss: () => number) {
  const base = rss();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 100);
  return {
    /** The growth so far. */
    peak: () => Math.max(peak, rss()) - base,
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rss()) - base;
    },
  };
}

console.log(`bench:io — ${ROWS} rows on PostgreSQL; load average ${load()}`);
const server = await startBenchServer({ db: 'postgres', postgresUrl, env: { LOG_LEVEL: 'warn' } });
// scripts/start.ts is the gateway; its one child is the REST API (supervise.ts may restart it).
const gatewayPid = server.pid;
const restPid = () => childrenOf(gatewayPid)[0] ?? 0;
const restRss = () => treeRss(restPid());
/** The gateway's own RSS: its process tree less the REST API's. */
const gatewayRss = () => treeRss(gatewayPid) - restRss();
const samplers = () => ({ gateway: sampler(gatewayRss), rest: sampler(restRss) });
const growthOf = (s: ReturnType<typeof samplers>) => ({ gateway: s.gateway.stop(), rest: s.rest.stop() });

const work = mkdtempSync(join(tmpdir(), 'marquee-io-'));
const client = new pg.Client({ connectionString: server.databaseUrl });
let failed = false;
try {
  await client.connect();
  const { token } = await signIn(server.restUrl, 'director@funzone.test');
  const headers = { authorization: `Bearer ${token}`, 'x-master-client': String(MASTER_CLIENT) };
  console.log(`gateway pid ${gatewayPid} (${mb(gatewayRss())}), REST API pid ${restPid()} (${mb(restRss())})`);

  if (CASES.includes('import')) {
    const refs = (
      await client.query<{ code: string }>(
        'select code from locations where master_client_id = $1 order by id limit 3',
        [MASTER_CLIENT],
      )
    ).rows.map((r) => r.code);
    const products = (
      await client.query<{ id: number }>('select id from products where master_client_id = $1 order by id limit 5', [
        MASTER_CLIENT,
      ])
    ).rows.map((r) => Number(r.id));
    if (refs.length === 0 || products.length === 0) throw new Error('the demo tenant has no locations or products');

    // Two rows a transaction, the payment paying both lines; in time order over the last 300 days,
    // as a till's history comes. (Shuffled days would make every batch recompute the dashboard
    // rollups of the whole span: repositories/dashboardRollups.ts refreshes from first to last day.)
    const file = join(work, 'sales.csv');
    const out = createWriteStream(file);
    out.write('externalId,locationCode,occurredAt,productId,quantity,unitPrice,tender,amount\n');
    const now = Date.now();
    const run = now.toString(36);
    const first = now - 300 * 86_400_000;
    const step = Math.floor((300 * 86_400_000 - 3_600_000) / (ROWS / 2));
    let chunk = '';
    for (let i = 0; i < ROWS / 2; i++) {
      const id = `${run}-${i.toString(36)}`;
      const at = new Date(first + i * step).toISOString();
      const q = 1 + (i % 3);
      const a = products[i % products.length]!;
      const b = products[(i + 2) % products.length]!;
      chunk += `${id},${refs[i % refs.length]},${at},${a},${q},4.50,CARD,${(q * 4.5 + 2.25).toFixed(2)}\n`;
      chunk += `${id},,,${b},1,2.25,,\n`;
      if (chunk.length > 1 << 16) {
        if (!out.write(chunk)) await once(out, 'drain');
        chunk = '';
      }
    }
    out.end(chunk);
    await once(out, 'finish');
    const bytes = statSync(file).size;
    console.log(`import: ${ROWS} rows, ${ROWS / 2} transactions, ${mb(bytes)} CSV`);

    const rss = samplers();
    const t0 = performance.now();
    const up = await request(`${server.gatewayUrl}/imports/sales?name=bench.csv`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv', 'content-length': String(bytes) },
      body: createReadStream(file),
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    const staged = (await up.body.json()) as { data?: { id: number; totalRows: number }; message?: string };
    if (up.statusCode !== 200 || !staged.data) throw new Error(`upload: HTTP ${up.statusCode} ${staged.message}`);
    const tStaged = performance.now();
    const stagedGrowth = { gateway: rss.gateway.peak(), rest: rss.rest.peak() };
    const id = staged.data.id;
    const gql = async <T>(query: string): Promise<T> => {
      const r = await request(`${server.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      const body = (await r.body.json()) as { data?: T; errors?: { message: string }[] };
      if (!body.data || body.errors?.length) throw new Error(body.errors?.[0]?.message ?? `HTTP ${r.statusCode}`);
      return body.data;
    };
    const FIELDS = 'status rowsDone accepted replayed rejected failure';
    type P = {
      status: string;
      rowsDone: number;
      accepted: number;
      replayed: number;
      rejected: number;
      failure: string;
    };
    await gql(`mutation { startVenueImport(id: ${id}) { ${FIELDS} } }`);
    let p: P;
    let lastLog = performance.now();
    for (;;) {
      await new Promise((r) => setTimeout(r, 1000));
      p = (await gql<{ venueImport: P }>(`{ venueImport(id: ${id}) { ${FIELDS} } }`)).venueImport;
      if (p.status !== 'RUNNING') break;
      if (performance.now() - lastLog > 30_000) {
        lastLog = performance.now();
        console.log(`  … ${p.rowsDone} rows done after ${secs(performance.now() - t0)}`);
      }
    }
    const total = performance.now() - t0;
    const growth = growthOf(rss);
    if (p.status !== 'DONE' || p.accepted !== ROWS / 2) {
      failed = true;
      console.error(`import ended ${p.status}: ${JSON.stringify(p)}`);
    }
    console.log(
      `import: upload and staging ${secs(tStaged - t0)}, in all ${secs(total)} (target ≤ 600 s for 1,000,000), ` +
        `${(ROWS / (total / 1000)).toFixed(0)} rows/s; accepted ${p.accepted}, rejected ${p.rejected}`,
    );
    console.log(
      `import: peak RSS growth — gateway ${mb(growth.gateway)}, REST API ${mb(growth.rest)} (target ≤ 300 MB); ` +
        `by the end of staging: gateway ${mb(stagedGrowth.gateway)}, REST API ${mb(stagedGrowth.rest)}; load average ${load()}`,
    );
  }

  if (CASES.includes('export')) {
    const t0 = performance.now();
    await loadBookings(client, MASTER_CLIENT, ROWS);
    const count = Number(
      (await client.query('select count(*) as n from bookings where master_client_id = $1', [MASTER_CLIENT])).rows[0].n,
    );
    console.log(`export: ${count} bookings loaded in ${secs(performance.now() - t0)}`);
    for (const format of ['csv', 'xlsx']) {
      const rss = samplers();
      const start = performance.now();
      const res = await request(`${server.gatewayUrl}/exports/bookings.${format}`, {
        headers,
        headersTimeout: 0,
        bodyTimeout: 0,
      });
      let first = 0;
      let bytes = 0;
      let newlines = 0;
      let cutOff = false;
      for await (const part of res.body) {
        const buf = part as Buffer;
        if (bytes === 0) first = performance.now() - start;
        bytes += buf.length;
        if (format === 'csv') for (const b of buf) if (b === 10) newlines++;
        if (performance.now() - start > EXPORT_LIMIT_MS) {
          cutOff = true;
          res.body.destroy();
          break;
        }
      }
      const total = performance.now() - start;
      const growth = growthOf(rss);
      if (cutOff) {
        failed = true;
        console.error(`export ${format}: cut off after ${secs(total)} at ${mb(bytes)}, ${newlines} lines`);
      } else if (res.statusCode !== 200 || (format === 'csv' && newlines !== count + 1)) {
        failed = true;
        console.error(`export ${format}: HTTP ${res.statusCode}, ${newlines} lines for ${count} bookings`);
      }
      console.log(
        `export ${format}: first byte ${(first / 1000).toFixed(2)} s (target ≤ 1 s), in all ${secs(total)}, ${mb(bytes)}; ` +
          `peak RSS growth — gateway ${mb(growth.gateway)}, REST API ${mb(growth.rest)} (target ≤ 100 MB); load average ${load()}`,
      );
    }
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await client.end().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
  await server.stop();
}
process.exit(failed ? 1 : 0);
