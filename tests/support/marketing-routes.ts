/**
 * Marketing e-mail and the CRM e-mail log's REST routes for tests/cross-tenant.test.ts's route
 * table: per route, a call within master client A and the same call naming B's
 * location, template, guest or logged message (404). `prepareMarketingFixtures` reads A's and
 * B's rows once, before the entries run; each sample makes what it consumes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { messageTemplates } from '../../rest-api/src/db/schema-marketing.ts';
import { pngDataUrl } from './products.ts';
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
}

let db: Db;
let a: number;
let own: Refs;
let foreign: Refs;
/** A stored-image path of master client B (its folder), which A's saves must not name. */
let foreignImage: string;

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
  };
}

export async function prepareMarketingFixtures(database: Db, mcA: number, mcB: number): Promise<void> {
  db = database;
  a = mcA;
  own = await refsOf(mcA);
  foreign = await refsOf(mcB);
  foreignImage = `/images/clients/${mcB}/${'b'.repeat(64)}.png`;
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
      {
        call: {
          method: 'PUT',
          url: `${BRANDING}?locationCode=${own.code}&languageId=2`,
          body: { ...brandingInput, logoUrl: foreignImage, version: 1 },
        },
        status: NOT_FOUND,
      },
    ],
  ),
  // A file written for the caller's own master client; nothing of B can be named.
  [`POST ${BRANDING}/images`]: tenant(() => ({
    method: 'POST',
    url: `${BRANDING}/images`,
    body: { dataUrl: pngDataUrl(12, 12) },
  })),
  // Stored brand images, public like product images: content-hash names.
  'GET /images/clients/:masterClientId/:file': { kind: 'public' as const },
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
  ),
};
