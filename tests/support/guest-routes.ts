/**
 * Marketing's guests and segments and CRM for tests/cross-tenant.test.ts's route
 * table: per route, a call within master client A, the same call naming B's rows (404 for a guest,
 * segment or tag of B; 400 for a reference of B inside a segment or tag list), and the foreign ids
 * an answer must never hold. `prepareGuestFixtures` reads A's and B's rows once.
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

interface Side {
  guest: number;
  segment: number;
  tag: number;
  product: number;
  category: number;
  location: number;
  template: number;
}

let db: Db;
let a: number;
let own: Side;
let theirs: Side;
let foreignGuests: Set<number>;
let foreignTags: Set<number>;
let foreignSegments: Set<number>;
let foreignProducts: Set<number>;
let foreignCategories: Set<number>;
let foreignLocations: Set<number>;
let serial = 0;

const NOT_FOUND = [404] as const;
const BAD_REFERENCE = [400] as const;
const SEG = '/marketing/guest-segments';

const first = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ id: number }>(db, query))[0]!.id);
const ids = async (query: ReturnType<typeof sql>) =>
  new Set((await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id)));

async function side(mc: number): Promise<Side> {
  return {
    guest: await first(sql`select id from guests where master_client_id = ${mc} order by id limit 1`),
    segment: await first(sql`select id from guest_segments where master_client_id = ${mc} order by id limit 1`),
    tag: await first(sql`select id from guest_tags where master_client_id = ${mc} order by id limit 1`),
    product: await first(sql`select id from dash_products where master_client_id = ${mc} order by id limit 1`),
    category: await first(sql`select id from dash_revenue_classes where master_client_id = ${mc} order by id limit 1`),
    location: await first(sql`select id from locations where master_client_id = ${mc} order by id limit 1`),
    template: await first(
      sql`select id from message_templates where master_client_id = ${mc} and time_type_id in (4, 5) order by id limit 1`,
    ),
  };
}

export async function prepareGuestFixtures(database: Db, mcA: number, mcB: number): Promise<void> {
  db = database;
  a = mcA;
  own = await side(mcA);
  theirs = await side(mcB);
  foreignGuests = await ids(sql`select id from guests where master_client_id <> ${mcA}`);
  foreignTags = await ids(sql`select id from guest_tags where master_client_id <> ${mcA}`);
  foreignSegments = await ids(sql`select id from guest_segments where master_client_id <> ${mcA}`);
  foreignProducts = await ids(sql`select id from dash_products where master_client_id <> ${mcA}`);
  foreignCategories = await ids(sql`select id from dash_revenue_classes where master_client_id <> ${mcA}`);
  foreignLocations = await ids(sql`select id from locations where master_client_id <> ${mcA}`);
}

/** A segment of A, straight into the table. */
async function newSegment(): Promise<number> {
  return first(sql`insert into guest_segments (master_client_id, name, match, conditions)
    values (${a}, ${`Cross segment ${++serial}`}, 'all', '[{"type":"lastVisitWithin","days":30}]'::jsonb) returning id`);
}
async function newTag(): Promise<number> {
  return first(
    sql`insert into guest_tags (master_client_id, name) values (${a}, ${`Cross tag ${++serial}`}) returning id`,
  );
}

const segmentBody = (over: Record<string, unknown> = {}) => ({
  name: `Cross segment ${++serial}`,
  locationId: null,
  match: 'all',
  conditions: [{ type: 'lastVisitWithin', days: 30 }],
  ...over,
});
/** Bodies naming one of B's rows each. */
const badSegmentBodies = () => [
  segmentBody({ locationId: theirs.location }),
  segmentBody({ conditions: [{ type: 'location', locationId: theirs.location }] }),
  segmentBody({ conditions: [{ type: 'boughtProduct', productId: theirs.product }] }),
  segmentBody({ conditions: [{ type: 'boughtCategory', categoryId: theirs.category }] }),
  segmentBody({ conditions: [{ type: 'hasTag', tagId: theirs.tag }] }),
];

const sendBody = (segmentId: number, templateId: number) => ({
  segmentId,
  templateId,
  sendAt: new Date(Date.now() + 300 * 86_400_000).toISOString(),
});

const rowsOf = (b: Body): { id: number }[] => b.data.data;
const leakedFrom = (set: () => Set<number>) => (b: Body) =>
  rowsOf(b)
    .map((r) => r.id)
    .filter((id) => set().has(id));
const tenant = 'tenant' as const;
const get = (url: string): Call => ({ method: 'GET', url });

export const GUEST_ROUTES = {
  'GET /marketing/guests': {
    kind: tenant,
    sample: () => get('/marketing/guests?rowsPerPage=100'),
    foreign: () => [
      { call: get(`/marketing/guests?segmentId=${theirs.segment}`), status: NOT_FOUND },
      { call: get(`/marketing/guests?tagId=${theirs.tag}`), status: [200] as const, empty: true },
    ],
    leaks: leakedFrom(() => foreignGuests),
    total: (f: { a: number }) => sql`select count(*) as n from guests where master_client_id = ${f.a}`,
  },
  'GET /marketing/guests/:id': {
    kind: tenant,
    sample: () => get(`/marketing/guests/${own.guest}`),
    foreign: () => [{ call: get(`/marketing/guests/${theirs.guest}`), status: NOT_FOUND }],
  },
  'POST /marketing/guests/note': {
    kind: tenant,
    sample: (): Call => ({ method: 'POST', url: '/marketing/guests/note', body: { guestId: own.guest, text: 'Hi' } }),
    foreign: () => [
      {
        call: { method: 'POST' as Method, url: '/marketing/guests/note', body: { guestId: theirs.guest, text: 'Hi' } },
        status: NOT_FOUND,
      },
    ],
  },
  'GET /crm/guests/:id/timeline': {
    kind: tenant,
    sample: () => get(`/crm/guests/${own.guest}/timeline`),
    foreign: () => [{ call: get(`/crm/guests/${theirs.guest}/timeline`), status: NOT_FOUND }],
  },
  'GET /crm/tags': {
    kind: tenant,
    sample: () => get('/crm/tags'),
    leaks: (b: Body) => (b.data as { id: number }[]).map((r) => r.id).filter((id) => foreignTags.has(id)),
  },
  'POST /crm/tags': {
    kind: tenant,
    sample: (): Call => ({ method: 'POST', url: '/crm/tags', body: { name: `Cross tag ${++serial}` } }),
  },
  'PUT /crm/tags/:id': {
    kind: tenant,
    sample: async (): Promise<Call> => ({
      method: 'PUT',
      url: `/crm/tags/${await newTag()}`,
      body: { name: `Renamed ${++serial}` },
    }),
    foreign: () => [
      {
        call: { method: 'PUT' as Method, url: `/crm/tags/${theirs.tag}`, body: { name: 'Mine now' } },
        status: NOT_FOUND,
      },
    ],
  },
  'DELETE /crm/tags/:id': {
    kind: tenant,
    sample: async (): Promise<Call> => ({ method: 'DELETE', url: `/crm/tags/${await newTag()}` }),
    foreign: () => [{ call: { method: 'DELETE' as Method, url: `/crm/tags/${theirs.tag}` }, status: NOT_FOUND }],
  },
  'POST /crm/guest-tags': {
    kind: tenant,
    sample: (): Call => ({ method: 'POST', url: '/crm/guest-tags', body: { guestId: own.guest, tagIds: [own.tag] } }),
    foreign: () => [
      {
        call: { method: 'POST' as Method, url: '/crm/guest-tags', body: { guestId: theirs.guest, tagIds: [] } },
        status: NOT_FOUND,
      },
      {
        call: { method: 'POST' as Method, url: '/crm/guest-tags', body: { guestId: own.guest, tagIds: [theirs.tag] } },
        status: BAD_REFERENCE,
      },
    ],
  },
  'POST /crm/guest-language': {
    kind: tenant,
    sample: (): Call => ({ method: 'POST', url: '/crm/guest-language', body: { guestId: own.guest, languageId: 3 } }),
    foreign: () => [
      {
        call: { method: 'POST' as Method, url: '/crm/guest-language', body: { guestId: theirs.guest, languageId: 3 } },
        status: NOT_FOUND,
      },
    ],
  },
  [`GET ${SEG}`]: {
    kind: tenant,
    sample: () => get(`${SEG}?rowsPerPage=100`),
    leaks: leakedFrom(() => foreignSegments),
    total: (f: { a: number }) => sql`select count(*) as n from guest_segments where master_client_id = ${f.a}`,
  },
  [`POST ${SEG}`]: {
    kind: tenant,
    sample: (): Call => ({ method: 'POST', url: SEG, body: segmentBody() }),
    foreign: () => [
      { call: { method: 'POST' as Method, url: SEG, body: segmentBody({ id: theirs.segment }) }, status: NOT_FOUND },
      ...badSegmentBodies().map((body) => ({
        call: { method: 'POST' as Method, url: SEG, body },
        status: BAD_REFERENCE,
      })),
      ...badSegmentBodies().map((body) => ({
        call: { method: 'POST' as Method, url: SEG, body: { ...body, id: own.segment } },
        status: BAD_REFERENCE,
      })),
    ],
  },
  [`DELETE ${SEG}`]: {
    kind: tenant,
    sample: async (): Promise<Call> => ({ method: 'DELETE', url: `${SEG}?ids=${await newSegment()}` }),
    foreign: () => [
      { call: { method: 'DELETE' as Method, url: `${SEG}?ids=${theirs.segment}` }, status: NOT_FOUND },
      { call: { method: 'DELETE' as Method, url: `${SEG}?ids=${own.segment},${theirs.segment}` }, status: NOT_FOUND },
    ],
  },
  [`GET ${SEG}/sends`]: {
    kind: tenant,
    sample: () => get(`${SEG}/sends?segmentId=${own.segment}`),
    foreign: () => [{ call: get(`${SEG}/sends?segmentId=${theirs.segment}`), status: NOT_FOUND }],
  },
  [`POST ${SEG}/sends`]: {
    kind: tenant,
    // Scheduled far ahead, so the sample never messages the segment's guests.
    sample: (): Call => ({ method: 'POST', url: `${SEG}/sends`, body: sendBody(own.segment, own.template) }),
    foreign: () => [
      {
        call: { method: 'POST' as Method, url: `${SEG}/sends`, body: sendBody(theirs.segment, own.template) },
        status: NOT_FOUND,
      },
      {
        call: { method: 'POST' as Method, url: `${SEG}/sends`, body: sendBody(own.segment, theirs.template) },
        status: NOT_FOUND,
      },
    ],
  },
  [`GET ${SEG}/:id`]: {
    kind: tenant,
    sample: () => get(`${SEG}/${own.segment}`),
    foreign: () => [{ call: get(`${SEG}/${theirs.segment}`), status: NOT_FOUND }],
  },
  [`GET ${SEG}/number`]: {
    kind: tenant,
    sample: () => get(`${SEG}/number?rowId=${own.segment}`),
    foreign: () => [{ call: get(`${SEG}/number?rowId=${theirs.segment}`), status: NOT_FOUND }],
  },
  [`GET ${SEG}/guests`]: {
    kind: tenant,
    sample: () => get(`${SEG}/guests?rowId=${own.segment}&rowsPerPage=100`),
    foreign: () => [{ call: get(`${SEG}/guests?rowId=${theirs.segment}`), status: NOT_FOUND }],
    leaks: leakedFrom(() => foreignGuests),
  },
  ...Object.fromEntries(
    ['options', 'lookup'].map((path) => [
      `GET ${SEG}/${path}`,
      {
        kind: tenant,
        sample: () => get(`${SEG}/${path}`),
        leaks: (b: Body) => [
          ...b.data.categories.map((c: { id: number }) => c.id).filter((id: number) => foreignCategories.has(id)),
          ...b.data.tags.map((c: { id: number }) => c.id).filter((id: number) => foreignTags.has(id)),
        ],
      },
    ]),
  ),
  [`GET ${SEG}/match-list`]: { kind: tenant, sample: () => get(`${SEG}/match-list`) },
  [`GET ${SEG}/conditions`]: { kind: tenant, sample: () => get(`${SEG}/conditions`) },
  [`GET ${SEG}/products`]: {
    kind: tenant,
    sample: () => get(`${SEG}/products?rowsPerPage=100`),
    leaks: leakedFrom(() => foreignProducts),
  },
  [`GET ${SEG}/locations`]: {
    kind: tenant,
    sample: () => get(`${SEG}/locations?rowsPerPage=100`),
    leaks: leakedFrom(() => foreignLocations),
  },
};
