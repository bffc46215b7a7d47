/**
 * the venue transaction feed through the real gateway and REST API, with an API
 * token as a till would hold one. Every figure is checked against SQL over the facts and the
 * feed's own rows: a fed sale moves the Owner's Box by exactly its total at the next read, at its
 * local hour; a replay (also two copies at once) writes nothing; refunds never exceed their sale;
 * another master client's location or product is not found; bad input refuses the one
 * transaction, naming its field.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsDate } from '../core/src/dashboards/dateRanges.ts';
import { MAX_FEED_BATCH, SALES_FEED_INDEX } from '../core/src/feed/transactions.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { dashboardAnchor } from '../rest-api/src/seed/dashboards/seed.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

const FUNZONE = 1;
const BOWLARAMA = 2;

let stack: Stack;
let admin: GatewayClient;
let till: GatewayClient;
let location: { id: number; code: string; zone: string };
let foreignCode: string;
let products: number[];
let foreignProduct: number;
let day: string;

type Row = Record<string, unknown>;
const rows = (q: ReturnType<typeof sql>) => queryRows<Row>(stack.database.db, q);
const one = async (q: ReturnType<typeof sql>) => (await rows(q))[0]!;
const n = (v: unknown) => Number(v ?? 0);

const MUTATION = `mutation Feed($t: [VenueTransactionInput!]!) {
  recordVenueTransactions(transactions: $t) { accepted replayed rejected results { externalId status message field code } }
}`;
interface Result {
  externalId: string;
  status: string;
  message: string | null;
  field: string | null;
  code: string | null;
}
interface Answer {
  accepted: number;
  replayed: number;
  rejected: number;
  results: Result[];
}

async function feed(transactions: unknown[], client = till) {
  return client.gql<{ recordVenueTransactions: Answer }>(MUTATION, { t: transactions });
}
async function fed(transactions: unknown[]): Promise<Answer> {
  const res = await feed(transactions);
  expect(res.errors).toBeUndefined();
  return res.data!.recordVenueTransactions;
}

let seq = 0;
const uid = (p = 'T') => `${p}-${Date.now().toString(36)}-${++seq}`;
/** 14:30 local on the test day, as an instant with the location's offset. */
const localInstant = (hour = 14, minute = 30) =>
  Temporal.PlainDateTime.from(`${day}T${String(hour).padStart(2, '0')}:${minute}:00`)
    .toZonedDateTime(location.zone)
    .toString({ timeZoneName: 'never' });

function sale(extra: Record<string, unknown> = {}) {
  return {
    externalId: uid(),
    locationCode: location.code,
    occurredAt: localInstant(),
    lines: [
      { productId: products[0], quantity: 2, unitPrice: '12.50' },
      { productId: products[1], quantity: 1, unitPrice: '3.99' },
      { productId: products[2], quantity: 3, unitPrice: '1.00' },
    ],
    payments: [
      { tender: 'CARD', amount: '20.00' },
      { tender: 'CASH', amount: '11.99' },
    ],
    ...extra,
  };
}
const SALE_CENTS = 3199;

async function newToken(grants: { module: number; flags: string[] }[]): Promise<GatewayClient> {
  const res = await admin.gql<{ createApiToken: { token: string } }>(
    'mutation C($i: ApiTokenInput!) { createApiToken(input: $i) { token } }',
    { i: { name: 'Till', grants, expiresAt: null } },
  );
  expect(res.errors).toBeUndefined();
  const c = stack.client();
  c.bearer = res.data!.createApiToken.token;
  return c;
}

const feedCount = async () => n((await one(sql`select count(*) as c from feed_transactions`)).c);
const factCounts = async () =>
  one(sql`select (select count(*) from dash_sales) as s, (select count(*) from dash_sale_lines) as l,
    (select count(*) from dash_payments) as p, (select count(*) from dash_refunds) as r, (select count(*) from dash_voids) as v,
    (select count(*) from guests) as g, (select count(*) from feed_transactions) as f`);

beforeAll(async () => {
  stack = await startStack();
  admin = stack.client();
  expect((await admin.login('admin@funzone.test')).errors).toBeUndefined();
  admin.masterClient = FUNZONE;
  const loc = await one(sql`select l.id, l.code, coalesce(s.time_zone, 'America/New_York') as zone
    from locations l left join location_settings s on s.location_id = l.id where l.master_client_id = ${FUNZONE} order by l.id limit 1`);
  location = { id: n(loc.id), code: String(loc.code), zone: String(loc.zone) };
  foreignCode = String(
    (
      await one(sql`select code from locations where master_client_id = ${BOWLARAMA} and code not in
      (select code from locations where master_client_id = ${FUNZONE}) order by id limit 1`)
    ).code,
  );
  products = (
    await rows(sql`select id from dash_products where master_client_id = ${FUNZONE} order by id limit 3`)
  ).map((r) => n(r.id));
  foreignProduct = n(
    (await one(sql`select id from dash_products where master_client_id = ${BOWLARAMA} order by id limit 1`)).id,
  );
  day = Temporal.PlainDate.from((await dashboardAnchor(stack.database.db))!)
    .subtract({ days: 1 })
    .toString();
  till = await newToken([
    { module: SALES_FEED_INDEX, flags: ['ADD'] },
    { module: 0, flags: ['VIEW'] },
    { module: 43, flags: ['VIEW'] },
  ]);
}, 300_000);
afterAll(() => stack?.close());

describe('permission', () => {
  it('a token without the Sales feed permission is FORBIDDEN and nothing is written', async () => {
    const reader = await newToken([{ module: 0, flags: ['VIEW'] }]);
    const before = await factCounts();
    const res = await feed([sale()], reader);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.data?.recordVenueTransactions ?? null).toBeNull();
    expect(await factCounts()).toEqual(before);
  });

  it('the permission is a row of the Roles & Security matrix', async () => {
    const { MATRIX_MODULES } = await import('../core/src/settings/securityMatrix.ts');
    expect(MATRIX_MODULES.get(SALES_FEED_INDEX)?.label).toBe('feed.permission');
  });
});

describe('references', () => {
  it('lists the master client’s own locations and products, a till maps its codes to', async () => {
    const res = await till.gql<{
      venueFeedReferences: {
        locations: { code: string; timeZone: string }[];
        products: { id: number; price: string }[];
      };
    }>('{ venueFeedReferences { locations { code name timeZone currency } products { id name price } } }');
    expect(res.errors).toBeUndefined();
    const refs = res.data!.venueFeedReferences;
    const own = await rows(sql`select code from locations where master_client_id = ${FUNZONE}`);
    expect(refs.locations.map((l) => l.code).sort()).toEqual(own.map((r) => String(r.code)).sort());
    expect(refs.locations.find((l) => l.code === location.code)?.timeZone).toBe(location.zone);
    expect(refs.products.map((p) => p.id)).toEqual(expect.arrayContaining(products));
    expect(refs.products.map((p) => p.id)).not.toContain(foreignProduct);
    expect(refs.products[0]!.price).toMatch(/^\d+\.\d\d$/);
  });
});

describe('accepted sales reach the dashboards at the next read', () => {
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

  it('moves Owner’s Box revenue by exactly the fed total, at the local hour, rollups exact', async () => {
    const before = await revenue();
    const batch = [
      sale(),
      sale({ channel: 'KIOSK', employeeCode: 'E-17' }),
      sale({ guest: { email: `Feed${seq}@Example.test`, firstName: 'Ana' } }),
    ];
    const answer = await fed(batch);
    expect(answer).toMatchObject({ accepted: 3, replayed: 0, rejected: 0 });
    expect(answer.results.map((r) => [r.externalId, r.status])).toEqual(batch.map((t) => [t.externalId, 'ACCEPTED']));
    const after = await revenue();
    expect(Math.round((after - before) * 100)).toBe(3 * SALE_CENTS);
    // Checked against the rows: the feed's sales, their facts at the local hour, and the rollups.
    const facts = await one(sql`select sum(s.total_cents) as cents, min(s.hour) as lo, max(s.hour) as hi,
        count(distinct s.business_date) as days, min(s.business_date)::text as day
      from feed_transactions f join dash_sales s on s.id = f.sale_id
      where f.external_id = any(${`{${batch.map((t) => t.externalId).join(',')}}`}::text[])`);
    expect(n(facts.cents)).toBe(3 * SALE_CENTS);
    expect([n(facts.lo), n(facts.hi), facts.day]).toEqual([14, 14, day]);
    const rollup =
      await one(sql`select (select revenue_cents from dash_daily where location_id = ${location.id} and business_date = ${day}::date) as daily,
      (select sum(total_cents) from dash_sales where location_id = ${location.id} and business_date = ${day}::date) as facts,
      (select revenue_cents from dash_hourly where location_id = ${location.id} and business_date = ${day}::date and hour = 14) as hourly,
      (select sum(total_cents) from dash_sales where location_id = ${location.id} and business_date = ${day}::date and hour = 14) as hourFacts`);
    expect(n(rollup.daily)).toBe(n(rollup.facts));
    expect(n(rollup.hourly)).toBe(n(rollup.hourfacts));
    const kiosk =
      await one(sql`select s.channel, s.employee_id, e.name from feed_transactions f join dash_sales s on s.id = f.sale_id
      join dash_employees e on e.id = s.employee_id where f.external_id = ${batch[1]!.externalId}`);
    expect([n(kiosk.channel), kiosk.name]).toEqual([2, 'E-17']);
    const payments =
      await one(sql`select count(*) as c, sum(p.amount_cents) as cents from feed_transactions f join dash_payments p on p.sale_id = f.sale_id
      where f.external_id = ${batch[0]!.externalId}`);
    expect([n(payments.c), n(payments.cents)]).toEqual([2, SALE_CENTS]);
  });

  it('matches a guest by e-mail or phone, else creates one', async () => {
    const email = `guest-${uid()}@example.test`.toLowerCase();
    const phone = `1555${String(Date.now()).slice(-7)}`;
    const a = await fed([sale({ guest: { email, phone, firstName: 'Bo', lastName: 'Lee' } })]);
    expect(a.accepted).toBe(1);
    const b = await fed([sale({ guest: { email: email.toUpperCase() } }), sale({ guest: { phone: `+${phone}` } })]);
    expect(b.accepted).toBe(2);
    const g = await rows(
      sql`select id, first_name from guests where master_client_id = ${FUNZONE} and lower(email) = ${email}`,
    );
    expect(g).toHaveLength(1);
    const visits = await one(
      sql`select count(*) as c, count(*) filter (where is_new) as fresh from dash_visits where guest_id = ${n(g[0]!.id)}`,
    );
    expect([n(visits.c), n(visits.fresh)]).toEqual([3, 1]);
  });
});

describe('replays', () => {
  it('the same externalId again is REPLAYED and writes nothing; other content is REJECTED', async () => {
    const t = sale();
    expect((await fed([t])).accepted).toBe(1);
    const before = await factCounts();
    const again = await fed([t]);
    expect(again).toMatchObject({ accepted: 0, replayed: 1, rejected: 0 });
    const changed = await fed([{ ...t, payments: [{ tender: 'CARD', amount: '31.99' }] }]);
    expect(changed.results[0]).toMatchObject({ status: 'REJECTED', field: 'externalId', code: 'BAD_USER_INPUT' });
    expect(changed.results[0]!.message).toMatch(/already recorded with other content/);
    expect(await factCounts()).toEqual(before);
  });

  it('two identical batches sent at once are recorded once', async () => {
    const batch = Array.from({ length: 50 }, () => sale());
    const before = await feedCount();
    const [x, y] = await Promise.all([fed(batch), fed(batch)]);
    expect([x.accepted + y.accepted, x.replayed + y.replayed]).toEqual([50, 50]);
    expect(await feedCount()).toBe(before + 50);
    const sales = await one(sql`select count(*) as c from feed_transactions f join dash_sales s on s.id = f.sale_id
      where f.external_id = any(${`{${batch.map((t) => t.externalId).join(',')}}`}::text[])`);
    expect(n(sales.c)).toBe(50);
  });
});

describe('refunds and voids', () => {
  const undo = (kind: string, of: string, amount: string) => ({
    externalId: uid('R'),
    locationCode: location.code,
    occurredAt: localInstant(15),
    kind,
    originalExternalId: of,
    lines: [{ productId: products[0], quantity: 1, unitPrice: amount }],
    payments: [{ tender: 'CARD', amount }],
  });

  it('never exceed their sale, cumulatively, within a batch and across batches', async () => {
    const original = sale();
    const first = await fed([
      original,
      undo('REFUND', original.externalId, '20.00'),
      undo('REFUND', original.externalId, '12.00'),
    ]);
    expect(first.results.map((r) => r.status)).toEqual(['ACCEPTED', 'ACCEPTED', 'REJECTED']);
    expect(first.results[2]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines' });
    expect(first.results[2]!.message).toContain('more than its 31.99');
    const second = await fed([undo('VOID', original.externalId, '11.99'), undo('REFUND', original.externalId, '0.01')]);
    expect(second.results.map((r) => r.status)).toEqual(['ACCEPTED', 'REJECTED']);
    const undone = await one(
      sql`select undone_cents from feed_transactions where external_id = ${original.externalId}`,
    );
    expect(n(undone.undone_cents)).toBe(SALE_CENTS);
    const facts =
      await one(sql`select (select sum(r.amount_cents) from dash_refunds r where r.sale_id = f.sale_id) as refunds,
      (select sum(v.amount_cents) from dash_voids v where v.sale_id = f.sale_id) as voids
      from feed_transactions f where f.external_id = ${original.externalId}`);
    expect([n(facts.refunds), n(facts.voids)]).toEqual([2000, 1199]);
  });

  it('name an original that exists at their location', async () => {
    const r = await fed([undo('REFUND', 'no-such-sale', '1.00'), { ...sale(), kind: 'REFUND' }]);
    expect(r.results[0]).toMatchObject({ status: 'REJECTED', code: 'NOT_FOUND', field: 'originalExternalId' });
    expect(r.results[1]).toMatchObject({ status: 'REJECTED', field: 'originalExternalId' });
  });
});

describe('another master client’s records do not exist', () => {
  it('a location or product of another master client is REJECTED as an unknown one', async () => {
    const before = await factCounts();
    const r = await fed([
      sale({ locationCode: foreignCode }),
      sale({ locationCode: 'NO-SUCH-CODE' }),
      sale({ lines: [{ productId: foreignProduct, quantity: 1, unitPrice: '31.99' }] }),
      sale({ lines: [{ productId: 2_000_000_000, quantity: 1, unitPrice: '31.99' }] }),
    ]);
    expect(r.results.map((x) => [x.status, x.code, x.field])).toEqual([
      ['REJECTED', 'NOT_FOUND', 'locationCode'],
      ['REJECTED', 'NOT_FOUND', 'locationCode'],
      ['REJECTED', 'NOT_FOUND', 'lines.0.productId'],
      ['REJECTED', 'NOT_FOUND', 'lines.0.productId'],
    ]);
    expect(r.results[0]!.message).toBe(`No location has the code ${foreignCode}.`);
    expect(r.results[2]!.message).toBe(`No product has the id ${foreignProduct}.`);
    expect(await factCounts()).toEqual(before);
  });
});

describe('bad input refuses the one transaction, naming its field', () => {
  it.each([
    ['a NUL byte', { employeeCode: 'E\u00001' }, 'employeeCode'],
    ['a 1 MB string', { employeeCode: 'x'.repeat(1_048_576) }, 'employeeCode'],
    ['a date like 0000-01-01', { occurredAt: '0000-01-01T00:00:00Z' }, 'occurredAt'],
    ['a date without offset', { occurredAt: '2026-01-01T10:00:00' }, 'occurredAt'],
    ['a product id of 0', { lines: [{ productId: 0, quantity: 0, unitPrice: '1.00' }] }, 'lines.0.productId'],
    ['a quantity of 0', { lines: [{ productId: 1, quantity: 0, unitPrice: '1.00' }] }, 'lines.0.quantity'],
    [
      'a quantity of 10^9',
      { lines: [{ productId: 1, quantity: 1_000_000_000, unitPrice: '1.00' }] },
      'lines.0.quantity',
    ],
    ['an amount with 3 decimals', { payments: [{ tender: 'CASH', amount: '31.990' }] }, 'payments.0.amount'],
    ['payments not equal to the lines', { payments: [{ tender: 'CASH', amount: '30.00' }] }, 'payments'],
    ['a guest without contact', { guest: { firstName: 'No' } }, 'guest'],
  ])('%s', async (_name, bad, field) => {
    const good = sale();
    const before = await feedCount();
    const r = await fed([sale(bad), good]);
    expect(r.results[0]).toMatchObject({ status: 'REJECTED', code: 'BAD_USER_INPUT', field });
    expect(r.results[0]!.message).toBeTruthy();
    expect(r.results[1]).toMatchObject({ externalId: good.externalId, status: 'ACCEPTED' });
    expect(await feedCount()).toBe(before + 1);
  });

  it('an unknown tender fails the GraphQL input check with BAD_USER_INPUT naming it, nothing written', async () => {
    const before = await feedCount();
    const res = await feed([sale({ payments: [{ tender: 'BITCOIN', amount: '31.99' }] })]);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.message).toContain('tender');
    expect(await feedCount()).toBe(before);
  });

  it(`more than ${MAX_FEED_BATCH} transactions: BAD_USER_INPUT, nothing written`, async () => {
    const before = await feedCount();
    const res = await feed(
      Array.from({ length: MAX_FEED_BATCH + 1 }, () =>
        sale({
          lines: [{ productId: products[0], quantity: 1, unitPrice: '1.00' }],
          payments: [{ tender: 'CASH', amount: '1.00' }],
        }),
      ),
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(await feedCount()).toBe(before);
  });

  it('a 10 MB body answers in the GraphQL error shape', async () => {
    const res = await feed([sale({ employeeCode: 'x'.repeat(10 * 1_048_576) })]);
    expect(res.status).toBe(413);
    expect(codeOf(res)).toBe('PAYLOAD_TOO_LARGE');
  });
});
