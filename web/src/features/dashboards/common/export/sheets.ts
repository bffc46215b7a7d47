/** What the export worker is given: plain data, one entry per sheet (spec/2 §9). */
export type CellFormat = 'text' | 'integer' | 'number' | 'currency' | 'percent';

export interface SheetColumn {
  header: string;
  format: CellFormat;
}

/** A widget as a table: a title, an optional headline, columns and rows. */
export interface TableSheet {
  kind: 'table';
  name: string;
  title: string;
  /** Headline value and its format (cards). */
  headline: { label: string; value: number; format: CellFormat } | null;
  columns: SheetColumn[];
  rows: (string | number | null)[][];
}

/** Number of guests by quarter hour (spec/2 §9). */
export interface GuestsSheet {
  kind: 'guests';
  name: string;
  days: { date: string; day: string; closed: boolean; slots: number[]; total: number }[];
}

export type SheetSpec = TableSheet | GuestsSheet;

export interface ExportRequest {
  fileName: string;
  sheets: SheetSpec[];
}

export type WorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; buffer: ArrayBuffer }
  | { type: 'error'; message: string };
