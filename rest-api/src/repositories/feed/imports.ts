/**
 * Sales imports (core/src/feed/import.ts): a file staged row by row, previewed, then written by a
 * job through recordVenueTransactions, the feed's own path, in batches of IMPORT_BATCH
 * transactions. Each batch's counters and refusal reasons commit in the batch's own database
 * transaction, so a run cut off anywhere resumes at the first unfinished batch and counts nothing
 * twice; two runs of one import at once (an expired job retried while the first still runs) find
 * the counter moved and the second's batch rolls back.
 *
 * Every read and write names the caller's master client: another client's import is not found.
 */
import {
  type Assembled,
  type AssembledTransaction,
  assembleTransaction,
  cellsOf,
  checkImportRow,
  csvCell,
  IMPORT_BATCH,
  IMPORT_COLUMNS,
  IMPORT_PREVIEW_ROWS,
  IMPORT_REPORT_HEADER,
  type ImportCells,
  type ImportColumn,
  type ImportFormat,
  type ImportProblem,
  type ImportRow,
  type ImportStatus,
  isBlank,
  locateField,
  readHeader,
} from '@marquee/core/feed/import';
import { checkVenueTransaction } from '@marquee/core/feed/transactions';
import { type MessageKey, message } from '@marquee/core/messages/en';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { HttpError, invalidInput } from '../../http/errors.ts';
import type { FileRecord } from './importFile.ts';
import { locationsByCode, productClasses } from './references.ts';
import { recordVenueTransactions } from './transactions.ts';

/** Rows inserted per statement while staging. */
const STAGE_CHUNK = 1000;
/** Rows per page of the error report. */
const REPORT_PAGE = 5000;

export interface ImportProgress {
  id: number;
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
  cells: { column: ImportColumn; value: string }[];
  problems: PreviewProblem[];
}

const notFound = () => new HttpError(404, message('settings.notFound'));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString());
const problemOf = (p: { column: string | null; key: MessageKey; values?: Record<string, string | number> }) => ({
  column: p.column,
  key: p.key,
  message: message(p.key, p.values),
});

/** Stages an uploaded file's rows; the header is checked first, so a wrong file stages nothing. */
export async function stageImport(
  db: Db,
  masterClientId: number,
  fileName: string,
  format: ImportFormat,
  records: AsyncIterable<FileRecord>,
): Promise<ImportProgress> {
  const iterator = records[Symbol.asyncIterator]();
  let header: FileRecord | undefined;
  for (let r = await iterator.next(); !r.done; r = await iterator.next()) {
    if (!isBlank(r.value.values)) {
      header = r.value;
      break;
    }
  }
  const { columns, missing } = readHeader(header?.values ?? []);
  if (missing.length > 0)
    throw invalidInput({ file: { key: 'feed.import.error.header', values: { column: missing.join(', ') } } });

  // No transaction around the upload: a slow client would hold a connection (PGlite's only one)
  // for as long as it takes to send. The rows go in as they arrive, under an UPLOADING import
  // that nothing else acts on, and a failed upload takes its rows with it.
  const [created] = await queryRows<{ id: number }>(
    db,
    sql`insert into feed_imports (master_client_id, file_name, format, status, total_rows, total_transactions, problem_rows)
        values (${masterClientId}, ${fileName}, ${format}, 'UPLOADING', 0, 0, 0) returning id`,
  );
  const id = Number(created!.id);
  try {
    // The transactions in the order first seen: rows of one externalId share its number.
    const seqOf = new Map<string, number>();
    let rows = 0;
    let problemRows = 0;
    let chunk: { line: number; seq: number; cells: ImportCells; problems: ImportProblem[] }[] = [];
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
      // A row without an externalId is a transaction of its own (refused: the id is required).
      const key = cells.externalId ?? `\u0000${line}`;
      let seq = seqOf.get(key);
      if (seq === undefined) {
        seq = seqOf.size;
        seqOf.set(key, seq);
      }
      const problems = checkImportRow(cells);
      if (problems.length > 0) problemRows++;
      rows++;
      chunk.push({ line, seq, cells, problems });
      if (chunk.length >= STAGE_CHUNK) await flush();
    }
    await flush();
    if (rows === 0) throw invalidInput({ file: 'feed.import.error.noRows' });
    await db.execute(sql`update feed_imports set status = 'STAGED', total_rows = ${rows}, total_transactions = ${seqOf.size},
      problem_rows = ${problemRows}, updated_at = now() where id = ${id}`);
  } catch (e) {
    await db.execute(sql`delete from feed_imports where id = ${id}`);
    throw e;
  }
  return importProgress(db, masterClientId, id);
}

export async function importProgress(db: Executor, masterClientId: number, id: number): Promise<ImportProgress> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, file_name, format, status, total_rows, total_transactions, problem_rows, rows_done, accepted, replayed,
          rejected, failure, created_at, started_at, updated_at, finished_at
        from feed_imports where id = ${id} and master_client_id = ${masterClientId}`,
  );
  if (!row) throw notFound();
  return {
    id: Number(row.id),
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

interface StagedRow extends ImportRow {
  seq: number;
  problems: ImportProblem[];
}

async function stagedRows(db: Executor, importId: number, where: ReturnType<typeof sql>): Promise<StagedRow[]> {
  const rows = await queryRows<{ line: number; seq: number; cells: unknown; problems: unknown }>(
    db,
    sql`select line, seq, cells, problems from feed_import_rows where import_id = ${importId} and ${where} order by seq, line`,
  );
  // jsonb arrives parsed from pg and as text from some drivers: read both.
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return rows.map((r) => ({
    line: Number(r.line),
    seq: Number(r.seq),
    cells: json<ImportCells>(r.cells),
    problems: json<ImportProblem[]>(r.problems),
  }));
}

const groupBySeq = (rows: readonly StagedRow[]) => {
  const groups = new Map<number, StagedRow[]>();
  for (const r of rows) {
    const g = groups.get(r.seq);
    if (g) g.push(r);
    else groups.set(r.seq, [r]);
  }
  return groups;
};

/**
 * The first IMPORT_PREVIEW_ROWS rows and their problems, nothing written: each row's own, and its
 * transaction's as far as they can be known before writing (the feed's rules, the location and
 * products in this master client). A refund of a sale not yet recorded shows no problem here.
 */
export async function importPreview(db: Db, masterClientId: number, id: number, now: Date) {
  const progress = await importProgress(db, masterClientId, id);
  const first = await queryRows<{ line: number }>(
    db,
    sql`select line from feed_import_rows where import_id = ${id} order by line limit ${IMPORT_PREVIEW_ROWS}`,
  );
  const lines = first.map((r) => Number(r.line));
  const shown = await stagedRows(
    db,
    id,
    sql`seq in (select seq from feed_import_rows where import_id = ${id} and line = any(${pgArray(lines)}::int[]))`,
  );
  const problems = new Map<number, PreviewProblem[]>(lines.map((l) => [l, []]));
  const add = (line: number, p: PreviewProblem) => problems.get(line)?.push(p);
  for (const r of shown) for (const p of r.problems) add(r.line, problemOf(p));
  const assembled: { rows: StagedRow[]; t: AssembledTransaction }[] = [];
  for (const group of groupBySeq(shown).values()) {
    const a = assembleTransaction(group);
    if (!a.ok) {
      // The row's own problems are listed already; a conflict between rows is not.
      if (a.problem.key === 'feed.import.error.differs') add(a.line, problemOf(a.problem));
      continue;
    }
    const checked = checkVenueTransaction(a.input, now);
    if (!checked.ok) {
      const at = locateField(checked.problem.field, a, group[0]!.line);
      add(at.line, problemOf({ ...checked.problem, column: at.column }));
      continue;
    }
    assembled.push({ rows: group, t: a });
  }
  const locations = await locationsByCode(
    db,
    masterClientId,
    assembled.map((a) => a.t.input.locationCode),
  );
  const products = await productClasses(
    db,
    masterClientId,
    assembled.flatMap((a) => a.t.input.lines.map((l) => l.productId)),
  );
  for (const { rows, t } of assembled) {
    if (!locations.has(t.input.locationCode.trim())) {
      add(
        rows[0]!.line,
        problemOf({
          column: 'locationCode',
          key: 'feed.error.unknownLocation',
          values: { code: t.input.locationCode },
        }),
      );
    }
    t.input.lines.forEach((l, i) => {
      if (!products.has(l.productId)) {
        add(
          t.lineRows[i]!,
          problemOf({ column: 'productId', key: 'feed.error.unknownProduct', values: { id: l.productId } }),
        );
      }
    });
  }
  const cellsByLine = new Map(shown.map((r) => [r.line, r.cells]));
  const rows: PreviewRow[] = lines.map((line) => ({
    line,
    cells: IMPORT_COLUMNS.flatMap((column) => {
      const value = cellsByLine.get(line)?.[column];
      return value === undefined ? [] : [{ column, value }];
    }),
    problems: problems.get(line) ?? [],
  }));
  return { import: progress, rows };
}

/** Queues the import's job (again, after a failure); a running or finished import is left as it is. */
export async function startImport(
  db: Db,
  masterClientId: number,
  id: number,
  enqueue: (id: number, tx: Executor) => Promise<void>,
): Promise<ImportProgress> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ status: string }>(
      tx,
      sql`select status from feed_imports where id = ${id} and master_client_id = ${masterClientId} for update`,
    );
    if (!row) throw notFound();
    if (row.status !== 'STAGED' && row.status !== 'FAILED') return;
    await tx.execute(sql`update feed_imports set status = 'RUNNING', failure = null,
      started_at = coalesce(started_at, now()), updated_at = now() where id = ${id}`);
    await enqueue(id, tx);
  });
  return importProgress(db, masterClientId, id);
}

/** Another run moved the import on while this batch was written: the batch rolls back. */
class Overtaken extends Error {}

interface Refusal {
  line: number;
  column: ImportColumn | null;
  reason: string;
}

/**
 * Writes the import's next batches until it is done or `budgetMs` has passed (at least one batch
 * a call). Answers whether work is left, for the job to queue its next run.
 */
export async function runImport(db: Db, id: number, now: () => Date, budgetMs: number): Promise<'done' | 'more'> {
  const started = Date.now();
  for (let batches = 0; ; batches++) {
    const [imp] = await queryRows<{ mc: number; status: string; nextSeq: number; total: number }>(
      db,
      sql`select master_client_id as mc, status, next_seq as "nextSeq", total_transactions as total
          from feed_imports where id = ${id}`,
    );
    if (imp?.status !== 'RUNNING') return 'done';
    const mc = Number(imp.mc);
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
    const refusals: Refusal[] = [];
    let refusedBefore = 0;
    const sent: { t: AssembledTransaction; rows: StagedRow[] }[] = [];
    for (const group of groupBySeq(rows).values()) {
      const a: Assembled = assembleTransaction(group);
      if (!a.ok) {
        refusedBefore++;
        const reason = message(a.problem.key, a.problem.values);
        for (const r of group)
          refusals.push({ line: r.line, column: r.line === a.line ? a.problem.column : null, reason });
        continue;
      }
      sent.push({ t: a, rows: group });
    }
    try {
      await recordVenueTransactions(
        db,
        mc,
        sent.map((s) => s.t.input),
        now(),
        async (tx, answer) => {
          const [locked] = await queryRows<{ nextSeq: number }>(
            tx,
            sql`select next_seq as "nextSeq" from feed_imports where id = ${id} for update`,
          );
          if (Number(locked?.nextSeq) !== from) throw new Overtaken();
          const all = [...refusals];
          answer.results.forEach((result, i) => {
            if (result.status !== 'REJECTED') return;
            const { t, rows: group } = sent[i]!;
            const at = locateField(result.field, t, group[0]!.line);
            for (const r of group) {
              all.push({ line: r.line, column: r.line === at.line ? at.column : null, reason: result.message ?? '' });
            }
          });
          if (all.length > 0) {
            await tx.execute(sql`update feed_import_rows r set reason = u.reason, reason_column = u.col
              from unnest(${pgArray(all.map((a) => a.line))}::int[], ${pgArray(all.map((a) => a.reason))}::text[],
                ${pgArray(all.map((a) => a.column))}::text[]) u(line, reason, col)
              where r.import_id = ${id} and r.line = u.line`);
          }
          await tx.execute(sql`update feed_imports set next_seq = ${to}, rows_done = rows_done + ${rows.length},
            accepted = accepted + ${answer.accepted}, replayed = replayed + ${answer.replayed},
            rejected = rejected + ${answer.rejected + refusedBefore}, updated_at = now()
            where id = ${id}`);
        },
      );
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

/**
 * The refused rows as CSV, page by page: the file's line, the transaction, the column at fault
 * (empty when the reason concerns the transaction as a whole) and the reason, in English.
 */
export async function* importErrorReport(db: Db, masterClientId: number, id: number): AsyncGenerator<string> {
  await importProgress(db, masterClientId, id);
  yield `${IMPORT_REPORT_HEADER.join(',')}\r\n`;
  for (let after = 0; ; ) {
    const page = await queryRows<{ line: number; externalId: string | null; col: string | null; reason: string }>(
      db,
      sql`select line, cells->>'externalId' as "externalId", reason_column as col, reason from feed_import_rows
          where import_id = ${id} and reason is not null and line > ${after} order by line limit ${REPORT_PAGE}`,
    );
    if (page.length === 0) return;
    yield page
      .map((r) => `${[r.line, r.externalId ?? '', r.col ?? '', r.reason].map((v) => csvCell(v)).join(',')}\r\n`)
      .join('');
    after = Number(page.at(-1)!.line);
  }
}
