/**
 * The venue feed's REST routes (transactions and events) for tests/cross-tenant.test.ts's route table: a sale
 * within master client A is served; one naming B's seeded location, or A's location with B's
 * product, answers 200 with that transaction REJECTED as NOT_FOUND and writes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import type { Body, Method } from './rest.ts';

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

export async function prepareFeedFixtures(db: Db, a: number, b: number): Promise<void> {
  own = await placeOf(db, a);
  foreign = await placeOf(db, b);
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

export const FEED_ROUTES = {
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
