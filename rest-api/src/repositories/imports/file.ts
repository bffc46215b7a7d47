/**
 * Reads an uploaded sales file as it streams in, record by record, never whole in memory: CSV
 * through core's chunked reader, XLSX through exceljs' streaming WorkbookReader (its first
 * worksheet). Past MAX_IMPORT_BYTES the upload is cut off with 413, whatever Content-Length said.
 */
import { Transform, type Readable } from 'node:stream';
import { createCsvReader, type ImportFormat, MAX_IMPORT_BYTES } from '@marquee/core/feed/import';
import { message } from '@marquee/core/messages/en';
import ExcelJS from 'exceljs';
import { HttpError } from '../../http/errors.ts';

/** A record of the file: its line (the header is 1) and its cells as text. */
export interface FileRecord {
  line: number;
  values: string[];
}

export const tooBig = () =>
  new HttpError(413, message('feed.import.error.tooBig', { max: MAX_IMPORT_BYTES / 1_048_576 }));

/** The stream, failing with 413 once more than `limit` bytes have passed. */
function limited(input: Readable, limit: number): Readable {
  let seen = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(tooBig());
      else done(null, chunk);
    },
  });
  input.on('error', (e) => guard.destroy(e));
  return input.pipe(guard);
}

async function* csvRecords(input: Readable): AsyncGenerator<FileRecord> {
  const reader = createCsvReader();
  const decoder = new TextDecoder('utf-8');
  let line = 0;
  for await (const chunk of input) {
    for (const values of reader.push(decoder.decode(chunk as Buffer, { stream: true }))) yield { line: ++line, values };
  }
  for (const values of reader.push(decoder.decode())) yield { line: ++line, values };
  for (const values of reader.end()) yield { line: ++line, values };
}

/** A cell as the text a person sees; a date cell (no zone in a spreadsheet) is read as UTC. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return cellText(o.result);
    if (typeof o.text === 'string') return o.text;
    return '';
  }
  return String(v);
}

async function* xlsxRecords(input: Readable): AsyncGenerator<FileRecord> {
  const book = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell a date cell from a number.
    styles: 'cache',
    entries: 'ignore',
  });
  for await (const sheet of book) {
    for await (const row of sheet) {
      // exceljs numbers cells from 1; the array is sparse where cells are empty.
      const raw = Array.isArray(row.values) ? row.values.slice(1) : [];
      yield { line: row.number, values: Array.from(raw, cellText) };
    }
    // The first worksheet only: a second sheet is notes, a pivot or a chart's data.
    return;
  }
}

/** The file's records; a file that is not what its format says fails with 400. */
export async function* fileRecords(input: Readable, format: ImportFormat): AsyncGenerator<FileRecord> {
  const body = limited(input, MAX_IMPORT_BYTES);
  try {
    yield* format === 'csv' ? csvRecords(body) : xlsxRecords(body);
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new HttpError(400, message('feed.import.error.unreadable', { format: format.toUpperCase() }));
  } finally {
    body.destroy();
    input.resume();
  }
}
