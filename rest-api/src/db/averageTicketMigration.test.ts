/**
 * The custom migrations that give the Club Booking average-ticket card its own id 127:
 * run as written against a table of bit strings, every row that held flags on 58 holds the same
 * flags on 127 and keeps everything else; rows without 58 are untouched.
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_CHUNK_LENGTH, encodePermissions, type FlagName, hasFlag, Flag } from '@marquee/core/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FILES = [
  ['roles', '../../migrations/foundation/0003_average_ticket_127.sql'],
  ['api_tokens', '../../migrations/apitokens/0001_average_ticket_127.sql'],
] as const;

const bits = (grants: Record<number, FlagName[]>) => encodePermissions(grants, DEFAULT_CHUNK_LENGTH);

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
});
afterAll(() => db?.close());

describe.each(FILES)('%s: copies the flags of 58 onto 127', (table, file) => {
  it('grants 127 where 58 was granted, keeps other modules, leaves rows without 58 alone', async () => {
    await db.exec(`create table "${table}" (id int primary key, permission_bits text, permission_chunk_length int)`);
    const rows = [
      // A short string that ends inside module 60: padded to hold 127.
      bits({ 0: ['view'], 58: ['view', 'detailView'], 60: ['view'] }),
      bits({ 57: ['view'] }),
      bits({ 58: ['view'], 126: ['add'] }),
    ];
    for (const [i, b] of rows.entries()) {
      await db.query(`insert into "${table}" values ($1, $2, $3)`, [i, b, DEFAULT_CHUNK_LENGTH]);
    }
    await db.exec(readFileSync(new URL(file, import.meta.url), 'utf8'));
    const after = (
      await db.query<{ permission_bits: string }>(`select permission_bits from "${table}" order by id`)
    ).rows.map((r) => r.permission_bits);
    const has = (b: string, index: number, flag: number) => hasFlag(b, DEFAULT_CHUNK_LENGTH, index, flag);

    expect([
      has(after[0]!, 127, Flag.view),
      has(after[0]!, 127, Flag.detailView),
      has(after[0]!, 127, Flag.add),
    ]).toEqual([true, true, false]);
    expect([has(after[0]!, 0, Flag.view), has(after[0]!, 58, Flag.view), has(after[0]!, 60, Flag.view)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(after[1]).toBe(rows[1]);
    expect(has(after[2]!, 127, Flag.view) && has(after[2]!, 126, Flag.add)).toBe(true);
    expect(after[2]!.length).toBe(128 * DEFAULT_CHUNK_LENGTH);
  });
});
