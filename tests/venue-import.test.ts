/**
 * Sales imports through the real gateway and REST API, with API tokens as a back office would hold
 * them: a CSV of more than one batch is uploaded, previewed (a bad row's problem shown before
 * anything is written), started and followed to the end; the Owner's Box moves by exactly the
 * accepted total; the error report names each refused row and why; the same file again adds
 * nothing (all REPLAYED); an XLSX file reads like its CSV; another master client's caller gets 404
 * and a caller without the Sales feed 403.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsDate } from '../core/src/dashboards/dateRanges.ts';
import { IMPORT_BATCH, IMPORT_TEMPLATE_HEADER } from '../core/src/feed/import.ts';
import { SALES_FEED_INDEX } from '../core/src/feed/transactions.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { runImport } from '../rest-api/src/repositories/imports/running.ts';
import { dashboardAnchor } from '../rest-api/src/seed/dashboards/seed.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

const FUNZONE = 1;
const BOWLARAMA = 2;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let stack: Stack;
let till: GatewayClient;
let foreignTill: GatewayClient;
let reader: GatewayClient;
let location: { id: number; code: string; zone: string };
let products: number[];
let day: string;

type Row = Record<string, unknown>;
const rows = (q: ReturnType<typeof sql>) => queryRows<Row>(stack.database.db, q);
const one = async (q: ReturnType<typeof sql>) => (await rows(q))[0]!;
const n = (v: unknown) => Number(v ?? 0);

interface Progress {
  id: number;
  format: string;
  status: string;
  totalRows: number;
  totalTransactions: number;
  problemRows: number;
  rowsDone: number;
  accepted: number;
  replayed: number;
  rejected: number;
  errorReportUrl: string;
}
const FIELDS =
  'id format status totalRows totalTransactions problemRows rowsDone accepted replayed rejected startedAt updatedAt errorReportUrl';

async function newToken(admin: GatewayClient, grants: { module: number; flags: string[] }[]): Promise<GatewayClient> {
  const res = await admin.gql<{ createApiToken: { token: string } }>(
    'mutation C($i: ApiTokenInput!) { createApiToken(input: $i) { token } }',
    { i: { name: 'Back office', grants, expiresAt: null } },
  );
  expect(res.errors).toBeUndefined();
  const c = stack.client();
  c.bearer = res.data!.createApiToken.token;
  return c;
}

async function upload(client: GatewayClient, body: string | Buffer, name = 'sales.csv', type = 'text/csv') {
  const res = await fetch(`${stack.gatewayUrl}/imports/sales?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.bearer}`, 'content-type': type },
    body,
  });
  return { status: res.status, body: (await res.json()) as { data?: Progress; message?: string } };
}
async function uploaded(body: string | Buffer, name?: string, type?: string): Promise<Progress> {
  const res = await upload(till, body, name, type);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

async function progress(id: number, client = till) {
  return client.gql<{ venueImport: Progress }>(`query($id: Int!) { venueImport(id: $id) { ${FIELDS} } }`, { id });
}
async function start(id: number): Promise<Progress> {
  const res = await till.gql<{ startVenueImport: Progress }>(
    `mutation($id: Int!) { startVenueImport(id: $id) { ${FIELDS} } }`,
    { id },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.startVenueImport;
}
async function finished(id: number): Promise<Progress> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await progress(id);
    expect(res.errors).toBeUndefined();
    const p = res.data!.venueImport;
    if (p.status === 'DONE' || p.status === 'FAILED' || Date.now() > deadline) return p;
    await new Promise((r) => setTimeout(r, 250));
  }
}
async function errorReport(url: string, client = till) {
  const res = await fetch(`${stack.gatewayUrl}${url}`, { headers: { authorization: `Bearer ${client.bearer}` } });
  return { status: res.status, text: await res.text() };
}

const revenue = async () => {
  const f = {
    dateRange: 17,
    startDate: formatUsDate(Temporal.PlainDate.from(day)),
    endDate: formatUsDate(Temporal.PlainDate.from(day)),
    locations: [location.id],
  };
  const r = await till.gql<{ ownersBox: { revenue: { conversion: { value: number } } } }>(
    'query($f: DashboardFilterInput!) { ownersBox(filter: $f) { revenue { conversion { value } } } }',
    { f },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.ownersBox.revenue.conversion.value;
};
const feedCount = async () => n((await one(sql`select count(*) as c from feed_transactions`)).c);

const localInstant = () =>
  Temporal.PlainDateTime.from(`${day}T14:30:00`).toZonedDateTime(location.zone).toString({ timeZoneName: 'never' });

/** A file of more than one batch: bad transactions first (so the preview shows them), then good ones. */
const GOOD = IMPORT_BATCH + 20;
/** Each good sale: 2 × 12.50 + 1 × 3.99 = 28.99. */
const GOOD_CENTS = 2899;
const run = Date.now().toString(36);
function salesFile() {
  const at = localInstant();
  const [p1, p2] = products;
  const row = (cells: Record<string, string | number>) =>
    IMPORT_TEMPLATE_HEADER.split(',')
      .map((c) => String(cells[c] ?? ''))
      .join(',');
  const lines = [IMPORT_TEMPLATE_HEADER];
  const base = { locationCode: location.code, occurredAt: at };
  // Line 2: a quantity that is no number. Line 3: a product of no one's. Line 4: payments short.
  lines.push(
    row({
      ...base,
      externalId: `${run}-BADQ`,
      productId: p1!,
      quantity: 'two',
      unitPrice: '1.00',
      tender: 'CASH',
      amount: '2.00',
    }),
  );
  lines.push(
    row({
      ...base,
      externalId: `${run}-BADP`,
      productId: 999_999,
      quantity: 1,
      unitPrice: '1.00',
      tender: 'CASH',
      amount: '1.00',
    }),
  );
  lines.push(
    row({
      ...base,
      externalId: `${run}-SHORT`,
      productId: p1!,
      quantity: 1,
      unitPrice: '5.00',
      tender: 'CARD',
      amount: '4.00',
    }),
  );
  for (let i = 0; i < GOOD; i++) {
    const id = `${run}-G${i}`;
    lines.push(
      row({
        ...base,
        externalId: id,
        productId: p1!,
        quantity: 2,
        unitPrice: '12.50',
        tender: 'CARD',
        amount: '28.99',
      }),
    );
    // The transaction's second line, on a row of its own that repeats only the externalId.
    lines.push(row({ externalId: id, productId: p2!, quantity: 1, unitPrice: '3.99' }));
  }
  return `${lines.join('\r\n')}\r\n`;
}

beforeAll(async () => {
  stack = await startStack();
  const admin = stack.client();
  expect((await admin.login('director@funzone.test')).errors).toBeUndefined();
  admin.masterClient = FUNZONE;
  const loc = await one(sql`select l.id, l.code, coalesce(s.time_zone, 'America/New_York') as zone
    from locations l left join location_settings s on s.location_id = l.id where l.master_client_id = ${FUNZONE} order by l.id limit 1`);
  location = { id: n(loc.id), code: String(loc.code), zone: String(loc.zone) };
  products = (
    await rows(sql`select id from dash_products where master_client_id = ${FUNZONE} order by id limit 2`)
  ).map((r) => n(r.id));
  day = Temporal.PlainDate.from((await dashboardAnchor(stack.database.db))!)
    .subtract({ days: 1 })
    .toString();
  const grants = [
    { module: SALES_FEED_INDEX, flags: ['ADD'] },
    { module: 0, flags: ['VIEW'] },
    { module: 43, flags: ['VIEW'] },
  ];
  till = await newToken(admin, grants);
  reader = await newToken(admin, [{ module: 0, flags: ['VIEW'] }]);
  admin.masterClient = BOWLARAMA;
  foreignTill = await newToken(admin, grants);
}, 300_000);
afterAll(() => stack?.close());

describe('the template', () => {
  it('is a CSV of the header and example rows, checked at upload against the master client’s records', async () => {
    const res = await fetch(`${stack.gatewayUrl}/imports/sales/template.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe(IMPORT_TEMPLATE_HEADER);
    // As downloaded, its location code (FZ1) is no location of this master client: both
    // transactions' first rows are counted, before anything is written.
    const raw = await uploaded(text, 'template.csv');
    expect(raw).toMatchObject({ status: 'STAGED', totalRows: 3, totalTransactions: 2, problemRows: 2 });
    // With this master client's location and products, the examples break no rule.
    const [p1, p2] = products;
    const own = text
      .replaceAll(',FZ1,', `,${location.code},`)
      .replace(',,12,2,', `,,${p1},2,`)
      .replaceAll(',15,1,', `,${p2},1,`);
    const staged = await uploaded(own, 'template.csv');
    expect(staged).toMatchObject({ status: 'STAGED', totalRows: 3, totalTransactions: 2, problemRows: 0 });
  });
});

describe('a sales import', () => {
  const file = () => salesFile();
  let csv: string;
  let first: Progress;

  it('is staged at upload: rows, transactions and rows with every rule’s problems counted, nothing written', async () => {
    csv = file();
    const before = await feedCount();
    first = await uploaded(csv);
    expect(first).toMatchObject({
      status: 'STAGED',
      totalRows: 3 + GOOD * 2,
      totalTransactions: 3 + GOOD,
      // Every rule checkable before writing: the quantity (the row's own), the unknown product and
      // the payments short of the total (the transaction's).
      problemRows: 3,
      rowsDone: 0,
      errorReportUrl: `/imports/sales/${first.id}/errors.csv`,
    });
    expect(await feedCount()).toBe(before);
  });

  it('previews the first 20 rows with each bad row’s problem, before anything is written', async () => {
    const res = await till.gql<{
      previewVenueImport: {
        import: { id: number };
        rows: {
          line: number;
          cells: { column: string; value: string }[];
          problems: { column: string | null; key: string; message: string }[];
        }[];
      };
    }>(
      `mutation($id: Int!) { previewVenueImport(id: $id) { import { id } rows { line cells { column value } problems { column key message } } } }`,
      { id: first.id },
    );
    expect(res.errors).toBeUndefined();
    const preview = res.data!.previewVenueImport;
    expect(preview.rows).toHaveLength(20);
    const at = (line: number) => preview.rows.find((r) => r.line === line)!;
    expect(at(2).problems).toEqual([expect.objectContaining({ column: 'quantity', key: 'feed.error.quantity' })]);
    expect(at(3).problems).toEqual([
      expect.objectContaining({ column: 'productId', key: 'feed.error.unknownProduct' }),
    ]);
    expect(at(4).problems).toEqual([expect.objectContaining({ column: null, key: 'feed.error.paymentsTotal' })]);
    expect(at(5).problems).toEqual([]);
    expect(at(6).cells).toEqual([
      { column: 'externalId', value: `${run}-G0` },
      { column: 'productId', value: String(products[1]) },
      { column: 'quantity', value: '1' },
      { column: 'unitPrice', value: '3.99' },
    ]);
    expect((await progress(first.id)).data!.venueImport.status).toBe('STAGED');
  });

  it('runs in the background to the end, in batches, moving the dashboards by exactly the accepted total', async () => {
    const before = await revenue();
    const feedBefore = await feedCount();
    const started = await start(first.id);
    expect(started.status).toBe('RUNNING');
    // Starting again while it runs queues nothing more.
    expect((await start(first.id)).status).toMatch(/RUNNING|DONE/);
    const done = await finished(first.id);
    expect(done).toMatchObject({ status: 'DONE', rowsDone: 3 + GOOD * 2, accepted: GOOD, replayed: 0, rejected: 3 });
    expect(await feedCount()).toBe(feedBefore + GOOD);
    expect(Math.round(((await revenue()) - before) * 100)).toBe(GOOD * GOOD_CENTS);
    const stored = await one(sql`select next_seq, started_at, finished_at from feed_imports where id = ${first.id}`);
    expect(n(stored.next_seq)).toBe(3 + GOOD);
    expect(stored.finished_at).not.toBeNull();
  });

  it('reports each refused row with its column and reason', async () => {
    const report = await errorReport(first.errorReportUrl);
    expect(report.status).toBe(200);
    const lines = report.text.trim().split(/\r\n/);
    expect(lines[0]).toBe('line,externalId,column,reason');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(`2,${run}-BADQ,quantity,Must be a whole number from 1 to 9999.`);
    expect(lines[2]).toBe(`3,${run}-BADP,productId,No product has the id 999999.`);
    expect(lines[3]).toMatch(new RegExp(`^4,${run}-SHORT,,`));
  });

  it('adds nothing when the same file is uploaded again: every transaction REPLAYED', async () => {
    const before = await revenue();
    const feedBefore = await feedCount();
    const again = await uploaded(csv);
    expect(again.id).not.toBe(first.id);
    await start(again.id);
    const done = await finished(again.id);
    expect(done).toMatchObject({ status: 'DONE', accepted: 0, replayed: GOOD, rejected: 3 });
    expect(await feedCount()).toBe(feedBefore);
    expect(await revenue()).toBe(before);
  });

  it('reads an XLSX file like its CSV (numbers as numbers)', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sales');
    const header = IMPORT_TEMPLATE_HEADER.split(',');
    sheet.addRow(header);
    const put = (cells: Record<string, string | number>) => sheet.addRow(header.map((c) => cells[c] ?? null));
    put({
      externalId: `${run}-X1`,
      locationCode: location.code,
      occurredAt: localInstant(),
      productId: products[0]!,
      quantity: 3,
      unitPrice: 2.5,
      tender: 'cash',
      amount: 7.5,
    });
    sheet.addRow([]);
    put({
      externalId: `${run}-X1`,
      productId: products[1]!,
      quantity: 1,
      unitPrice: '1.25',
      tender: 'CARD',
      amount: '1.25',
    });
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const staged = await uploaded(xlsx, 'sales.xlsx', XLSX_TYPE);
    expect(staged).toMatchObject({ format: 'xlsx', totalRows: 2, totalTransactions: 1, problemRows: 0 });
    await start(staged.id);
    expect(await finished(staged.id)).toMatchObject({ status: 'DONE', accepted: 1, rejected: 0 });
    const t = await one(sql`select total_cents, payments from feed_transactions where external_id = ${`${run}-X1`}`);
    expect(n(t.total_cents)).toBe(875);
  });

  it('refuses a file without the required columns, naming them, and staging nothing', async () => {
    const imports = async () => n((await one(sql`select count(*) as c from feed_imports`)).c);
    const before = await imports();
    const res = await upload(till, 'externalId,amount\r\nA,1.00\r\n');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('locationCode, occurredAt');
    // A header and no rows: refused once read, and the import begun for it is gone with its rows.
    const empty = await upload(till, `${IMPORT_TEMPLATE_HEADER}\r\n\r\n`);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('feed.import.error.noRows');
    expect(await imports()).toBe(before);
  });
});

describe('a run cut off', () => {
  it('resumes from the last finished batch, and two runs at once count each batch once', async () => {
    const at = localInstant();
    const prefix = `${run}-R`;
    const body = [IMPORT_TEMPLATE_HEADER];
    for (let i = 0; i < IMPORT_BATCH + 5; i++) {
      body.push(`${prefix}${i},${location.code},${at},,,,${products[0]},1,2.00,CASH,2.00,,,,,`);
    }
    const { id } = await uploaded(`${body.join('\r\n')}\r\n`);
    // Started by hand, no job queued: this test is the only runner.
    await stack.database.db.execute(
      sql`update feed_imports set status = 'RUNNING', started_at = now() where id = ${id}`,
    );
    const feedBefore = await feedCount();
    // A run with no time left does one batch and stops, as a process stopping mid-import would.
    expect(await runImport(stack.database.db, id, () => new Date(), 0)).toBe('more');
    const half = (await progress(id)).data!.venueImport;
    expect(half).toMatchObject({ status: 'RUNNING', rowsDone: IMPORT_BATCH, accepted: IMPORT_BATCH });
    expect(await feedCount()).toBe(feedBefore + IMPORT_BATCH);
    // The next runs (a retried job beside the first) pick up at the next batch; one of them writes it.
    const ends = await Promise.all([
      runImport(stack.database.db, id, () => new Date(), 60_000),
      runImport(stack.database.db, id, () => new Date(), 60_000),
    ]);
    expect(ends).toEqual(['done', 'done']);
    expect((await progress(id)).data!.venueImport).toMatchObject({
      status: 'DONE',
      rowsDone: IMPORT_BATCH + 5,
      accepted: IMPORT_BATCH + 5,
      replayed: 0,
      rejected: 0,
    });
    expect(await feedCount()).toBe(feedBefore + IMPORT_BATCH + 5);
  });
});

describe('scope and permission', () => {
  let id: number;
  beforeAll(async () => {
    id = (
      await uploaded(
        `${IMPORT_TEMPLATE_HEADER}\r\n`.concat(
          `${run}-S,${location.code},${localInstant()},,,,${products[0]},1,1.00,CASH,1.00,,,,,\r\n`,
        ),
      )
    ).id;
  });

  it('another master client’s caller is answered NOT_FOUND / 404 for the import, its preview and report', async () => {
    expect(codeOf(await progress(id, foreignTill))).toBe('NOT_FOUND');
    const preview = await foreignTill.gql(`mutation($id: Int!) { previewVenueImport(id: $id) { import { id } } }`, {
      id,
    });
    expect(codeOf(preview)).toBe('NOT_FOUND');
    const started = await foreignTill.gql(`mutation($id: Int!) { startVenueImport(id: $id) { id } }`, { id });
    expect(codeOf(started)).toBe('NOT_FOUND');
    expect((await errorReport(`/imports/sales/${id}/errors.csv`, foreignTill)).status).toBe(404);
    const listed = await foreignTill.gql<{ venueImports: { id: number }[] }>('{ venueImports { id } }');
    expect(listed.data!.venueImports.map((i) => i.id)).not.toContain(id);
    expect(n((await one(sql`select count(*) as c from feed_imports where id = ${id} and status = 'STAGED'`)).c)).toBe(
      1,
    );
  });

  it('a caller without the Sales feed is FORBIDDEN / 403 everywhere, nothing staged', async () => {
    const before = n((await one(sql`select count(*) as c from feed_imports`)).c);
    expect((await upload(reader, salesFile())).status).toBe(403);
    expect(n((await one(sql`select count(*) as c from feed_imports`)).c)).toBe(before);
    expect(codeOf(await progress(id, reader))).toBe('FORBIDDEN');
    expect((await errorReport(`/imports/sales/${id}/errors.csv`, reader)).status).toBe(403);
  });
});
