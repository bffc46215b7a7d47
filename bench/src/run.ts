/**
 * One load run: N signed-in sessions, each loading the four dashboards and a settings list in
 * turn, back to back, for a fixed time, against a server started in its own process. Each
 * session is a browser: its own keep-alive pool of at most 6 connections, one request at a time.
 */
import { Pool } from 'undici';
import { type BenchDocument, benchDocuments } from './documents.ts';
import { type BenchDb, startBenchServer } from './server.ts';

/** Demo users who may view every dashboard widget and the users list (README, Demo sign-ins). */
export const BENCH_USERS = ['director@funzone.test', 'support@marquee.app'];
const PASSWORD = 'Marquee#2026';
export const CONNECTIONS_PER_SESSION = 6;

export interface LoadOptions {
  db: BenchDb;
  sessions: number;
  seconds: number;
  /** Seconds of load before the measured window (made and checked for errors, not timed). */
  warmupSeconds: number;
  /** Seconds to wait after the load before reading the RSS again. */
  settleSeconds: number;
  postgresUrl: string;
  env?: Record<string, string>;
  /** Measure a second start, on the database the first one seeded (see BenchServerOptions). */
  restart?: boolean;
  log?: (line: string) => void;
}

export interface LoadResult {
  db: BenchDb;
  sessions: number;
  seconds: number;
  dashboards: number;
  dashboardsPerSecond: number;
  /** Dashboard loads, ms. */
  p50: number;
  p99: number;
  max: number;
  /** Settings list loads, ms. */
  listP50: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
}

export interface Session {
  pool: Pool;
  headers: Record<string, string>;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

export async function signIn(restUrl: string, username: string): Promise<{ token: string; masterClient: number }> {
  // Straight at the REST API: N sign-ins from one address would trip the gateway's login throttle,
  // and sign-in is not what is measured.
  const res = await fetch(`${restUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = (await res.json()) as {
    data?: { token: string; user: { masterClients: { masterClientId: number; isDefault: boolean }[] } };
  };
  if (res.status !== 200 || !body.data) throw new Error(`sign-in of ${username} failed: ${res.status}`);
  const clients = body.data.user.masterClients;
  const chosen = clients.find((c) => c.isDefault) ?? clients[0];
  if (!chosen) throw new Error(`${username} has no master client`);
  return { token: body.data.token, masterClient: chosen.masterClientId };
}

/** One GraphQL request; resolves to an error message, or null when it fully succeeded. */
export async function send(session: Session, doc: BenchDocument): Promise<string | null> {
  try {
    const res = await session.pool.request({
      method: 'POST',
      path: '/graphql',
      headers: session.headers,
      body: JSON.stringify({ operationName: doc.name, query: doc.query, variables: doc.variables }),
    });
    const text = await res.body.text();
    if (res.statusCode !== 200) return `${doc.name}: HTTP ${res.statusCode} ${text.slice(0, 200)}`;
    const body = JSON.parse(text) as { errors?: { message: string; extensions?: { code?: string } }[] };
    if (body.errors?.length) {
      const e = body.errors[0]!;
      return `${doc.name}: ${e.extensions?.code ?? ''} ${e.message}`.slice(0, 300);
    }
    return null;
  } catch (error) {
    return `${doc.name}: ${(error as Error).message}`;
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const log = options.log ?? (() => {});
  const docs = benchDocuments();
  const server = await startBenchServer({
    db: options.db,
    postgresUrl: options.postgresUrl,
    env: options.env,
    restart: options.restart,
  });
  const sessions: Session[] = [];
  try {
    for (let i = 0; i < options.sessions; i++) {
      const { token, masterClient } = await signIn(server.restUrl, BENCH_USERS[i % BENCH_USERS.length]!);
      sessions.push({
        pool: new Pool(server.gatewayUrl, { connections: CONNECTIONS_PER_SESSION }),
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-master-client': String(masterClient),
        },
      });
    }
    // Warm-up: one pass of every document by one session of each bench user (JIT, caches,
    // connections); the users differ in master client and permissions, so in what they read.
    for (const session of sessions.slice(0, BENCH_USERS.length)) {
      for (const doc of docs) {
        const error = await send(session, doc);
        if (error) throw new Error(`warm-up failed: ${error}`);
      }
    }
    const rssBefore = server.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, server.rss());
    }, 250);

    const dashboardTimes: number[] = [];
    const listTimes: number[] = [];
    const errorSamples: string[] = [];
    let errors = 0;
    let requests = 0;
    let dashboardsInWindow = 0;
    // The load runs without a pause from its ramp-up into the measured window: calls started in
    // the first `warmupSeconds` (the JIT, heaps and pools growing to the load) are made, and their
    // errors counted, but not timed. The RSS above is the one before any of it.
    const started = performance.now();
    const measureFrom = started + options.warmupSeconds * 1000;
    const endAt = measureFrom + options.seconds * 1000;
    await Promise.all(
      sessions.map(async (session, index) => {
        // Sessions start at different dashboards, as users do.
        for (let step = index; performance.now() < endAt; step++) {
          const doc = docs[step % docs.length]!;
          const t0 = performance.now();
          const error = await send(session, doc);
          const t1 = performance.now();
          requests++;
          if (error) {
            errors++;
            if (errorSamples.length < 5) errorSamples.push(error);
          }
          if (t0 < measureFrom) continue;
          (doc.dashboard ? dashboardTimes : listTimes).push(t1 - t0);
          if (doc.dashboard && t1 <= endAt) dashboardsInWindow++;
        }
      }),
    );
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, server.rss());
    await Promise.all(sessions.map((s) => s.pool.close()));
    sessions.length = 0;
    log(`  load done; waiting ${options.settleSeconds} s for the RSS to settle`);
    await new Promise((r) => setTimeout(r, options.settleSeconds * 1000));
    const rssAfter = server.rss();

    dashboardTimes.sort((a, b) => a - b);
    listTimes.sort((a, b) => a - b);
    return {
      db: options.db,
      sessions: options.sessions,
      seconds: options.seconds,
      dashboards: dashboardsInWindow,
      dashboardsPerSecond: dashboardsInWindow / options.seconds,
      p50: quantile(dashboardTimes, 0.5),
      p99: quantile(dashboardTimes, 0.99),
      max: dashboardTimes.at(-1) ?? Number.NaN,
      listP50: quantile(listTimes, 0.5),
      requests,
      errors,
      errorSamples,
      rssBefore,
      rssPeak,
      rssAfter,
    };
  } finally {
    await Promise.all(sessions.map((s) => s.pool.close()));
    await server.stop();
  }
}
