/**
 * the bookings list's guest and staff filters (spec/3 §2: role, membership,
 * guestSegment, with the guest-segment lookup by locationCode and search), POST
 * /booking-manager/localizations (spec/3 §7), and a total set by hand surviving a reschedule —
 * over the REST API and through the gateway.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { type BookingWorld, bookingWorld } from './support/bookings.ts';
import type { GatewayClient } from './support/client.ts';
import { demoMasterClients } from './support/fixtures.ts';
import { type Body, restCall, restLogin } from './support/rest.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let director: string;
let clerk: { token: string; roleId: number };
let mcA: number;
let mcB: number;
let world: BookingWorld;
let gql: GatewayClient;

/** A day no other test of this file books, so the filtered pages hold only this file's bookings. */
const DAY_OFFSET = 9;
const ahead = (days: number) => Temporal.Now.plainDateISO(world.zone).add({ days }).toString();
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const call = (method: 'GET' | 'POST', url: string, body?: unknown, as = director, mc = mcA) =>
  restCall(stack.restUrl, as, method, url, { body, masterClient: mc });

const create = async (holder: number, startTime: string, as = director) => {
  const made = await call(
    'POST',
    '/booking-manager/bookings',
    {
      locationCode: world.locationCode,
      activityId: world.activityId,
      date: ahead(DAY_OFFSET),
      startTime,
      guests: 1,
      holderId: holder,
    },
    as,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.booking.info.id as number;
};

/** The ids of the filtered list on this file's day and location. */
const listed = async (filter: string) => {
  const r = await call(
    'GET',
    `/booking-manager/bookings?location=${world.locationCode}&bookingDate=${us(ahead(DAY_OFFSET))}&rowsPerPage=100&${filter}`,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.data.total).toBe(r.body.data.data.length);
  return (r.body.data.data as Body[]).map((b) => b.id as number).sort((x, y) => x - y);
};

const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);

let ids: { active: number; expired: number; none: number; tagged: number; byClerk: number };
let segments: { tagged: number; here: number; other: number; all: number; foreign: number };

beforeAll(async () => {
  stack = await startStack();
  const demo = await demoMasterClients(stack.database.db);
  mcA = demo.a;
  mcB = demo.b;
  world = await bookingWorld(stack.database.db, mcA, { capacity: null });
  director = await restLogin(stack.restUrl, 'director@funzone.test');
  const u = await userWithBits(stack.database.db, mcA, allBits());
  clerk = { token: await restLogin(stack.restUrl, u.email), roleId: u.roleId };
  const db = stack.database.db;
  const [h0, h1, h2, h3] = world.holderIds as [number, number, number, number];
  // A tag on h2 only, and a segment of the tagged guests.
  const [tag] = await queryRows<{ id: number }>(
    db,
    sql`insert into guest_tags (master_client_id, name) values (${mcA}, 'Bookings list test tag') returning id`,
  );
  await db.execute(sql`insert into guest_tag_links (guest_id, tag_id) values (${h2}, ${tag!.id})`);
  const segment = async (mc: number, name: string, locationId: number | null, conditions: unknown) => {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into guest_segments (master_client_id, location_id, name, match, conditions)
          values (${mc}, ${locationId}, ${name}, 'all', ${JSON.stringify(conditions)}::jsonb) returning id`,
    );
    return Number(row!.id);
  };
  const [other] = await queryRows<{ id: number }>(
    db,
    sql`select id from locations where master_client_id = ${mcA} and id <> ${world.locationId} order by id limit 1`,
  );
  const never = [{ type: 'membershipStatus', status: 'none' }];
  segments = {
    tagged: await segment(mcA, 'Zq tagged guests', null, [{ type: 'hasTag', tagId: Number(tag!.id) }]),
    here: await segment(mcA, 'Zq here', world.locationId, never),
    other: await segment(mcA, 'Zq elsewhere', other!.id, never),
    all: await segment(mcA, 'Zq everywhere', null, never),
    foreign: await segment(mcB, 'Zq theirs', null, never),
  };
  ids = {
    active: await create(h0, '10:00'),
    expired: await create(h1, '11:00'),
    none: await create(h3, '12:00'),
    tagged: await create(h2, '13:00'),
    byClerk: await create(h3, '14:00', clerk.token),
  };
  // Memberships as guest_stats keeps them: h0 active, h1 expired, h2 and h3 never members. Set
  // after the bookings, whose sales refresh their holders' guest_stats from the facts.
  const today = new Date().toISOString().slice(0, 10);
  await db.execute(sql`update guest_stats set membership_expiry = ${today}::date + 30 where guest_id = ${h0}`);
  await db.execute(sql`update guest_stats set membership_expiry = ${today}::date - 30 where guest_id = ${h1}`);
  await db.execute(sql`update guest_stats set membership_expiry = null where guest_id in (${h2}, ${h3})`);
  gql = stack.client();
  expect((await gql.login('director@funzone.test')).errors).toBeUndefined();
  gql.masterClient = mcA;
}, 300_000);
afterAll(() => stack?.close());

describe('the bookings list filter', () => {
  it('pages by cursor (`after`, as exports read): the same rows in the same order as by page, no total', async () => {
    const PAGE = 7;
    const walk = async (next: (last: Body | undefined, page: number) => string) => {
      const seen: Body[] = [];
      for (let page = 0; ; page++) {
        const r = await call('GET', `/booking-manager/bookings?rowsPerPage=${PAGE}&${next(seen.at(-1), page)}`);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        if (page > 0 && next === byCursor) expect(r.body.data.total).toBeNull();
        const rows = r.body.data.data as Body[];
        seen.push(...rows);
        if (rows.length < PAGE) return seen;
      }
    };
    const byPage = (_last: Body | undefined, page: number) => `page=${page}`;
    const byCursor = (last: Body | undefined) => (last ? `after=${last.id}` : 'page=0');
    const paged = await walk(byPage);
    // Pages that end on another day and pages that end within a day: both sides of the cursor's test.
    const within = paged.filter((b, i) => i > 0 && i % PAGE === 0 && paged[i - 1]!.bookingDate === b.bookingDate);
    const across = paged.filter((b, i) => i > 0 && i % PAGE === 0 && paged[i - 1]!.bookingDate !== b.bookingDate);
    expect(within.length).toBeGreaterThan(0);
    expect(across.length).toBeGreaterThan(0);
    expect((await walk(byCursor)).map((b) => b.id)).toEqual(paged.map((b) => b.id));
    // Another master client's booking is no cursor here: an empty page.
    const foreign = await call('GET', `/booking-manager/bookings?after=${ids.active}`, undefined, director, mcB);
    expect(foreign.status).toBe(200);
    expect(foreign.body.data.data).toEqual([]);
  });

  it("filters by the holder's membership today", async () => {
    expect(await listed('')).toEqual(sorted(Object.values(ids)));
    expect(await listed('membership=active')).toEqual([ids.active]);
    expect(await listed('membership=expired')).toEqual([ids.expired]);
    expect(await listed('membership=none')).toEqual(sorted([ids.none, ids.tagged, ids.byClerk]));
    expect((await call('GET', '/booking-manager/bookings?membership=gold')).status).toBe(400);
  });

  it('filters by guest segment, with the segment compiler; another client’s segment matches nothing', async () => {
    expect(await listed(`guestSegment=${segments.tagged}`)).toEqual([ids.tagged]);
    expect(await listed(`guestSegment=${segments.all}`)).toEqual(sorted([ids.none, ids.tagged, ids.byClerk]));
    expect(await listed(`guestSegment=${segments.foreign}`)).toEqual([]);
    // Combined with the other filters (and): none of the tagged holder's bookings is a member's.
    expect(await listed(`guestSegment=${segments.tagged}&membership=active`)).toEqual([]);
  });

  it('filters by the role of the staff who made the booking', async () => {
    expect(await listed(`role=${clerk.roleId}`)).toEqual([ids.byClerk]);
    const [directorRole] = await queryRows<{ roleId: number }>(
      stack.database.db,
      sql`select ur.role_id as "roleId" from user_roles ur join users u on u.id = ur.user_id
          where u.email = 'director@funzone.test' and ur.master_client_id = ${mcA}`,
    );
    expect(await listed(`role=${directorRole!.roleId}`)).toEqual(
      sorted([ids.active, ids.expired, ids.none, ids.tagged]),
    );
    const filters = await call('GET', '/booking-manager/bookings/filters');
    const roleIds = (filters.body.data.roles as Body[]).map((r) => r.id);
    expect(roleIds).toEqual(expect.arrayContaining([clerk.roleId, directorRole!.roleId]));
    expect(filters.body.data.memberships.map((m: Body) => m.value)).toEqual(['active', 'expired', 'none']);
  });

  it('looks guest segments up by location and search', async () => {
    const lookup = async (q: string, mc = mcA) =>
      (await call('GET', `/booking-manager/bookings/guest-segments?${q}`, undefined, director, mc)).body.data;
    const here = await lookup(`locationCode=${world.locationCode}&search=zq`);
    expect(here.data.map((s: Body) => s.id).sort()).toEqual([segments.here, segments.all, segments.tagged].sort());
    expect(here.hasMore).toBe(false);
    const everywhere = await lookup('search=ZQ');
    expect(everywhere.data.map((s: Body) => s.id)).toContain(segments.other);
    expect(everywhere.data.map((s: Body) => s.id)).not.toContain(segments.foreign);
    expect((await lookup('search=tagged&rowsPerPage=1')).data).toEqual([
      { id: segments.tagged, name: 'Zq tagged guests', locationName: '' },
    ]);
  });

  it('filters through the gateway with the schema’s enums', async () => {
    const r = await gql.gql<{ bookings: { total: number; rows: { id: number }[] } }>(
      `query($f: BookingFilterInput) { bookings(filter: $f, rowsPerPage: 100) { total rows { id } } }`,
      {
        f: {
          location: world.locationCode,
          bookingDate: us(ahead(DAY_OFFSET)),
          membership: 'EXPIRED',
        },
      },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.bookings.rows.map((b) => b.id)).toEqual([ids.expired]);
    const s = await gql.gql<{ bookingGuestSegments: { rows: { id: number }[]; hasMore: boolean } }>(
      `query { bookingGuestSegments(locationCode: "${world.locationCode}", search: "tagged") { rows { id name } hasMore } }`,
    );
    expect(s.errors).toBeUndefined();
    expect(s.data!.bookingGuestSegments).toEqual({
      rows: [{ id: segments.tagged, name: 'Zq tagged guests' }],
      hasMore: false,
    });
    const f = await gql.gql<{ bookingFilters: { roles: { id: number }[] } }>(
      '{ bookingFilters { roles { id name } } }',
    );
    expect(f.data!.bookingFilters.roles.map((x) => x.id)).toContain(clerk.roleId);
  });
});

describe('POST /booking-manager/localizations', () => {
  it("answers the location's translations, else the defaults, narrowed by keys", async () => {
    const saved = await call('POST', '/settings/translations', {
      locationCode: world.locationCode,
      languageId: 2,
      entries: [{ key: 'email.greeting', text: 'Hola {firstName},' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const es = await call('POST', '/booking-manager/localizations', {
      locationCode: world.locationCode,
      languageId: 2,
      keys: ['email.greeting', 'email.thanks', 'no.such.key'],
    });
    expect(es.status).toBe(200);
    expect(es.body.data).toEqual({
      locationCode: world.locationCode,
      languageId: 2,
      texts: [
        { key: 'email.greeting', group: 'email', text: 'Hola {firstName},', translated: true },
        { key: 'email.thanks', group: 'email', text: 'Thank you for visiting us.', translated: false },
      ],
    });
    const all = await call('POST', '/booking-manager/localizations', { locationCode: world.locationCode });
    expect(all.body.data.languageId).toBe(1);
    const texts = all.body.data.texts as Body[];
    expect(texts.find((t) => t.key === 'booking.title')).toMatchObject({ text: 'Book your visit' });
    expect(texts.some((t) => t.group === 'product')).toBe(true);

    const r = await gql.gql<{ bookingLocalizations: { texts: { key: string; text: string }[] } }>(
      `query($l: String!) { bookingLocalizations(locationCode: $l, languageId: 2, keys: ["email.greeting"]) { locationCode languageId texts { key text translated } } }`,
      { l: world.locationCode },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.bookingLocalizations.texts).toEqual([
      { key: 'email.greeting', text: 'Hola {firstName},', translated: true },
    ]);
  });

  it("refuses another master client's location, an unknown language and too many keys", async () => {
    const [theirs] = await queryRows<{ code: string }>(
      stack.database.db,
      sql`select code from locations where master_client_id = ${mcB} order by id limit 1`,
    );
    expect((await call('POST', '/booking-manager/localizations', { locationCode: theirs!.code })).status).toBe(404);
    expect(
      (await call('POST', '/booking-manager/localizations', { locationCode: world.locationCode, languageId: 999 }))
        .status,
    ).toBe(400);
    const keys = Array.from({ length: 501 }, (_, i) => `k${i}`);
    expect(
      (await call('POST', '/booking-manager/localizations', { locationCode: world.locationCode, keys })).status,
    ).toBe(400);
  });
});

describe('a total set by hand', () => {
  it('is kept through a reschedule; a new guest count prices the booking again', async () => {
    const id = await create(world.holderIds[4]!, '15:00');
    const set = await call('POST', '/booking-manager/bookings/update-amount', { bookingId: id, amount: '18.75' });
    expect(set.body.data.booking.info.totalCents).toBe(1875);
    const moved = await call('POST', '/booking-manager/bookings/reschedule', {
      bookingId: id,
      date: ahead(DAY_OFFSET + 1),
      startTime: '16:00',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.booking.info).toMatchObject({ totalCents: 1875, bookingDate: ahead(DAY_OFFSET + 1) });
    const guests = await call('POST', '/booking-manager/update-guests', { bookingId: id, guests: 2 });
    expect(guests.body.data.booking.info.totalCents).toBe(2 * 2500);
    const again = await call('POST', '/booking-manager/bookings/reschedule', {
      bookingId: id,
      date: ahead(DAY_OFFSET + 2),
      startTime: '16:00',
    });
    // Priced by the activity again: 2 guests at $25.
    expect(again.body.data.booking.info.totalCents).toBe(5000);
    const [fact] = await queryRows<{ amount: number }>(
      stack.database.db,
      sql`select d.amount_cents as amount from bookings b join dash_bookings d on d.id = b.dash_fact_id where b.id = ${id}`,
    );
    expect(Number(fact!.amount)).toBe(5000);
  });
});
