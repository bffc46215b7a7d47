/**
 * pg-boss over the app's own connections. pg-boss normally opens its own pool; the embedded
 * database serves one connection (pgliteServer.ts) or lives in this thread (tests), so pg-boss
 * gets `executeSql` adapters instead: one over the database (PGlite or a node-postgres pool),
 * and one over an open drizzle transaction, so a job is enqueued if and only if the change that
 * asks for it commits.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}
interface PoolLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
}

/** The database's own client: PGlite's exec runs pg-boss's multi-statement scripts. */
export function bossDbOf(db: Db): BossDb {
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  if ('exec' in client) {
    return {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  return {
    executeSql: async (text, values) => {
      const result = await client.query(text, values);
      // A script of several statements answers one result per statement.
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
  };
}

/** pg-boss's `$1 … $n` placeholders as drizzle parameters. */
export function toSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  // drizzle renders an undefined parameter as nothing at all; pg-boss means null by it.
  const chunks: SQL[] = parts.map((part, i) =>
    i % 2 === 1 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part),
  );
  return sql.join(chunks);
}

/** An open transaction (or the database) as pg-boss's executor, for single statements such as send. */
export function bossDbOfExecutor(executor: Executor): BossDb {
  return {
    executeSql: async (text, values) => {
      const result = (await executor.execute(toSql(text, values ?? []))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
