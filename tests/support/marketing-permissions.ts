/**
 * The permission table of guests (menu 112), guest segments (menu 120) and CRM (menus 17, 19) for
 * tests/rest-permissions.test.ts: each call with the flag it needs. Calls that change a
 * row get a fresh row of master client A each time, so the refused and the served call both have
 * a target.
 */
import { sql } from 'drizzle-orm';
import type { FlagName } from '../../core/src/permissions.ts';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { pngDataUrl } from './products.ts';
import type { Method } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

let db: Db;
let a: number;
let serial = 0;

const first = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ id: number }>(db, query))[0]!.id);
const guest = () => first(sql`select id from guests where master_client_id = ${a} order by id limit 1`);
const segment = () =>
  first(sql`insert into guest_segments (master_client_id, name, match, conditions)
    values (${a}, ${`Perm segment ${++serial}`}, 'all', '[{"type":"lastVisitWithin","days":30}]'::jsonb) returning id`);
const template = () =>
  first(
    sql`select id from message_templates where master_client_id = ${a} and time_type_id in (4, 5) order by id limit 1`,
  );
const inAYear = () => new Date(Date.now() + 300 * 86_400_000).toISOString();
const tag = () =>
  first(sql`insert into guest_tags (master_client_id, name) values (${a}, ${`Perm tag ${++serial}`}) returning id`);
const segmentBody = () => ({
  name: `Perm segment ${++serial}`,
  locationId: null,
  match: 'all',
  conditions: [{ type: 'lastVisitWithin', days: 30 }],
});

export function prepareMarketingPermissions(database: Db, mcA: number) {
  db = database;
  a = mcA;
}

const SEG = '/marketing/guest-segments';
const get = (url: string) => async (): Promise<Call> => ({ method: 'GET', url });

export const MARKETING_CASES: { permission: [number, FlagName]; call: () => Promise<Call> }[] = [
  // Logo and background uploads need the edit flag of the screen that shows them.
  {
    permission: [110, 'updateAndExecute'],
    call: async () => ({
      method: 'POST',
      url: '/marketing/email-sms/branding/images',
      body: { dataUrl: pngDataUrl(9, 9, 60 + ++serial) },
    }),
  },
  {
    permission: [21, 'updateAndExecute'],
    call: async () => ({
      method: 'POST',
      url: '/club-booking/settings/images',
      body: { dataUrl: pngDataUrl(9, 9, 60 + ++serial) },
    }),
  },
  { permission: [112, 'view'], call: get('/marketing/guests') },
  { permission: [112, 'detailView'], call: async () => ({ method: 'GET', url: `/marketing/guests/${await guest()}` }) },
  {
    permission: [112, 'add'],
    call: async () => ({
      method: 'POST',
      url: '/marketing/guests/note',
      body: { guestId: await guest(), text: 'Perm' },
    }),
  },
  { permission: [120, 'view'], call: get(SEG) },
  ...['options', 'lookup', 'match-list', 'conditions', 'products', 'locations'].map((p) => ({
    permission: [120, 'view'] as [number, FlagName],
    call: get(`${SEG}/${p}`),
  })),
  { permission: [120, 'view'], call: async () => ({ method: 'GET', url: `${SEG}/number?rowId=${await segment()}` }) },
  { permission: [120, 'view'], call: async () => ({ method: 'GET', url: `${SEG}/guests?rowId=${await segment()}` }) },
  { permission: [120, 'detailView'], call: async () => ({ method: 'GET', url: `${SEG}/${await segment()}` }) },
  { permission: [120, 'add'], call: async () => ({ method: 'POST', url: SEG, body: segmentBody() }) },
  {
    permission: [120, 'updateAndExecute'],
    call: async () => ({ method: 'POST', url: SEG, body: { ...segmentBody(), id: await segment() } }),
  },
  {
    permission: [120, 'view'],
    call: async () => ({ method: 'GET', url: `${SEG}/sends?segmentId=${await segment()}` }),
  },
  {
    permission: [120, 'updateAndExecute'],
    call: async () => ({
      method: 'POST',
      url: `${SEG}/sends`,
      // Far ahead: the check never messages anyone.
      body: { segmentId: await segment(), templateId: await template(), sendAt: inAYear() },
    }),
  },
  { permission: [120, 'remove'], call: async () => ({ method: 'DELETE', url: `${SEG}?ids=${await segment()}` }) },
  {
    permission: [120, 'removeMultiple'],
    call: async () => ({ method: 'DELETE', url: `${SEG}?ids=${await segment()},${await segment()}` }),
  },
  { permission: [17, 'view'], call: async () => ({ method: 'GET', url: `/crm/guests/${await guest()}/timeline` }) },
  { permission: [19, 'view'], call: get('/crm/tags') },
  {
    permission: [19, 'add'],
    call: async () => ({ method: 'POST', url: '/crm/tags', body: { name: `Perm ${++serial}` } }),
  },
  {
    permission: [19, 'updateAndExecute'],
    call: async () => ({ method: 'PUT', url: `/crm/tags/${await tag()}`, body: { name: `Perm ${++serial}` } }),
  },
  { permission: [19, 'remove'], call: async () => ({ method: 'DELETE', url: `/crm/tags/${await tag()}` }) },
  {
    permission: [19, 'updateAndExecute'],
    call: async () => ({
      method: 'POST',
      url: '/crm/guest-tags',
      body: { guestId: await guest(), tagIds: [await tag()] },
    }),
  },
  {
    permission: [112, 'updateAndExecute'],
    call: async () => ({
      method: 'POST',
      url: '/crm/guest-language',
      body: { guestId: await guest(), languageId: 2 },
    }),
  },
];
