import { describe, expect, it } from 'vitest';
import {
  assembleTransaction,
  cellsOf,
  checkImportRow,
  createCsvReader,
  csvCell,
  IMPORT_COLUMNS,
  IMPORT_TEMPLATE_CSV,
  IMPORT_TEMPLATE_HEADER,
  type ImportRow,
  locateField,
  readHeader,
} from './import.ts';
import { checkVenueTransaction } from './transactions.ts';

const NOW = new Date('2026-05-03T12:00:00Z');

const readAll = (chunks: string[]) => {
  const reader = createCsvReader();
  return [...chunks.flatMap((c) => reader.push(c)), ...reader.end()];
};

const rowsOf = (csv: string): ImportRow[] => {
  const [header, ...records] = readAll([csv]);
  const { columns } = readHeader(header!);
  return records
    .filter((r) => r.some((v) => v.trim() !== ''))
    .map((values, i) => ({ line: i + 2, cells: cellsOf(columns, values) }));
};

describe('createCsvReader', () => {
  it('reads quoted cells, escaped quotes and newlines inside quotes, whatever the chunking', () => {
    const csv = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\n1,2,3';
    const whole = readAll([csv]);
    expect(whole).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '2', '3'],
    ]);
    // One character at a time: a quote, a CR or the header split across chunks changes nothing.
    expect(readAll([...csv]).filter((r) => r.some((v) => v !== ''))).toEqual(whole);
  });

  it('takes a semicolon as delimiter when the header has semicolons and no comma', () => {
    expect(readAll(['a;b\n1,5;2\n'])).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });
});

describe('readHeader', () => {
  it('matches columns in any order and case, ignores unknown ones, names the required ones missing', () => {
    const { columns, missing } = readHeader(['\uFEFFEXTERNALID', 'note', 'occurredat']);
    expect(columns).toEqual(['externalId', null, 'occurredAt']);
    expect(missing).toEqual(['locationCode']);
  });

  it('the template has every column and parses into valid transactions', () => {
    expect(IMPORT_TEMPLATE_HEADER.split(',')).toEqual([...IMPORT_COLUMNS]);
    const rows = rowsOf(IMPORT_TEMPLATE_CSV);
    const sale = assembleTransaction(rows.filter((r) => r.cells.externalId === 'S-1001'));
    expect(sale.ok).toBe(true);
    if (!sale.ok) return;
    expect(sale.input).toMatchObject({
      externalId: 'S-1001',
      kind: 'SALE',
      lines: [
        { productId: 12, quantity: 2, unitPrice: '12.50' },
        { productId: 15, quantity: 1, unitPrice: '3.50' },
      ],
      payments: [{ tender: 'CARD', amount: '28.50' }],
      guest: { email: 'ana@example.com', firstName: 'Ana', lastName: 'Lopez' },
    });
    expect(checkVenueTransaction(sale.input, NOW).ok).toBe(true);
    const refund = assembleTransaction(rows.filter((r) => r.cells.externalId === 'R-1001'));
    expect(refund.ok && checkVenueTransaction(refund.input, NOW).ok).toBe(true);
  });
});

describe('checkImportRow', () => {
  it('names the column of each problem of a row', () => {
    expect(checkImportRow({ productId: '3', quantity: '1' })).toEqual([
      { column: 'externalId', key: 'feed.error.required' },
      { column: 'unitPrice', key: 'feed.import.error.partialLine' },
    ]);
    expect(checkImportRow({ externalId: 'T', amount: '1.00' })).toEqual([
      { column: 'tender', key: 'feed.import.error.partialPayment' },
    ]);
    expect(checkImportRow({ externalId: 'T' })).toEqual([{ column: null, key: 'feed.import.error.emptyRow' }]);
    expect(checkImportRow({ externalId: 'T', productId: 'x', quantity: '1.5', unitPrice: '2' })).toEqual([
      { column: 'productId', key: 'feed.error.productId' },
      { column: 'quantity', key: 'feed.error.quantity', values: { max: 9999 } },
    ]);
  });
});

describe('assembleTransaction', () => {
  const first: ImportRow = {
    line: 2,
    cells: {
      externalId: 'T',
      locationCode: 'FZ1',
      occurredAt: '2026-05-01T10:00:00Z',
      productId: '1',
      quantity: '2',
      unitPrice: '1.00',
    },
  };

  it('refuses a later row whose transaction column differs from the first row', () => {
    const r = assembleTransaction([
      first,
      { line: 5, cells: { externalId: 'T', locationCode: 'FZ2', tender: 'cash', amount: '2' } },
    ]);
    expect(r).toEqual({
      ok: false,
      line: 5,
      problem: { column: 'locationCode', key: 'feed.import.error.differs', values: { value: 'FZ1' } },
    });
  });

  it('upper-cases tenders, kinds and channels, and maps a feed field back to its row and column', () => {
    const r = assembleTransaction([first, { line: 7, cells: { externalId: 'T', tender: 'cash', amount: '2.00' } }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.input.payments).toEqual([{ tender: 'CASH', amount: '2.00' }]);
    expect(locateField('payments.0.amount', r, 2)).toEqual({ line: 7, column: 'amount' });
    expect(locateField('lines.0.quantity', r, 2)).toEqual({ line: 2, column: 'quantity' });
    expect(locateField('guest.email', r, 2)).toEqual({ line: 2, column: 'guestEmail' });
    expect(locateField(null, r, 2)).toEqual({ line: 2, column: null });
  });
});

describe('csvCell', () => {
  it('quotes delimiters and defuses formulas', () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(12)).toBe('12');
  });
});
