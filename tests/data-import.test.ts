/**
 * Guests and products imports through the real gateway and REST API, with API tokens as a back
 * office would hold them: a file with good and bad rows is uploaded, its staged count names every
 * row that breaks a rule, the preview shows each bad row's problem before anything is written,
 * the run adds exactly the good rows through the product's own write paths, the error report
 * names each refused row and why, and the same file again adds nothing. A caller without the
 * kind's ADD permission is refused (403), another master client's caller is answered 404, and a
 * sales-feed caller cannot reach a guests import by its id.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SALES_FEED_INDEX } from '../core/src/feed/transactions.ts';
import { GUEST_IMPORT_COLUMNS } from '../core/src/imports/guests.ts';
import { PRODUCT_IMPORT_COLUMNS } from '../core/src/imports/products.ts';
import { GUESTS_MENU } from '../core/src/marketing/guests.ts';
import { screenPermission } from '../core/src/resources/screens.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

const FUNZONE = 1;
const BOWLARAMA = 2;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const [PRODUCTS_MODULE] = screenPermission('products', 'add');

let stack: Stack;
let guestsClerk: GatewayClient;
let productsClerk: GatewayClient;
let foreignClerk: GatewayClient;
let salesTill: GatewayClient;
let location: string;

type Row = Record<string, unknown>;
const rows = (q: ReturnType<typeof sql>) => queryRows<Row>(stack.database.db, q);
const one = async (q: ReturnType<typeof sql>) => (await rows(q))[0]!;
const n = (v: unknown) => Number(v ?? 0);

interface Progress {
  id: number;
  kind: string;
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
  'id kind status totalRows totalTransactions problemRows rowsDone accepted replayed rejected errorReportUrl';
type Kind = 'guests' | 'products';
const FIELD = {
  guests: { one: 'guestImport', preview: 'previewGuestImport', start: 'startGuestImport', list: 'guestImports' },
  products: {
    one: 'productImport',
    preview: 'previewProductImport',
    start: 'startProductImport',
    list: 'productImports',
  },
} as const;

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

async function upload(
  client: GatewayClient,
  kind: Kind,
  body: string | Buffer,
  name = `${kind}.csv`,
  type = 'text/csv',
) {
  const res = await fetch(`${stack.gatewayUrl}/imports/${kind}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.bearer}`, 'content-type': type },
    body,
  });
  return { status: res.status, body: (await res.json()) as { data?: Progress; message?: string } };
}
async function uploaded(client: GatewayClient, kind: Kind, body: string | Buffer, name?: string, type?: string) {
  const res = await upload(client, kind, body, name, type);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}
const progress = (client: GatewayClient, kind: Kind, id: number) =>
  client.gql<Record<string, Progress>>(`query($id: Int!) { ${FIELD[kind].one}(id: $id) { ${FIELDS} } }`, { id });
const preview = (client: GatewayClient, kind: Kind, id: number) =>
  client.gql<
    Record<string, { rows: { line: number; problems: { column: string | null; key: string; message: string }[] }[] }>
  >(`mutation($id: Int!) { ${FIELD[kind].preview}(id: $id) { rows { line problems { column key message } } } }`, {
    id,
  });
const start = (client: GatewayClient, kind: Kind, id: number) =>
  client.gql<Record<string, Progress>>(`mutation($id: Int!) { ${FIELD[kind].start}(id: $id) { ${FIELDS} } }`, { id });

/** Starts an import and follows it to its end. */
async function run(client: GatewayClient, kind: Kind, id: number): Promise<Progress> {
  const started = await start(client, kind, id);
  expect(started.errors).toBeUndefined();
  // Waits on the job's own state (it runs in the queue), never a fixed time.
  return vi.waitFor(
    async () => {
      const res = await progress(client, kind, id);
      expect(res.errors).toBeUndefined();
      const p = res.data![FIELD[kind].one]!;
      if (p.status !== 'DONE' && p.status !== 'FAILED') throw new Error(`still ${p.status}`);
      return p;
    },
    { timeout: 90_000, interval: 200 },
  );
}
async function errorReport(client: GatewayClient, url: string) {
  const res = await fetch(`${stack.gatewayUrl}${url}`, { headers: { authorization: `Bearer ${client.bearer}` } });
  return { status: res.status, text: await res.text() };
}

const csv = (header: readonly string[], lines: Record<string, string>[]) =>
  `${[header.join(','), ...lines.map((l) => header.map((c) => l[c] ?? '').join(','))].join('\r\n')}\r\n`;

const run36 = Date.now().toString(36);
const guestCount = async () =>
  n((await one(sql`select count(*) as c from guests where master_client_id = ${FUNZONE}`)).c);
const productCount = async () =>
  n((await one(sql`select count(*) as c from products where master_client_id = ${FUNZONE}`)).c);

beforeAll(async () => {
  stack = await startStack();
  const admin = stack.client();
  expect((await admin.login('director@funzone.test')).errors).toBeUndefined();
  admin.masterClient = FUNZONE;
  location = String(
    (await one(sql`select code from locations where master_client_id = ${FUNZONE} and enabled order by id limit 1`))
      .code,
  );
  guestsClerk = await newToken(admin, [{ module: GUESTS_MENU, flags: ['ADD'] }]);
  productsClerk = await newToken(admin, [{ module: PRODUCTS_MODULE, flags: ['ADD'] }]);
  salesTill = await newToken(admin, [{ module: SALES_FEED_INDEX, flags: ['ADD'] }]);
  admin.masterClient = BOWLARAMA;
  foreignClerk = await newToken(admin, [
    { module: GUESTS_MENU, flags: ['ADD'] },
    { module: PRODUCTS_MODULE, flags: ['ADD'] },
  ]);
}, 300_000);
afterAll(() => stack?.close());

describe('a guests import', () => {
  const email = (i: number) => `import-${run36}-${i}@example.com`;
  // Line 2: no last name. Line 3: a birth date to come. Line 4: a location of no one's.
  // Line 5: a consent that is neither yes nor no. Lines 6–9: good; line 9 repeats line 6's e-mail.
  // Line 10: a guest the master client has already (by phone).
  let knownPhone: string;
  const file = () =>
    csv(GUEST_IMPORT_COLUMNS, [
      { firstName: 'No', email: email(1) },
      { firstName: 'Future', lastName: 'Born', email: email(2), birthDate: '2999-01-01' },
      { firstName: 'Far', lastName: 'Away', email: email(3), locationCode: 'NOWHERE-9' },
      { firstName: 'Maybe', lastName: 'So', email: email(4), marketingOptIn: 'perhaps' },
      {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: email(5).toUpperCase(),
        locationCode: location,
        marketingOptIn: 'yes',
      },
      { firstName: 'Ben', lastName: 'Okafor', phone: `555${run36.length}0001${Date.now() % 1000}` },
      { firstName: 'Cy', lastName: 'Diaz', email: email(7), birthDate: '1990-04-12', marketingOptIn: 'no' },
      { firstName: 'Ana', lastName: 'Again', email: email(5) },
      { firstName: 'Known', lastName: 'Guest', phone: knownPhone },
    ]);
  let body: string;
  let first: Progress;

  beforeAll(async () => {
    knownPhone = String(
      (await one(sql`select phone from guests where master_client_id = ${FUNZONE} and phone <> '' order by id limit 1`))
        .phone,
    );
    body = file();
  });

  it('is staged with every row that breaks a rule counted, nothing written', async () => {
    const before = await guestCount();
    first = await uploaded(guestsClerk, 'guests', body);
    expect(first).toMatchObject({
      kind: 'GUESTS',
      status: 'STAGED',
      totalRows: 9,
      totalTransactions: 9,
      problemRows: 4,
      errorReportUrl: `/imports/guests/${first.id}/errors.csv`,
    });
    expect(await guestCount()).toBe(before);
  });

  it('previews each bad row’s problem before anything is written', async () => {
    const res = await preview(guestsClerk, 'guests', first.id);
    expect(res.errors).toBeUndefined();
    const shown = res.data!.previewGuestImport!.rows;
    expect(shown).toHaveLength(9);
    const at = (line: number) => shown.find((r) => r.line === line)!.problems;
    expect(at(2)).toEqual([expect.objectContaining({ column: 'lastName', key: 'validation.required' })]);
    expect(at(3)).toEqual([expect.objectContaining({ column: 'birthDate', key: 'deskGuests.error.birthDate' })]);
    expect(at(4)).toEqual([
      expect.objectContaining({
        column: 'locationCode',
        key: 'feed.error.unknownLocation',
        message: 'No location has the code NOWHERE-9.',
      }),
    ]);
    expect(at(5)).toEqual([expect.objectContaining({ column: 'marketingOptIn', key: 'imports.error.yesNo' })]);
    for (const line of [6, 7, 8, 9, 10]) expect(at(line)).toEqual([]);
  });

  it('adds the good guests through the desk’s path, once each, and reports the refused rows', async () => {
    const before = await guestCount();
    const done = await run(guestsClerk, 'guests', first.id);
    // Lines 6, 7, 8 are new; 9 is line 6's guest, 10 the master client's own.
    expect(done).toMatchObject({ status: 'DONE', rowsDone: 9, accepted: 3, replayed: 2, rejected: 4 });
    expect(await guestCount()).toBe(before + 3);
    const ana = await one(sql`select first_name, last_name, email, marketing_opt_in, home_location_id,
        (select code from locations where id = home_location_id) as code
      from guests where master_client_id = ${FUNZONE} and email = ${email(5)}`);
    expect(ana).toMatchObject({ first_name: 'Ana', last_name: 'Lopez', marketing_opt_in: true, code: location });
    const cy = await one(sql`select birth_date::text as b from guests where email = ${email(7)}`);
    expect(cy.b).toBe('1990-04-12');
    const report = await errorReport(guestsClerk, first.errorReportUrl);
    expect(report.status).toBe(200);
    const lines = report.text.trim().split(/\r\n/);
    expect(lines[0]).toBe('line,email,column,reason');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      `2,${email(1)},lastName`,
      `3,${email(2)},birthDate`,
      `4,${email(3)},locationCode`,
      `5,${email(4)},marketingOptIn`,
    ]);
    expect(lines[3]).toContain('No location has the code NOWHERE-9.');
  });

  it('adds nothing when the same file is uploaded again', async () => {
    const before = await guestCount();
    const again = await uploaded(guestsClerk, 'guests', body);
    expect(await run(guestsClerk, 'guests', again.id)).toMatchObject({
      status: 'DONE',
      accepted: 0,
      replayed: 5,
      rejected: 4,
    });
    expect(await guestCount()).toBe(before);
  });

  it('reads an XLSX file like its CSV', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Guests');
    sheet.addRow([...GUEST_IMPORT_COLUMNS]);
    // The birth date as a spreadsheet's date cell, the phone as a number.
    sheet.addRow(['Xena', 'Sheet', email(20), 5552468, new Date(Date.UTC(1985, 2, 3)), location, 'Yes']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const staged = await uploaded(guestsClerk, 'guests', xlsx, 'guests.xlsx', XLSX_TYPE);
    expect(staged).toMatchObject({ totalRows: 1, problemRows: 0 });
    expect(await run(guestsClerk, 'guests', staged.id)).toMatchObject({ accepted: 1, rejected: 0 });
    const xena = await one(sql`select phone, birth_date::text as b from guests where email = ${email(20)}`);
    expect(xena).toMatchObject({ phone: '5552468', b: '1985-03-03' });
  });

  it('downloads a template that stages without a problem', async () => {
    const res = await fetch(`${stack.gatewayUrl}/imports/guests/template.csv`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe(GUEST_IMPORT_COLUMNS.join(','));
    // The template's location code is the demo's: the example rows are checked against FunZone's own.
    const staged = await uploaded(guestsClerk, 'guests', text.replaceAll(',FZ1,', `,${location},`));
    expect(staged).toMatchObject({ totalRows: 2, problemRows: 0 });
  });

  it('refuses a file without the required columns, naming them', async () => {
    const res = await upload(guestsClerk, 'guests', 'email\r\nx@example.com\r\n');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('firstName, lastName');
  });
});

describe('a products import', () => {
  const name = (i: number) => `Import ${run36} ${i}`;
  const food = { productType: 'Food & Beverage', categories: 'Food & Beverage', revenueClass: 'Food & Beverage' };
  // Line 2: a product type of no one's. Line 3: no price. Line 4: a gift card without its amount.
  // Line 5: a reservation (its details are the editor's). Line 6: a category of no one's.
  // Lines 7–9: good (two locations, a price level, a gift card); line 10 repeats line 7 in other case.
  const file = () =>
    csv(PRODUCT_IMPORT_COLUMNS, [
      { ...food, name: name(1), productType: 'Spaceships', locationCodes: location, price: '1.00' },
      { ...food, name: name(2), locationCodes: location },
      {
        name: name(3),
        productType: 'Gift Card',
        categories: 'Merchandise',
        revenueClass: 'Merchandise',
        locationCodes: location,
        price: '25.00',
      },
      {
        name: name(4),
        productType: 'Attraction',
        categories: 'Attractions',
        revenueClass: 'Attractions',
        locationCodes: location,
        price: '9.00',
      },
      { ...food, name: name(5), categories: 'Food & Beverage|Moon Rocks', locationCodes: location, price: '2.00' },
      { ...food, name: name(6), locationCodes: location, price: '4.50', enabled: 'no' },
      { ...food, name: name(7), locationCodes: location, price: '$3.25', priceLevel: 'Member' },
      {
        name: name(8),
        productType: 'Gift Card',
        categories: 'Merchandise',
        revenueClass: 'Merchandise',
        locationCodes: location,
        price: '50.00',
        giftCardAmount: '50.00',
      },
      { ...food, name: name(6).toUpperCase(), locationCodes: location, price: '4.50' },
    ]);
  let body: string;
  let first: Progress;

  it('is staged with every row that breaks a rule counted, nothing written', async () => {
    body = file();
    const before = await productCount();
    first = await uploaded(productsClerk, 'products', body);
    expect(first).toMatchObject({ kind: 'PRODUCTS', status: 'STAGED', totalRows: 9, problemRows: 5 });
    expect(await productCount()).toBe(before);
  });

  it('previews each bad row’s problem before anything is written', async () => {
    const res = await preview(productsClerk, 'products', first.id);
    expect(res.errors).toBeUndefined();
    const at = (line: number) => res.data!.previewProductImport!.rows.find((r) => r.line === line)!.problems;
    expect(at(2)).toEqual([
      expect.objectContaining({
        column: 'productType',
        key: 'imports.products.error.unknown',
        message: expect.stringContaining('Spaceships'),
      }),
    ]);
    expect(at(3)).toEqual([expect.objectContaining({ column: 'price', key: 'validation.required' })]);
    expect(at(4)).toEqual([expect.objectContaining({ column: 'giftCardAmount', key: 'validation.required' })]);
    expect(at(5)).toEqual([
      expect.objectContaining({ column: 'productType', key: 'imports.products.error.editorOnly' }),
    ]);
    expect(at(6)).toEqual([
      expect.objectContaining({ column: 'categories', message: expect.stringContaining('Moon Rocks') }),
    ]);
    for (const line of [7, 8, 9, 10]) expect(at(line)).toEqual([]);
  });

  it('adds the good products through the editor’s create, once each, and reports the refused rows', async () => {
    const before = await productCount();
    const done = await run(productsClerk, 'products', first.id);
    expect(done).toMatchObject({ status: 'DONE', rowsDone: 9, accepted: 3, replayed: 1, rejected: 5 });
    expect(await productCount()).toBe(before + 3);
    const made = await one(sql`select p.enabled, p.min_price_cents, p.kind,
        (select count(*) from product_locations pl where pl.product_id = p.id) as places
      from products p where p.master_client_id = ${FUNZONE} and p.name = ${name(6)}`);
    expect(made).toMatchObject({ enabled: false, kind: 'FOOD' });
    expect(n(made.min_price_cents)).toBe(450);
    expect(n(made.places)).toBe(1);
    const card = await one(sql`select gift_card_amount_cents as g from products where name = ${name(8)}`);
    expect(n(card.g)).toBe(5000);
    const member = await one(sql`select l.name from products p join product_prices pp on pp.product_id = p.id
      join price_levels l on l.id = pp.price_level_id where p.name = ${name(7)}`);
    expect(member.name).toBe('Member');
    const report = await errorReport(productsClerk, first.errorReportUrl);
    const lines = report.text.trim().split(/\r\n/);
    expect(lines[0]).toBe('line,name,column,reason');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      `2,${name(1)},productType`,
      `3,${name(2)},price`,
      `4,${name(3)},giftCardAmount`,
      `5,${name(4)},productType`,
      `6,${name(5)},categories`,
    ]);
  });

  it('adds nothing when the same file is uploaded again', async () => {
    const before = await productCount();
    const again = await uploaded(productsClerk, 'products', body);
    expect(await run(productsClerk, 'products', again.id)).toMatchObject({ accepted: 0, replayed: 4, rejected: 5 });
    expect(await productCount()).toBe(before);
  });

  it('downloads a template whose rows stage without a problem in the demo catalogue', async () => {
    const text = await (await fetch(`${stack.gatewayUrl}/imports/products/template.csv`)).text();
    expect(text.split('\r\n')[0]).toBe(PRODUCT_IMPORT_COLUMNS.join(','));
    const staged = await uploaded(productsClerk, 'products', text.replaceAll(',FZ1,', `,${location},`));
    expect(staged).toMatchObject({ totalRows: 2, problemRows: 0 });
  });
});

describe('scope and permission', () => {
  let guestsId: number;
  let productsId: number;
  beforeAll(async () => {
    guestsId = (
      await uploaded(
        guestsClerk,
        'guests',
        csv(GUEST_IMPORT_COLUMNS, [{ firstName: 'S', lastName: 'Cope', phone: '5550000' }]),
      )
    ).id;
    productsId = (
      await uploaded(
        productsClerk,
        'products',
        csv(PRODUCT_IMPORT_COLUMNS, [
          {
            name: `Scope ${run36}`,
            productType: 'Retail',
            categories: 'Merchandise',
            revenueClass: 'Merchandise',
            locationCodes: location,
            price: '1.00',
          },
        ]),
      )
    ).id;
  });

  it('another master client’s caller is answered NOT_FOUND / 404, and nothing starts', async () => {
    for (const [kind, id] of [
      ['guests', guestsId],
      ['products', productsId],
    ] as const) {
      expect(codeOf(await progress(foreignClerk, kind, id))).toBe('NOT_FOUND');
      expect(codeOf(await preview(foreignClerk, kind, id))).toBe('NOT_FOUND');
      expect(codeOf(await start(foreignClerk, kind, id))).toBe('NOT_FOUND');
      expect((await errorReport(foreignClerk, `/imports/${kind}/${id}/errors.csv`)).status).toBe(404);
      const listed = await foreignClerk.gql<Record<string, { id: number }[]>>(`{ ${FIELD[kind].list} { id } }`);
      expect(listed.data![FIELD[kind].list]!.map((i) => i.id)).not.toContain(id);
    }
    const still = await one(
      sql`select count(*) as c from feed_imports where id in (${guestsId}, ${productsId}) and status = 'STAGED'`,
    );
    expect(n(still.c)).toBe(2);
  });

  it('a caller without the kind’s ADD is FORBIDDEN / 403, nothing staged', async () => {
    const imports = async () => n((await one(sql`select count(*) as c from feed_imports`)).c);
    const before = await imports();
    const guestsFile = csv(GUEST_IMPORT_COLUMNS, [{ firstName: 'No', lastName: 'Right', phone: '5551111' }]);
    expect((await upload(productsClerk, 'guests', guestsFile)).status).toBe(403);
    expect((await upload(salesTill, 'guests', guestsFile)).status).toBe(403);
    expect((await upload(guestsClerk, 'products', 'name\r\nx\r\n')).status).toBe(403);
    expect(await imports()).toBe(before);
    expect(codeOf(await progress(productsClerk, 'guests', guestsId))).toBe('FORBIDDEN');
    expect(codeOf(await start(guestsClerk, 'products', productsId))).toBe('FORBIDDEN');
    expect((await errorReport(salesTill, `/imports/guests/${guestsId}/errors.csv`)).status).toBe(403);
  });

  it('an import is found only through its own kind: a guests import is not a sales import', async () => {
    const asSales = await salesTill.gql(`query($id: Int!) { venueImport(id: $id) { id } }`, { id: guestsId });
    expect(codeOf(asSales)).toBe('NOT_FOUND');
    expect(codeOf(await start(productsClerk, 'products', guestsId))).toBe('NOT_FOUND');
  });
});
