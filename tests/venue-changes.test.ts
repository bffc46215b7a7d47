/**
 * The change feed through the real gateway and REST API, with API tokens as BI tools hold
 * them: paging the log returns every change once, in order; a write after a cursor is on the next
 * page; writers racing a reader, and a transaction that commits after a later one, never make a
 * change skipped or repeated; another master client's rows never show; permissions and bad input
 * are refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKINGS_INDEX } from '../core/src/bookings/rules.ts';
import { DATA_EXPORT_INDEX } from '../core/src/exports/permission.ts';
import { SALES_FEED_INDEX } from '../core/src/feed/transactions.ts';
import { GUESTS_MENU } from '../core/src/marketing/guests.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { feedSale } from './support/feed-routes.ts';
import { type Stack, startStack } from './support/stack.ts';

const FUNZONE = 1;
const BOWLARAMA = 2;

let stack: Stack;
let admin: GatewayClient;
let till: GatewayClient;
let reader: GatewayClient;
let place: { code: string; productId: number };

type Row = Record<string, unknown>;
const rows = (q: ReturnType<typeof sql>) => queryRows<Row>(stack.database.db, q);
type Entity = 'TRANSACTION' | 'BOOKING' | 'GUEST';

interface Item {
  id: string;
  kind: string;
  changedAt: string;
  transaction: { externalId: string; total: string; kind: string } | null;
  booking: { confirmationCode: string; guests: number } | null;
  guest: { firstName: string; email: string } | null;
}
interface Page {
  items: Item[];
  cursor: string;
  hasMore: boolean;
}

const QUERY = `query Changes($e: VenueChangeEntity!, $after: String, $first: Int) {
  venueChanges(entity: $e, after: $after, first: $first) {
    items { id kind changedAt transaction { externalId total kind } booking { confirmationCode guests } guest { firstName email } }
    cursor hasMore
  }
}`;

const ask = (entity: Entity, after: string | null, first = 1000, client = reader) =>
  client.gql<{ venueChanges: Page }>(QUERY, { e: entity, after, first });

async function page(entity: Entity, after: string | null, first = 1000): Promise<Page> {
  const res = await ask(entity, after, first);
  expect(res.errors).toBeUndefined();
  return res.data!.venueChanges;
}

/** Every change from `after` to the end of what is final now. */
async function drain(entity: Entity, after: string | null, first = 1000) {
  const items: Item[] = [];
  let cursor = after;
  for (;;) {
    const p = await page(entity, cursor, first);
    items.push(...p.items);
    cursor = p.cursor;
    if (!p.hasMore) return { items, cursor };
  }
}

async function newToken(grants: { module: number; flags: string[] }[]): Promise<GatewayClient> {
  const res = await admin.gql<{ createApiToken: { token: string } }>(
    'mutation C($i: ApiTokenInput!) { createApiToken(input: $i) { token } }',
    { i: { name: 'BI', grants, expiresAt: null } },
  );
  expect(res.errors).toBeUndefined();
  const c = stack.client();
  c.bearer = res.data!.createApiToken.token;
  return c;
}

async function feed(count: number) {
  const batch = Array.from({ length: count }, () => feedSale(place.code, place.productId, 'chg'));
  const res = await till.gql<{ recordVenueTransactions: { accepted: number } }>(
    'mutation F($t: [VenueTransactionInput!]!) { recordVenueTransactions(transactions: $t) { accepted } }',
    { t: batch },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.recordVenueTransactions.accepted).toBe(count);
  return batch.map((t) => t.externalId);
}

let guestSeq = 0;
const addGuest = async (mc = FUNZONE) =>
  String(
    (
      await rows(sql`insert into guests (master_client_id, first_name, last_name, email)
        values (${mc}, 'Change', 'Feed', ${`change-${Date.now().toString(36)}-${++guestSeq}@example.test`}) returning id`)
    )[0]!.id,
  );

beforeAll(async () => {
  stack = await startStack();
  admin = stack.client();
  expect((await admin.login('admin@funzone.test')).errors).toBeUndefined();
  admin.masterClient = FUNZONE;
  const [row] =
    await rows(sql`select (select code from locations where master_client_id = ${FUNZONE} order by id limit 1) as code,
    (select id from dash_products where master_client_id = ${FUNZONE} order by id limit 1) as "productId"`);
  place = { code: String(row!.code), productId: Number(row!.productId) };
  till = await newToken([{ module: SALES_FEED_INDEX, flags: ['ADD'] }]);
  reader = await newToken([
    { module: DATA_EXPORT_INDEX, flags: ['VIEW'] },
    { module: BOOKINGS_INDEX, flags: ['VIEW'] },
    { module: GUESTS_MENU, flags: ['VIEW'] },
  ]);
}, 300_000);
afterAll(() => stack?.close());

describe('paging', () => {
  it('returns every change once, in log order, whatever the page size', async () => {
    await feed(5);
    const whole = await drain('GUEST', null);
    const small = await drain('GUEST', null, 7);
    expect(small.items.map((i) => `${i.kind}:${i.id}`)).toEqual(whole.items.map((i) => `${i.kind}:${i.id}`));
    // Every guest of the master client was created exactly once in the feed, and nothing else.
    const guests = await rows(sql`select id::text as id from guests where master_client_id = ${FUNZONE}`);
    const created = whole.items.filter((i) => i.kind === 'CREATED').map((i) => i.id);
    expect(new Set(created).size).toBe(created.length);
    expect(new Set(created)).toEqual(new Set(guests.map((g) => String(g.id))));
    const transactions = await drain('TRANSACTION', null, 2);
    const fed = await rows(sql`select external_id from feed_transactions where master_client_id = ${FUNZONE}`);
    expect(transactions.items.map((i) => i.transaction?.externalId).sort()).toEqual(
      fed.map((f) => String(f.external_id)).sort(),
    );
    expect(transactions.items[0]!.transaction).toMatchObject({ total: '5.00', kind: 'SALE' });
  });

  it('a write after a cursor is on the next page, and the cursor stays while nothing is new', async () => {
    const { cursor } = await drain('GUEST', null);
    const idle = await page('GUEST', cursor);
    expect(idle).toEqual({ items: [], cursor, hasMore: false });
    const id = await addGuest();
    await rows(sql`update guests set first_name = 'Renamed' where id = ${id}`);
    const next = await page('GUEST', cursor);
    expect(next.items.map((i) => [i.id, i.kind])).toEqual([
      [id, 'CREATED'],
      [id, 'UPDATED'],
    ]);
    expect(next.items[1]!.guest?.firstName).toBe('Renamed');
    await rows(sql`delete from guests where id = ${id}`);
    const gone = await page('GUEST', next.cursor);
    expect(gone.items).toEqual([expect.objectContaining({ id, kind: 'DELETED', guest: null })]);
  });
});

describe('concurrent writers', () => {
  it('a reader paging while batches and booking updates commit ends with every change exactly once', async () => {
    const start = {
      TRANSACTION: (await drain('TRANSACTION', null)).cursor,
      BOOKING: (await drain('BOOKING', null)).cursor,
    };
    const booked = (
      await rows(sql`select id::text as id from bookings where master_client_id = ${FUNZONE} order by id limit 4`)
    ).map((r) => String(r.id));
    expect(booked.length).toBeGreaterThan(0);
    const UPDATES = 5;
    let writing = true;
    const writers = Promise.all([
      ...Array.from({ length: 6 }, () => feed(15)),
      ...booked.map(async (id) => {
        for (let k = 0; k < UPDATES; k++) await rows(sql`update bookings set updated_at = now() where id = ${id}`);
      }),
    ]).finally(() => {
      writing = false;
    });
    const seen: Record<'TRANSACTION' | 'BOOKING', Item[]> = { TRANSACTION: [], BOOKING: [] };
    const cursors = { ...start };
    const readOnce = async () => {
      for (const e of ['TRANSACTION', 'BOOKING'] as const) {
        const p = await page(e, cursors[e], 5);
        seen[e].push(...p.items);
        cursors[e] = p.cursor;
      }
    };
    while (writing) await readOnce();
    const sent = (await writers).filter((x): x is string[] => Array.isArray(x)).flat();
    for (const e of ['TRANSACTION', 'BOOKING'] as const) {
      const rest = await drain(e, cursors[e], 5);
      seen[e].push(...rest.items);
    }
    const externalIds = seen.TRANSACTION.map((i) => i.transaction?.externalId);
    expect(externalIds.length).toBe(sent.length);
    expect(new Set(externalIds)).toEqual(new Set(sent));
    for (const id of booked) {
      expect(seen.BOOKING.filter((i) => i.id === id && i.kind === 'UPDATED').length).toBe(UPDATES);
    }
    expect(seen.BOOKING.length).toBe(booked.length * UPDATES);
  });

  // Two connections at once: PostgreSQL only (the embedded database serves one connection).
  // Two bookings, so neither writer waits for the other's row lock.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'a transaction that commits after a later one is not skipped',
    async () => {
      const [early, late] = (
        await rows(
          sql`select id::text as id from bookings where master_client_id = ${FUNZONE} order by id desc limit 2`,
        )
      ).map((r) => String(r.id));
      const { cursor } = await drain('BOOKING', null);
      let release!: () => void;
      const held = new Promise<void>((r) => {
        release = r;
      });
      let opened!: () => void;
      const isOpen = new Promise<void>((r) => {
        opened = r;
      });
      const long = stack.database.db.transaction(async (tx) => {
        await queryRows(tx, sql`update bookings set updated_at = now() where id = ${early}`);
        opened();
        await held;
      });
      let during: Page;
      try {
        await isOpen;
        await rows(sql`update bookings set updated_at = now() where id = ${late}`);
        during = await page('BOOKING', cursor);
      } finally {
        release();
        await long;
      }
      // The later update committed, but waits behind the open transaction rather than pass it.
      expect(during.items.map((i) => i.id)).not.toContain(late);
      const after = await drain('BOOKING', during.cursor);
      const ids = [...during.items, ...after.items].map((i) => i.id);
      expect(ids).toEqual([early, late]);
    },
  );
});

describe('tenancy and permissions', () => {
  it('another master client’s rows never appear', async () => {
    const foreign = await addGuest(BOWLARAMA);
    const all = await drain('GUEST', null);
    expect(all.items.map((i) => i.id)).not.toContain(foreign);
    const mine = await rows(
      sql`select count(*)::int as c from guests where master_client_id <> ${FUNZONE} and id::text in (select unnest(${`{${all.items.map((i) => i.id).join(',')}}`}::text[]))`,
    );
    expect(Number(mine[0]!.c)).toBe(0);
  });

  it('needs Data export, and bookings or guests VIEW for those', async () => {
    const noExport = await newToken([
      { module: BOOKINGS_INDEX, flags: ['VIEW'] },
      { module: GUESTS_MENU, flags: ['VIEW'] },
    ]);
    expect(codeOf(await ask('TRANSACTION', null, 10, noExport))).toBe('FORBIDDEN');
    const exportOnly = await newToken([{ module: DATA_EXPORT_INDEX, flags: ['VIEW'] }]);
    expect((await ask('TRANSACTION', null, 10, exportOnly)).errors).toBeUndefined();
    expect(codeOf(await ask('BOOKING', null, 10, exportOnly))).toBe('FORBIDDEN');
    expect(codeOf(await ask('GUEST', null, 10, exportOnly))).toBe('FORBIDDEN');
  });

  it('a cursor it did not hand out, or a page size out of range, is BAD_USER_INPUT', async () => {
    for (const bad of ['nonsense', btoa('v1.1'), 'x'.repeat(300)]) {
      expect(codeOf(await ask('GUEST', bad)), bad).toBe('BAD_USER_INPUT');
    }
    expect(codeOf(await ask('GUEST', null, 1001))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ask('GUEST', null, 0))).toBe('BAD_USER_INPUT');
  });
});
