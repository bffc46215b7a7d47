/**
 * Marketing e-mail and the CRM e-mail log's REST routes for tests/cross-tenant.test.ts's route
 * table (issue 14): per route, a call within master client A and the same call naming B's
 * location, template, guest or logged message (404). `prepareMarketingFixtures` reads A's and
 * B's rows once, before the entries run; each sample makes what it consumes.
 * Marketing's guests and segments and CRM (issue 14) for tests/cross-tenant.test.ts's route
 * table: per route, a call within master client A, the same call naming B's rows (404 for a guest,
 * segment or tag of B; 400 for a reference of B inside a segment or tag list), and the foreign ids
 * an answer must never hold. `prepareMarketingFixtures` reads A's and B's rows once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { messageTemplates } from '../../rest-api/src/db/schema-marketing.ts';
import type { Body, Method } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}
interface Refs {
  locationId: number;
  code: string;
  templateId: number;
  guestId: number;
  messageId: number;

interface Side {
  guest: number;
  segment: number;
  tag: number;
  product: number;
  category: number;
  location: number;
}

let db: Db;
let a: number;
let own: Refs;
let foreign: Refs;

async function refsOf(mc: number): Promise<Refs> {
  const [row] = await queryRows<{ id: number; code: string; template: number; guest: number; message: number }>(
    db,
    sql`select l.id, l.code,
          (select min(id) from message_templates t where t.location_id = l.id and t.channel = 'email') as template,
          (select min(id) from guests g where g.master_client_id = ${mc}) as guest,
          (select min(id) from guest_messages m where m.master_client_id = ${mc}) as message
        from locations l where l.master_client_id = ${mc} order by l.id limit 1`,
  );
  return {
    locationId: Number(row!.id),
    code: row!.code,
    templateId: Number(row!.template),
    guestId: Number(row!.guest),
    messageId: Number(row!.message),
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
  };
}

export async function prepareMarketingFixtures(database: Db, mcA: number, mcB: number): Promise<void> {
  db = database;
  a = mcA;
  own = await refsOf(mcA);
  foreign = await refsOf(mcB);
}

const NOT_FOUND = [404] as const;
const tenant = (
  sample: () => Call | Promise<Call>,
  foreignCases: () => { call: Call; status: readonly number[]; empty?: boolean }[] = () => [],
  leaks?: (body: Body) => unknown[],
) => ({ kind: 'tenant' as const, sample, foreign: foreignCases, ...(leaks ? { leaks } : {}) });

const TEMPLATES = '/marketing/email-sms/email-sms-templates';
const BRANDING = '/marketing/email-sms/branding';
const content = (r: Refs, over: Record<string, unknown> = {}) => ({
  locationId: r.locationId,
  languageId: 1,
  name: 'Cross tenant',
  channel: 'email',
  timeTypeId: 5,
  subject: 'Hello {{ guest.firstName }}',
  body: '<p>Hi {{ guest.firstName }}</p>',
  ...over,
});
const brandingInput = {
  logoUrl: '',
  primaryColor: '#DF151C',
  backgroundColor: '#FFFFFF',
  textColor: '#222222',
  headerText: '',
  footerText: '',
  senderName: 'Cross',
  replyTo: '',
};
/** The current version of A's first location's branding in language 2, for a save that succeeds. */
async function brandingVersion(): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select version from email_branding where location_id = ${own.locationId} and language_id = 2`,
  );
  return row ? Number(row.version) : 0;
}
async function newTemplate(): Promise<number> {
  const [row] = await db
    .insert(messageTemplates)
    .values({ masterClientId: a, ...content(own), channel: 'email' })
    .returning({ id: messageTemplates.id });
  return row!.id;
}
const foreignTemplates = (body: Body) =>
  (body.data.data as { id: number; locationId: number }[]).filter((t) => t.locationId === foreign.locationId);

export const MARKETING_ROUTES = {
  [`GET ${BRANDING}`]: tenant(
    () => ({ method: 'GET', url: `${BRANDING}?locationCode=${own.code}` }),
    () => [{ call: { method: 'GET', url: `${BRANDING}?locationCode=${foreign.code}` }, status: NOT_FOUND }],
  ),
  [`PUT ${BRANDING}`]: tenant(
    async () => ({
      method: 'PUT',
      url: `${BRANDING}?locationCode=${own.code}&languageId=2`,
      body: { ...brandingInput, version: await brandingVersion() },
    }),
    () => [
      {
        call: {
          method: 'PUT',
          url: `${BRANDING}?locationCode=${foreign.code}`,
          body: { ...brandingInput, version: 1 },
        },
        status: NOT_FOUND,
      },
    ],
  ),
  [`GET ${TEMPLATES}`]: tenant(
    () => ({ method: 'GET', url: `${TEMPLATES}?locationCode=${own.code}` }),
    () => [{ call: { method: 'GET', url: `${TEMPLATES}?locationCode=${foreign.code}` }, status: [200], empty: true }],
    foreignTemplates,
  ),
  [`GET ${TEMPLATES}/:id`]: tenant(
    () => ({ method: 'GET', url: `${TEMPLATES}/${own.templateId}` }),
    () => [{ call: { method: 'GET', url: `${TEMPLATES}/${foreign.templateId}` }, status: NOT_FOUND }],
  ),
  [`PUT ${TEMPLATES}`]: tenant(
    () => ({ method: 'PUT', url: TEMPLATES, body: content(own) }),
    () => [
      { call: { method: 'PUT', url: TEMPLATES, body: content(foreign) }, status: NOT_FOUND },
      {
        call: { method: 'PUT', url: TEMPLATES, body: content(own, { id: foreign.templateId, version: 1 }) },
        status: NOT_FOUND,
      },
    ],
  ),
  [`DELETE ${TEMPLATES}`]: tenant(
    async () => ({ method: 'DELETE', url: `${TEMPLATES}?id=${await newTemplate()}` }),
    () => [{ call: { method: 'DELETE', url: `${TEMPLATES}?id=${foreign.templateId}` }, status: NOT_FOUND }],
  ),
  [`POST ${TEMPLATES}/preview`]: tenant(
    () => ({ method: 'POST', url: `${TEMPLATES}/preview`, body: content(own, { previewId: own.guestId }) }),
    () => [
      { call: { method: 'POST', url: `${TEMPLATES}/preview`, body: content(foreign) }, status: NOT_FOUND },
      {
        call: { method: 'POST', url: `${TEMPLATES}/preview`, body: content(own, { previewId: foreign.guestId }) },
        status: NOT_FOUND,
      },
    ],
  ),
  'POST /marketing/test-email': tenant(
    () => ({ method: 'POST', url: '/marketing/test-email', body: { ...content(own), email: 'cross@tests.test' } }),
    () => [
      {
        call: {
          method: 'POST',
          url: '/marketing/test-email',
          body: { ...content(foreign), email: 'cross@tests.test' },
        },
        status: NOT_FOUND,
      },
      {
        call: {
          method: 'POST',
          url: '/marketing/test-email',
          body: { ...content(own, { id: foreign.templateId }), email: 'cross@tests.test' },
        },
        status: NOT_FOUND,
      },
    ],
  ),
  'GET /email-templates-time-types': {
    kind: 'self' as const,
    sample: () => ({ method: 'GET' as const, url: '/email-templates-time-types' }),
  },
  'GET /email-template-variables': tenant(
    () => ({ method: 'GET', url: `/email-template-variables?locationCode=${own.code}&previewId=${own.guestId}` }),
    () => [
      { call: { method: 'GET', url: `/email-template-variables?locationCode=${foreign.code}` }, status: NOT_FOUND },
      {
        call: { method: 'GET', url: `/email-template-variables?locationCode=${own.code}&previewId=${foreign.guestId}` },
        status: NOT_FOUND,
      },
    ],
  ),
  'GET /selected-location-languages': tenant(
    () => ({ method: 'GET', url: `/selected-location-languages?locationCode=${own.code}` }),
    () => [
      { call: { method: 'GET', url: `/selected-location-languages?locationCode=${foreign.code}` }, status: NOT_FOUND },
    ],
  ),
  'GET /enabled-languages': tenant(
    () => ({ method: 'GET', url: `/enabled-languages?locationCode=${own.code}` }),
    () => [{ call: { method: 'GET', url: `/enabled-languages?locationCode=${foreign.code}` }, status: NOT_FOUND }],
  ),
  'GET /crm/emails': tenant(
    () => ({ method: 'GET', url: '/crm/emails' }),
    () => [],
    (body) => (body.data.data as { id: number }[]).filter((m) => m.id === foreign.messageId),
  ),
  'POST /crm/emails/:id/resend': tenant(
    () => ({ method: 'POST', url: `/crm/emails/${own.messageId}/resend` }),
    () => [{ call: { method: 'POST', url: `/crm/emails/${foreign.messageId}/resend` }, status: NOT_FOUND }],
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

const rowsOf = (b: Body): { id: number }[] => b.data.data;
const leakedFrom = (set: () => Set<number>) => (b: Body) =>
  rowsOf(b)
    .map((r) => r.id)
    .filter((id) => set().has(id));
const tenant = 'tenant' as const;
const get = (url: string): Call => ({ method: 'GET', url });

export const MARKETING_ROUTES = {
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
  ),
};
