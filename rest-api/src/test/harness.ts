/**
 * Test harness: a REST API on a fresh migrated, seeded database, driven through `inject`.
 * Every database is a copy of the run's one seeded database (db/seeded.ts): in-memory PGlite by
 * default, a throwaway PostgreSQL database (dropped on close) with DATABASE_URL set.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildRestApi } from '../app.ts';
import { loadRestConfig, type RestConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateAndSeed, seededPglite, seededPostgres } from '../db/seeded.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';

export interface TestDatabase {
  database: Database;
  close(): Promise<void>;
}

export async function freshTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { fresh, seeded } = await seededPostgres(serverUrl);
    try {
      const database = await openDatabase({ databaseUrl: fresh.url });
      if (!seeded) await migrateAndSeed(database, 1);
      return {
        database,
        close: async () => {
          await database.close();
          await fresh.drop();
        },
      };
    } catch (error) {
      await fresh.drop();
      throw error;
    }
  }
  const database = await seededPglite();
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
