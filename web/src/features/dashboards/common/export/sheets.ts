/** What the export worker is given: plain data, one entry per sheet (spec/2 §9). */
export type CellFormat = 'text' | 'integer' | 'number' | 'currency' | 'percent';

export interface SheetColumn {
  header: string;
  format: CellFormat;
}

/**
 * What every sheet starts with: dashboard, widget, period, locations and the time it
 * was made, as translated label and value pairs.
 */
export interface SheetAbout {
  label: string;
  value: string;
}

/** A widget as a table: a title, an optional headline, columns and rows. */
export interface TableSheet {
  kind: 'table';
  name: string;
  title: string;
  about?: SheetAbout[];
  /** ISO 4217 code of its money cells; null when the locations use different currencies. */
  currencyCode?: string | null;
  /** Headline value and its format (cards). */
  headline: { label: string; value: number; format: CellFormat } | null;
  columns: SheetColumn[];
  rows: (string | number | null)[][];
}

/** Number of guests by quarter hour (spec/2 §9). */
export interface GuestsSheet {
  kind: 'guests';
  name: string;
  about?: SheetAbout[];
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
