/**
 * Running an import (staging.ts staged it): started by a person, written by the job batch by
 * batch through the kind's writer, each batch's counters and refusals committed with it; then
 * the refused rows as a file.
 */
import { csvCell, IMPORT_BATCH } from '@marquee/core/feed/import';
import { IMPORT_KIND_INFO, type ImportKind } from '@marquee/core/imports/kinds';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type ImportProgress, importProgress, notFound } from './staging.ts';
import { groupBySeq, stagedRows } from './stagedRows.ts';
import type { Outcome } from './writer.ts';
import { WRITERS } from './writers.ts';

/** Rows per page of the error report. */
const REPORT_PAGE = 5000;

/** Queues the import's job (again, after a failure); a running or finished import is left as it is. */
export async function startImport(
  db: Db,
  masterClientId: number,
  kind: ImportKind,
  id: number,
  enqueue: (id: number, tx: Executor) => Promise<void>,
): Promise<ImportProgress> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ status: string }>(
      tx,
      sql`select status from feed_imports where id = ${id} and master_client_id = ${masterClientId} and kind = ${kind}
          for update`,
    );
    if (!row) throw notFound();
    if (row.status !== 'STAGED' && row.status !== 'FAILED') return;
    await tx.execute(sql`update feed_imports set status = 'RUNNING', failure = null,
      started_at = coalesce(started_at, now()), updated_at = now() where id = ${id}`);
    await enqueue(id, tx);
  });
  return importProgress(db, masterClientId, kind, id);
}

/** Another run moved the import on while this batch was written: the batch rolls back. */
class Overtaken extends Error {}

/**
 * Writes the import's next batches until it is done or `budgetMs` has passed (at least one batch
 * a call). Answers whether work is left, for the job to queue its next run.
 */
export async function runImport(db: Db, id: number, now: () => Date, budgetMs: number): Promise<'done' | 'more'> {
  const started = Date.now();
  for (let batches = 0; ; batches++) {
    const [imp] = await queryRows<{ mc: number; kind: ImportKind; status: string; nextSeq: number; total: number }>(
      db,
      sql`select master_client_id as mc, kind, status, next_seq as "nextSeq", total_transactions as total
          from feed_imports where id = ${id}`,
    );
    if (imp?.status !== 'RUNNING') return 'done';
    const from = Number(imp.nextSeq);
    const total = Number(imp.total);
    if (from >= total) {
      await db.execute(sql`update feed_imports set status = 'DONE', finished_at = now(), updated_at = now()
        where id = ${id} and status = 'RUNNING'`);
      return 'done';
    }
    if (batches > 0 && Date.now() - started > budgetMs) return 'more';
    const to = Math.min(total, from + IMPORT_BATCH);
    const rows = await stagedRows(db, id, sql`seq >= ${from} and seq < ${to}`);
    try {
      await WRITERS[imp.kind].write(db, Number(imp.mc), [...groupBySeq(rows).values()], now(), {
        async claim(tx) {
          const [locked] = await queryRows<{ nextSeq: number }>(
            tx,
            sql`select next_seq as "nextSeq" from feed_imports where id = ${id} for update`,
          );
          if (Number(locked?.nextSeq) !== from) throw new Overtaken();
        },
        async done(tx, o: Outcome) {
          const all = o.refusals;
          if (all.length > 0) {
            await tx.execute(sql`update feed_import_rows r set reason = u.reason, reason_column = u.col
              from unnest(${pgArray(all.map((a) => a.line))}::int[], ${pgArray(all.map((a) => a.reason))}::text[],
                ${pgArray(all.map((a) => a.column))}::text[]) u(line, reason, col)
              where r.import_id = ${id} and r.line = u.line`);
          }
          await tx.execute(sql`update feed_imports set next_seq = ${to}, rows_done = rows_done + ${rows.length},
            accepted = accepted + ${o.accepted}, replayed = replayed + ${o.replayed},
            rejected = rejected + ${o.rejected}, updated_at = now()
            where id = ${id}`);
        },
      });
    } catch (e) {
      if (!(e instanceof Overtaken)) throw e;
    }
  }
}

/** After the job's last attempt: the import shows why it stopped; starting it again resumes it. */
export async function failImport(db: Db, id: number, error: unknown): Promise<void> {
  const text = error instanceof Error ? error.message : String(error);
  await db.execute(sql`update feed_imports set status = 'FAILED', failure = ${text.slice(0, 500)}, updated_at = now()
    where id = ${id} and status = 'RUNNING'`);
}

/** The error report's header: the file's line, the record's key cell, the column and why it was refused. */
export const reportHeader = (kind: ImportKind) => ['line', IMPORT_KIND_INFO[kind].keyColumn, 'column', 'reason'];

/**
 * The refused rows as CSV, page by page: the file's line, the record's key (externalId, e-mail,
 * name), the column at fault (empty when the reason concerns the record as a whole) and the
 * reason, in English.
 */
export async function* importErrorReport(
  db: Db,
  masterClientId: number,
  kind: ImportKind,
  id: number,
): AsyncGenerator<string> {
  await importProgress(db, masterClientId, kind, id);
  const key = IMPORT_KIND_INFO[kind].keyColumn;
  yield `${reportHeader(kind).join(',')}\r\n`;
  for (let after = 0; ; ) {
    const page = await queryRows<{ line: number; key: string | null; col: string | null; reason: string }>(
      db,
      sql`select line, cells->>${key} as key, reason_column as col, reason from feed_import_rows
          where import_id = ${id} and reason is not null and line > ${after} order by line limit ${REPORT_PAGE}`,
    );
    if (page.length === 0) return;
    yield page
      .map((r) => `${[r.line, r.key ?? '', r.col ?? '', r.reason].map((v) => csvCell(v)).join(',')}\r\n`)
      .join('');
    after = Number(page.at(-1)!.line);
  }
}
