/**
 * Builds the export workbook from plain sheet data (spec/2 §9). Pure: ExcelJS is passed in, so
 * the worker loads it lazily and tests read the result back cell by cell.
 */
import type * as ExcelJSModule from 'exceljs';
import type { CellFormat, GuestsSheet, SheetSpec, TableSheet } from './sheets.ts';

type ExcelJS = typeof ExcelJSModule;
type Worksheet = ExcelJSModule.Worksheet;

export const COLUMN_WIDTH = 15;
export const CURRENCY_FORMAT = '#,##0.00';
/** Percent values arrive already as percent figures (labour cost divided by 100). */
export const PERCENT_FORMAT = '0.00"%"';
export const CLOSED = 'CLOSED';
/** 00:00, 00:15 … 23:45. */
export const QUARTER_HOURS = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

const NUM_FORMATS: Partial<Record<CellFormat, string>> = {
  currency: CURRENCY_FORMAT,
  percent: PERCENT_FORMAT,
  integer: '#,##0',
  number: '#,##0.##',
};

/** Excel sheet names: at most 31 characters, none of []:*?/\, unique in the workbook. */
export function sheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base.slice(0, 27)} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

function tableSheet(sheet: Worksheet, spec: TableSheet) {
  sheet.columns = spec.columns.map(() => ({ width: COLUMN_WIDTH * 1.5 }));
  const title = sheet.addRow([spec.title]);
  title.font = { bold: true, size: 14 };
  if (spec.headline) {
    const row = sheet.addRow([spec.headline.label, spec.headline.value]);
    const format = NUM_FORMATS[spec.headline.format];
    if (format) row.getCell(2).numFmt = format;
  }
  sheet.addRow([]);
  const header = sheet.addRow(spec.columns.map((c) => c.header));
  header.font = { bold: true };
  const headerRow = header.number;
  for (const values of spec.rows) {
    const row = sheet.addRow(values);
    spec.columns.forEach((column, i) => {
      const format = NUM_FORMATS[column.format];
      if (format && typeof values[i] === 'number') row.getCell(i + 1).numFmt = format;
    });
  }
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: headerRow }];
}

function guestsSheet(sheet: Worksheet, spec: GuestsSheet) {
  sheet.columns = ['Day', 'Date', 'Total', ...QUARTER_HOURS].map((header) => ({ header, width: COLUMN_WIDTH }));
  sheet.getRow(1).font = { bold: true };
  const lastColumn = sheet.getColumn(3 + QUARTER_HOURS.length).letter;
  for (const day of spec.days) {
    const row = sheet.addRow([day.day, day.date]);
    const r = row.number;
    if (day.closed) {
      row.getCell(4).value = CLOSED;
      sheet.mergeCells(`D${r}:${lastColumn}${r}`);
      row.getCell(4).alignment = { horizontal: 'center' };
    } else {
      day.slots.forEach((count, i) => {
        row.getCell(4 + i).value = count;
      });
    }
    // Totals sum the slot columns, from D onward.
    row.getCell(3).value = { formula: `SUM(D${r}:${lastColumn}${r})`, result: day.closed ? 0 : day.total };
  }
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }];
}

/** One sheet per spec, in order; `onProgress` after each. */
export function buildWorkbook(
  excel: ExcelJS,
  sheets: readonly SheetSpec[],
  onProgress: (done: number, total: number) => void = () => undefined,
): ExcelJSModule.Workbook {
  const workbook = new excel.Workbook();
  workbook.creator = 'Marquee';
  const taken = new Set<string>();
  sheets.forEach((spec, i) => {
    const sheet = workbook.addWorksheet(sheetName(spec.name, taken));
    if (spec.kind === 'guests') guestsSheet(sheet, spec);
    else tableSheet(sheet, spec);
    onProgress(i + 1, sheets.length);
  });
  return workbook;
}
