/**
 * Throwaway PostgreSQL databases for tests: one per test file or per started service, so runs
 * never share state and the server's own database (e.g. `test`) stays untouched.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface FreshPostgresOptions {
  /** The new database's name; a random `marquee_test_…` one by default. */
  name?: string;
  /** Copy this database (`CREATE DATABASE … TEMPLATE`, see seeded.ts) instead of an empty one. */
  template?: string;
}

export async function createFreshPostgresDatabase(
  serverUrl: string,
  options: FreshPostgresOptions = {},
): Promise<FreshPostgresDatabase> {
  const name = options.name ?? `marquee_test_${randomBytes(6).toString('hex')}`;
  const template = options.template ? ` TEMPLATE "${options.template}"` : '';
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropPostgresDatabase(serverUrl, name) };
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
