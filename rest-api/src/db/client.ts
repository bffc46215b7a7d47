/**
 * Opens the database: embedded PGlite by default, a PostgreSQL server when a URL is given. Both
 * speak the same SQL and run the same migrations; the rest of the code only sees `Db`.
 * File-backed PGlite (`npm start`) runs in a worker thread behind the wire protocol and is used
 * through node-postgres like a server (pgliteServer.ts); in-memory PGlite (tests, which clone
 * and dump it) stays in this thread.
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { presentMigrationSets } from './migrations.ts';
import { startPgliteServer } from './pgliteServer.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL files of every migration set (rest-api/migrations/*) that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (the start's migrations and seed) while holding the start-up lock, so replicas
   * started at once take turns: the first migrates, the others wait and then find nothing left
   * to do, and none serves before the schema it needs is there. On PostgreSQL a session-level
   * advisory lock on a connection of its own; the embedded database has one process, no lock.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The connection pool's counts, where there is a pool (PostgreSQL and the embedded server). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: a copy of the whole database (tests clone one migrated, seeded instance). */
  clone?: () => Promise<Database>;
  /** PGlite only: the data directory as a tarball, loadable with `loadDataDir`. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory (created when missing), served from a worker thread. */
  dataDir?: string;
  /** PGlite in memory: nothing is written to disk. */
  memory?: boolean;
  /** PGlite in memory only: start from this dump instead of an empty cluster (tests). */
  loadDataDir?: Blob;
}

/**
 * In memory, WAL segments kept for reuse only hold memory, and every dump (a test database's
 * snapshot, seeded.ts) would carry them: seeding leaves ~100 MB of them, twice the data itself,
 * and loading the dump costs three times the CPU. Old segments are removed, not recycled.
 */
const MEMORY_WAL = ['-c', 'wal_recycle=off', '-c', 'min_wal_size=32MB'];

/** Runs every present migration set in order (see migrations.ts). */
async function migrateAll(run: (folder: string, table: string) => Promise<void>): Promise<void> {
  for (const set of presentMigrationSets()) await run(set.folder, set.table);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  // pg_trgm: the catalogue migrations create it for the lists' search indexes.
  if (options.memory) {
    return openPglite(
      new PGlite({
        loadDataDir: options.loadDataDir,
        extensions: { pg_trgm },
        startParams: [...PGlite.defaultStartParams, ...MEMORY_WAL],
      }),
    );
  }
  if (!options.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or memory');
  const server = await startPgliteServer(options.dataDir);
  try {
    // The socket server takes one connection at a time: a pool of one, whose queue is fair.
    return await openPostgres(server.url, { max: 1, kind: 'pglite', prepare: true, afterClose: server.stop });
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () =>
      migrateAll((migrationsFolder, migrationsTable) => migratePglite(db, { migrationsFolder, migrationsTable })),
    exclusive: (work) => work(),
    clone: async () => openPglite((await client.clone()) as PGlite),
    dump: async () => {
      // Ends the WAL's use of the segments written so far, which then go (MEMORY_WAL).
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
    close: () => client.close(),
  };
}

/** Reads: the statements worth keeping prepared. */
const READ = /^\s*(select|with)\b/i;
/** Prepared statements kept on the connection at most; later new texts run unprepared. */
const MAX_PREPARED = 1000;

/**
 * Sends every read through a named (prepared) statement, named by a hash of its text, so the
 * embedded database parses and plans it once per connection rather than on every call: its one
 * connection runs every query in turn, and the parse-and-plan share of a widget's small query is
 * large (about 0.35 → 0.14 ms for a primary-key lookup). Writes and transactions are untouched.
 */
function prepareReads(pool: pg.Pool): void {
  const names = new Set<string>();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const withName = (config: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    const { text, name } = config as { text?: unknown; name?: unknown };
    if (name || typeof text !== 'string' || !READ.test(text)) return config;
    const hashed = `r${createHash('sha1').update(text).digest('base64url')}`;
    if (!names.has(hashed)) {
      if (names.size >= MAX_PREPARED) return config;
      names.add(hashed);
    }
    return { ...config, name: hashed };
  };
  (pool as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => query(withName(config), ...rest);
}

interface PostgresOptions {
  max: number;
  kind: Database['kind'];
  /** Prepare every read once per connection (see prepareReads). */
  prepare?: boolean;
  /** Runs once the pool has ended (stops the embedded database's thread). */
  afterClose?: () => Promise<void>;
}

async function openPostgres(
  url: string,
  { max, kind, prepare, afterClose }: PostgresOptions = { max: 10, kind: 'postgres' },
): Promise<Database> {
  // The embedded database's one connection is kept open: a pool that closed it when idle could
  // reconnect before the server noticed, and be refused as a second connection.
  // The embedded database has one session whatever the connection: statements prepared by a
  // connection that was lost would still exist there and clash with the new one's. The pool awaits
  // onConnect before handing the connection out, so no query overlaps it on that connection (a
  // 'connect' listener did not wait, and pg 9 will refuse the overlap).
  const onConnect = prepare ? (client: pg.ClientBase) => client.query('deallocate all') : undefined;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: kind === 'pglite' ? 0 : 10_000,
    onConnect,
  });
  // A pooled connection the server ends (restart, pg_terminate_backend, DROP DATABASE … FORCE)
  // is reported here; without a listener node-postgres throws it as an uncaught error and takes
  // the process down. The pool drops that client and opens a new one on the next query. While
  // closing, connections still shutting down may see it too (a test database dropped right
  // after): expected, so not reported.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.warn(`database connection lost: ${error.message}`);
  });
  if (prepare) prepareReads(pool);
  const db = drizzleNodePg({ client: pool, schema });
  // Fail now with a clear error rather than on the first request.
  await db.execute(sql`select 1`);
  return {
    db: db as unknown as Db,
    kind,
    migrate: () =>
      migrateAll((migrationsFolder, migrationsTable) => migrateNodePg(db, { migrationsFolder, migrationsTable })),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // The embedded database's pool has one connection, which the lock would keep from the work.
    exclusive: kind === 'pglite' ? (work) => work() : (work) => withAdvisoryLock(pool, START_LOCK, work),
    close: async () => {
      closing = true;
      await pool.end();
      await afterClose?.();
    },
  };
}

/** Key of the start-up lock (migrations and seed); the seed's own transaction lock is another. */
export const START_LOCK = 738_200;

/**
 * Holds the session-level advisory lock `key` on a connection of its own while `work` runs on
 * the pool. Waits as long as another process holds it (a long migration or the demo seed); the
 * lock goes with the connection if this process dies, so a crashed replica never blocks the rest.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    holder.release();
  }
}

/**
 * `count(*)` arrives as a string from node-postgres (bigint) and as a number from PGlite;
 * every count goes through here.
 */
export function toCount(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

/** `count(*)` for select lists, already normalised. */
export const countAll = () => sql<number>`count(*)`.mapWith(toCount);

/** Answers when the database does; used by GET /ready. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
