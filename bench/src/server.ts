/**
 * Starts Marquee the way `npm start` does (scripts/start.ts), in a child process so the load
 * generator's CPU does not count against the server's event loop, on a temporary PGlite data
 * directory or a fresh PostgreSQL database; reads the resident memory of its process tree.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFreshPostgresDatabase, type FreshPostgresDatabase } from '@marquee/rest-api/db/fresh';
import { childrenOf } from './procCpu.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY_TIMEOUT_MS = 300_000;

export type BenchDb = 'pglite' | 'postgres';

export interface BenchServer {
  gatewayUrl: string;
  restUrl: string;
  /** The fresh PostgreSQL database (`db: 'postgres'` only), for benches that load data into it. */
  databaseUrl?: string;
  pid: number;
  /** Resident memory of the server's whole process tree (workers and children included), bytes. */
  rss(): number;
  logFile: string;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  db: BenchDb;
  /** PostgreSQL server for `db: 'postgres'`; a fresh database is created on it and dropped after. */
  postgresUrl: string;
  /** Extra environment for the server (e.g. UPSTREAM_CONNECTIONS). */
  env?: Record<string, string>;
  /** Start once to create and seed the database, then measure a second start on it. */
  restart?: boolean;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function rssOf(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function treeRss(pid: number): number {
  return rssOf(pid) + childrenOf(pid).reduce((sum, child) => sum + treeRss(child), 0);
}

interface Running {
  pid: number;
  exited(): boolean;
  stop(): Promise<void>;
}

/** Spawns scripts/start.ts and waits for the gateway's /ready; throws with the log's tail if it dies. */
async function spawnServer(env: NodeJS.ProcessEnv, gatewayUrl: string, logFile: string): Promise<Running> {
  const log = openSync(logFile, 'a');
  // `node --import tsx` rather than the tsx CLI: one process less, so the RSS is the server's.
  // BENCH_CPU_PROF=<folder>: a V8 CPU profile of the gateway and of the REST API (the fork takes
  // these flags from execArgv), written when the server stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => {
    exited = true;
  });
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(killer);
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited)
      throw new Error(`the server exited before it was ready:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const res = await fetch(`${gatewayUrl}/ready`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { pid: child.pid!, exited: () => exited, stop };
}

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const work = mkdtempSync(join(tmpdir(), 'marquee-bench-'));
  let fresh: FreshPostgresDatabase | undefined;
  const cleanup = async () => {
    rmSync(work, { recursive: true, force: true });
    await fresh?.drop();
  };
  try {
    if (options.db === 'postgres') fresh = await createFreshPostgresDatabase(options.postgresUrl);
    const port = await freePort();
    const restPort = await freePort();
    const logFile = join(work, 'server.log');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REST_PORT: String(restPort),
      REST_HOST: '127.0.0.1',
      DATA_DIR: join(work, 'pglite'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // Benches sign in as the demo users: a fresh PostgreSQL database is seeded only when asked.
      SEED_DEMO: '1',
      ...options.env,
    };
    delete env.DATABASE_URL;
    delete env.VITEST;
    if (fresh) env.DATABASE_URL = fresh.url;
    const gatewayUrl = `http://127.0.0.1:${port}`;
    let server = await spawnServer(env, gatewayUrl, logFile);
    if (options.restart) {
      // The first start created and seeded the database; measure a start on existing data, as
      // every start after the first one is (seeding's memory would count as the RSS at start).
      await server.stop();
      server = await spawnServer(env, gatewayUrl, logFile);
    }
    const running = server;
    return {
      gatewayUrl,
      restUrl: `http://127.0.0.1:${restPort}`,
      databaseUrl: fresh?.url,
      pid: running.pid,
      rss: () => treeRss(running.pid),
      logFile,
      stop: async () => {
        await running.stop();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
