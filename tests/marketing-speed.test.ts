/**
 * Issue 14 "Speed", kept exactly right. A segment's number of guests is counted over the smaller
 * side — the segment, or the scope's size less its complement (segmentSql.ts
 * compileComplementCount) — and must be the same number either way: every all / any / negation mix
 * of the condition types is counted through the gateway and by both compiled forms, against SQL
 * written independently over the guests' own fields (not guest_stats' copies), with guests missing
 * a birth date, a home location, a visit or a membership, so that NULLs fall on the right side of
 * each negation. A search finds its matches once, then counts and sorts them (guests.ts
 * filterFirst): its total, its order and its pages are checked against independent SQL.
 */
import type { SegmentCondition, SegmentMatch } from '@marquee/core/marketing/segments';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import {
  compileComplement,
  compileComplementCount,
  compileCount,
  type SegmentContext,
} from '../rest-api/src/repositories/marketing/segmentSql.ts';
import { countSegmentGuests } from '../rest-api/src/repositories/marketing/segments.ts';
import type { GatewayClient } from './support/client.ts';
import { demoMasterClients } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let director: GatewayClient;
let a: number;
let tagId: number;
let locationId: number;

const rows = <T>(query: SQL) => queryRows<T>(stack.database.db, query);
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  stack = await startStack();
  ({ a } = await demoMasterClients(stack.database.db));
  director = stack.client();
  expect((await director.login('director@funzone.test')).errors).toBeUndefined();
  director.masterClient = a;
  const [loc] = await rows<{ id: number }>(sql`select min(id)::int as id from locations where master_client_id = ${a}`);
  locationId = loc!.id;
  // NULLs on the guests' own fields (the triggers copy them to guest_stats): one in seven without
  // a birth date, one in eleven without a home location.
  await stack.database.db.execute(
    sql`update guests set birth_date = null where master_client_id = ${a} and id % 7 = 0`,
  );
  await stack.database.db.execute(
    sql`update guests set home_location_id = null where master_client_id = ${a} and id % 11 = 0`,
  );
  const [tag] = await rows<{ id: number }>(
    sql`insert into guest_tags (master_client_id, name) values (${a}, 'Counted') returning id`,
  );
  tagId = Number(tag!.id);
  await stack.database.db.execute(
    sql`insert into guest_tag_links (guest_id, tag_id) select id, ${tagId} from guests where master_client_id = ${a} and id % 3 = 0`,
  );
}, 300_000);
afterAll(() => stack?.close());

/** Independent SQL: a guest (g, with its figures st) is in the condition. */
function inside(c: SegmentCondition): SQL {
  const day = today();
  switch (c.type) {
    case 'lastVisitWithin':
      return sql`coalesce(st.last_visit >= ${day}::date - ${c.days}::int, false)`;
    case 'spendOver':
      return sql`st.spend_cents > ${Math.round(c.amount * 100)}`;
    case 'membershipStatus':
      if (c.status === 'none') return sql`st.membership_expiry is null`;
      return c.status === 'active'
        ? sql`coalesce(st.membership_expiry >= ${day}::date, false)`
        : sql`coalesce(st.membership_expiry < ${day}::date, false)`;
    case 'ageGroup': {
      const years = sql`extract(year from age(${day}::date, g.birth_date))`;
      return c.group === 'adult'
        ? sql`coalesce(${years} >= 18 and ${years} < 65, false)`
        : sql`coalesce(${years} >= 65, false)`;
    }
    case 'postalCode':
      return sql`left(g.postal_code, ${c.prefix.length}) = ${c.prefix}`;
    case 'location':
      return sql`coalesce(g.home_location_id = ${c.locationId}, false)`;
    case 'hasTag':
      return sql`g.id in (select guest_id from guest_tag_links where tag_id = ${c.tagId})`;
    default:
      throw new Error(`no independent SQL for ${c.type}`);
  }
}

async function expected(segment: Segment): Promise<number> {
  const parts = segment.conditions.map(inside);
  const joined = parts.length === 0 ? sql`true` : sql.join(parts, segment.match === 'all' ? sql` and ` : sql` or `);
  const at = segment.locationId === null ? sql`` : sql` and g.home_location_id = ${segment.locationId}`;
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from guests g join guest_stats st on st.guest_id = g.id
      where g.master_client_id = ${a}${at} and (${joined})`,
  );
  return row!.n;
}

interface Segment {
  locationId: number | null;
  match: SegmentMatch;
  conditions: SegmentCondition[];
}

const API_TYPE: Record<string, string> = {
  lastVisitWithin: 'LAST_VISIT_WITHIN',
  spendOver: 'SPEND_OVER',
  membershipStatus: 'MEMBERSHIP_STATUS',
  ageGroup: 'AGE_GROUP',
  postalCode: 'POSTAL_CODE',
  location: 'LOCATION',
  hasTag: 'HAS_TAG',
};
const toApi = (c: SegmentCondition) => {
  const { type, ...rest } = c as SegmentCondition & Record<string, unknown>;
  const value = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, k === 'status' || k === 'group' ? String(v).toUpperCase() : v]),
  );
  return { type: API_TYPE[type], ...value };
};

describe('segment counts, segment or complement', () => {
  const cases = (): [string, Segment][] => {
    const tag: SegmentCondition = { type: 'hasTag', tagId };
    const none: SegmentCondition = { type: 'membershipStatus', status: 'none' };
    const active: SegmentCondition = { type: 'membershipStatus', status: 'active' };
    const expired: SegmentCondition = { type: 'membershipStatus', status: 'expired' };
    const recent: SegmentCondition = { type: 'lastVisitWithin', days: 60 };
    const spend: SegmentCondition = { type: 'spendOver', amount: 40.25 };
    const adult: SegmentCondition = { type: 'ageGroup', group: 'adult' };
    const senior: SegmentCondition = { type: 'ageGroup', group: 'senior' };
    const here: SegmentCondition = { type: 'location', locationId };
    const postal: SegmentCondition = { type: 'postalCode', prefix: '1' };
    return [
      ['tag or never a member', { locationId: null, match: 'any', conditions: [tag, none] }],
      ['tag and never a member', { locationId: null, match: 'all', conditions: [tag, none] }],
      ['recent or spender or adult', { locationId: null, match: 'any', conditions: [recent, spend, adult] }],
      ['active and recent', { locationId: null, match: 'all', conditions: [active, recent] }],
      ['expired or senior or here', { locationId: null, match: 'any', conditions: [expired, senior, here] }],
      ['adult here (no birth date, no home)', { locationId: null, match: 'all', conditions: [adult, here] }],
      ['postal or tag at a location', { locationId, match: 'any', conditions: [postal, tag] }],
      ['spender at a location', { locationId, match: 'all', conditions: [spend] }],
      ['no condition at a location', { locationId, match: 'all', conditions: [] }],
    ];
  };

  it('gives the independent SQL’s number through the gateway, and from both compiled forms', async () => {
    const ctx: SegmentContext = { masterClientId: a, today: today() };
    let nonTrivial = 0;
    for (const [name, segment] of cases()) {
      const want = await expected(segment);
      const [direct] = await rows<{ n: unknown }>(compileCount(segment, ctx));
      const [complement] = await rows<{ n: unknown }>(compileComplementCount(segment, ctx));
      expect({ name, direct: Number(direct!.n), complement: Number(complement!.n) }).toEqual({
        name,
        direct: want,
        complement: want,
      });
      expect(await countSegmentGuests(stack.database.db, segment, ctx)).toBe(want);
      // The API takes at least one condition.
      if (segment.conditions.length > 0) {
        const saved = await director.gql<{ r: { segment: { id: number } } }>(
          'mutation($i: GuestSegmentInput!) { r: createGuestSegment(input: $i) { segment { id } } }',
          {
            i: {
              name,
              match: segment.match.toUpperCase(),
              locationId: segment.locationId,
              conditions: segment.conditions.map(toApi),
            },
          },
        );
        expect(saved.errors).toBeUndefined();
        // The save queues the count; the cell answers the stored figure once the job has run.
        await vi.waitFor(
          async () => {
            const counted = await director.gql<{ guestSegmentCount: { value: number | null } }>(
              'query($r: Int!) { guestSegmentCount(rowId: $r) { value } }',
              { r: saved.data!.r.segment.id },
            );
            expect(counted.data!.guestSegmentCount.value).toBe(want);
          },
          { timeout: 30_000, interval: 100 },
        );
      }
      const [scope] = await rows<{ n: number }>(
        sql`select count(*)::int as n from guests where master_client_id = ${a}${segment.locationId === null ? sql`` : sql` and home_location_id = ${segment.locationId}`}`,
      );
      if (want > 0 && want < scope!.n) nonTrivial++;
    }
    // The mixes split the guests, so neither side is trivially empty.
    expect(nonTrivial).toBeGreaterThanOrEqual(6);
  });

  it('negates exactly: a guest missing a field is outside the condition and inside its complement', async () => {
    const ctx: SegmentContext = { masterClientId: a, today: today() };
    const [missing] = await rows<{ n: number }>(
      sql`select count(*)::int as n from guests where master_client_id = ${a} and (birth_date is null or home_location_id is null)`,
    );
    expect(missing!.n).toBeGreaterThan(0);
    for (const [name, segment] of cases()) {
      const parts = segment.conditions.map(inside);
      // The independent conditions are never NULL, so NOT is the complement.
      const joined = parts.length === 0 ? sql`true` : sql.join(parts, segment.match === 'all' ? sql` and ` : sql` or `);
      const at = segment.locationId === null ? sql`` : sql` and g.home_location_id = ${segment.locationId}`;
      const [want] = await rows<{ n: number }>(
        sql`select count(*)::int as n from guests g join guest_stats st on st.guest_id = g.id
          where g.master_client_id = ${a}${at} and not (${joined})`,
      );
      const [got] = await rows<{ n: number }>(
        sql`select count(*)::int as n from guest_stats st where ${compileComplement(segment, ctx)}`,
      );
      expect({ name, n: got!.n }).toEqual({ name, n: want!.n });
    }
  });
});

describe('guests search in one pass', () => {
  type Row = { id: number };
  const list = async (args: Record<string, unknown>) => {
    const r = await director.gql<{ guests: { rows: Row[]; total: number } }>(
      `query($p: Int, $n: Int, $s: String, $sort: GuestSort, $o: SortOrder, $t: Int) {
        guests(page: $p, rowsPerPage: $n, search: $s, sort: $sort, order: $o, tagId: $t) { rows { id } total } }`,
      args,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.guests;
  };
  const walk = async (args: Record<string, unknown>) => {
    const ids: number[] = [];
    let total = -1;
    for (let p = 0; ; p++) {
      const page = await list({ ...args, p, n: 7 });
      total = page.total;
      ids.push(...page.rows.map((r) => r.id));
      if (page.rows.length < 7) break;
    }
    return { ids, total };
  };

  it('answers the exact total and every match once, in the sort’s order, page after page', async () => {
    const [common] = await rows<{ name: string; n: number }>(
      sql`select lower(last_name) as name, count(*)::int as n from guests where master_client_id = ${a}
        group by 1 order by 2 desc, 1 limit 1`,
    );
    expect(common!.n).toBeGreaterThan(7);
    const term = common!.name.slice(1, -1).toUpperCase();
    const text = sql`lower(g.first_name || ' ' || g.last_name || ' ' || g.email || ' ' || g.phone) like ${`%${term.toLowerCase()}%`}`;
    const byName = await rows<{ id: number }>(
      sql`select g.id::int as id from guests g where g.master_client_id = ${a} and ${text}
        order by lower(g.last_name), lower(g.first_name), g.id`,
    );
    expect(await walk({ s: term })).toEqual({ ids: byName.map((r) => r.id), total: byName.length });
    const bySpend = await rows<{ id: number }>(
      sql`select g.id::int as id from guests g join guest_stats st on st.guest_id = g.id
        where g.master_client_id = ${a} and ${text} order by st.spend_cents desc, st.guest_id desc`,
    );
    expect(await walk({ s: term, sort: 'SPEND', o: 'DESC' })).toEqual({
      ids: bySpend.map((r) => r.id),
      total: bySpend.length,
    });
    const tagged = await rows<{ id: number }>(
      sql`select g.id::int as id from guests g where g.master_client_id = ${a} and ${text}
        and g.id in (select guest_id from guest_tag_links where tag_id = ${tagId})
        order by lower(g.last_name), lower(g.first_name), g.id`,
    );
    expect(tagged.length).toBeGreaterThan(0);
    expect(await walk({ s: term, t: tagId })).toEqual({ ids: tagged.map((r) => r.id), total: tagged.length });
    // Past the last page: no rows, the same total.
    expect(await list({ s: term, p: 1000, n: 7 })).toEqual({ rows: [], total: byName.length });
  });
});
