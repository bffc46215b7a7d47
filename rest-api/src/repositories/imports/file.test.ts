import { Readable } from 'node:stream';
import { MAX_IMPORT_BYTES } from '@marquee/core/feed/import';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { type FileRecord, fileRecords } from './file.ts';

const all = async (records: AsyncIterable<FileRecord>) => {
  const out: FileRecord[] = [];
  for await (const r of records) out.push(r);
  return out;
};

describe('fileRecords', () => {
  it('reads a CSV in chunks, numbering records from the header', async () => {
    const chunks = ['externalId,amount\r\n"A,1",1.', '00\r\nB,2.00'].map((c) => Buffer.from(c));
    expect(await all(fileRecords(Readable.from(chunks), 'csv'))).toEqual([
      { line: 1, values: ['externalId', 'amount'] },
      { line: 2, values: ['A,1', '1.00'] },
      { line: 3, values: ['B', '2.00'] },
    ]);
  });

  it('reads the first worksheet of an XLSX: numbers, rich text and formulas as text, rows keep their numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sales');
    sheet.addRow(['externalId', 'quantity', 'amount']);
    sheet.addRow([{ richText: [{ text: 'S-' }, { text: '1' }] }, 2, { formula: '2*1.25', result: 2.5 }]);
    sheet.addRow([]);
    sheet.addRow(['S-2', 1, '1.00']);
    book.addWorksheet('Notes').addRow(['not', 'read']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    expect(await all(fileRecords(Readable.from([buffer]), 'xlsx'))).toEqual([
      { line: 1, values: ['externalId', 'quantity', 'amount'] },
      { line: 2, values: ['S-1', '2', '2.5'] },
      { line: 4, values: ['S-2', '1', '1.00'] },
    ]);
  });

  it('refuses a file that is not what its format says with 400', async () => {
    const error = await all(fileRecords(Readable.from([Buffer.from('not a zip')]), 'xlsx')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
  });

  it('cuts the upload off past the size limit with 413', async () => {
    const mb = Buffer.alloc(1_048_576, 'a');
    function* body() {
      for (let i = 0; i <= MAX_IMPORT_BYTES / mb.length; i++) yield mb;
    }
    const error = await all(fileRecords(Readable.from(body()), 'csv')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(413);
  });
});
