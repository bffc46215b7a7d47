/**
 * File imports of every kind (core/src/imports/kinds.ts): a file staged row by row and checked by
 * every rule that can be known before writing, previewed, then written by a job (running.ts) through the
 * kind's own write path (writers.ts), in batches of IMPORT_BATCH records. Each batch's counters
 * and refusal reasons commit in the batch's own database transaction, so a run cut off anywhere
 * resumes at the first unfinished batch and counts nothing twice; two runs of one import at once
 * (an expired job retried while the first still runs) find the counter moved and the second's
 * batch rolls back.
 *
 * Every read and write names the caller's master client and the kind: another client's import,
 * or an import of another kind (whose permission may differ), is not found.
 */
import {
  IMPORT_BATCH,
  IMPORT_PREVIEW_ROWS,
  type ImportFormat,
  type ImportStatus,
  isBlank,
} from '@marquee/core/feed/import';
import { IMPORT_KIND_INFO, type ImportKind, readKindHeader } from '@marquee/core/imports/kinds';
import type { RowCells, RowProblem } from '@marquee/core/imports/rows';
import { message } from '@marquee/core/messages/en';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { HttpError, invalidInput } from '../../http/errors.ts';
import type { FileRecord } from './file.ts';
import { WRITERS } from './writers.ts';
import { groupBySeq, json, stagedRows } from './stagedRows.ts';

/** Rows inserted per statement while staging. */
const STAGE_CHUNK = 1000;
/** The most recent imports listed. */
const LATEST = 10;

export interface ImportProgress {
  id: number;
  kind: ImportKind;
  fileName: string;
  format: string;
  status: ImportStatus;
  totalRows: number;
  totalTransactions: number;
  problemRows: number;
  rowsDone: number;
  accepted: number;
  replayed: number;
  rejected: number;
  failure: string | null;
  createdAt: string;
  startedAt: string | null;
  updatedAt: string;
  finishedAt: string | null;
}

export interface PreviewProblem {
  column: string | null;
  key: string;
  message: string;
}
export interface PreviewRow {
  line: number;
  /** The row's non-empty cells, in the template's column order. */
  cells: { column: string; value: string }[];
  problems: PreviewProblem[];
}

export const notFound = () => new HttpError(404, message('settings.notFound'));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString());
const problemOf = (p: RowProblem): PreviewProblem => ({
  column: p.column,
  key: p.key,
  message: message(p.key, p.values),
});

/** A row's cells by column; empty cells are left out, so `cells.x === undefined` means blank. */
function cellsOf(columns: readonly (string | null)[], values: readonly string[]): Record<string, string> {
  const cells: Record<string, string> = {};
  columns.forEach((c, i) => {
    const v = (values[i] ?? '').trim();
    if (c && v !== '' && cells[c] === undefined) cells[c] = v;
  });
  return cells;
}

/**
 * Stages an uploaded file's rows, then checks them record by record as the write would before
 * writing; the header is checked first, so a wrong file stages nothing.
 */
export async function stageImport(
  db: Db,
  masterClientId: number,
  kind: ImportKind,
  fileName: string,
  format: ImportFormat,
  records: AsyncIterable<FileRecord>,
  now: Date,
): Promise<ImportProgress> {
  const writer = WRITERS[kind];
  const iterator = records[Symbol.asyncIterator]();
  let header: FileRecord | undefined;
  for (let r = await iterator.next(); !r.done; r = await iterator.next()) {
    if (!isBlank(r.value.values)) {
      header = r.value;
      break;
    }
  }
  const { columns, missing } = readKindHeader(kind, header?.values ?? []);
  if (missing.length > 0)
    throw invalidInput({ file: { key: 'feed.import.error.header', values: { column: missing.join(', ') } } });

  // No transaction around the upload: a slow client would hold a connection (PGlite's only one)
  // for as long as it takes to send. The rows go in as they arrive, under an UPLOADING import
  // that nothing else acts on, and a failed upload takes its rows with it.
  const [created] = await queryRows<{ id: number }>(
    db,
    sql`insert into feed_imports (master_client_id, kind, file_name, format, status, total_rows, total_transactions, problem_rows)
        values (${masterClientId}, ${kind}, ${fileName}, ${format}, 'UPLOADING', 0, 0, 0) returning id`,
  );
  const id = Number(created!.id);
  try {
    // The records in the order first seen: rows of one key share its number.
    const seqOf = new Map<string, number>();
    let records = 0;
    let rows = 0;
    let chunk: { line: number; seq: number; cells: RowCells; problems: RowProblem[] }[] = [];
    const flush = async () => {
      if (chunk.length === 0) return;
      await db.execute(sql`insert into feed_import_rows (import_id, line, seq, cells, problems)
        select ${id}, l, s, c::jsonb, p::jsonb
        from unnest(${pgArray(chunk.map((r) => r.line))}::int[], ${pgArray(chunk.map((r) => r.seq))}::int[],
          ${pgArray(chunk.map((r) => JSON.stringify(r.cells)))}::text[], ${pgArray(chunk.map((r) => JSON.stringify(r.problems)))}::text[])
          u(l, s, c, p)`);
      chunk = [];
    };
    for (let r = await iterator.next(); !r.done; r = await iterator.next()) {
      const { line, values } = r.value;
      if (isBlank(values)) continue;
      const cells = cellsOf(columns, values);
      const key = writer.recordKey(cells);
      let seq = key === null ? undefined : seqOf.get(key);
      if (seq === undefined) {
        seq = records++;
        if (key !== null) seqOf.set(key, seq);
      }
      rows++;
      chunk.push({ line, seq, cells, problems: writer.checkRow(cells) });
      if (chunk.length >= STAGE_CHUNK) await flush();
    }
    await flush();
    if (rows === 0) throw invalidInput({ file: 'feed.import.error.noRows' });
    const problemRows = await checkStaged(db, masterClientId, kind, id, records, now);
    await db.execute(sql`update feed_imports set status = 'STAGED', total_rows = ${rows}, total_transactions = ${records},
      problem_rows = ${problemRows}, updated_at = now() where id = ${id}`);
  } catch (e) {
    await db.execute(sql`delete from feed_imports where id = ${id}`);
    throw e;
  }
  return importProgress(db, masterClientId, kind, id);
}

/**
 * Every record's problems as known before writing (the kind's rules against this master client's
 * records), stored with their rows batch by batch; answers the rows with any problem at all.
 */
async function checkStaged(
  db: Db,
  masterClientId: number,
  kind: ImportKind,
  id: number,
  records: number,
  now: Date,
): Promise<number> {
  const writer = WRITERS[kind];
  for (let from = 0; from < records; from += IMPORT_BATCH) {
    const rows = await stagedRows(db, id, sql`seq >= ${from} and seq < ${from + IMPORT_BATCH}`);
    const found = await writer.check(db, masterClientId, [...groupBySeq(rows).values()], now);
    if (found.length === 0) continue;
    const byLine = new Map<number, RowProblem[]>();
    for (const { line, problem } of found) byLine.set(line, [...(byLine.get(line) ?? []), problem]);
    const lines = [...byLine.keys()];
    await db.execute(sql`update feed_import_rows r set problems = r.problems || u.p::jsonb
      from unnest(${pgArray(lines)}::int[], ${pgArray(lines.map((l) => JSON.stringify(byLine.get(l))))}::text[]) u(line, p)
      where r.import_id = ${id} and r.line = u.line`);
  }
  const [count] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from feed_import_rows where import_id = ${id} and jsonb_array_length(problems) > 0`,
  );
  return Number(count?.n ?? 0);
}

export async function importProgress(
  db: Executor,
  masterClientId: number,
  kind: ImportKind,
  id: number,
): Promise<ImportProgress> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, kind, file_name, format, status, total_rows, total_transactions, problem_rows, rows_done, accepted,
          replayed, rejected, failure, created_at, started_at, updated_at, finished_at
        from feed_imports where id = ${id} and master_client_id = ${masterClientId} and kind = ${kind}`,
  );
  if (!row) throw notFound();
  return {
    id: Number(row.id),
    kind: String(row.kind) as ImportKind,
    fileName: String(row.file_name),
    format: String(row.format),
    status: String(row.status) as ImportStatus,
    totalRows: Number(row.total_rows),
    totalTransactions: Number(row.total_transactions),
    problemRows: Number(row.problem_rows),
    rowsDone: Number(row.rows_done),
    accepted: Number(row.accepted),
    replayed: Number(row.replayed),
    rejected: Number(row.rejected),
    failure: row.failure === null ? null : String(row.failure),
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    updatedAt: iso(row.updated_at)!,
    finishedAt: iso(row.finished_at),
  };
}

/** The caller's latest imports of the kind, newest first (the screen finds a running one again). */
export async function latestImports(db: Executor, masterClientId: number, kind: ImportKind) {
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select id from feed_imports where master_client_id = ${masterClientId} and kind = ${kind}
        order by id desc limit ${LATEST}`,
  );
  return Promise.all(ids.map((r) => importProgress(db, masterClientId, kind, Number(r.id))));
}

/** The first IMPORT_PREVIEW_ROWS rows and the problems found for them at upload, nothing written. */
export async function importPreview(db: Db, masterClientId: number, kind: ImportKind, id: number) {
  const progress = await importProgress(db, masterClientId, kind, id);
  const rows = await queryRows<{ line: number; cells: unknown; problems: unknown }>(
    db,
    sql`select line, cells, problems from feed_import_rows where import_id = ${id} order by line limit ${IMPORT_PREVIEW_ROWS}`,
  );
  const preview: PreviewRow[] = rows.map((r) => {
    const cells = json<RowCells>(r.cells);
    return {
      line: Number(r.line),
      cells: IMPORT_KIND_INFO[kind].columns.flatMap((column) => {
        const value = cells[column];
        return value === undefined ? [] : [{ column, value }];
      }),
      problems: json<RowProblem[]>(r.problems).map(problemOf),
    };
  });
  return { import: progress, rows: preview };
}
