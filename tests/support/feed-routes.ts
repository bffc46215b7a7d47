/**
 * The venue feed's REST routes (transactions, events, and the imports of every kind) for
 * tests/cross-tenant.test.ts's route table: a sale
 * within master client A is served; one naming B's seeded location, or A's location with B's
 * product, answers 200 with that transaction REJECTED as NOT_FOUND and writes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { IMPORT_TEMPLATE_HEADER } from '../../core/src/feed/import.ts';
import { IMPORT_KIND_INFO, IMPORT_KINDS, type ImportKind } from '../../core/src/imports/kinds.ts';
import { type Body, type Method, RawBody } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

let own: { code: string; productId: number };
let foreignGuests = new Set<string>();
let foreign: { code: string; productId: number };
let seq = 0;

async function placeOf(db: Db, masterClientId: number) {
  const [row] = await queryRows<{ code: string; productId: number }>(
    db,
    sql`select (select code from locations where master_client_id = ${masterClientId} order by id limit 1) as code,
          (select id from dash_products where master_client_id = ${masterClientId} order by id limit 1) as "productId"`,
  );
  return { code: row!.code, productId: Number(row!.productId) };
}

let imports: Record<ImportKind, { own: number; foreign: number }>;

/** A row of each kind that the kind's write refuses (no location NONE, no such product type). */
const FIXTURE_CELLS: Record<ImportKind, (id: number) => Record<string, string>> = {
  SALES: (id) => ({
    externalId: `fixture-${id}`,
    locationCode: 'NONE',
    occurredAt: '2026-01-01T00:00:00Z',
    tender: 'CASH',
    amount: '1.00',
  }),
  GUESTS: (id) => ({ firstName: 'Fixture', lastName: String(id), locationCode: 'NONE' }),
  PRODUCTS: (id) => ({
    name: `Fixture ${id}`,
    productType: 'None',
    categories: 'None',
    revenueClass: 'None',
    locationCodes: 'NONE',
    price: '1.00',
  }),
};

/** A staged import of one row in `masterClientId`, written with SQL (the upload is a sample of its own). */
export async function stagedImport(
  db: Db,
  masterClientId: number,
  status = 'STAGED',
  kind: ImportKind = 'SALES',
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into feed_imports (master_client_id, kind, file_name, format, status, total_rows, total_transactions, problem_rows)
        values (${masterClientId}, ${kind}, 'fixture.csv', 'csv', ${status}, 1, 1, 0) returning id`,
  );
  const id = Number(row!.id);
  await db.execute(sql`insert into feed_import_rows (import_id, line, seq, cells, problems)
    values (${id}, 2, 0, ${JSON.stringify(FIXTURE_CELLS[kind](id))}::jsonb, '[]'::jsonb)`);
  return id;
}

/** A file of one row of each kind, for the upload routes. */
export function importFile(kind: ImportKind, code: string, productId: number): string {
  const rows: Record<ImportKind, string> = {
    SALES: `${IMPORT_TEMPLATE_HEADER}\r\nT-1,${code},2026-01-01T10:00:00Z,,,,${productId},1,5.00,CASH,5.00,,,,,\r\n`,
    GUESTS: `firstName,lastName,phone,locationCode\r\nTable,Guest,5550100,${code}\r\n`,
    PRODUCTS: `name,productType,categories,revenueClass,locationCodes,price\r\nTable Product,Retail,Merchandise,Merchandise,${code},1.00\r\n`,
  };
  return rows[kind];
}

export async function prepareFeedFixtures(db: Db, a: number, b: number): Promise<void> {
  own = await placeOf(db, a);
  foreign = await placeOf(db, b);
  // Finished already: starting it again answers it as it is, so no job writes behind later checks.
  const byKind: Partial<Record<ImportKind, { own: number; foreign: number }>> = {};
  for (const kind of IMPORT_KINDS) {
    byKind[kind] = { own: await stagedImport(db, a, 'DONE', kind), foreign: await stagedImport(db, b, 'STAGED', kind) };
  }
  imports = byKind as Record<ImportKind, { own: number; foreign: number }>;
  const guests = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from guests where master_client_id = ${b}`,
  );
  foreignGuests = new Set(guests.map((g) => g.id));
}

/** One sale of 5.00 at `code` of `productId`, with a fresh externalId. */
export function feedSale(code: string, productId: number, prefix = 'own') {
  return {
    externalId: `${prefix}-${Date.now().toString(36)}-${++seq}`,
    locationCode: code,
    occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
    lines: [{ productId, quantity: 1, unitPrice: '5.00' }],
    payments: [{ tender: 'CASH', amount: '5.00' }],
  };
}

/** A waiver signed at `code` an hour ago, with a fresh externalId. */
export function feedWaiver(code: string, prefix = 'own') {
  return {
    externalId: `${prefix}-${Date.now().toString(36)}-${++seq}`,
    locationCode: code,
    occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
    kind: 'WAIVER',
    waiver: { guest: { email: `feed-waiver-${seq}@example.com` } },
  };
}

const eventCall = (events: unknown[]): Call => ({ method: 'POST', url: '/feed/events', body: { events } });
const call = (transactions: unknown[]): Call => ({ method: 'POST', url: '/feed/transactions', body: { transactions } });

/** The routes of each import kind: B's import is not found from A, as if it did not exist. */
function importRoutes(kind: ImportKind) {
  const base = IMPORT_KIND_INFO[kind].restPath;
  const call = (method: Method, path: string, id: number): Call => ({ method, url: `${base}/${id}${path}` });
  const route = (method: Method, path: string) => ({
    kind: 'tenant' as const,
    sample: () => call(method, path, imports[kind].own),
    foreign: () => [{ call: call(method, path, imports[kind].foreign), status: [404] as const }],
  });
  return {
    [`POST ${base}`]: {
      kind: 'tenant' as const,
      sample: (): Call => ({
        method: 'POST',
        url: `${base}?name=${kind.toLowerCase()}.csv`,
        body: new RawBody(importFile(kind, own.code, own.productId), 'text/csv'),
      }),
      foreign: () => [],
    },
    [`GET ${base}`]: {
      kind: 'tenant' as const,
      sample: () => ({ method: 'GET' as const, url: base }),
      foreign: () => [],
      // None of B's imports is listed.
      leaks: (body: Body) => body.data.filter((i: { id: number }) => i.id === imports[kind].foreign),
    },
    [`GET ${base}/:id`]: route('GET', ''),
    [`GET ${base}/:id/preview`]: route('GET', '/preview'),
    [`POST ${base}/:id/start`]: route('POST', '/start'),
    [`GET ${base}/:id/errors.csv`]: route('GET', '/errors.csv'),
  };
}

export const FEED_ROUTES = {
  ...importRoutes('SALES'),
  ...importRoutes('GUESTS'),
  ...importRoutes('PRODUCTS'),
  'GET /feed/changes': {
    kind: 'tenant' as const,
    sample: () => ({ method: 'GET' as const, url: '/feed/changes?entity=GUEST&first=1000' }),
    foreign: () => [],
    // None of B's guests is among A's changes.
    leaks: (body: Body) => body.data.items.filter((i: { id: string }) => foreignGuests.has(i.id)),
  },
  'GET /feed/references': {
    kind: 'tenant' as const,
    sample: () => ({ method: 'GET' as const, url: '/feed/references' }),
    foreign: () => [],
    // None of B's locations or products is listed.
    leaks: (body: Body) => [
      ...body.data.locations.filter((l: { code: string }) => l.code === foreign.code && foreign.code !== own.code),
      ...body.data.products.filter((p: { id: number }) => p.id === foreign.productId),
    ],
  },
  'POST /feed/transactions': {
    kind: 'tenant' as const,
    sample: () => call([feedSale(own.code, own.productId)]),
    foreign: () => [
      { call: call([feedSale(foreign.code, foreign.productId, 'foreign')]), status: [200] as const },
      { call: call([feedSale(own.code, foreign.productId, 'foreign')]), status: [200] as const },
    ],
    // A transaction naming B's records answered other than NOT_FOUND would mean they were found.
    leaks: (body: Body) =>
      body.data.results.filter(
        (r: { externalId: string; status: string; code: string | null }) =>
          r.externalId.startsWith('foreign-') && (r.status !== 'REJECTED' || r.code !== 'NOT_FOUND'),
      ),
  },
  'POST /feed/events': {
    kind: 'tenant' as const,
    sample: () => eventCall([feedWaiver(own.code)]),
    foreign: () => [{ call: eventCall([feedWaiver(foreign.code, 'foreign')]), status: [200] as const }],
    // An event naming B's location answered other than NOT_FOUND would mean it was found.
    leaks: (body: Body) =>
      body.data.results.filter(
        (r: { externalId: string; status: string; code: string | null }) =>
          r.externalId.startsWith('foreign-') && (r.status !== 'REJECTED' || r.code !== 'NOT_FOUND'),
      ),
  },
};
