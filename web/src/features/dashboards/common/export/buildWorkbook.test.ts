import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ChartWidgetFieldsFragment } from '../../../../generated/graphql.ts';
import { buildWorkbook, CLOSED, CURRENCY_FORMAT, PERCENT_FORMAT, QUARTER_HOURS } from './buildWorkbook.ts';
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
  const laborCost: ChartWidgetFieldsFragment = {
    title: 'Labor cost by hour',
    desc: '',
    subTitle: null,
    currency: true,
    currencyCode: 'USD',
    currentSerie: 'TODAY',
    toolTipTitle: '',
    conversion: { currency: true, value: 1234.5, ofTarget: null, change: null, trendType: null, trendCaption: null },
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
    expect(sheet.getCell('B2').numFmt).toBe(CURRENCY_FORMAT);
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual([
      'category',
      'Revenue',
      'Labor amount',
      'Labor cost percent',
    ]);
    expect((sheet.getRow(6).values as unknown[]).slice(1)).toEqual(['11:00', 250.5, 50, 19.96]);
    expect(sheet.getCell('B6').numFmt).toBe(CURRENCY_FORMAT);
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
