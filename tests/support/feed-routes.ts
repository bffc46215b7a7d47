/**
 * The venue feed's REST routes (transactions and events) for tests/cross-tenant.test.ts's route table: a sale
 * within master client A is served; one naming B's seeded location, or A's location with B's
 * product, answers 200 with that transaction REJECTED as NOT_FOUND and writes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { IMPORT_TEMPLATE_HEADER } from '../../core/src/feed/import.ts';
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

let imports: { own: number; foreign: number };

/** A staged sales import of one row in `masterClientId`, written with SQL (the upload is a sample of its own). */
export async function stagedImport(db: Db, masterClientId: number, status = 'STAGED'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into feed_imports (master_client_id, file_name, format, status, total_rows, total_transactions, problem_rows)
        values (${masterClientId}, 'fixture.csv', 'csv', ${status}, 1, 1, 0) returning id`,
  );
  const id = Number(row!.id);
  await db.execute(sql`insert into feed_import_rows (import_id, line, seq, cells, problems)
    values (${id}, 2, 0, ${JSON.stringify({ externalId: `fixture-${id}`, locationCode: 'NONE', occurredAt: '2026-01-01T00:00:00Z', tender: 'CASH', amount: '1.00' })}::jsonb, '[]'::jsonb)`);
  return id;
}

export async function prepareFeedFixtures(db: Db, a: number, b: number): Promise<void> {
  own = await placeOf(db, a);
  foreign = await placeOf(db, b);
  // Finished already: starting it again answers it as it is, so no job writes behind later checks.
  imports = { own: await stagedImport(db, a, 'DONE'), foreign: await stagedImport(db, b) };
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

const importCall = (method: Method, path: string, id: number): Call => ({ method, url: `/feed/imports/${id}${path}` });
/** The import routes: B's import is not found from A, as if it did not exist. */
const importRoute = (method: Method, path: string) => ({
  kind: 'tenant' as const,
  sample: () => importCall(method, path, imports.own),
  foreign: () => [{ call: importCall(method, path, imports.foreign), status: [404] as const }],
});

export const FEED_ROUTES = {
  'POST /feed/imports': {
    kind: 'tenant' as const,
    sample: (): Call => ({
      method: 'POST',
      url: '/feed/imports?name=sales.csv',
      body: new RawBody(
        `${IMPORT_TEMPLATE_HEADER}\r\nT-1,${own.code},2026-01-01T10:00:00Z,,,,${own.productId},1,5.00,CASH,5.00,,,,,\r\n`,
        'text/csv',
      ),
    }),
    foreign: () => [],
  },
  'GET /feed/imports': {
    kind: 'tenant' as const,
    sample: () => ({ method: 'GET' as const, url: '/feed/imports' }),
    foreign: () => [],
    // None of B's imports is listed.
    leaks: (body: Body) => body.data.filter((i: { id: number }) => i.id === imports.foreign),
  },
  'GET /feed/imports/:id': importRoute('GET', ''),
  'GET /feed/imports/:id/preview': importRoute('GET', '/preview'),
  'POST /feed/imports/:id/start': importRoute('POST', '/start'),
  'GET /feed/imports/:id/errors.csv': importRoute('GET', '/errors.csv'),
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
