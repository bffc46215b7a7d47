/**
 * What an import kind (core/src/imports/kinds.ts) plugs into the shared machinery of staging.ts:
 * how its rows group into records, each row's own problems, the problems of records that can be
 * known before writing (run at upload over the whole file, so the staged count is every rule's),
 * and the write itself. A write commits its records and the import's counters in one database
 * transaction, so a run cut off anywhere resumes at the first unfinished batch.
 */
import type { RowCells, RowProblem } from '@marquee/core/imports/rows';
import type { Db, Executor } from '../../db/client.ts';

/** One row of the file as staged: its line (the header is 1), record number and cells. */
export interface StagedRow {
  line: number;
  seq: number;
  cells: RowCells;
  problems: RowProblem[];
}

/** A problem found for a row beyond its own. */
export interface LineProblem {
  line: number;
  problem: RowProblem;
}

/** A refused row: why, in English, and the column at fault (null: the record as a whole). */
export interface Refusal {
  line: number;
  column: string | null;
  reason: string;
}

/** What a batch's write did, stored with the import's counters. */
export interface Outcome {
  accepted: number;
  replayed: number;
  rejected: number;
  refusals: Refusal[];
}

export interface WriteHooks {
  /** First thing in the write's transaction: throws when another run moved the import on. */
  claim(tx: Executor): Promise<void>;
  /** Last thing in it: the refusals and counters. */
  done(tx: Executor, outcome: Outcome): Promise<void>;
}

export interface ImportWriter {
  /** Rows with the same key form one record (a sales transaction); null: the row is a record of its own. */
  recordKey(cells: RowCells): string | null;
  /** A row's problems on its own, before it meets the database. */
  checkRow(cells: RowCells): RowProblem[];
  /** The problems records (groups of rows, in file order) have as far as known before writing. */
  check(db: Executor, masterClientId: number, records: readonly StagedRow[][], now: Date): Promise<LineProblem[]>;
  /** Writes records, calling the hooks inside the write's own transaction. */
  write(db: Db, masterClientId: number, records: readonly StagedRow[][], now: Date, hooks: WriteHooks): Promise<void>;
}
