/**
 * `pnpm bench:overhead`: what the gateway adds to a trivial authenticated query. Sends
 * `{ masterClients { … } }` to the gateway and the REST call it wraps (GET /master-clients) to
 * the REST API, alternately and one at a time, and prints both medians and their difference.
 * The server runs in its own process as `npm start` runs it (PGlite by default; BENCH_DB=postgres
 * for a fresh PostgreSQL database).
 */
import { loadavg } from 'node:os';
import { Pool } from 'undici';
import { type BenchDb, startBenchServer } from './server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const WARMUP = 200;
const db = (process.env.BENCH_DB as BenchDb | undefined) ?? 'pglite';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const QUERY = '{ masterClients { masterClientId masterClientName isDefault } }';

const server = await startBenchServer({ db, postgresUrl, env: { LOG_LEVEL: 'warn' } });
try {
  const login = await fetch(`${server.restUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'director@funzone.test', password: 'Marquee#2026' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const gateway = new Pool(server.gatewayUrl, { connections: 1 });
  const rest = new Pool(server.restUrl, { connections: 1 });

  const viaGateway = async () => {
    const res = await gateway.request({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: QUERY }),
    });
    const body = (await res.body.json()) as { errors?: unknown };
    if (res.statusCode !== 200 || body.errors) throw new Error(`gateway: ${res.statusCode} ${JSON.stringify(body)}`);
  };
  const viaRest = async () => {
    const res = await rest.request({
      method: 'GET',
      path: '/master-clients?masterClient=null',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    await res.body.text();
    if (res.statusCode !== 200) throw new Error(`rest: ${res.statusCode}`);
  };
  const time = async (run: () => Promise<void>) => {
    const t0 = performance.now();
    await run();
    return performance.now() - t0;
  };
  for (let i = 0; i < WARMUP; i++) {
    await viaGateway();
    await viaRest();
  }
  const g: number[] = [];
  const r: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    g.push(await time(viaGateway));
    r.push(await time(viaRest));
  }
  const median = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  const gm = median(g);
  const rm = median(r);
  console.log(
    `masterClients (${db}, ${RUNS} runs, load average ${loadavg()[0]!.toFixed(2)}): gateway p50 ${gm.toFixed(2)} ms, ` +
      `REST p50 ${rm.toFixed(2)} ms, gateway overhead ${(gm - rm).toFixed(2)} ms (target ≤ 1.5 ms)`,
  );
  await gateway.close();
  await rest.close();
} finally {
  await server.stop();
}
