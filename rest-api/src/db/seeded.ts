/**
 * Seed once, copy many: throwaway databases for tests start as copies of one migrated, seeded
 * database instead of migrating and seeding from scratch (initdb + migrations + seed cost ~15 s
 * of CPU per copy on PGlite; loading a dump ~0.7 s; `CREATE DATABASE … TEMPLATE` well under 1 s).
 *
 * A test run (vitest's globalSetup, rest-api/src/test/global-setup.ts) names a run folder in
 * MARQUEE_SEEDED_DIR. The first copy wanted under a given key builds the snapshot there, under a
 * lock so parallel workers build it once: a PGlite dump (tarball) or a PostgreSQL template
 * database. Later copies load the tarball or `CREATE DATABASE … TEMPLATE`. The run's teardown
 * removes the folder and drops the templates, so every run seeds afresh and nothing is kept.
 *
 * The key hashes everything the seeded data depends on (migrations, seed code, schema, core rules,
 * PGlite's version, the seed scale and today's date, the seed's anchor): a change to any of them,
 * even in the middle of a watch session, builds a new snapshot rather than reusing a stale one.
 * Without MARQUEE_SEEDED_DIR, PGlite copies share a snapshot kept in this process's memory, and
 * PostgreSQL databases are seeded one by one as before.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { extendDemoDashboards } from '../seed/dashboards/seed.ts';
import { seedDatabase } from '../seed/seed.ts';
import { type Database, openDatabase } from './client.ts';
import { createFreshPostgresDatabase, dropPostgresDatabase, type FreshPostgresDatabase } from './fresh.ts';

export const SEEDED_DIR_ENV = 'MARQUEE_SEEDED_DIR';
/** File in the run folder listing the template databases to drop at teardown, one per line. */
export const TEMPLATES_FILE = 'postgres-templates.txt';

const restApi = fileURLToPath(new URL('../..', import.meta.url));
const core = join(restApi, '..', 'core', 'src');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => !f.endsWith('.test.ts') && statSync(f).isFile())
    .sort();
}

/** What the seeded data depends on; see the module comment. */
export function seededKey(scale: number): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(restApi, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  // The seed anchors bookings and dashboard facts on today (UTC).
  hash.update(`scale=${scale};day=${new Date().toISOString().slice(0, 10)}`);
  const inputs = [
    ...filesUnder(join(restApi, 'migrations')),
    ...filesUnder(join(restApi, 'src', 'seed')),
    ...filesUnder(join(restApi, 'src', 'db')),
    ...filesUnder(join(restApi, 'src', 'security')),
    ...filesUnder(core),
  ];
  for (const file of inputs) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Migrates and seeds exactly as a start of the REST API on an empty database does (server.ts). */
export async function migrateAndSeed(database: Database, scale: number): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, { scale });
  await extendDemoDashboards(database.db, { scale });
}

const runDir = () => process.env[SEEDED_DIR_ENV] || undefined;

/**
 * Runs `build` once per run folder and name: the first caller builds holding a lock file (its
 * process id inside) while the others wait for `done` to exist. A builder that fails releases the
 * lock for the next one; a lock whose process is gone (a worker killed mid-build) is taken over.
 */
async function once(dir: string, name: string, done: string, build: () => Promise<void>): Promise<void> {
  const lock = join(dir, `${name}.lock`);
  const deadline = Date.now() + 10 * 60_000;
  while (!existsSync(done)) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!holderAlive(lock)) rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`timed out waiting for ${name} in ${dir}`);
      else await sleep(200);
      continue;
    }
    try {
      if (!existsSync(done)) await build();
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/** Whether the process named in a lock file still runs (a lock half written counts as held). */
function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return true;
  }
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Writes so that readers never see half a file (the `done` marker of `once`). */
function writeAtomically(path: string, data: string | Uint8Array): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

const dumps = new Map<string, Promise<Blob>>();

/** The PGlite snapshot of `key`: from the run folder (built there once), else from memory. */
function pgliteDump(key: string, scale: number): Promise<Blob> {
  let dump = dumps.get(key);
  if (!dump) {
    dump = (async () => {
      const dir = runDir();
      const build = async () => {
        const database = await openDatabase({ memory: true });
        try {
          await migrateAndSeed(database, scale);
          return await database.dump!();
        } finally {
          await database.close();
        }
      };
      if (!dir) return build();
      const file = join(dir, `pglite-${key}.tar`);
      await once(dir, `pglite-${key}`, file, async () => {
        writeAtomically(file, new Uint8Array(await (await build()).arrayBuffer()));
      });
      return new Blob([readFileSync(file)]);
    })();
    dumps.set(key, dump);
    // A failed build is not remembered: the next caller tries again.
    dump.catch(() => dumps.delete(key));
  }
  return dump;
}

/** A new in-memory PGlite, migrated and seeded (a copy of the snapshot). */
export async function seededPglite(scale = 1): Promise<Database> {
  return openDatabase({ memory: true, loadDataDir: await pgliteDump(seededKey(scale), scale) });
}

/** The template database of `key` on `serverUrl`, built once per run folder. */
async function postgresTemplate(dir: string, serverUrl: string, key: string, scale: number): Promise<string> {
  const server = createHash('sha256').update(serverUrl).digest('hex').slice(0, 8);
  const file = join(dir, `postgres-${server}-${key}.txt`);
  await once(dir, `postgres-${server}-${key}`, file, async () => {
    const name = `marquee_tpl_${key}_${randomBytes(3).toString('hex')}`;
    const fresh = await createFreshPostgresDatabase(serverUrl, { name });
    // Recorded before it is filled, so a failed build is dropped at teardown too.
    writeFileSync(join(dir, TEMPLATES_FILE), `${serverUrl}\t${name}\n`, { flag: 'a' });
    try {
      const database = await openDatabase({ databaseUrl: fresh.url });
      try {
        await migrateAndSeed(database, scale);
      } finally {
        // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
        await database.close();
      }
    } catch (error) {
      await fresh.drop();
      throw error;
    }
    writeAtomically(file, name);
  });
  return readFileSync(file, 'utf8');
}

/**
 * A new PostgreSQL database on `serverUrl`, migrated and seeded: a copy of this run's template,
 * or (outside a test run) an empty one the caller migrates and seeds. `seeded` says which.
 */
export async function seededPostgres(
  serverUrl: string,
  scale = 1,
): Promise<{ fresh: FreshPostgresDatabase; seeded: boolean }> {
  const dir = runDir();
  if (!dir) return { fresh: await createFreshPostgresDatabase(serverUrl), seeded: false };
  const template = await postgresTemplate(dir, serverUrl, seededKey(scale), scale);
  return { fresh: await createFreshPostgresDatabase(serverUrl, { template }), seeded: true };
}

/**
 * Builds the snapshot the run's test databases will copy now, rather than in the first test's
 * hook, where it would count against that hook's timeout (the globalSetup of the integration
 * tests, which all need it). On DATABASE_URL's server when set, as startRestApi does.
 */
export async function buildSeeded(scale = 1): Promise<void> {
  const dir = runDir();
  if (!dir) throw new Error(`${SEEDED_DIR_ENV} is not set`);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await postgresTemplate(dir, serverUrl, seededKey(scale), scale);
  else await pgliteDump(seededKey(scale), scale);
  // This process keeps no copy in memory: the workers read the file.
  dumps.clear();
}

/** Drops the run folder's templates and removes the folder (the globalSetup's teardown). */
export async function removeSeededRun(dir: string): Promise<void> {
  const list = join(dir, TEMPLATES_FILE);
  if (existsSync(list)) {
    for (const line of readFileSync(list, 'utf8').split('\n').filter(Boolean)) {
      const [serverUrl, name] = line.split('\t') as [string, string];
      await dropPostgresDatabase(serverUrl, name).catch((error) =>
        console.warn(`template database ${name} not dropped: ${error instanceof Error ? error.message : error}`),
      );
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
