/**
 * Test harness: a REST API on a fresh migrated, seeded database, driven through `inject`.
 * PGlite by default (one seeded template per test file, cached on disk, cloned per app); with
 * DATABASE_URL set,
 * a throwaway PostgreSQL database per app, dropped on close.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildRestApi } from '../app.ts';
import { loadRestConfig, type RestConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createFreshPostgresDatabase } from '../db/fresh.ts';
import { seedDatabase } from '../seed/seed.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { readTemplate, templateCacheEnabled, templatePath, writeTemplate } from './template-cache.ts';

export interface TestDatabase {
  database: Database;
  close(): Promise<void>;
}

async function migratedAndSeeded(database: Database): Promise<Database> {
  await database.migrate();
  await seedDatabase(database.db, { scale: 1 });
  return database;
}

let template: Promise<Database> | undefined;

/** The seeded template of this test file: loaded from the on-disk cache, or built and cached. */
async function loadTemplate(): Promise<Database> {
  if (!templateCacheEnabled()) return migratedAndSeeded(await openDatabase({ memory: true }));
  const path = templatePath();
  const cached = readTemplate(path);
  if (cached) return openDatabase({ memory: true, loadDataDir: cached });
  const database = await migratedAndSeeded(await openDatabase({ memory: true }));
  await writeTemplate(path, await database.dump!());
  return database;
}

export async function freshTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const fresh = await createFreshPostgresDatabase(serverUrl);
    const database = await migratedAndSeeded(await openDatabase({ databaseUrl: fresh.url }));
    return {
      database,
      close: async () => {
        await database.close();
        await fresh.drop();
      },
    };
  }
  template ??= loadTemplate();
  const database = await (await template).clone!();
  return { database, close: () => database.close() };
}

export function testConfig(overrides: Partial<RestConfig> = {}): RestConfig {
  // An empty environment: tests never pick up the developer's settings by accident.
  return { ...loadRestConfig({}), memory: true, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Signs in and answers the bearer token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createTestApp(overrides: Partial<RestConfig> = {}): Promise<TestApp> {
  const { database, close } = await freshTestDatabase();
  const app = await buildRestApi({ database, config: testConfig(overrides) });
  const inject = (options: InjectOptions) => app.inject(options);
  return {
    app,
    database,
    inject,
    login: async (email, password = DEMO_PASSWORD) => {
      const res = await inject({ method: 'POST', url: '/login', payload: { username: email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    close: async () => {
      await app.close();
      await close();
    },
  };
}
