/**
 * Issue 8, bounded work and input hygiene, through the real gateway and REST API: dashboard
 * date bounds and export segments, NUL characters, backslashes, the 100-character rule counted
 * as a person counts, the body limit's GraphQL shape, and the production error shape.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../gateway/src/testing/fakeUpstream.ts';
import { gql, testGateway } from '../gateway/src/testing/gateway.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { restCall, restLogin } from './support/rest.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let director: GatewayClient;
let restToken: string;
let funzone: number;
let firstLocation: number;

type Row = Record<string, unknown>;
const rows = (query: ReturnType<typeof sql>) => queryRows<Row>(stack.database.db, query);

beforeAll(async () => {
  stack = await startStack();
  funzone = Number((await rows(sql`select id from master_clients where name = 'FunZone Entertainment'`))[0]!.id);
  firstLocation = Number(
    (await rows(sql`select id from locations where master_client_id = ${funzone} order by id limit 1`))[0]!.id,
  );
  director = stack.client();
  expect((await director.login('director@funzone.test')).errors).toBeUndefined();
  director.masterClient = funzone;
  restToken = await restLogin(stack.restUrl, 'director@funzone.test');
}, 300_000);
afterAll(() => stack?.close());

const rest = (url: string) => restCall(stack.restUrl, restToken, 'GET', url, { masterClient: funzone });
const custom = (start: string, end: string) => `dateRange=17&startDate=${start}&endDate=${end}`;
const DATES_MESSAGE = 'Dates must be between 01/01/2000 and 12/31/2100.';
const EXPORT_MESSAGE = 'One export request covers at most 92 days. Export longer ranges in 3-month segments.';

describe('dashboard ranges are bounded', () => {
  it('refuses a chart over 0001–9999 with the bounds, at the REST API and through GraphQL', async () => {
    const answer = await rest(`/dashboards/revenue?${custom('01/01/0001', '12/31/9999')}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(DATES_MESSAGE);

    const r = await director.gql(
      'query Q($f: DashboardFilterInput!) { ownersBox(filter: $f) { revenue { title } numberOfGuests { title } } }',
      { f: { dateRange: 17, startDate: '01/01/0001', endDate: '12/31/9999' } },
    );
    expect(r.data).toBeNull();
    expect(r.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[DATES_MESSAGE, 'BAD_USER_INPUT']]);
  });

  it('draws the whole allowed calendar at a step that stays small', async () => {
    const answer = await rest(`/dashboards/revenue?${custom('01/01/2000', '12/31/2100')}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.data.categories.length).toBeLessThanOrEqual(1000);
  });

  it('refuses a 1,000-year export at once, and an export longer than one segment', async () => {
    const started = Date.now();
    const millennium = await rest(`/dashboards/number-of-guests?isExport=true&${custom('01/01/1100', '12/31/2100')}`);
    expect(millennium.status).toBe(400);
    expect(millennium.body.message).toBe(DATES_MESSAGE);
    const century = await rest(`/dashboards/number-of-guests?isExport=true&${custom('01/01/2000', '12/31/2100')}`);
    expect(century.status).toBe(400);
    expect(century.body.message).toBe(EXPORT_MESSAGE);
    expect(Date.now() - started).toBeLessThan(2000);

    const quarter = await rest(`/dashboards/number-of-guests?isExport=true&${custom('07/01/2025', '09/30/2025')}`);
    expect(quarter.status).toBe(200);
    expect(quarter.body.data.data.data).toHaveLength(92);

    const r = await director.gql(
      'query Q($f: DashboardFilterInput!) { ownersBox(filter: $f) { numberOfGuestsExport { date } } }',
      { f: { dateRange: 17, startDate: '01/01/2025', endDate: '12/31/2025' } },
    );
    expect(r.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[EXPORT_MESSAGE, 'BAD_USER_INPUT']]);
  });

  it('caps the ids of a list', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    const answer = await rest(`/dashboards/revenue?locations=${ids}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('At most 1000 ids.');
  });
});

const CREATE_GROUP = 'mutation C($i: GroupInput!) { createGroup(input: $i) { id name } }';
const GROUPS = 'query G($s: String) { settingsGroups(search: $s) { total } }';
const groupsNamed = async (prefix: string) =>
  (await rows(sql`select name from location_groups where name like ${`${prefix}%`}`)).map((r) => String(r.name));

describe('NUL characters are refused as input, never a database error', () => {
  it('refuses a settings save with the field named, and writes nothing', async () => {
    const r = await director.gql(CREATE_GROUP, { i: { name: 'Nul\u0000group', locationIds: [firstLocation] } });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions?.fields).toEqual({ name: 'Remove the invisible NUL character (U+0000).' });
    expect(await groupsNamed('Nul')).toEqual([]);
  });

  it('refuses a search, at the REST API and through GraphQL', async () => {
    const r = await director.gql(GROUPS, { s: 'a\u0000b' });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    const answer = await rest('/settings/groups?search=a%00b');
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ search: 'Remove the invisible NUL character (U+0000).' });
  });
});

describe('backslashes and quotes in searches and codes', () => {
  it('searches for them literally', async () => {
    for (const search of ['\\', '\\%', 'a"b', "'", '%_']) {
      const r = await director.gql<{ settingsGroups: { total: number } }>(GROUPS, { s: search });
      expect(r.errors, search).toBeUndefined();
      expect(r.data?.settingsGroups.total, search).toBe(0);
    }
  });

  it('filters number of guests by resource codes holding them', async () => {
    const r = await director.gql(
      'query Q($r: [String!]) { ownersBox(filter: {}) { numberOfGuests(resources: $r) { title } numberOfGuestsResources(locationCode: "\\\\") { code } } }',
      { r: ['LTA\\', 'B"C', '\\"', '{x}'] },
    );
    expect(r.errors).toBeUndefined();
  });
});

describe('texts of at most 100 characters, as a person counts them', () => {
  it('refuses 101 characters with the real limit, and accepts 100 letters or 100 emoji', async () => {
    for (const name of ['L'.repeat(101), 'L'.repeat(1001)]) {
      const refused = await director.gql(CREATE_GROUP, { i: { name, locationIds: [firstLocation] } });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.extensions?.fields).toEqual({ name: 'At most 100 characters.' });
    }
    for (const name of ['L'.repeat(100), '😀'.repeat(100)]) {
      const saved = await director.gql<{ createGroup: { name: string } }>(CREATE_GROUP, {
        i: { name, locationIds: [firstLocation] },
      });
      expect(saved.errors, name).toBeUndefined();
      expect(saved.data?.createGroup.name).toBe(name);
    }
  });
});

describe('request bodies over the limit', () => {
  it('answer 413 in the GraphQL error shape', async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]!.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(body.errors[0]!.message).toMatch(/^The request is too large \(at most [\d.]+ MB\)\.$/);
  });
});

describe('an upstream fault in production', () => {
  let upstream: FakeUpstream;
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    gateway = await testGateway(upstream.url, { nodeEnv: 'production', production: true });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  it("shows 'Something went wrong' and none of the detail", async () => {
    const detail = 'database exploded: relation "users" does not exist';
    upstream.on('GET', '/languages', { status: 500, body: { message: detail, stack: 'at db.ts:1' } });
    const { body } = await gql(gateway, '{ languages { id } }', { headers: { authorization: 'Bearer tok-director' } });
    expect(body.errors).toEqual([
      {
        message: 'Something went wrong',
        path: ['languages'],
        locations: expect.any(Array),
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('exploded');
  });

  it('keeps the fixed text of a 504 too', async () => {
    upstream.on('GET', '/languages', { status: 504, body: { message: 'pool exhausted at 10.0.0.3:5432' } });
    const { body } = await gql(gateway, '{ languages { id } }', { headers: { authorization: 'Bearer tok-director' } });
    expect(body.errors?.[0]).toMatchObject({ message: 'Timeout: Request failed', extensions: { code: 'TIMEOUT' } });
  });
});
