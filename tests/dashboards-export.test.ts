/**
 * The Excel export against the widgets' figures: each dashboard is loaded with the
 * web's own query documents, every widget is turned into its sheet by the web's export code
 * (widgetSheet, buildWorkbook, as the whole-dashboard export does), the workbook is written and
 * read back with ExcelJS, and every number in it is found where the widget's figure says: each
 * series' point, second figure and total, each table row and column, the headline — no number
 * more, none missing, money with a currency format of two decimals. The quarter-hour guest sheet
 * holds the export call's counts, which add up to the widget's guests per day.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardKey } from '../core/src/dashboards/ids.ts';
import { WIDGET_METRICS } from '../core/src/dashboards/metrics.ts';
import { buildWorkbook } from '../web/src/features/dashboards/common/export/buildWorkbook.ts';
import type { SheetSpec } from '../web/src/features/dashboards/common/export/sheets.ts';
import { type SheetLabels, widgetSheet } from '../web/src/features/dashboards/common/export/widgetSheets.ts';
import type { WidgetData } from '../web/src/features/dashboards/common/widgetData.ts';
import { type DashboardWorld, startDashboardWorld } from './support/dashboardWorld.ts';

let w: DashboardWorld;
beforeAll(async () => {
  w = await startDashboardWorld();
});
afterAll(() => w?.stack.close());

const web = (path: string) => readFileSync(new URL(`../web/src/features/dashboards/${path}`, import.meta.url), 'utf8');
const DOCUMENTS: Record<DashboardKey, string> = {
  ownersBox: 'ownersbox/OwnersBoxDashboard.graphql',
  operationalEfficiency: 'operational/OperationalDashboard.graphql',
  driveRevenue: 'drive/DriveRevenueDashboard.graphql',
  guestExperience: 'guest/GuestExperienceDashboard.graphql',
};

/** The web's dashboard query with the fragments it uses (the rest would fail validation). */
function documentOf(key: DashboardKey): string {
  const fragments = web('common/WidgetFields.graphql')
    .split(/(?=^fragment )/m)
    .filter((f) => f.startsWith('fragment '));
  let text = web(DOCUMENTS[key]);
  for (let added = true; added; ) {
    added = false;
    for (const f of fragments) {
      const name = /^fragment (\w+)/.exec(f)![1]!;
      if (text.includes(`...${name}`) && !text.includes(`fragment ${name} `)) {
        text += `\n${f}`;
        added = true;
      }
    }
  }
  return text;
}

/** Column headers: the keys themselves, so the test knows each heading. */
const LABELS = new Proxy({}, { get: (_t, key) => String(key) }) as SheetLabels;

type Cell = { value: number; numFmt: string | undefined };
type Figure = { row: string; column: string; value: number; money: boolean };
type Chart = {
  currency: boolean;
  conversion: { value: number; currency: boolean } | null;
  categories: string[];
  labels: string[];
  series: { name: string; data: number[]; subData: number[] | null; currency: boolean | null }[];
  totals: { name: string; value: number }[];
};
type Table = Record<string, unknown> & { rows: Record<string, unknown>[] };

/** Every figure a chart widget answers, where its sheet should hold it (row label, column heading). */
function chartFigures(key: string, c: Chart): Figure[] {
  const points = c.labels.length > 0 && c.categories.length === 0 ? c.labels : c.categories;
  const out: Figure[] = [];
  if (c.conversion) out.push({ row: 'value', column: '', value: c.conversion.value, money: c.conversion.currency });
  c.series.forEach((s, i) => {
    // Labour cost percent arrives in hundredths of a percent and is exported as a percent.
    const percent = key === 'laborCostByHour' && i === 2;
    points.forEach((p, j) => {
      const v = s.data[j]!;
      out.push({ row: p, column: s.name, value: percent ? v / 100 : v, money: !percent && (s.currency ?? c.currency) });
      if (s.subData) out.push({ row: p, column: `${s.name}+`, value: s.subData[j]!, money: key === 'topPostalCodes' });
    });
  });
  // A total that names a point repeats it: it must match the point, and is not written twice.
  for (const t of c.totals) {
    if (points.includes(t.name)) {
      const j = points.indexOf(t.name);
      expect(c.series[0]!.data[j], `${key} total ${t.name}`).toBe(t.value);
    } else out.push({ row: t.name, column: c.series[0]!.name, value: t.value, money: true });
  }
  return out;
}

const TABLE_COLUMNS: Record<string, [heading: string, field: string, money: boolean][]> = {
  locationStatistics: [
    ['newGuests', 'newGuest', false],
    ['repeatGuests', 'repeatGuest', false],
    ['avgTicket', 'avgTicket', true],
    ['events', 'events', false],
    ['sales', 'sales', true],
  ],
  selling: [
    ['price', 'productPrice', true],
    ['quantity', 'quantitySold', false],
    ['revenue', 'totalRevenue', true],
  ],
  employeePerformance: [
    ['quantity', 'quantitySold', false],
    ['sales', 'totalSales', true],
  ],
};

/** Every figure of a table widget: per row (named by its text columns) and column. */
function tableFigures(key: string, t: Table): Figure[] {
  const out: Figure[] = [];
  const add = (
    rows: Record<string, unknown>[],
    columns: (typeof TABLE_COLUMNS)[string],
    name: (r: Record<string, unknown>) => string,
  ) => {
    for (const r of rows)
      for (const [heading, field, money] of columns)
        if (typeof r[field] === 'number') out.push({ row: name(r), column: heading, value: r[field] as number, money });
  };
  const place = (r: Record<string, unknown>) => [r.location, r.product].filter((x) => x != null).join(' | ');
  if (key === 'locationStatistics') add(t.rows, TABLE_COLUMNS.locationStatistics!, (r) => String(r.name));
  else if (key === 'topProductSold') {
    out.push({ row: String(t.text), column: '', value: t.value as number, money: true });
    add(t.rows, TABLE_COLUMNS.selling!, place);
  } else if (key === 'locationPerformance')
    add([...t.rows, t.rowsTotal as Record<string, unknown>], TABLE_COLUMNS.selling!, place);
  else if (key === 'employeePerformance')
    add([...t.rows, t.totalRow as Record<string, unknown>], TABLE_COLUMNS.employeePerformance!, (r) =>
      [r.location, r.employee].filter((x) => x != null).join(' | '),
    );
  else throw new Error(`no figures for table ${key}`);
  return out;
}

/**
 * The numbers of a sheet read back, by `row label @ column heading`: the row label is the row's
 * text cells joined (a location and a product), the heading that of the row of headings (bold
 * texts only) above it; a number before any headings (the headline) has none. A second figure
 * is also found as `<the column before it>+`. `count`: how many numbers the sheet holds.
 */
function sheetCells(sheet: ExcelJS.Worksheet): { cells: Map<string, Cell[]>; count: number } {
  const cells = new Map<string, Cell[]>();
  let count = 0;
  let headings: string[] | null = null;
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    const numbers = values.map((v, i) => [v, i] as const).filter(([v]) => typeof v === 'number');
    const texts = values.map((v, i) => [v, i] as const).filter(([v]) => typeof v === 'string');
    if (numbers.length === 0) {
      if (texts.length >= 2 && texts.every(([, i]) => row.getCell(i + 1).font?.bold)) {
        headings = values.map((v) => (typeof v === 'string' ? v : ''));
      }
      return;
    }
    const label = texts.map(([v]) => v).join(' | ');
    for (const [value, i] of numbers) {
      const cell = { value: value as number, numFmt: row.getCell(i + 1).numFmt };
      count++;
      const names: string[] = headings
        ? [(headings as string[])[i] ?? '', `${(headings as string[])[i - 1] ?? ''}+`]
        : [''];
      for (const name of names) {
        const key = `${label} @ ${name}`;
        cells.set(key, [...(cells.get(key) ?? []), cell]);
      }
    }
  });
  return { cells, count };
}

describe.each(Object.keys(DOCUMENTS) as DashboardKey[])('the %s export', (root) => {
  it('holds every figure of every widget, where the widget shows it, and nothing else', async () => {
    const doc = documentOf(root);
    const variables = Object.fromEntries([...doc.matchAll(/\$(can\w+)/g)].map((m) => [m[1], true]));
    const r = await w.director.gql<Record<string, Record<string, unknown>>>(doc, {
      ...variables,
      filter: { ...w.filter, frequency: 'DAILY' },
    });
    expect(r.errors).toBeUndefined();
    const data = r.data![root]!;
    const keys = Object.keys(WIDGET_METRICS[root]).filter((k) => k !== 'numberOfGuests');
    const sheets: SheetSpec[] = keys.map((key) => ({
      ...widgetSheet(key, key, data[key] as unknown as WidgetData, LABELS),
      about: [{ label: 'widget', value: key }],
    }));
    const buffer = await buildWorkbook(ExcelJS, sheets).xlsx.writeBuffer();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as ArrayBuffer);

    for (const [index, key] of keys.entries()) {
      const widget = data[key] as Record<string, unknown>;
      const figures =
        'series' in widget ? chartFigures(key, widget as unknown as Chart) : tableFigures(key, widget as Table);
      // Names over 31 characters are cut (an Excel limit): the sheets in order.
      const { cells, count } = sheetCells(book.worksheets[index]!);
      const where = (f: Figure) => `${key}: ${f.row} @ ${f.column}`;
      // As many numbers as figures: no row written twice, none left out.
      expect(count, key).toBe(figures.length);
      expect(figures.length, key).toBeGreaterThan(0);
      for (const f of figures) {
        const found = cells.get(`${f.row} @ ${f.column}`);
        expect(found, where(f)).toHaveLength(1);
        expect(found![0]!.value, where(f)).toBe(f.value);
        // Money: the location's currency, two decimals; other numbers are no money.
        if (f.money) expect(found![0]!.numFmt, where(f)).toBe('"$"#,##0.00');
        else expect(found![0]!.numFmt ?? '', where(f)).not.toContain('$');
      }
    }
  });
});

describe('the quarter-hour guest sheet', () => {
  it('holds the export call’s counts per quarter hour, adding up to the widget’s guests per day', async () => {
    const filter = { ...w.filter, frequency: 'DAILY' };
    const exported = await w.director.gql<{
      ownersBox: {
        numberOfGuestsExport: { date: string; day: string; closed: boolean; slots: number[]; total: number }[];
      };
    }>(
      web('common/GuestExport.graphql')
        .split(/(?=^query )/m)
        .find((q) => q.startsWith('query NumberOfGuestsExport'))!,
      {
        filter,
        location: null,
        resources: null,
      },
    );
    expect(exported.errors).toBeUndefined();
    const days = exported.data!.ownersBox.numberOfGuestsExport;
    const widget = await w.ask<{ numberOfGuests: { series: { data: number[] }[] } }>(
      'ownersBox',
      'numberOfGuests { series { data } }',
      filter,
    );
    expect(days.map((d) => d.total)).toEqual(widget.numberOfGuests.series[0]!.data);

    const buffer = await buildWorkbook(ExcelJS, [{ kind: 'guests', name: 'Guests', days }]).xlsx.writeBuffer();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as ArrayBuffer);
    const sheet = book.getWorksheet('Guests')!;
    days.forEach((d, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(2).value).toBe(d.date);
      expect((row.getCell(3).value as { result: number }).result).toBe(d.total);
      const slots = Array.from({ length: 96 }, (_, s) => row.getCell(4 + s).value);
      expect(slots).toEqual(d.slots);
      expect(d.slots.reduce((a, v) => a + v, 0)).toBe(d.total);
    });
    expect(days.some((d) => d.total > 0)).toBe(true);
  });
});
