/**
 * The embedded database served over a socket (a data folder, as `npm start` uses it): its pooled
 * connection clears prepared statements before any query runs on it, so no two queries overlap on
 * one connection (node-postgres warns of that today and pg 9 refuses it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { queryRows } from './rows.ts';

const warnings: string[] = [];
const listen = (warning: Error) => warnings.push(warning.message);
process.on('warning', listen);
let dir: string | undefined;

afterAll(async () => {
  process.off('warning', listen);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the embedded database over its socket', () => {
  it('runs queries from the first one with no overlap on the connection', async () => {
    dir = await mkdtemp(join(tmpdir(), 'marquee-socket-'));
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    try {
      const answers = await Promise.all(
        [1, 2, 3].map((n) => queryRows<{ n: number }>(database.db, sql`select ${n}::int as n`)),
      );
      expect(answers.map((rows) => rows[0]?.n)).toEqual([1, 2, 3]);
    } finally {
      await database.close();
    }
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  }, 120_000);
});
