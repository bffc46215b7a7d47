/**
 * `pnpm bench:cpu`: what one dashboard load costs in CPU time, the figure behind dashboards/s
 * that stays readable on a busy machine (throughput there measures the neighbours too). Starts
 * the stack as `pnpm bench:load` does, signs in N sessions, runs a fixed number of dashboard loads
 * (the four dashboards in turn, N at a time) and prints the CPU milliseconds per dashboard of the
 * servers (gateway and REST API, their threads included, so PGlite's worker too), of the
 * PostgreSQL backends serving them, and of this load generator; and what 2 cores would serve at
 * most at that cost (2,000 ms of CPU a second over the sum).
 *
 *   BENCH_DB=pglite|postgres   (default postgres)
 *   BENCH_SESSIONS=50          sessions at once
 *   BENCH_DASHBOARDS=400       dashboard loads measured
 *   BENCH_ONLY=OwnersBoxDashboard   one dashboard's query only (its own cost, e.g. the Owner's Box)
 */
import pg from 'pg';
import { Pool } from 'undici';
import { benchDocuments } from './documents.ts';
import { BENCH_USERS, CONNECTIONS_PER_SESSION, type Session, send, signIn } from './run.ts';
import { backendTicks, TICKS_PER_MS, ticksOf, treeTicks } from './procCpu.ts';
import { type BenchDb, startBenchServer } from './server.ts';

const db = (process.env.BENCH_DB ?? 'postgres') as BenchDb;
const sessionCount = Number(process.env.BENCH_SESSIONS ?? 50);
const total = Number(process.env.BENCH_DASHBOARDS ?? 400);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * The statement count once the backends have reported: PostgreSQL publishes a backend's counts
 * about once a second, so read until a reading adds no more than the readings' own statements
 * (one each), at most twenty times.
 */
async function settledStatements(read: () => Promise<number>): Promise<number> {
  let last = await read();
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const next = await read();
    if (next - last <= 2) return next;
    last = next;
  }
  return last;
}

const only = process.env.BENCH_ONLY;
const docs = benchDocuments().filter((d) => d.dashboard && (!only || d.name === only));
if (docs.length === 0) throw new Error(`no dashboard query named ${only}`);
const server = await startBenchServer({ db, postgresUrl, restart: true });
const database = server.databaseUrl ? new URL(server.databaseUrl).pathname.slice(1) : null;
const sessions: Session[] = [];
try {
  for (let i = 0; i < sessionCount; i++) {
    const { token, masterClient } = await signIn(server.restUrl, BENCH_USERS[i % BENCH_USERS.length]!);
    sessions.push({
      pool: new Pool(server.gatewayUrl, { connections: CONNECTIONS_PER_SESSION }),
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-master-client': `${masterClient}`,
      },
    });
  }
  // Warm-up: every dashboard by every session (JIT, caches, connections).
  await Promise.all(sessions.map((s) => Promise.all(docs.map((d) => send(s, d)))));

  const statements = async () => {
    if (!server.databaseUrl) return 0;
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      // Each statement outside a transaction commits on its own: the count of statements run.
      const r = await client.query('select xact_commit from pg_stat_database where datname = current_database()');
      return Number(r.rows[0].xact_commit);
    } finally {
      await client.end();
    }
  };
  const statements0 = await statements();
  const server0 = treeTicks(server.pid);
  const gateway0 = ticksOf(server.pid);
  const db0 = database ? backendTicks(database) : 0;
  const self0 = process.cpuUsage();
  const t0 = performance.now();
  let next = 0;
  let errors = 0;
  await Promise.all(
    sessions.map(async (session) => {
      for (let i = next++; i < total; i = next++) if (await send(session, docs[i % docs.length]!)) errors++;
    }),
  );
  const wall = performance.now() - t0;
  const perDashboard = ((await settledStatements(statements)) - statements0) / total;
  const self = process.cpuUsage(self0);
  const serverMs = (treeTicks(server.pid) - server0) / TICKS_PER_MS / total;
  const gatewayMs = (ticksOf(server.pid) - gateway0) / TICKS_PER_MS / total;
  const dbMs = database ? (backendTicks(database) - db0) / TICKS_PER_MS / total : 0;
  const generatorMs = (self.user + self.system) / 1000 / total;
  const sum = serverMs + dbMs + generatorMs;
  console.log(
    `${db}, ${sessionCount} sessions, ${total} dashboards in ${(wall / 1000).toFixed(1)} s, ${errors} errors`,
  );
  console.log(
    `  CPU ms per dashboard: servers ${serverMs.toFixed(1)} (gateway ${gatewayMs.toFixed(1)}), PostgreSQL ${dbMs.toFixed(1)}, ` +
      `load generator ${generatorMs.toFixed(1)}; at most ${(2000 / sum).toFixed(0)} dashboards/s on 2 cores ` +
      `(${(2000 / (serverMs + dbMs)).toFixed(0)} with the generator elsewhere); ` +
      `${perDashboard.toFixed(1)} SQL statements per dashboard`,
  );
} finally {
  await Promise.all(sessions.map((s) => s.pool.close()));
  await server.stop();
}
