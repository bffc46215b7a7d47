import type { MessageKey } from '../messages/en.ts';

/** One exported value: text (written through safeCell), a number (money has 2 decimals) or empty. */
export type ExportValue = string | number | null;

export type ExportKind = 'text' | 'number' | 'money';

/** A column of a list export: its header (the screen's column label) and its value of a row. */
export interface ExportColumn<Row> {
  key: string;
  label: MessageKey;
  /** `money`: a number with 2 decimals (an XLSX number cell formatted 0.00). */
  kind: ExportKind;
  value: (row: Row) => ExportValue;
}

/** Cents as a money amount: 1234 → 12.34. */
export const fromCentsValue = (cents: number): number => Math.round(cents) / 100;
