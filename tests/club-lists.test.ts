/**
 * The location lists of club booking at the REST API, paged: `GET {list}/page` searches and cuts
 * the rows in SQL (first page 0, 25 rows unless asked, the rows matching on every page counted),
 * LIKE's wildcards are text; rows carry the location's currency; removing several is one
 * all-or-nothing call, scoped to the master client and the location, with a bounded id list.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IDS_PER_LIST } from '../core/src/constants.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { demoMasterClients, newLocation } from './support/fixtures.ts';
import { type Method, restCall, restLogin } from './support/rest.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let a: number;
let b: number;
let owner: string;
let here: { id: number; code: string };
let there: { id: number; code: string };

const call = (method: Method, url: string, body?: unknown) =>
  restCall(stack.restUrl, owner, method, url, { body, masterClient: a });

/** Notifications need no offering: 27 at a fresh location, three of them about a party. */
async function notificationsAt(place: { code: string }, count: number, template: (i: number) => string) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call('POST', '/club-booking/notifications', {
      locationCode: place.code,
      kind: 'REMINDER',
      channel: 'SMS',
      offsetMinutes: 60 + i,
      subject: '',
      template: template(i),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(res.body.data.row.id);
  }
  return ids;
}

const page = async (query: string) => {
  const res = await call('GET', `/club-booking/notifications/page?locationCode=${here.code}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    rows: { id: number; template: string }[];
    total: number;
    page: number;
    rowsPerPage: number;
  };
};

beforeAll(async () => {
  stack = await startStack();
  const db = stack.database.db;
  ({ a, b } = await demoMasterClients(db));
  owner = await restLogin(stack.restUrl, (await userWithBits(db, a, allBits())).email);
  here = await newLocation(db, a);
  there = await newLocation(db, b);
  await notificationsAt(here, 27, (i) => (i % 9 === 0 ? `Party time ${i}` : `See you soon ${i}`));
}, 300_000);
afterAll(() => stack?.close());

describe('a club list page', () => {
  it('answers 25 rows from page 0 with the total, then the rest on page 1', async () => {
    const first = await page('');
    expect(first.total).toBe(27);
    expect(first.page).toBe(0);
    expect(first.rowsPerPage).toBe(25);
    expect(first.rows).toHaveLength(25);
    const second = await page('&page=1');
    expect(second.rows).toHaveLength(2);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(27);
    const small = await page('&page=2&rowsPerPage=10');
    expect(small.rows).toHaveLength(7);
    expect(small.total).toBe(27);
  });

  it('searches in SQL, whatever the case, and counts only the matches; a page past the end still counts', async () => {
    const found = await page('&search=PARTY');
    expect(found.total).toBe(3);
    expect(found.rows.map((r) => r.template).sort()).toEqual(['Party time 0', 'Party time 18', 'Party time 9']);
    const past = await page('&search=party&page=4');
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(3);
    // '%' and '_' are text, not LIKE's wildcards.
    expect((await page(`&search=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await page('&search=_')).total).toBe(0);
  });

  it('sorts by a column either way across pages, and refuses a column the list does not sort by', async () => {
    const offsets = async (order: string) => {
      const rows: { offsetMinutes: number }[] = [];
      for (const p of [0, 1]) {
        const res = await call(
          'GET',
          `/club-booking/notifications/page?locationCode=${here.code}&sort=offset&order=${order}&page=${p}`,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        rows.push(...res.body.data.rows);
      }
      return rows.map((r) => r.offsetMinutes);
    };
    const ascending = Array.from({ length: 27 }, (_, i) => 60 + i);
    expect(await offsets('asc')).toEqual(ascending);
    expect(await offsets('desc')).toEqual([...ascending].reverse());
    const bad = await call('GET', `/club-booking/notifications/page?locationCode=${here.code}&sort=template`);
    expect(bad.status).toBe(400);
  });

  it('refuses a page size over the limit and another master client\u2019s location', async () => {
    const big = await call('GET', `/club-booking/notifications/page?locationCode=${here.code}&rowsPerPage=1000`);
    expect(big.status).toBe(400);
    const foreign = await call('GET', `/club-booking/notifications/page?locationCode=${there.code}`);
    expect(foreign.status).toBe(404);
  });

  it("answers amounts with the location's currency", async () => {
    await stack.database.db.execute(
      sql`insert into location_settings (location_id, master_client_id, time_zone, currency)
          values (${here.id}, ${a}, 'Asia/Tbilisi', 'GEL')`,
    );
    const made = await call('POST', '/club-booking/discounts', {
      locationCode: here.code,
      code: `GEL${Math.random().toString(36).slice(2, 8)}`,
      cutType: 'AMOUNT',
      cutValue: '5.50',
      offeringIds: [],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.row.currency).toBe('GEL');
    const res = await call('GET', `/club-booking/discounts/page?locationCode=${here.code}`);
    expect(res.body.data.rows.map((r: { cutValue: string; currency: string }) => [r.cutValue, r.currency])).toEqual([
      ['5.50', 'GEL'],
    ]);
  });
});

describe('the activities list', () => {
  it("answers each activity's price with its location's currency", async () => {
    const db = stack.database.db;
    const [activity] = await queryRows<{ id: number; locationId: number }>(
      db,
      sql`select id, location_id as "locationId" from booking_activities where master_client_id = ${a} order by id limit 1`,
    );
    const locationId = Number(activity!.locationId);
    await db.execute(
      sql`insert into location_settings (location_id, master_client_id, time_zone, currency)
          values (${locationId}, ${a}, 'Europe/Madrid', 'EUR')
          on conflict (location_id) do update set currency = 'EUR'`,
    );
    const res = await call('GET', `/club-booking/activities?locationId=${locationId}&rowsPerPage=100`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data.rows as { id: number; priceCents: number; currency: string }[];
    expect(rows.find((r) => r.id === Number(activity!.id))).toMatchObject({ currency: 'EUR' });
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['EUR']));
  });
});

describe('removing several rows of a club list', () => {
  const remove = (code: string, ids: number[]) =>
    call('DELETE', `/club-booking/notifications?locationCode=${code}&ids=${ids.join(',')}`);
  const count = async (ids: number[]) =>
    Number(
      (
        await queryRows<{ n: number }>(
          stack.database.db,
          sql`select count(*) as n from club_notifications where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      )[0]!.n,
    );

  it("removes nothing when one id is another master client's, then all of them at once", async () => {
    const mine = await notificationsAt(here, 2, (i) => `Gone soon ${i}`);
    const db = stack.database.db;
    const [theirs] = await queryRows<{ id: number }>(
      db,
      sql`insert into club_notifications (master_client_id, location_id, kind, channel, offset_minutes, template)
          values (${b}, ${there.id}, 'REMINDER', 'SMS', 60, 'Theirs') returning id`,
    );
    const refused = await remove(here.code, [...mine, Number(theirs!.id)]);
    expect(refused.status).toBe(404);
    expect(await count([...mine, Number(theirs!.id)])).toBe(3);
    const done = await remove(here.code, mine);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.removed).toBe(2);
    expect(await count(mine)).toBe(0);
    expect((await page('&search=gone')).total).toBe(0);
  });

  it('refuses an id list over the limit before touching anything', async () => {
    const ids = Array.from({ length: MAX_IDS_PER_LIST + 1 }, (_, i) => i + 1);
    const res = await remove(here.code, ids);
    expect(res.status).toBe(400);
  });
});

describe('the club list pages through GraphQL', () => {
  it('pages and searches notifications, and removes the two selected in one mutation', async () => {
    const director = stack.client();
    expect((await director.login('director@funzone.test')).errors).toBeUndefined();
    director.masterClient = a;
    const made = await notificationsAt(here, 2, (i) => `Picked ${i}`);
    const PAGE = `query P($code: String!, $search: String, $page: Int, $rowsPerPage: Int) {
      clubNotificationsPage(locationCode: $code, search: $search, page: $page, rowsPerPage: $rowsPerPage) {
        rows { id template } total page rowsPerPage
      }
    }`;
    type Page = { clubNotificationsPage: { rows: { id: number; template: string }[]; total: number } };
    const found = await director.gql<Page>(PAGE, { code: here.code, search: 'picked' });
    expect(found.errors).toBeUndefined();
    expect(found.data!.clubNotificationsPage.total).toBe(2);
    expect(found.data!.clubNotificationsPage.rows.map((r) => r.id).sort()).toEqual([...made].sort());
    const removed = await director.gql<{ deleteClubNotifications: { removed: number } }>(
      `mutation R($code: String!, $ids: [Int!]!) { deleteClubNotifications(locationCode: $code, ids: $ids) { removed message } }`,
      { code: here.code, ids: made },
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.deleteClubNotifications.removed).toBe(2);
    const after = await director.gql<Page>(PAGE, { code: here.code, search: 'picked' });
    expect(after.data!.clubNotificationsPage.total).toBe(0);
    const firstPage = await director.gql<Page>(PAGE, { code: here.code, rowsPerPage: 5 });
    expect(firstPage.data!.clubNotificationsPage.rows).toHaveLength(5);
  });
});
