/**
 * Runs raw SQL and answers its rows. `db.execute` is typed `unknown` on the shared Db type;
 * both drivers (PGlite, node-postgres) answer `{ rows }`.
 */
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
