/** The staged rows of an import, read back by record number (staging.ts, running.ts). */
import type { RowCells, RowProblem } from '@marquee/core/imports/rows';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { StagedRow } from './writer.ts';

/** jsonb arrives parsed from pg and as text from some drivers: read both. */
export const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

export async function stagedRows(db: Executor, importId: number, where: ReturnType<typeof sql>): Promise<StagedRow[]> {
  const rows = await queryRows<{ line: number; seq: number; cells: unknown; problems: unknown }>(
    db,
    sql`select line, seq, cells, problems from feed_import_rows where import_id = ${importId} and ${where} order by seq, line`,
  );
  return rows.map((r) => ({
    line: Number(r.line),
    seq: Number(r.seq),
    cells: json<RowCells>(r.cells),
    problems: json<RowProblem[]>(r.problems),
  }));
}

export const groupBySeq = (rows: readonly StagedRow[]) => {
  const groups = new Map<number, StagedRow[]>();
  for (const r of rows) {
    const g = groups.get(r.seq);
    if (g) g.push(r);
    else groups.set(r.seq, [r]);
  }
  return groups;
};
