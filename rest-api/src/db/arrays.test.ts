import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgArray } from './arrays.ts';
import { queryRows } from './rows.ts';
import { openDatabase } from './client.ts';

describe('pgArray', () => {
  it('round-trips any text, numbers and nulls through unnest', async () => {
    const texts = ['plain', 'with "quotes"', 'back\\slash', 'comma, brace {}', '', 'NULL'];
    const database = await openDatabase({ memory: true });
    try {
      const rows = await queryRows<{ t: string | null; n: number | null }>(
        database.db,
        sql`select t, n from unnest(${pgArray([...texts, null])}::text[], ${pgArray([1, 2, 3, 4, 5, 6, null])}::int[]) u(t, n)`,
      );
      expect(rows.map((r) => r.t)).toEqual([...texts, null]);
      expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6, null]);
    } finally {
      await database.close();
    }
  });
});
