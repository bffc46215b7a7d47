/**
 * Sales import: a CSV or XLSX file of transactions, for history or a till without an API, written
 * through the venue feed (transactions.ts) exactly as recordVenueTransactions writes, so the same
 * rules apply and a file uploaded twice is REPLAYED, nothing added.
 *
 * The file: a header row naming the columns (any order, any case; unknown columns are ignored),
 * then one row per transaction line or payment. Rows sharing `externalId` form one transaction,
 * wherever they stand in the file:
 *
 * - externalId, locationCode, occurredAt (ISO 8601 with its offset), channel (WALK_IN, KIOSK,
 *   ONLINE), kind (SALE, REFUND, VOID), originalExternalId, employeeCode, guestEmail, guestPhone,
 *   guestFirstName, guestLastName: the transaction's. Read from its first row; a later row may
 *   leave them empty or repeat them, never differ.
 * - productId, quantity, unitPrice: a line of the transaction (all three, or none).
 * - tender, amount: a payment of the transaction (both, or none).
 *
 * A row carries a line, a payment or both, so the simplest file has one row per line with the
 * payment on the first row. A transaction with a problem on any of its rows is refused whole.
 */
import type { MessageKey } from '../messages/en.ts';
import { MAX_FEED_BATCH, MAX_FEED_QUANTITY } from './transactions.ts';

export const IMPORT_COLUMNS = [
  'externalId',
  'locationCode',
  'occurredAt',
  'channel',
  'kind',
  'originalExternalId',
  'productId',
  'quantity',
  'unitPrice',
  'tender',
  'amount',
  'guestEmail',
  'guestPhone',
  'guestFirstName',
  'guestLastName',
  'employeeCode',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** Without these the file is refused at upload: no row of it could be a transaction. */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['externalId', 'locationCode', 'occurredAt'];

/** Upload limit: about half a million rows of a typical till export. */
export const MAX_IMPORT_BYTES = 50 * 1_048_576;
/** Rows the preview answers, before anything is written. */
export const IMPORT_PREVIEW_ROWS = 20;
/** Transactions written per batch: the feed's own per-call limit. */
export const IMPORT_BATCH = MAX_FEED_BATCH;
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/**
 * UPLOADING: its rows are arriving; STAGED: uploaded, previewable; RUNNING: queued or being
 * written; DONE; FAILED: stopped by an error.
 */
export const IMPORT_STATUSES = ['UPLOADING', 'STAGED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The template's header and two example transactions (a sale of two lines, then its refund). */
export const IMPORT_TEMPLATE_HEADER = IMPORT_COLUMNS.join(',');
export const IMPORT_TEMPLATE_CSV = [
  IMPORT_TEMPLATE_HEADER,
  'S-1001,FZ1,2026-05-01T18:30:00-04:00,WALK_IN,SALE,,12,2,12.50,CARD,28.50,ana@example.com,,Ana,Lopez,E-17',
  'S-1001,,,,,,15,1,3.50,,,,,,,',
  'R-1001,FZ1,2026-05-02T10:00:00-04:00,WALK_IN,REFUND,S-1001,15,1,3.50,CASH,3.50,,,,,E-17',
  '',
].join('\r\n');

export interface ImportProblem {
  /** The file's column the problem is about; null when it is about the row or transaction as a whole. */
  column: ImportColumn | null;
  key: MessageKey;
  values?: Record<string, string | number>;
}

export type ImportCells = Partial<Record<ImportColumn, string>>;

/** One row of the file as staged: its line number (the header is line 1) and its cells, trimmed. */
export interface ImportRow {
  line: number;
  cells: ImportCells;
}

/** The input of recordVenueTransactions (schema/venue-feed.graphql VenueTransactionInput). */
export interface VenueTransactionInput {
  externalId: string;
  locationCode: string;
  occurredAt: string;
  channel?: string;
  kind?: string;
  originalExternalId?: string;
  lines: { productId: number; quantity: number; unitPrice: string }[];
  payments: { tender: string; amount: string }[];
  guest?: { email?: string; phone?: string; firstName?: string; lastName?: string };
  employeeCode?: string;
}

const normalised = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
const BY_NAME = new Map(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c] as const));

/** The header row: which column each position holds (null: ignored), and the required ones missing. */
export function readHeader(names: readonly string[]): { columns: (ImportColumn | null)[]; missing: ImportColumn[] } {
  const columns = names.map((n) => BY_NAME.get(normalised(n)) ?? null);
  const missing = REQUIRED_IMPORT_COLUMNS.filter((c) => !columns.includes(c));
  return { columns, missing };
}

/** A row's cells by column; empty cells are left out, so `cells.x === undefined` means blank. */
export function cellsOf(columns: readonly (ImportColumn | null)[], values: readonly string[]): ImportCells {
  const cells: ImportCells = {};
  columns.forEach((c, i) => {
    const v = (values[i] ?? '').trim();
    if (c && v !== '' && cells[c] === undefined) cells[c] = v;
  });
  return cells;
}

/** A row of nothing but blanks (a spreadsheet's trailing rows): skipped, not an error. */
export const isBlank = (values: readonly string[]) => values.every((v) => v.trim() === '');

const WHOLE = /^\d{1,10}$/;

/** The problems a row has on its own, before it meets its transaction's other rows. */
export function checkImportRow(cells: ImportCells): ImportProblem[] {
  const problems: ImportProblem[] = [];
  if (cells.externalId === undefined) problems.push({ column: 'externalId', key: 'feed.error.required' });
  const line = [cells.productId, cells.quantity, cells.unitPrice];
  const payment = [cells.tender, cells.amount];
  const hasLine = line.some((v) => v !== undefined);
  const hasPayment = payment.some((v) => v !== undefined);
  if (!hasLine && !hasPayment) problems.push({ column: null, key: 'feed.import.error.emptyRow' });
  if (hasLine && line.some((v) => v === undefined)) {
    problems.push({
      column: cells.productId === undefined ? 'productId' : cells.quantity === undefined ? 'quantity' : 'unitPrice',
      key: 'feed.import.error.partialLine',
    });
  }
  if (hasPayment && payment.some((v) => v === undefined)) {
    problems.push({
      column: cells.tender === undefined ? 'tender' : 'amount',
      key: 'feed.import.error.partialPayment',
    });
  }
  if (cells.productId !== undefined && (!WHOLE.test(cells.productId) || Number(cells.productId) < 1)) {
    problems.push({ column: 'productId', key: 'feed.error.productId' });
  }
  if (cells.quantity !== undefined && !WHOLE.test(cells.quantity)) {
    problems.push({ column: 'quantity', key: 'feed.error.quantity', values: { max: MAX_FEED_QUANTITY } });
  }
  return problems;
}

const TRANSACTION_COLUMNS = [
  'locationCode',
  'occurredAt',
  'channel',
  'kind',
  'originalExternalId',
  'employeeCode',
  'guestEmail',
  'guestPhone',
  'guestFirstName',
  'guestLastName',
] as const satisfies readonly ImportColumn[];

/** A transaction assembled from its rows, with where each of its lines and payments came from. */
export interface AssembledTransaction {
  input: VenueTransactionInput;
  /** The file line of each line of `input.lines`, in order. */
  lineRows: number[];
  /** The file line of each payment of `input.payments`, in order. */
  paymentRows: number[];
}

export type Assembled = ({ ok: true } & AssembledTransaction) | { ok: false; line: number; problem: ImportProblem };

const upper = (v: string | undefined) => v?.toUpperCase();

/**
 * The transaction of a group of rows sharing one externalId (in file order): the first row's
 * problem if any row has one, else the feed's input, which the feed then checks like any other.
 */
export function assembleTransaction(rows: readonly ImportRow[]): Assembled {
  const first = rows[0];
  if (!first) throw new Error('a transaction has at least one row');
  for (const row of rows) {
    const [problem] = checkImportRow(row.cells);
    if (problem) return { ok: false, line: row.line, problem };
  }
  for (const row of rows.slice(1)) {
    for (const c of TRANSACTION_COLUMNS) {
      const v = row.cells[c];
      if (v !== undefined && v !== first.cells[c]) {
        return {
          ok: false,
          line: row.line,
          problem: { column: c, key: 'feed.import.error.differs', values: { value: first.cells[c] ?? '' } },
        };
      }
    }
  }
  const f = first.cells;
  const input: VenueTransactionInput = {
    externalId: f.externalId ?? '',
    locationCode: f.locationCode ?? '',
    occurredAt: f.occurredAt ?? '',
    lines: [],
    payments: [],
  };
  if (f.channel !== undefined) input.channel = upper(f.channel);
  if (f.kind !== undefined) input.kind = upper(f.kind);
  if (f.originalExternalId !== undefined) input.originalExternalId = f.originalExternalId;
  if (f.employeeCode !== undefined) input.employeeCode = f.employeeCode;
  if ([f.guestEmail, f.guestPhone, f.guestFirstName, f.guestLastName].some((v) => v !== undefined)) {
    input.guest = {
      ...(f.guestEmail !== undefined ? { email: f.guestEmail } : {}),
      ...(f.guestPhone !== undefined ? { phone: f.guestPhone } : {}),
      ...(f.guestFirstName !== undefined ? { firstName: f.guestFirstName } : {}),
      ...(f.guestLastName !== undefined ? { lastName: f.guestLastName } : {}),
    };
  }
  const lineRows: number[] = [];
  const paymentRows: number[] = [];
  for (const { line, cells } of rows) {
    if (cells.productId !== undefined && cells.quantity !== undefined && cells.unitPrice !== undefined) {
      input.lines.push({
        productId: Number(cells.productId),
        quantity: Number(cells.quantity),
        unitPrice: cells.unitPrice,
      });
      lineRows.push(line);
    }
    if (cells.tender !== undefined && cells.amount !== undefined) {
      input.payments.push({ tender: upper(cells.tender) ?? '', amount: cells.amount });
      paymentRows.push(line);
    }
  }
  return { ok: true, input, lineRows, paymentRows };
}

const FIELD_COLUMNS: Readonly<Record<string, ImportColumn>> = {
  externalId: 'externalId',
  locationCode: 'locationCode',
  occurredAt: 'occurredAt',
  channel: 'channel',
  kind: 'kind',
  originalExternalId: 'originalExternalId',
  employeeCode: 'employeeCode',
  'guest.email': 'guestEmail',
  'guest.phone': 'guestPhone',
  'guest.firstName': 'guestFirstName',
  'guest.lastName': 'guestLastName',
  productId: 'productId',
  quantity: 'quantity',
  unitPrice: 'unitPrice',
  tender: 'tender',
  amount: 'amount',
};

/**
 * Where in the file a feed rejection's field lies: `lines.2.quantity` is the quantity cell of the
 * row of the third line; a transaction-wide field is its first row's.
 */
export function locateField(
  field: string | null,
  t: AssembledTransaction,
  firstLine: number,
): { line: number; column: ImportColumn | null } {
  const m = field ? /^(lines|payments)\.(\d+)(?:\.(\w+))?$/.exec(field) : null;
  if (m) {
    const rows = m[1] === 'lines' ? t.lineRows : t.paymentRows;
    return { line: rows[Number(m[2])] ?? firstLine, column: m[3] ? (FIELD_COLUMNS[m[3]] ?? null) : null };
  }
  return { line: firstLine, column: field ? (FIELD_COLUMNS[field] ?? null) : null };
}

/** The error report's header: the file's line, the transaction and column, and why it was refused. */
export const IMPORT_REPORT_HEADER = ['line', 'externalId', 'column', 'reason'] as const;

/** A CSV cell, quoted when needed; formula-looking text is prefixed so a spreadsheet shows it as text. */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/**
 * A CSV reader fed in chunks (the upload streams): RFC 4180 quoting, CRLF or LF, quoted newlines.
 * The delimiter is a comma, or a semicolon when the header has semicolons and no comma (the CSV
 * of spreadsheets set to a decimal-comma language).
 */
export function createCsvReader() {
  let delimiter: string | null = null;
  let field = '';
  let record: string[] = [];
  let quoted = false;
  /** After a closing quote: a second one is an escaped quote. */
  let quoteSeen = false;
  let started = false;
  let pending = '';
  const out: string[][] = [];
  const endField = () => {
    record.push(field);
    field = '';
    started = false;
  };
  const endRecord = () => {
    endField();
    out.push(record);
    record = [];
  };
  const consume = (text: string, final: boolean) => {
    if (delimiter === null) {
      pending += text;
      const eol = pending.search(/[\r\n]/);
      if (eol < 0 && !final) return;
      const head = eol < 0 ? pending : pending.slice(0, eol);
      delimiter = head.includes(';') && !head.includes(',') ? ';' : ',';
      text = pending;
      pending = '';
    }
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (ch === '"') {
            field += '"';
            continue;
          }
          quoted = false;
        } else if (ch === '"') {
          quoteSeen = true;
          continue;
        } else {
          field += ch;
          continue;
        }
      }
      if (ch === '"' && !started) {
        quoted = true;
        started = true;
      } else if (ch === delimiter) {
        endField();
      } else if (ch === '\n') {
        endRecord();
      } else if (ch === '\r') {
        if (text[i + 1] === '\n') i++;
        endRecord();
      } else {
        field += ch;
        started = true;
      }
    }
  };
  return {
    /** The records completed by this chunk. */
    push(chunk: string): string[][] {
      consume(chunk, false);
      return out.splice(0);
    },
    /** The last record, if the file does not end with a newline. */
    end(): string[][] {
      consume('', true);
      if (quoteSeen) {
        quoteSeen = false;
        quoted = false;
      }
      if (field !== '' || record.length > 0 || started) endRecord();
      return out.splice(0);
    },
  };
}
