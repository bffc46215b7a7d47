/**
 * Venue events (shifts, check-ins, waivers, gift cards, credits, memberships) through the real gateway and REST API, with an API
 * token as a till would hold one. Each kind moves the dashboard widget that shows it by exactly
 * what was fed, at the next read, checked against the rows; a replay (also two copies at once)
 * writes nothing; the same id with other content, another master client's location, a token
 * without the permission and a batch over 1,000 are refused.
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
let day: string;

type Row = Record<string, unknown>;
const one = async (q: ReturnType<typeof sql>) => (await queryRows<Row>(stack.database.db, q))[0]!;
const n = (v: unknown) => Number(v ?? 0);

const MUTATION = `mutation Events($e: [VenueEventInput!]!) {
  recordVenueEvents(events: $e) { accepted replayed rejected results { externalId status message field code } }
}`;
interface Answer {
  accepted: number;
  replayed: number;
  rejected: number;
  results: { externalId: string; status: string; message: string | null; field: string | null; code: string | null }[];
}
const send = (events: unknown[], client = till) => client.gql<{ recordVenueEvents: Answer }>(MUTATION, { e: events });
async function sent(events: unknown[]): Promise<Answer> {
  const res = await send(events);
  expect(res.errors).toBeUndefined();
  return res.data!.recordVenueEvents;
}

let seq = 0;
const uid = (p = 'EV') => `${p}-${Date.now().toString(36)}-${++seq}`;
const localInstant = (hour = 14, minute = 30) =>
  Temporal.PlainDateTime.from(`${day}T${String(hour).padStart(2, '0')}:${minute}:00`)
    .toZonedDateTime(location.zone)
    .toString({ timeZoneName: 'never' });
const event = (kind: string, detail: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  externalId: uid(),
  locationCode: location.code,
  occurredAt: localInstant(),
  kind,
  ...detail,
  ...extra,
});
const shift = (cost = '80.25', minutes = 240) => event('SHIFT', { shift: { employeeCode: 'EV-7', minutes, cost } });
const waiver = () => event('WAIVER', { waiver: { guest: { email: `${uid('w')}@example.test`.toLowerCase() } } });
const checkIn = (email: string, partySize = 3) =>
  event('CHECK_IN', { checkIn: { guest: { email, firstName: 'Eve' }, partySize, adults: 2 } });

/** A widget's headline on the test day at the test location, read as the dashboards read it. */
async function headline(
  dashboard: 'operationalEfficiency' | 'ownersBox' | 'driveRevenue',
  widget: string,
): Promise<number> {
  const f = {
    dateRange: 17,
    startDate: formatUsDate(Temporal.PlainDate.from(day)),
    endDate: formatUsDate(Temporal.PlainDate.from(day)),
    locations: [location.id],
  };
  const r = await admin.gql<Record<string, Record<string, { conversion: { value: number } }>>>(
    `query($f: DashboardFilterInput!) { ${dashboard}(filter: $f) { ${widget} { conversion { value } } } }`,
    { f },
  );
  expect(r.errors).toBeUndefined();
  return r.data![dashboard]![widget]!.conversion.value;
}

const counts = async () =>
  one(sql`select (select count(*) from feed_events) as f, (select count(*) from dash_labor_shifts) as s,
    (select count(*) from dash_visits) as v, (select count(*) from dash_waivers) as w, (select count(*) from guests) as g`);

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
  day = Temporal.PlainDate.from((await dashboardAnchor(stack.database.db))!)
    .subtract({ days: 1 })
    .toString();
  till = await newToken([{ module: SALES_FEED_INDEX, flags: ['ADD'] }]);
}, 300_000);
afterAll(() => stack?.close());

describe('permission and batch size', () => {
  it('a token without the Sales feed permission is FORBIDDEN and nothing is written', async () => {
    const reader = await newToken([{ module: 0, flags: ['VIEW'] }]);
    const before = await counts();
    const res = await send([shift(), waiver()], reader);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(await counts()).toEqual(before);
  });

  it(`more than ${MAX_FEED_BATCH} events are BAD_USER_INPUT and nothing is written`, async () => {
    const before = await counts();
    const res = await send(Array.from({ length: MAX_FEED_BATCH + 1 }, () => shift()));
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(await counts()).toEqual(before);
  });
});

describe('each kind reaches the widget that shows it at the next read', () => {
  it('shifts: Total labour cost by exactly their cost, at the local start hour', async () => {
    const before = await headline('operationalEfficiency', 'totalLaborCost');
    const batch = [shift('80.25'), shift('19.75', 60)];
    expect(await sent(batch)).toMatchObject({ accepted: 2, replayed: 0, rejected: 0 });
    expect(Math.round(((await headline('operationalEfficiency', 'totalLaborCost')) - before) * 100)).toBe(10000);
    const rows = await one(sql`select count(*) as c, sum(s.cost_cents) as cents, sum(s.minutes) as minutes,
        min(s.start_hour) as lo, max(s.start_hour) as hi, min(e.name) as name
      from dash_labor_shifts s join dash_employees e on e.id = s.employee_id
      where s.location_id = ${location.id} and s.business_date = ${day}::date and e.name = 'EV-7'`);
    expect([n(rows.c), n(rows.cents), n(rows.minutes), n(rows.lo), n(rows.hi)]).toEqual([2, 10000, 300, 14, 14]);
  });

  it('waivers: Waivers signed by their count', async () => {
    const before = await headline('operationalEfficiency', 'waiversSigned');
    expect(await sent([waiver(), waiver(), waiver()])).toMatchObject({ accepted: 3 });
    expect((await headline('operationalEfficiency', 'waiversSigned')) - before).toBe(3);
  });

  it('check-ins: a new guest’s first visit is a new guest, the next a repeat, at the local quarter hour', async () => {
    const email = `${uid('c')}@example.test`.toLowerCase();
    const before = await headline('ownersBox', 'newGuests');
    expect(await sent([checkIn(email), checkIn(email, 2)])).toMatchObject({ accepted: 2 });
    expect((await headline('ownersBox', 'newGuests')) - before).toBe(1);
    const v = await one(sql`select count(*) as c, count(*) filter (where is_new) as fresh, sum(party_size) as party,
        sum(adults) as adults, min(slot) as slot from dash_visits v join guests g on g.id = v.guest_id
      where g.master_client_id = ${FUNZONE} and lower(g.email) = ${email}`);
    expect([n(v.c), n(v.fresh), n(v.party), n(v.adults), n(v.slot)]).toEqual([2, 1, 5, 4, 14 * 4 + 2]);
  });
});

/** A widget's totals on the test day at the test location, by name. */
async function totals(dashboard: 'driveRevenue' | 'guestExperience', widget: string): Promise<Record<string, number>> {
  const f = {
    dateRange: 17,
    startDate: formatUsDate(Temporal.PlainDate.from(day)),
    endDate: formatUsDate(Temporal.PlainDate.from(day)),
    locations: [location.id],
  };
  const r = await admin.gql<Record<string, Record<string, { totals: { name: string; value: number }[] }>>>(
    `query($f: DashboardFilterInput!) { ${dashboard}(filter: $f) { ${widget} { totals { name value } } } }`,
    { f },
  );
  expect(r.errors).toBeUndefined();
  return Object.fromEntries(r.data![dashboard]![widget]!.totals.map((t) => [t.name, t.value]));
}
const moved = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.keys(after).map((k) => [k, Math.round((after[k]! - (before[k] ?? 0)) * 100) / 100]));

/** What the liability view says the location owes on gift cards, as of the test day. */
async function owedOnCards(): Promise<number> {
  const f = {
    dateRange: 17,
    startDate: formatUsDate(Temporal.PlainDate.from(day)),
    endDate: formatUsDate(Temporal.PlainDate.from(day)),
    locations: [location.id],
  };
  const r = await admin.gql<{ driveRevenue: { liabilityAging: { rows: { kind: string; total: number }[] } } }>(
    'query($f: DashboardFilterInput!) { driveRevenue(filter: $f) { liabilityAging { rows { kind total } } } }',
    { f },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.driveRevenue.liabilityAging.rows.find((row) => row.kind === 'giftCards')?.total ?? 0;
}

const gift = (action: string, cardNumber: string, amount: string) =>
  event('GIFT_CARD', { giftCard: { action, cardNumber, amount } });
const credit = (action: string, amount: string) => event('CREDIT', { credit: { action, amount } });

describe('gift cards, credits and memberships', () => {
  it('a card sold then redeemed in one batch moves the gift-card totals and what is owed; more than it holds is refused', async () => {
    const card = uid('GC');
    const before = await totals('driveRevenue', 'giftCards');
    const owedBefore = await owedOnCards();
    const answer = await sent([
      gift('SOLD', card, '50.00'),
      gift('REDEEMED', card, '20.00'),
      gift('REDEEMED', card, '40.00'),
      gift('REDEEMED', uid('GC'), '5.00'),
      gift('EXPIRED', card, '10.00'),
    ]);
    expect(answer.results.map((r) => [r.status, r.field, r.code])).toEqual([
      ['ACCEPTED', null, null],
      ['ACCEPTED', null, null],
      ['REJECTED', 'giftCard.amount', 'BAD_USER_INPUT'],
      ['REJECTED', 'giftCard.cardNumber', 'NOT_FOUND'],
      ['ACCEPTED', null, null],
    ]);
    expect(answer.results[2]!.message).toBe(`Gift card ${card} holds 30.00, less than 40.00.`);
    expect(moved(await totals('driveRevenue', 'giftCards'), before)).toEqual({
      Sold: 50,
      Redeemed: 20,
      Expired: 10,
      Outstanding: 20,
    });
    expect(Math.round(((await owedOnCards()) - owedBefore) * 100)).toBe(2000);
    const ledger = await one(sql`select count(*) as c, count(distinct l.card_id) as cards, min(l.card_id) as id
      from dash_gift_card_ledger l join feed_gift_cards f on f.id = l.card_id where f.number = ${card}`);
    expect([n(ledger.c), n(ledger.cards)]).toEqual([3, 1]);
    expect(n(ledger.id)).toBeGreaterThanOrEqual(1e15);
    const saved = await one(sql`select balance_cents as b from feed_gift_cards where number = ${card}`);
    expect(n(saved.b)).toBe(2000);
  });

  it('two batches redeeming one card at once never take more than it holds', async () => {
    const card = uid('GC');
    expect((await sent([gift('SOLD', card, '30.00')])).accepted).toBe(1);
    const [a, b] = await Promise.all([
      sent([gift('REDEEMED', card, '20.00')]),
      sent([gift('REDEEMED', card, '20.00')]),
    ]);
    expect(a.accepted + b.accepted).toBe(1);
    expect(a.rejected + b.rejected).toBe(1);
    const saved = await one(sql`select balance_cents as b from feed_gift_cards where number = ${card}`);
    expect(n(saved.b)).toBe(1000);
  });

  it('another master client cannot redeem a card by its number', async () => {
    const card = uid('GC');
    expect((await sent([gift('SOLD', card, '15.00')])).accepted).toBe(1);
    const other = stack.client();
    expect((await other.login('admin@funzone.test')).errors).toBeUndefined();
    other.masterClient = BOWLARAMA;
    const res = await other.gql<{ recordVenueEvents: Answer }>(MUTATION, {
      e: [{ ...gift('REDEEMED', card, '5.00'), locationCode: foreignCode }],
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.recordVenueEvents.results[0]).toMatchObject({ status: 'REJECTED', code: 'NOT_FOUND' });
    const saved = await one(sql`select balance_cents as b from feed_gift_cards where number = ${card}`);
    expect(n(saved.b)).toBe(1500);
  });

  it('credits: issued, redeemed and expired move Outstanding credits; more than the unused pool is refused', async () => {
    const before = await totals('guestExperience', 'credits');
    const pool = await one(sql`select coalesce(sum(case when kind = 1 then amount_cents else -amount_cents end), 0) as b
      from dash_credit_ledger where location_id = ${location.id}`);
    const tooMuch = ((n(pool.b) + 1500 - 1000 + 1) / 100).toFixed(2);
    const answer = await sent([
      credit('ISSUED', '15.00'),
      credit('REDEEMED', '6.00'),
      credit('EXPIRED', '4.00'),
      credit('REDEEMED', tooMuch),
    ]);
    expect(answer.results.map((r) => [r.status, r.field])).toEqual([
      ['ACCEPTED', null],
      ['ACCEPTED', null],
      ['ACCEPTED', null],
      ['REJECTED', 'credit.amount'],
    ]);
    expect(moved(await totals('guestExperience', 'credits'), before)).toEqual({
      Issued: 15,
      Redeemed: 6,
      Expired: 4,
      Outstanding: 5,
    });
  });

  it('memberships: New memberships by one and the member’s guest record holds it', async () => {
    const email = `${uid('m')}@example.test`.toLowerCase();
    const before = await headline('driveRevenue', 'newMemberships');
    const m = event('MEMBERSHIP', { membership: { guest: { email }, termDays: 30, price: '49.99' } });
    expect(await sent([m])).toMatchObject({ accepted: 1 });
    expect((await headline('driveRevenue', 'newMemberships')) - before).toBe(1);
    const row =
      await one(sql`select m.start_date::text as s, m.expiry_date::text as e, m.price_cents as c, m.sold_hour as h
      from dash_memberships m join guests g on g.id = m.guest_id where g.master_client_id = ${FUNZONE} and lower(g.email) = ${email}`);
    const expiry = Temporal.PlainDate.from(day).add({ days: 30 }).toString();
    expect([row.s, row.e, n(row.c), n(row.h)]).toEqual([day, expiry, 4999, 14]);
  });

  it('bad gift-card, credit and membership input names its field', async () => {
    const answer = await sent([
      gift('SOLD', 'X', '0.00'),
      gift('SOLD', 'x'.repeat(101), '1.00'),
      event('CREDIT', { credit: { action: 'ISSUED', amount: '1.005' } }),
      event('MEMBERSHIP', { membership: { guest: { email: 'a@b.test' }, termDays: 0, price: '1.00' } }),
      event('GIFT_CARD', { credit: { action: 'ISSUED', amount: '1.00' } }),
    ]);
    expect(answer.results.map((r) => [r.status, r.field])).toEqual([
      ['REJECTED', 'giftCard.amount'],
      ['REJECTED', 'giftCard.cardNumber'],
      ['REJECTED', 'credit.amount'],
      ['REJECTED', 'membership.termDays'],
      ['REJECTED', 'credit'],
    ]);
  });
});

describe('replays and refusals', () => {
  it('the same externalId again is REPLAYED and writes nothing; other content is REJECTED', async () => {
    const e = shift();
    expect((await sent([e])).accepted).toBe(1);
    const before = await counts();
    expect((await sent([e])).results[0]!.status).toBe('REPLAYED');
    const other = await sent([{ ...e, shift: { employeeCode: 'EV-7', minutes: 240, cost: '1.00' } }]);
    expect(other.results[0]).toMatchObject({ status: 'REJECTED', field: 'externalId', code: 'BAD_USER_INPUT' });
    expect(await counts()).toEqual(before);
  });

  it('two identical batches sent at once are recorded once', async () => {
    const batch = [shift(), waiver()];
    const before = await counts();
    const [a, b] = await Promise.all([sent(batch), sent(batch)]);
    expect(a.accepted + b.accepted).toBe(2);
    expect(a.replayed + b.replayed).toBe(2);
    const after = await counts();
    expect([n(after.f) - n(before.f), n(after.s) - n(before.s), n(after.w) - n(before.w)]).toEqual([2, 1, 1]);
  });

  it('another master client’s location is NOT_FOUND; bad input names its field; the rest go on', async () => {
    const good = waiver();
    const answer = await sent([
      shift(),
      { ...shift(), locationCode: foreignCode },
      { ...shift(), shift: { employeeCode: 'EV-7', minutes: 0, cost: '1.00' } },
      { ...waiver(), shift: { employeeCode: 'EV-7', minutes: 1, cost: '1.00' } },
      { ...shift(), occurredAt: '1999-12-31T00:00:00Z' },
      good,
    ]);
    expect(answer.results.map((r) => [r.status, r.field, r.code])).toEqual([
      ['ACCEPTED', null, null],
      ['REJECTED', 'locationCode', 'NOT_FOUND'],
      ['REJECTED', 'shift.minutes', 'BAD_USER_INPUT'],
      ['REJECTED', 'shift', 'BAD_USER_INPUT'],
      ['REJECTED', 'occurredAt', 'BAD_USER_INPUT'],
      ['ACCEPTED', null, null],
    ]);
    const foreign = await one(
      sql`select count(*) as c from feed_events where external_id = ${answer.results[1]!.externalId}`,
    );
    expect(n(foreign.c)).toBe(0);
  });
});
