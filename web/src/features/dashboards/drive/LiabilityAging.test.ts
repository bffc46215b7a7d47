import ExcelJS from 'exceljs';
import { en, format, type MessageKey } from '@marquee/core/messages/en';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from '../common/export/buildWorkbook.ts';
import { agingSheet } from './LiabilityAging.tsx';

const t = (key: MessageKey, values?: Record<string, string | number>) => format(en[key], values);

describe('the aged liabilities export', () => {
  it('writes a row per location and kind, four age buckets and a total, in the currency format', async () => {
    const sheet = agingSheet(
      {
        asOf: '2026-11-24',
        currencyCode: 'USD',
        buckets: ['0-30', '31-90', '91-365', '365+'],
        rows: [
          {
            locationId: 1,
            location: 'FunZone Mall',
            currency: 'USD',
            kind: 'giftCards',
            amounts: [10, 20, 0, 0],
            total: 30,
          },
          {
            locationId: 1,
            location: 'FunZone Mall',
            currency: 'USD',
            kind: 'credits',
            amounts: [5, 0, 0, 0],
            total: 5,
          },
        ],
      },
      t,
    );
    const buffer = await buildWorkbook(ExcelJS, [sheet]).xlsx.writeBuffer();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect((ws.getRow(3).values as unknown[]).slice(1)).toEqual([
      'Location',
      'Owed for',
      '0–30 days',
      '31–90 days',
      '91–365 days',
      'Over a year',
      'Total',
    ]);
    expect((ws.getRow(4).values as unknown[]).slice(1)).toEqual([
      'FunZone Mall',
      'Gift-card balances',
      10,
      20,
      0,
      0,
      30,
    ]);
    expect(ws.getCell('C4').numFmt).toBe('"$"#,##0.00');
  });
});
