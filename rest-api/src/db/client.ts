/**
 * Opens the database: embedded PGlite (file-backed, or in memory for tests) by default, a
 * PostgreSQL server through node-postgres when a URL is given. Both speak the same SQL and run
 * the same migrations; the rest of the code only sees `Db`.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { presentMigrationSets } from './migrations.ts';
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
  /** PGlite only: a copy of the whole database (tests clone one migrated, seeded instance). */
  clone?: () => Promise<Database>;
  /** PGlite only: the data directory as a tarball, loadable with `loadDataDir`. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory (created when missing). */
  dataDir?: string;
  /** PGlite in memory: nothing is written to disk. */
  memory?: boolean;
  /** PGlite in memory only: start from this dump instead of an empty cluster (tests). */
  loadDataDir?: Blob;
}

/** Runs every present migration set in order (see migrations.ts). */
async function migrateAll(run: (folder: string, table: string) => Promise<void>): Promise<void> {
  for (const set of presentMigrationSets()) await run(set.folder, set.table);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.memory) return openPglite(new PGlite({ loadDataDir: options.loadDataDir }));
  if (!options.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or memory');
  mkdirSync(options.dataDir, { recursive: true });
  return openPglite(new PGlite(options.dataDir));
}

async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () =>
      migrateAll((migrationsFolder, migrationsTable) => migratePglite(db, { migrationsFolder, migrationsTable })),
    clone: async () => openPglite((await client.clone()) as PGlite),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A pooled connection the server ends (restart, pg_terminate_backend, DROP DATABASE … FORCE)
  // is reported here; without a listener node-postgres throws it as an uncaught error and takes
  // the process down. The pool drops that client and opens a new one on the next query. While
  // closing, connections still shutting down may see it too (a test database dropped right
  // after): expected, so not reported.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.warn(`database connection lost: ${error.message}`);
  });
  const db = drizzleNodePg({ client: pool, schema });
  // Fail now with a clear error rather than on the first request.
  await db.execute(sql`select 1`);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () =>
      migrateAll((migrationsFolder, migrationsTable) => migrateNodePg(db, { migrationsFolder, migrationsTable })),
    close: () => {
      closing = true;
      return pool.end();
    },
  };
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
