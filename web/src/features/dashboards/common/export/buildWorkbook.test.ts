import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ChartWidgetFiguresFragment } from '../../../../generated/graphql.ts';
import {
  buildWorkbook,
  CLOSED,
  currencyFormat,
  INTEGER_FORMAT,
  PERCENT_FORMAT,
  QUARTER_HOURS,
} from './buildWorkbook.ts';
import type { SheetSpec } from './sheets.ts';
import { type SheetLabels, widgetSheet } from './widgetSheets.ts';

const labels = Object.fromEntries(
  [
    'value',
    'category',
    'secondary',
    'total',
    'location',
    'product',
    'price',
    'quantity',
    'revenue',
    'newGuests',
    'repeatGuests',
    'avgTicket',
    'events',
    'sales',
    'employee',
    'period',
    'hour',
    'channel',
    'postalCode',
    'revenueClass',
    'ageGroup',
    'daysSinceLastVisit',
    'item',
    'share',
  ].map((k) => [k, k]),
) as unknown as SheetLabels;

async function roundTrip(sheets: SheetSpec[]) {
  const buffer = await buildWorkbook(ExcelJS, sheets).xlsx.writeBuffer();
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(buffer as ArrayBuffer);
  return back;
}

const slots = (fill: (i: number) => number) => Array.from({ length: 96 }, (_, i) => fill(i));

describe('the number-of-guests sheet (spec/2 §9)', () => {
  it('has Day, Date, Total and 96 quarter-hour columns of width 15, two frozen columns, CLOSED days and totals from D', async () => {
    const open = slots((i) => (i >= 40 && i < 44 ? i - 39 : 0));
    const book = await roundTrip([
      {
        kind: 'guests',
        name: 'Number of Guests',
        days: [
          { date: '11/20/2026', day: 'Friday', closed: false, slots: open, total: 10 },
          { date: '11/21/2026', day: 'Saturday', closed: true, slots: slots(() => 0), total: 0 },
        ],
      },
    ]);
    const sheet = book.getWorksheet('Number of Guests')!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 5)).toEqual(['Day', 'Date', 'Total', '00:00']);
    expect(header.at(-1)).toBe('23:45');
    expect(header.length - 1).toBe(3 + 96);
    expect(QUARTER_HOURS[95]).toBe('23:45');
    expect(sheet.getColumn(1).width).toBe(15);
    expect(sheet.getColumn(99).width).toBe(15);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 2, ySplit: 1 });

    expect(sheet.getCell('A2').value).toBe('Friday');
    expect(sheet.getCell('B2').value).toBe('11/20/2026');
    expect(sheet.getCell('C2').value).toEqual({ formula: 'SUM(D2:CU2)', result: 10 });
    expect(sheet.getCell('CU1').value).toBe('23:45');
    // 10:00 is slot 40: column D + 40 = AR.
    expect(sheet.getCell('AR2').value).toBe(1);
    expect(sheet.getCell('AU2').value).toBe(4);

    expect(sheet.getCell('D3').value).toBe(CLOSED);
    // exceljs writes no cached result for a zero total; the formula is what counts.
    expect(sheet.getCell('C3').formula).toBe('SUM(D3:CU3)');
    expect(sheet.getCell('E3').isMerged).toBe(true);
  });
});

describe('a widget sheet', () => {
  const laborCost: ChartWidgetFiguresFragment = {
    title: 'Labor cost by hour',
    desc: '',
    subTitle: null,
    currency: true,
    currencyCode: 'USD',
    currentSerie: 'TODAY',
    toolTipTitle: '',
    conversion: {
      currency: true,
      value: 1234.5,
      ofTarget: null,
      change: null,
      trendType: null,
      trendCaption: null,
      noDataBefore: null,
    },
    categories: ['10:00', '11:00'],
    labels: [],
    series: [
      { name: 'Revenue', data: [100, 250.5], subData: null, currency: true },
      { name: 'Labor amount', data: [25, 50], subData: null, currency: true },
      { name: 'Labor cost percent', data: [2500, 1996], subData: null, currency: false },
    ],
    totals: [],
    tabs: [],
    dataLabels: true,
    chartType: 'bar',
    stacked: false,
  };

  it('writes money with two decimals and labour cost as a percent divided by 100', async () => {
    const book = await roundTrip([widgetSheet('laborCostByHour', 'Labor cost by hour', laborCost, labels)]);
    const sheet = book.getWorksheet('Labor cost by hour')!;
    expect(sheet.getCell('A1').value).toBe('Labor cost by hour');
    expect(sheet.getCell('B2').value).toBe(1234.5);
    expect(sheet.getCell('B2').numFmt).toBe('"$"#,##0.00');
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual([
      'hour',
      'Revenue',
      'Labor amount',
      'Labor cost percent',
    ]);
    expect((sheet.getRow(6).values as unknown[]).slice(1)).toEqual(['11:00', 250.5, 50, 19.96]);
    expect(sheet.getCell('B6').numFmt).toBe(currencyFormat('USD'));
    expect(sheet.getCell('D5').value).toBe(25);
    expect(sheet.getCell('D5').numFmt).toBe(PERCENT_FORMAT);
  });

  it('keeps sheet names unique and within Excel limits', async () => {
    const sheet = widgetSheet('x', 'Memberships expiring next thirty days: all', laborCost, labels);
    const book = await roundTrip([sheet, sheet]);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Memberships expiring next thirt',
      'Memberships expiring next t (2)',
    ]);
  });
});

describe('the whole-dashboard export, read back', () => {
  const about = [
    { label: 'Dashboard', value: "Owner's Box" },
    { label: 'Widget', value: 'W' },
    { label: 'Period', value: 'Last month: 10/01/2026 – 10/31/2026' },
    { label: 'Locations', value: 'FunZone Mall, FunZone Downtown' },
    { label: 'Made at', value: 'Nov 24, 2026, 6:40 PM' },
  ];
  const base = {
    desc: '',
    subTitle: null,
    currencyCode: 'GEL',
    currentSerie: 'TODAY' as const,
    toolTipTitle: '',
    tabs: [],
    dataLabels: true,
    stacked: false,
    labels: [],
    totals: [],
  };
  const revenue: ChartWidgetFiguresFragment = {
    ...base,
    title: 'Revenue',
    currency: true,
    chartType: 'area',
    conversion: {
      currency: true,
      value: 1510,
      ofTarget: 92,
      change: null,
      trendType: 'DOWN',
      trendCaption: 'of target',
      noDataBefore: null,
    },
    categories: ['10/01/2026', '10/02/2026'],
    series: [{ name: 'Revenue', data: [510, 1000], subData: null, currency: true }],
  };
  const payments: ChartWidgetFiguresFragment = {
    ...base,
    title: 'Payments received',
    currency: true,
    chartType: 'pie',
    conversion: null,
    categories: ['Walk-In', 'Club Kiosk', 'Club Booking'],
    labels: ['Walk-In', 'Club Kiosk', 'Club Booking'],
    series: [{ name: 'Payments', data: [10, 20.5, 30], subData: null, currency: true }],
    totals: [
      { name: 'Walk-In', value: 10, currency: true },
      { name: 'Club Kiosk', value: 20.5, currency: true },
      { name: 'Club Booking', value: 30, currency: true },
    ],
  };
  const guests: ChartWidgetFiguresFragment = {
    ...base,
    title: 'New guests',
    currency: false,
    chartType: 'area',
    conversion: {
      currency: false,
      value: 510,
      ofTarget: null,
      change: null,
      trendType: null,
      trendCaption: null,
      noDataBefore: null,
    },
    categories: ['10/01/2026'],
    series: [{ name: 'New guests', data: [510], subData: null, currency: false }],
  };
  const sheets: SheetSpec[] = [
    { ...widgetSheet('revenue', 'Revenue', revenue, labels), about: [...about] },
    { ...widgetSheet('paymentsReceived', 'Payments received', payments, labels), about: [...about] },
    { ...widgetSheet('newGuests', 'New guests', guests, labels), about: [...about] },
    {
      kind: 'guests',
      name: 'Number of guests',
      about: [...about],
      days: [{ date: '10/01/2026', day: 'Thursday', closed: false, slots: slots((i) => (i === 40 ? 3 : 0)), total: 3 }],
    },
  ];

  it('starts every sheet with the dashboard, widget, period, locations and when it was made', async () => {
    const book = await roundTrip(sheets);
    for (const sheet of book.worksheets) {
      expect([1, 2, 3, 4, 5].map((r) => sheet.getCell(`A${r}`).value)).toEqual(about.map((a) => a.label));
      expect(sheet.getCell('B3').value).toBe(about[2]!.value);
      expect(sheet.getCell('A6').value).toBeNull();
    }
    // The guest sheet keeps its heading row and two columns in view below the about rows.
    const g = book.getWorksheet('Number of guests')!;
    expect((g.getRow(7).values as unknown[]).slice(1, 4)).toEqual(['Day', 'Date', 'Total']);
    expect(g.views[0]).toMatchObject({ state: 'frozen', xSplit: 2, ySplit: 7 });
    expect(g.getCell('C8').value).toEqual({ formula: 'SUM(D8:CU8)', result: 3 });
  });

  it("writes money in the locations' currency with two decimals, and whole numbers as whole numbers", async () => {
    const book = await roundTrip(sheets);
    const r = book.getWorksheet('Revenue')!;
    // Rows: about (1–5), blank, title (7), headline (8), blank, headings (10), points (11…).
    expect(r.getCell('A7').value).toBe('Revenue');
    expect(r.getCell('B8').value).toBe(1510);
    expect(r.getCell('B8').numFmt).toBe('"₾"#,##0.00');
    expect(r.getCell('A10').value).toBe('period');
    expect(r.getCell('B11').value).toBe(510);
    expect(r.getCell('B11').numFmt).toBe('"₾"#,##0.00');
    const n = book.getWorksheet('New guests')!;
    expect(n.getCell('B8').value).toBe(510);
    expect(n.getCell('B8').numFmt).toBe(INTEGER_FORMAT);
  });

  it('writes no row twice: channels once, not again as totals', async () => {
    const book = await roundTrip(sheets);
    for (const sheet of book.worksheets) {
      const rows: string[] = [];
      sheet.eachRow((row) => {
        rows.push(JSON.stringify(row.values));
      });
      expect(new Set(rows).size, sheet.name).toBe(rows.length);
    }
    const p = book.getWorksheet('Payments received')!;
    // No headline: about (1–5), blank, title (7), blank, headings (9), channels (10–12).
    expect(p.getCell('A9').value).toBe('channel');
    expect([10, 11, 12, 13].map((r) => p.getCell(`A${r}`).value)).toEqual([
      'Walk-In',
      'Club Kiosk',
      'Club Booking',
      null,
    ]);
  });
});
