/**
 * Starts the REST API: opens the database, migrates it, seeds it when empty and listens.
 * Used by main.ts, the one-command start script and the integration tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildRestApi } from './app.ts';
import { loadRestConfig, type RestConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import type { FreshPostgresDatabase } from './db/fresh.ts';
import { seededPglite, seededPostgres } from './db/seeded.ts';
import { extendDemoDashboards } from './seed/dashboards/seed.ts';
import { seedDatabase } from './seed/seed.ts';

export interface StartRestApiOptions extends Partial<RestConfig> {
  /**
   * A throwaway database: a new PostgreSQL database on DATABASE_URL's server (dropped by
   * close()) when a URL is configured, otherwise PGlite in memory. Under a test run it starts as
   * a copy of the run's one seeded database (db/seeded.ts), as if migrated and seeded here.
   */
  freshDatabase?: boolean;
  /** Request logging; on by default, off under vitest. */
  logger?: boolean;
  /**
   * The recurring jobs (club notifications); on by default, off under vitest, where they would
   * write guest messages on the real clock while tests count rows. Tests run a pass themselves,
   * with their own clock (jobs/clubNotifications.ts).
   */
  recurringJobs?: boolean;
}

export interface RunningRestApi {
  app: FastifyInstance;
  /** Base URL, e.g. http://127.0.0.1:4001 (the real port when 0 was asked). */
  url: string;
  config: RestConfig;
  database: Database;
  /** True when this start filled an empty database with the demo data. */
  seeded: boolean;
  close(): Promise<void>;
}

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Opens, migrates and (when empty and `config.seedDemo`) seeds the database named by `config`, or
 * the one already `opened` (a seeded copy: its migrations and seed then find nothing left to do).
 * All of it under the start-up lock, so replicas started at once on one database take turns.
 */
export async function prepareDatabase(
  config: RestConfig,
  opened?: Database,
): Promise<{ database: Database; seeded: boolean }> {
  const database =
    opened ??
    (await openDatabase(
      config.memory ? { memory: true } : { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    ));
  try {
    const seeded = await database.exclusive(async () => {
      await database.migrate();
      if (!config.seedDemo) return false;
      const made = await seedDatabase(database.db, { scale: config.seedScale });
      // Demo facts reach today on every start; a failure here must not keep the API down.
      await extendDemoDashboards(database.db, { scale: config.seedScale }).catch((err) =>
        process.emitWarning(`demo dashboard data not extended: ${err instanceof Error ? err.message : err}`),
      );
      return made;
    });
    return { database, seeded };
  } catch (err) {
    await database.close();
    throw err;
  }
}

export async function startRestApi(options: StartRestApiOptions = {}): Promise<RunningRestApi> {
  const { freshDatabase, logger, recurringJobs, ...overrides } = options;
  const config: RestConfig = { ...loadRestConfig(), ...defined(overrides) };
  let fresh: FreshPostgresDatabase | undefined;
  // True when the throwaway database starts as a seeded copy (db/seeded.ts).
  let copied = false;
  if (freshDatabase && config.databaseUrl && !config.memory) {
    const copy = await seededPostgres(config.databaseUrl, config.seedScale);
    fresh = copy.fresh;
    copied = copy.seeded;
    config.databaseUrl = fresh.url;
  } else if (freshDatabase) {
    config.memory = true;
  }
  // A throwaway database keeps its uploaded images in a throwaway folder too.
  const imageDir = freshDatabase && !overrides.imageDir ? await mkdtemp(join(tmpdir(), 'marquee-images-')) : undefined;
  if (imageDir) config.imageDir = imageDir;

  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    const copy = freshDatabase && config.memory ? await seededPglite(config.seedScale) : undefined;
    copied ||= copy !== undefined;
    const prepared = await prepareDatabase(config, copy);
    database = prepared.database;
    app = await buildRestApi({
      database,
      config,
      logger: logger ?? !process.env.VITEST,
      recurringJobs: recurringJobs ?? !process.env.VITEST,
    });
    const url = await app.listen({ port: config.port, host: config.host });
    const opened = { app, database };
    let closing: Promise<void> | undefined;
    return {
      app,
      url,
      config,
      database,
      seeded: prepared.seeded || copied,
      close: () => {
        closing ??= (async () => {
          await opened.app.close();
          await opened.database.close();
          await fresh?.drop();
          if (imageDir) await rm(imageDir, { recursive: true, force: true });
        })();
        return closing;
      },
    };
  } catch (err) {
    await app?.close();
    await database?.close();
    await fresh?.drop();
    throw err;
  }
}
