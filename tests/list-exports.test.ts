/**
 * List exports (GET /exports/:list.csv|.xlsx through the gateway): every row of the filtered
 * list in the list's order, across many REST pages; CSV and XLSX parse back; formula-looking
 * text stays text; Data export (128) and the list's own right are both required; another master
 * client's rows never appear.
 */
import { BOOKINGS_INDEX } from '../core/src/bookings/rules.ts';
import { BOOKING_EXPORT_COLUMNS } from '../core/src/exports/bookings.ts';
import { CATALOGUE_EXPORTS, urlSort } from '../core/src/exports/catalogue.ts';
import { GUEST_EXPORT_COLUMNS } from '../core/src/exports/guests.ts';
import { DATA_EXPORT_INDEX } from '../core/src/exports/permission.ts';
import { PRODUCT_EXPORT_COLUMNS, PRODUCT_EXPORT_MODULE } from '../core/src/exports/products.ts';
import { CRM_EMAIL_EXPORT_COLUMNS, CRM_EMAIL_EXPORT_MODULE } from '../core/src/exports/crmEmails.ts';
import { SEGMENT_GUEST_EXPORT_COLUMNS, SEGMENT_GUEST_EXPORT_MODULE } from '../core/src/exports/segmentGuests.ts';
import { AUDIT_EXPORT_COLUMNS, AUDIT_EXPORT_FLAG, AUDIT_EXPORT_MODULE } from '../core/src/exports/auditLog.ts';
import { safeCell } from '../core/src/exports/safeCell.ts';
import { RESOURCE_SCREENS } from '../core/src/resources/screens.ts';
import { en } from '../core/src/messages/en.ts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { type BookingWorld, bookingWorld } from './support/bookings.ts';
import { demoMasterClients } from './support/fixtures.ts';
import { restCall, restLogin } from './support/rest.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let director: string;
let mcA: number;
let mcB: number;
let world: BookingWorld;
let day: string;
/** The confirmation codes of this file's day at its location, in the list's order. */
let expected: string[];

const COPIES = 2499;
const HOLDER_NAME = '=HYPERLINK("http://x.test","y")';
const HOLDER_LAST = '-2+3';

const download = (path: string, token: string, mc: number | null = mcA) =>
  fetch(`${stack.gatewayUrl}${path}${mc === null ? '' : `&masterClient=${mc}`}`, {
    headers: { authorization: `Bearer ${token}` },
  });

const query = () => `location=${world.locationCode}&bookingDate=${day}`;

/** Every row of a REST list (`path` has a query), read 100 at a time as the screen's pages. */
async function restRows<Row>(path: string, token: string, mc = mcA): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; ; page++) {
    const r = await restCall(stack.restUrl, token, 'GET', `${path}&page=${page}&rowsPerPage=100`, { masterClient: mc });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const data = r.body.data.data as Row[];
    rows.push(...data);
    if (data.length < 100) return rows;
  }
}

/** A downloaded CSV's rows, header first. */
const csvRows = async (r: Response) => parseCsv((await r.text()).replace(/^\uFEFF/, ''));

/** Signs in three new users of master client A: all rights but Data export; all but `list`; all. */
async function callers(list: readonly [number, 'view' | 'detailView']) {
  const db = stack.database.db;
  const users = await Promise.all(
    [allBits([DATA_EXPORT_INDEX, 'view']), allBits(list), allBits()].map((bits) => userWithBits(db, mcA, bits)),
  );
  const [noExport, noList, both] = await Promise.all(users.map((u) => restLogin(stack.restUrl, u.email)));
  return { noExport: noExport!, noList: noList!, both: both! };
}

/** CSV text into rows of fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  return rows;
}

beforeAll(async () => {
  stack = await startStack();
  const demo = await demoMasterClients(stack.database.db);
  mcA = demo.a;
  mcB = demo.b;
  world = await bookingWorld(stack.database.db, mcA, { capacity: null });
  director = await restLogin(stack.restUrl, 'director@funzone.test');
  day = Temporal.Now.plainDateISO(world.zone).add({ days: 13 }).toString();
  const made = await restCall(stack.restUrl, director, 'POST', '/booking-manager/bookings', {
    masterClient: mcA,
    body: {
      locationCode: world.locationCode,
      activityId: world.activityId,
      date: day,
      startTime: '10:00',
      guests: 1,
      holderId: world.holderIds[0],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const id = made.body.data.booking.info.id as number;
  const db = stack.database.db;
  await db.execute(
    sql`update guests set first_name = ${HOLDER_NAME}, last_name = ${HOLDER_LAST} where id = ${world.holderIds[0]}`,
  );
  // Copies of the booking (more rows than several REST pages), each with its own code and total.
  const columns = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_name = 'bookings' and table_schema = current_schema()
          and column_name not in ('id', 'confirmation_code', 'total_cents')`,
  );
  const list = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  await db.execute(
    sql`insert into bookings (${list}, confirmation_code, total_cents)
        select ${list}, confirmation_code || '-' || g, g * 7 from bookings, generate_series(1, ${COPIES}) g
        where id = ${id}`,
  );
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select b.confirmation_code as code from bookings b join locations l on l.id = b.location_id
        where b.master_client_id = ${mcA} and l.code = ${world.locationCode} and b.booking_date = ${day}
        order by b.booking_date desc, b.start_minute, b.id`,
  );
  expected = rows.map((r) => r.code);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('list exports', () => {
  it('CSV: every row of the filtered bookings list, in its order, formula text quoted', async () => {
    const r = await download(`/exports/bookings.csv?${query()}`, director);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv((await r.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(BOOKING_EXPORT_COLUMNS.map((c) => en[c.label]));
    const body = rows.slice(1);
    expect(expected.length).toBe(COPIES + 1);
    expect(body.map((f) => f[0])).toEqual(expected);
    const holder = BOOKING_EXPORT_COLUMNS.findIndex((c) => c.key === 'holder');
    expect(body[0]![holder]!.startsWith(`'${HOLDER_NAME}`)).toBe(true);
    const total = BOOKING_EXPORT_COLUMNS.findIndex((c) => c.key === 'total');
    expect(body.every((f) => /^\d+\.\d{2}$/.test(f[total]!))).toBe(true);
  }, 120_000);

  it('XLSX: parses back with the same rows; money as numbers, formula text as quoted strings', async () => {
    const r = await download(`/exports/bookings.xlsx?${query()}`, director);
    expect(r.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await r.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const codes: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) codes.push(String(row.getCell(1).value));
    });
    expect(codes).toEqual(expected);
    const holder = BOOKING_EXPORT_COLUMNS.findIndex((c) => c.key === 'holder') + 1;
    const total = BOOKING_EXPORT_COLUMNS.findIndex((c) => c.key === 'total') + 1;
    expect(String(sheet.getRow(2).getCell(holder).value).startsWith(`'${HOLDER_NAME} `)).toBe(true);
    expect(typeof sheet.getRow(3).getCell(total).value).toBe('number');
  }, 120_000);

  it('guests: the searched, sorted list with formula-looking names as text', async () => {
    const rest = await restCall(
      stack.restUrl,
      director,
      'GET',
      '/marketing/guests?search=HYPERLINK&sort=name&order=desc&rowsPerPage=100',
      { masterClient: mcA },
    );
    expect(rest.status).toBe(200);
    const names = (rest.body.data.data as { firstName: string; lastName: string }[]).map(
      (g) => `${g.lastName}, ${g.firstName}`,
    );
    expect(names).toContain(`${HOLDER_LAST}, ${HOLDER_NAME}`);
    const r = await download('/exports/guests.csv?q=HYPERLINK&sort=NAME&order=desc', director);
    expect(r.status).toBe(200);
    const rows = parseCsv((await r.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(GUEST_EXPORT_COLUMNS.map((c) => en[c.label]));
    // Names that start like a formula come out quote-prefixed; the others as they are.
    expect(rows.slice(1).map((f) => f[0])).toEqual(names.map(safeCell));
    expect(rows.slice(1).map((f) => f[0])).toContain(`'${HOLDER_LAST}, ${HOLDER_NAME}`);
    const x = await download('/exports/guests.xlsx?q=HYPERLINK', director);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await x.arrayBuffer());
    expect(book.worksheets[0]!.rowCount).toBe(names.length + 1);
  }, 120_000);

  it('is refused without Data export, without the list VIEW, and in another master client', async () => {
    const db = stack.database.db;
    const noExport = await userWithBits(db, mcA, allBits([DATA_EXPORT_INDEX, 'view']));
    const noList = await userWithBits(db, mcA, allBits([BOOKINGS_INDEX, 'view']));
    const both = await userWithBits(db, mcA, allBits());
    const [a, b, c] = await Promise.all([noExport, noList, both].map((u) => restLogin(stack.restUrl, u.email)));
    expect((await download(`/exports/bookings.csv?${query()}`, a!)).status).toBe(403);
    expect((await download(`/exports/bookings.csv?${query()}`, b!)).status).toBe(403);
    expect((await download(`/exports/bookings.csv?${query()}`, c!, mcB)).status).toBe(403);
    const signedOut = await fetch(`${stack.gatewayUrl}/exports/bookings.csv?${query()}&masterClient=${mcA}`);
    expect(signedOut.status).toBe(401);
    // The director's export in the other master client holds none of this one's bookings.
    const other = parseCsv((await (await download(`/exports/bookings.csv?${query()}`, director, mcB)).text()).slice(1));
    expect(other.slice(1).filter((f) => expected.includes(f[0]!))).toEqual([]);
  }, 120_000);
});

describe('products export', () => {
  const COPY = 'EXPCOPY';
  const FORMULA = `=${COPY}()`;
  const OTHER = `${COPY} of master client B`;
  const state = `q=${COPY}&sort=PRICE&order=desc&enabled=on`;
  const restState = `search=${COPY}&sort=price&order=desc&enabled=true`;

  beforeAll(async () => {
    const db = stack.database.db;
    // Copies of one of A's products over several REST pages: prices apart, every third disabled,
    // one named like a formula; and one of B's, which A's export must never show.
    const columns = await queryRows<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_name = 'products' and table_schema = current_schema()
            and column_name not in ('id', 'name', 'enabled', 'min_price_cents')`,
    );
    const list = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
    const first = (mc: number) =>
      sql`(select id from products where master_client_id = ${mc} and kind = 'REGULAR' order by id limit 1)`;
    await db.execute(
      sql`insert into products (${list}, name, enabled, min_price_cents)
          select ${list}, case when g = 7 then ${FORMULA} else ${`${COPY} `} || g end, g % 3 <> 0, g * 10
          from products, generate_series(1, 250) g where id = ${first(mcA)}`,
    );
    await db.execute(
      sql`insert into products (${list}, name, enabled, min_price_cents)
          select ${list}, ${OTHER}, true, 990 from products where id = ${first(mcB)}`,
    );
  }, 120_000);

  it('CSV and XLSX: the searched, filtered, sorted list over several pages, formula names as text', async () => {
    const listed = await restRows<{ name: string }>(`/product-management/products?${restState}`, director);
    expect(listed.length).toBeGreaterThan(150);
    const names = listed.map((p) => p.name);
    expect(names).toContain(FORMULA);
    const r = await download(`/exports/products.csv?${state}`, director);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await csvRows(r);
    expect(rows[0]).toEqual(PRODUCT_EXPORT_COLUMNS.map((c) => en[c.label]));
    expect(rows.slice(1).map((f) => f[0])).toEqual(names.map(safeCell));
    expect(rows.slice(1).map((f) => f[0])).toContain(`'${FORMULA}`);
    const price = PRODUCT_EXPORT_COLUMNS.findIndex((c) => c.key === 'price');
    const enabled = PRODUCT_EXPORT_COLUMNS.findIndex((c) => c.key === 'enabled');
    // The highest price first: 250 copies at 10 cents apart.
    expect(rows[1]![price]).toBe('25.00');
    expect(rows.slice(1).every((f) => f[enabled] === 'Yes')).toBe(true);
    expect(rows.slice(1).map((f) => f[0])).not.toContain(OTHER);

    const x = await download(`/exports/products.xlsx?${state}`, director);
    expect(x.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await x.arrayBuffer());
    const cells: string[] = [];
    book.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) cells.push(String(row.getCell(1).value));
    });
    expect(cells).toEqual(names.map(safeCell));
    expect(typeof book.worksheets[0]!.getRow(2).getCell(price + 1).value).toBe('number');
  }, 120_000);

  it("a product-type list's export holds its kind only", async () => {
    const listed = await restRows<{ name: string }>('/product-management/products?kind=RESERVATION', director);
    const rows = await csvRows(await download('/exports/products.csv?kind=RESERVATION', director));
    expect(rows.slice(1).map((f) => f[0])).toEqual(listed.map((p) => safeCell(p.name)));
    expect(rows.slice(1).map((f) => f[0])).not.toContain(`'${FORMULA}`);
  }, 120_000);

  it("is refused without Data export or the products VIEW, and shows none of another master client's", async () => {
    const { noExport, noList, both } = await callers([PRODUCT_EXPORT_MODULE, 'view']);
    expect((await download(`/exports/products.csv?${state}`, noExport)).status).toBe(403);
    expect((await download(`/exports/products.xlsx?${state}`, noList)).status).toBe(403);
    expect((await download(`/exports/products.csv?${state}`, both, mcB)).status).toBe(403);
    expect((await download(`/exports/products.csv?${state}`, both)).status).toBe(200);
    // The director's export in B has B's copy and none of A's.
    const other = (await csvRows(await download(`/exports/products.csv?q=${COPY}`, director, mcB))).slice(1);
    expect(other.map((f) => f[0])).toEqual([OTHER]);
  }, 120_000);
});

describe('audit log export', () => {
  const WHO = '=HYPERLINK("http://x.test","audit")';
  let userId: number;
  let state: string;
  let restState: string;

  beforeAll(async () => {
    const db = stack.database.db;
    const user = await userWithBits(db, mcA, allBits());
    userId = user.userId;
    await db.execute(sql`update users set first_name = ${WHO}, last_name = 'Auditor' where id = ${userId}`);
    const from = Temporal.Now.plainDateISO('UTC').subtract({ days: 2 }).toString();
    state = `user=${userId}&entity=taxRates&from=${from}&page=1`;
    restState = `userId=${userId}&entity=taxRates&from=${from}`;
    // This user's log in A over several pages, with rows the filters leave out and rows of B,
    // which A's export must never show.
    await db.execute(
      sql`insert into audit_log (at, user_id, master_client_id, entity, entity_id, action, changes)
          select now() - make_interval(mins => g), ${userId}, ${mcA}, 'taxRates', g,
                 (array['create', 'update', 'delete'])[g % 3 + 1], ${JSON.stringify({ name: { before: 'VAT', after: '=1+1' } })}::jsonb
          from generate_series(1, 230) g`,
    );
    const others = [
      // Another entity, a day before the range, and master client B.
      { mc: mcA, entity: 'groups', at: sql`now() - make_interval(mins => g)`, id: sql`g`, count: 20 },
      { mc: mcA, entity: 'taxRates', at: sql`now() - make_interval(days => 10)`, id: sql`500`, count: 1 },
      { mc: mcB, entity: 'taxRates', at: sql`now() - make_interval(mins => g)`, id: sql`9000 + g`, count: 5 },
    ];
    for (const o of others) {
      await db.execute(
        sql`insert into audit_log (at, user_id, master_client_id, entity, entity_id, action, changes)
            select ${o.at}, ${userId}, ${o.mc}, ${o.entity}, ${o.id}, 'update', '{}'::jsonb
            from generate_series(1, ${o.count}) g`,
      );
    }
  }, 120_000);

  it('CSV and XLSX: the filtered log, newest first over several pages, formula text as text', async () => {
    const listed = await restRows<{ entityId: number; at: string; userName: string }>(
      `/settings/audit-log?${restState}`,
      director,
    );
    expect(listed.length).toBe(230);
    const r = await download(`/exports/audit-log.csv?${state}`, director);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await csvRows(r);
    expect(rows[0]).toEqual(AUDIT_EXPORT_COLUMNS.map((c) => en[c.label]));
    const body = rows.slice(1);
    const col = (key: string) => AUDIT_EXPORT_COLUMNS.findIndex((c) => c.key === key);
    expect(body.map((f) => Number(f[col('record')]))).toEqual(listed.map((a) => a.entityId));
    expect(body.map((f) => f[col('at')])).toEqual(listed.map((a) => a.at));
    expect(body.every((f) => f[col('user')] === `'${WHO} Auditor`)).toBe(true);
    expect(body[0]![col('changes')]).toBe('name: "VAT" → "=1+1"');
    expect(body.map((f) => f[col('entity')])).toEqual(listed.map(() => en[RESOURCE_SCREENS.taxRates.title]));

    const x = await download(`/exports/audit-log.xlsx?${state}`, director);
    expect(x.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await x.arrayBuffer());
    const records: unknown[] = [];
    book.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) records.push(row.getCell(col('record') + 1).value);
    });
    expect(records).toEqual(listed.map((a) => a.entityId));
    expect(String(book.worksheets[0]!.getRow(2).getCell(col('user') + 1).value)).toBe(`'${WHO} Auditor`);
  }, 120_000);

  it("is refused without Data export or the log's DETAILED VIEW, and shows none of another master client's", async () => {
    const { noExport, noList, both } = await callers([AUDIT_EXPORT_MODULE, AUDIT_EXPORT_FLAG]);
    expect((await download(`/exports/audit-log.csv?${state}`, noExport)).status).toBe(403);
    expect((await download(`/exports/audit-log.csv?${state}`, noList)).status).toBe(403);
    expect((await download(`/exports/audit-log.csv?${state}`, both, mcB)).status).toBe(403);
    expect((await download(`/exports/audit-log.csv?${state}`, both)).status).toBe(200);
    const record = AUDIT_EXPORT_COLUMNS.findIndex((c) => c.key === 'record');
    const inB = (await csvRows(await download(`/exports/audit-log.csv?user=${userId}`, director, mcB))).slice(1);
    expect(inB.map((f) => Number(f[record]))).toEqual([9001, 9002, 9003, 9004, 9005]);
    const inA = (await csvRows(await download(`/exports/audit-log.csv?user=${userId}`, director))).slice(1);
    expect(inA.length).toBe(251);
    expect(inA.filter((f) => Number(f[record]) > 9000)).toEqual([]);
  }, 120_000);
});

describe('CRM e-mails export', () => {
  const SUBJECT = '=HYPERLINK("http://x.test","mail")';
  const state = 'status=failed&search=crmexp&page=2&rows=50';
  const restState = 'status=failed&search=crmexp';

  beforeAll(async () => {
    const db = stack.database.db;
    // A's log over several pages of failed ones, one subject like a formula; and B's, never in A's.
    for (const [mc, prefix, count] of [
      [mcA, 'crmexp', 330],
      [mcB, 'crmexp-b', 3],
    ] as const) {
      await db.execute(
        sql`insert into guest_messages (master_client_id, channel, to_address, subject, body_text, status, last_error)
            select ${mc}, 'email', ${prefix} || g || '@x.test',
                   case when g = 6 and ${mc} = ${mcA} then ${SUBJECT} else 'Export ' || g end, 'body',
                   (array['failed', 'sent', 'bounced'])[g % 3 + 1], case when g % 3 = 0 then 'mailbox full' else '' end
            from generate_series(1, ${count}) g`,
      );
    }
  }, 120_000);

  it('CSV and XLSX: the filtered, searched log over several pages, formula subjects as text', async () => {
    const listed = await restRows<{ to: string; subject: string }>(`/crm/emails?${restState}`, director);
    expect(listed.length).toBe(110);
    const r = await download(`/exports/crm-emails.csv?${state}`, director);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="crm-emails-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await csvRows(r);
    expect(rows[0]).toEqual(CRM_EMAIL_EXPORT_COLUMNS.map((c) => en[c.label]));
    const col = (key: string) => CRM_EMAIL_EXPORT_COLUMNS.findIndex((c) => c.key === key);
    const body = rows.slice(1);
    expect(body.map((f) => f[col('to')])).toEqual(listed.map((m) => m.to));
    expect(body.map((f) => f[col('subject')])).toEqual(listed.map((m) => safeCell(m.subject)));
    expect(body.map((f) => f[col('subject')])).toContain(`'${SUBJECT}`);
    expect(body.every((f) => f[col('status')] === 'Failed' && f[col('lastError')] === 'mailbox full')).toBe(true);

    const x = await download(`/exports/crm-emails.xlsx?${state}`, director);
    expect(x.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await x.arrayBuffer());
    const subjects: string[] = [];
    book.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) subjects.push(String(row.getCell(col('subject') + 1).value));
    });
    expect(subjects).toEqual(listed.map((m) => safeCell(m.subject)));
  }, 120_000);

  it("is refused without Data export or the list's VIEW, and shows none of another master client's", async () => {
    const { noExport, noList, both } = await callers([CRM_EMAIL_EXPORT_MODULE, 'view']);
    expect((await download(`/exports/crm-emails.csv?${state}`, noExport)).status).toBe(403);
    expect((await download(`/exports/crm-emails.xlsx?${state}`, noList)).status).toBe(403);
    expect((await download(`/exports/crm-emails.csv?${state}`, both, mcB)).status).toBe(403);
    expect((await download(`/exports/crm-emails.csv?${state}`, both)).status).toBe(200);
    const to = CRM_EMAIL_EXPORT_COLUMNS.findIndex((c) => c.key === 'to');
    const inB = (await csvRows(await download('/exports/crm-emails.csv?search=crmexp', director, mcB))).slice(1);
    expect(inB.map((f) => f[to])).toEqual(['crmexp-b3@x.test', 'crmexp-b2@x.test', 'crmexp-b1@x.test']);
    const inA = (await csvRows(await download('/exports/crm-emails.csv?search=crmexp', director))).slice(1);
    expect(inA.length).toBe(330);
    expect(inA.filter((f) => f[to]!.startsWith('crmexp-b'))).toEqual([]);
  }, 120_000);
});

describe('segment guests export', () => {
  let segment: number;
  let foreign: number;

  beforeAll(async () => {
    const db = stack.database.db;
    const tagged = async (mc: number, guestIds: readonly number[]) => {
      const [tag] = await queryRows<{ id: number }>(
        db,
        sql`insert into guest_tags (master_client_id, name) values (${mc}, 'Export segment tag') returning id`,
      );
      for (const id of guestIds) {
        await db.execute(sql`insert into guest_tag_links (guest_id, tag_id) values (${id}, ${tag!.id})`);
      }
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into guest_segments (master_client_id, location_id, name, match, conditions)
            values (${mc}, null, 'Export segment', 'all',
                    ${JSON.stringify([{ type: 'hasTag', tagId: Number(tag!.id) }])}::jsonb) returning id`,
      );
      return Number(row!.id);
    };
    // Copies of a guest of A, more than a REST page, and the holder whose name looks like a formula.
    const columns = await queryRows<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_name = 'guests' and table_schema = current_schema()
            and column_name not in ('id', 'first_name', 'last_name', 'email')`,
    );
    const list = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
    const copies = await queryRows<{ id: number }>(
      db,
      sql`insert into guests (${list}, first_name, last_name, email)
          select ${list}, 'Seg' || g, 'Export' || lpad(g::text, 3, '0'), 'segexp' || g || '@x.test'
          from guests, generate_series(1, 160) g where id = ${world.holderIds[1]} returning id`,
    );
    segment = await tagged(mcA, [...copies.map((c) => Number(c.id)), world.holderIds[0]!]);
    const [theirs] = await queryRows<{ id: number }>(
      db,
      sql`select id from guests where master_client_id = ${mcB} order by id limit 1`,
    );
    foreign = await tagged(mcB, [Number(theirs!.id)]);
  }, 120_000);

  it('CSV and XLSX: every guest the segment matches, by name, formula-looking names as text', async () => {
    const listed = await restRows<{ firstName: string; lastName: string }>(
      `/marketing/guest-segments/guests?rowId=${segment}&sort=name&order=asc`,
      director,
    );
    expect(listed.length).toBe(161);
    const names = listed.map((g) => safeCell(`${g.lastName}, ${g.firstName}`));
    const r = await download(`/exports/segment-guests.csv?segment=${segment}`, director);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(
      /^attachment; filename="segment-guests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = await csvRows(r);
    expect(rows[0]).toEqual(SEGMENT_GUEST_EXPORT_COLUMNS.map((c) => en[c.label]));
    expect(rows.slice(1).map((f) => f[0])).toEqual(names);
    expect(rows.slice(1).map((f) => f[0])).toContain(`'${HOLDER_LAST}, ${HOLDER_NAME}`);

    const x = await download(`/exports/segment-guests.xlsx?segment=${segment}`, director);
    expect(x.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await x.arrayBuffer());
    const cells: string[] = [];
    book.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) cells.push(String(row.getCell(1).value));
    });
    expect(cells).toEqual(names);
  }, 120_000);

  it("is refused without Data export or the segments' VIEW, without a segment, and for another master client's", async () => {
    const { noExport, noList, both } = await callers([SEGMENT_GUEST_EXPORT_MODULE, 'view']);
    const path = `/exports/segment-guests.csv?segment=${segment}`;
    expect((await download(path, noExport)).status).toBe(403);
    expect((await download(path, noList)).status).toBe(403);
    expect((await download(path, both, mcB)).status).toBe(403);
    expect((await download(path, both)).status).toBe(200);
    expect((await download('/exports/segment-guests.csv?segment=x', director)).status).toBe(400);
    // B's segment named in A is not found: a status, never a file.
    const theirs = await download(`/exports/segment-guests.csv?segment=${foreign}`, director);
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get('content-disposition')).toBeNull();
    const inB = (await csvRows(await download(`/exports/segment-guests.csv?segment=${foreign}`, director, mcB))).slice(
      1,
    );
    expect(inB.length).toBe(1);
    expect(inB[0]![0]).not.toMatch(/^Export\d{3}, Seg/);
  }, 120_000);
});

describe('catalogue exports', () => {
  // Each list sorted by its last sort, descending, as its screen can (over every row: one page).
  it.each(Object.entries(CATALOGUE_EXPORTS))(
    '%s: the sorted list as its REST list answers it, headers in its screen’s order',
    async (name, spec) => {
      const sort = spec.sorts.at(-1)!;
      const screen = RESOURCE_SCREENS[spec.screen];
      const listed = await restRows<Record<string, unknown>>(`${screen.rest}?sort=${sort}&order=desc`, director);
      expect(listed.length).toBeGreaterThan(0);
      const r = await download(`/exports/${name}.csv?sort=${urlSort(sort)}&order=desc`, director);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-disposition')).toContain(`filename="${spec.fileName}-`);
      const rows = await csvRows(r);
      expect(rows[0]).toEqual(spec.columns.map((c) => en[c.label]));
      expect(rows.slice(1).map((f) => f[0])).toEqual(listed.map((row) => safeCell(String(row.name))));
      const x = await download(`/exports/${name}.xlsx?sort=${urlSort(sort)}&order=desc`, director);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await x.arrayBuffer());
      expect(book.worksheets[0]!.rowCount).toBe(listed.length + 1);
    },
    60_000,
  );

  it('a filter of the screen’s URL filters the file: tax rates at one location, discounts enabled', async () => {
    const [location] = await queryRows<{ id: number }>(
      stack.database.db,
      sql`select id from locations where master_client_id = ${mcA} order by id desc limit 1`,
    );
    const at = await restRows<{ name: string }>(
      `${RESOURCE_SCREENS.taxRates.rest}?locationId=${location!.id}&sort=name`,
      director,
    );
    const all = await restRows<{ name: string }>(`${RESOURCE_SCREENS.taxRates.rest}?sort=name`, director);
    expect(at.length).toBeLessThan(all.length);
    const taxes = await csvRows(await download(`/exports/tax-rates.csv?locationId=${location!.id}`, director));
    expect(taxes.slice(1).map((f) => f[0])).toEqual(at.map((t) => safeCell(t.name)));
    const enabled = await restRows<{ name: string }>(
      `${RESOURCE_SCREENS.discounts.rest}?enabled=true&sort=name`,
      director,
    );
    const discounts = await csvRows(await download('/exports/discounts.csv?enabled=on', director));
    expect(discounts.slice(1).map((f) => f[0])).toEqual(enabled.map((d) => safeCell(d.name)));
  }, 60_000);

  it("is refused without Data export or the list's VIEW, and shows none of another master client's", async () => {
    const { noExport, noList, both } = await callers([RESOURCE_SCREENS.taxRates.menu, 'view']);
    expect((await download('/exports/tax-rates.csv?sort=NAME', noExport)).status).toBe(403);
    expect((await download('/exports/tax-rates.csv?sort=NAME', noList)).status).toBe(403);
    expect((await download('/exports/tax-rates.csv?sort=NAME', both)).status).toBe(200);
    const inB = await restRows<{ name: string }>(`${RESOURCE_SCREENS.taxRates.rest}?sort=name`, director, mcB);
    const rows = await csvRows(await download('/exports/tax-rates.csv?sort=NAME', director, mcB));
    expect(rows.slice(1).map((f) => f[0])).toEqual(inB.map((t) => safeCell(t.name)));
  }, 60_000);
});
