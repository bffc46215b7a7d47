/**
 * Builds the export workbook from plain sheet data (spec/2 §9). Pure: ExcelJS is passed in, so
 * the worker loads it lazily and tests read the result back cell by cell.
 */
import type * as ExcelJSModule from 'exceljs';
import type { CellFormat, GuestsSheet, SheetAbout, SheetSpec, TableSheet } from './sheets.ts';

type ExcelJS = typeof ExcelJSModule;
type Worksheet = ExcelJSModule.Worksheet;

export const COLUMN_WIDTH = 15;
/** Money of no one currency (locations in several): two decimals, no sign. */
export const CURRENCY_FORMAT = '#,##0.00';
/** Percent values arrive already as percent figures (labour cost divided by 100). */
export const PERCENT_FORMAT = '0.00"%"';
export const CLOSED = 'CLOSED';
/** 00:00, 00:15 … 23:45. */
export const QUARTER_HOURS = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

export const INTEGER_FORMAT = '#,##0';
/** Fractions with two decimals: '#,##0.##' showed a whole 510 as '510.'. */
export const DECIMAL_FORMAT = '#,##0.00';

/** A currency number format with two decimals: the code's symbol before the amount ("$"#,##0.00). */
export function currencyFormat(code: string | null | undefined): string {
  if (!code) return CURRENCY_FORMAT;
  let symbol = code;
  try {
    symbol =
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    // An unknown code is written as itself.
  }
  return `"${symbol.replace(/"/g, '')}"#,##0.00`;
}

/** The number format of a cell: money in the sheet's currency, whole numbers without a point. */
function formatOf(format: CellFormat, value: unknown, currencyCode: string | null | undefined): string | undefined {
  if (typeof value !== 'number') return undefined;
  if (format === 'currency') return currencyFormat(currencyCode);
  if (format === 'percent') return PERCENT_FORMAT;
  if (format === 'integer') return INTEGER_FORMAT;
  if (format === 'number') return Number.isInteger(value) ? INTEGER_FORMAT : DECIMAL_FORMAT;
  return undefined;
}

/** The about rows (dashboard, widget, period, locations, made at) and a blank row after them. */
function aboutRows(sheet: Worksheet, about: readonly SheetAbout[] | undefined) {
  if (!about?.length) return;
  for (const { label, value } of about) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
  }
  sheet.addRow([]);
}

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
  aboutRows(sheet, spec.about);
  const title = sheet.addRow([spec.title]);
  title.font = { bold: true, size: 14 };
  if (spec.headline) {
    const row = sheet.addRow([spec.headline.label, spec.headline.value]);
    const format = formatOf(spec.headline.format, spec.headline.value, spec.currencyCode);
    if (format) row.getCell(2).numFmt = format;
  }
  sheet.addRow([]);
  const header = sheet.addRow(spec.columns.map((c) => c.header));
  header.font = { bold: true };
  const headerRow = header.number;
  for (const values of spec.rows) {
    const row = sheet.addRow(values);
    spec.columns.forEach((column, i) => {
      const format = formatOf(column.format, values[i], spec.currencyCode);
      if (format) row.getCell(i + 1).numFmt = format;
    });
  }
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: headerRow }];
}

function guestsSheet(sheet: Worksheet, spec: GuestsSheet) {
  sheet.columns = ['Day', 'Date', 'Total', ...QUARTER_HOURS].map(() => ({ width: COLUMN_WIDTH }));
  aboutRows(sheet, spec.about);
  const header = sheet.addRow(['Day', 'Date', 'Total', ...QUARTER_HOURS]);
  header.font = { bold: true };
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
  // The first two columns and everything down to the heading row stay in view.
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: header.number }];
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
