/**
 * Row writers of list exports: CSV written by hand, XLSX by exceljs's streaming workbook writer.
 * Both write each page as it arrives and wait when the socket is full; text cells go through
 * safeCell, so no exported cell starts a formula.
 */
import type { Writable } from 'node:stream';
import type { ExportKind, ExportValue } from '@marquee/core/exports/columns';
import { safeCell } from '@marquee/core/exports/safeCell';
import ExcelJS from 'exceljs';

/** A column as the writers see it: its header text and its kind. */
export interface WrittenColumn {
  header: string;
  kind: ExportKind;
}

export interface RowWriter {
  /** Rows of values, one value per column, in column order. */
  rows(rows: readonly (readonly ExportValue[])[]): Promise<void>;
  end(): Promise<void>;
}

const written = (out: Writable, chunk: string): Promise<void> =>
  out.write(chunk) ? Promise.resolve() : new Promise((resolve) => out.once('drain', () => resolve()));

const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** A value as CSV text: money with 2 decimals, text made safe. */
function csvValue(column: WrittenColumn, value: ExportValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return column.kind === 'money' ? value.toFixed(2) : String(value);
  return csvField(safeCell(value));
}

export function csvWriter(out: Writable, columns: readonly WrittenColumn[]): RowWriter {
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  let pending = written(out, `\uFEFF${columns.map((c) => csvField(safeCell(c.header))).join(',')}\r\n`);
  return {
    async rows(rows) {
      await pending;
      const lines = rows.map((r) => `${columns.map((c, i) => csvValue(c, r[i] ?? null)).join(',')}\r\n`);
      pending = written(out, lines.join(''));
      await pending;
    },
    async end() {
      await pending;
      await new Promise<void>((resolve) => out.end(resolve));
    },
  };
}

export function xlsxWriter(out: Writable, columns: readonly WrittenColumn[], sheetName: string): RowWriter {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({
    header: safeCell(c.header),
    key: String(i),
    style: c.kind === 'money' ? { numFmt: '0.00' } : {},
  }));
  const cell = (value: ExportValue) => (typeof value === 'string' ? safeCell(value) : value);
  return {
    async rows(rows) {
      for (const r of rows) sheet.addRow(r.map(cell)).commit();
      // Lets the zip stream flush the committed rows before the next page is fetched.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    },
    async end() {
      sheet.commit();
      await book.commit();
    },
  };
}
