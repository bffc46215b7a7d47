/**
 * The calendar, general and registration settings and integrations routes for
 * tests/cross-tenant.test.ts's route table: per route, a call within master client A and the same
 * call naming B's location code or exception id (404, nothing written).
 * `prepareVenueFixtures` picks a location code of A and one of B that A does not have, and makes
 * an exception in B.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { calendarExceptions } from '../../rest-api/src/db/schema-calendar.ts';
import type { Method } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

let db: Db;
let a: number;
let ownCode: string;
let foreignCode: string;
let foreignExceptionId: number;

export async function newException(database: Db, masterClientId: number, code: string): Promise<number> {
  const [location] = await queryRows<{ id: number }>(
    database,
    sql`select id from locations where master_client_id = ${masterClientId} and code = ${code}`,
  );
  const [row] = await database
    .insert(calendarExceptions)
    .values({ masterClientId, locationId: Number(location!.id), exceptionDate: '2030-01-15', isAllDay: true })
    .returning({ id: calendarExceptions.id });
  return row!.id;
}

export async function prepareVenueFixtures(database: Db, mcA: number, mcB: number): Promise<void> {
  db = database;
  a = mcA;
  const codes = async (mc: number) =>
    (
      await queryRows<{ code: string }>(db, sql`select code from locations where master_client_id = ${mc} order by id`)
    ).map((r) => r.code);
  const mine = await codes(mcA);
  ownCode = mine[0]!;
  foreignCode = (await codes(mcB)).find((c) => !mine.includes(c))!;
  foreignExceptionId = await newException(db, mcB, foreignCode);
}

const NOT_FOUND = [404] as const;
const tenant = (
  sample: () => Call | Promise<Call>,
  foreignCases: () => { call: Call; status: readonly number[] }[],
) => ({
  kind: 'tenant' as const,
  sample,
  foreign: foreignCases,
});
/** The same call with B's location code instead of A's: 404. */
const byCode = (call: (code: string) => Call) =>
  tenant(
    () => call(ownCode),
    () => [{ call: call(foreignCode), status: NOT_FOUND }],
  );

const range = 'from=2030-01-01&to=2030-01-31';
const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekday) => ({
  weekday,
  isOpen: true,
  startTime: '10:00',
  endTime: '22:00',
}));
const timed = { exceptionDate: '2030-01-16', startTime: '12:00', endTime: null, isAllDay: false };
const general = {
  timeZone: 'America/Chicago',
  currency: 'USD',
  dateFormat: 'MM/dd/yyyy',
  language: 'en',
  openingHours: week,
  contactEmail: '',
  contactPhone: '',
  website: '',
};
const registration = {
  fields: Object.fromEntries(
    ['firstName', 'lastName', 'email', 'phone', 'birthDate', 'address', 'postalCode', 'gender'].map((f) => [
      f,
      { asked: true, required: false },
    ]),
  ),
  waiverText: '',
  allowMinors: true,
  minorAge: 18,
  askRelationshipInfo: true,
};

/** Current versions, read with SQL so each sample saves on top of the last one. */
const versionOf = async (table: 'location_settings' | 'registration_settings', code: string) => {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select s.version from ${sql.raw(table)} s join locations l on l.id = s.location_id
        where l.master_client_id = ${a} and l.code = ${code}`,
  );
  return row ? Number(row.version) : 0;
};

const integration = (path: string, body: Record<string, unknown>) => ({
  [`GET /integrations/${path}`]: byCode((code) => ({
    method: 'GET',
    url: `/integrations/${path}?locationCode=${code}`,
  })),
  [`PUT /integrations/${path}`]: byCode((code) => ({
    method: 'PUT',
    url: `/integrations/${path}?locationCode=${code}`,
    body: { isEnabled: false, ...body },
  })),
});

export const VENUE_ROUTES = {
  'POST /calendar': byCode((code) => ({
    method: 'POST',
    url: '/calendar',
    body: { code, from: '2030-01-01', to: '2030-01-31' },
  })),
  'GET /calendar/exceptions': byCode((code) => ({ method: 'GET', url: `/calendar/exceptions?code=${code}&${range}` })),
  'GET /calendar/open': byCode((code) => ({ method: 'GET', url: `/calendar/open?code=${code}&at=2030-01-15T12:00` })),
  'POST /calendar/weekly-availability': byCode((code) => ({
    method: 'POST',
    url: '/calendar/weekly-availability',
    body: { code, api: 'x', weeklyAvailability: week },
  })),
  'POST /calendar/exceptions': byCode((code) => ({
    method: 'POST',
    url: '/calendar/exceptions',
    body: { code, ...timed },
  })),
  'PUT /calendar/exceptions': tenant(
    async () => ({
      method: 'PUT',
      url: '/calendar/exceptions',
      body: { code: ownCode, id: await newException(db, a, ownCode), ...timed, exceptionDate: '2030-01-20' },
    }),
    () => [
      {
        call: { method: 'PUT', url: '/calendar/exceptions', body: { code: ownCode, id: foreignExceptionId, ...timed } },
        status: NOT_FOUND,
      },
    ],
  ),
  'DELETE /calendar/exceptions': byCode((code) => ({
    method: 'DELETE',
    url: `/calendar/exceptions?code=${code}&exceptionDate=2030-01-16`,
  })),
  'POST /calendar/remove/:id': tenant(
    async () => ({ method: 'POST', url: `/calendar/remove/${await newException(db, a, ownCode)}` }),
    () => [{ call: { method: 'POST', url: `/calendar/remove/${foreignExceptionId}` }, status: NOT_FOUND }],
  ),
  'GET /general-settings': byCode((code) => ({ method: 'GET', url: `/general-settings?locationCode=${code}` })),
  'POST /general-settings': tenant(
    async () => ({
      method: 'POST',
      url: `/general-settings?locationCode=${ownCode}`,
      body: { ...general, version: await versionOf('location_settings', ownCode) },
    }),
    () => [
      {
        call: {
          method: 'POST',
          url: `/general-settings?locationCode=${foreignCode}`,
          body: { ...general, version: 1 },
        },
        status: NOT_FOUND,
      },
    ],
  ),
  'GET /registration-settings': byCode((code) => ({
    method: 'GET',
    url: `/registration-settings?locationCode=${code}`,
  })),
  'POST /registration-settings': tenant(
    async () => ({
      method: 'POST',
      url: `/registration-settings?locationCode=${ownCode}`,
      body: { ...registration, version: await versionOf('registration_settings', ownCode) },
    }),
    () => [
      {
        call: {
          method: 'POST',
          url: `/registration-settings?locationCode=${foreignCode}`,
          body: { ...registration, version: 0 },
        },
        status: NOT_FOUND,
      },
    ],
  ),
  ...integration('google-analytics', { measurementId: '' }),
  ...integration('google-tag-manager', { containerId: '' }),
  ...integration('voucherify', { clientId: '', privateKey: '', host: '' }),
  // ChurnZero is the master client's own (no ids to name) and provider staff only.
  'GET /integrations/churnzero': {
    kind: 'self' as const,
    sample: () => ({ method: 'GET' as const, url: '/integrations/churnzero' }),
  },
  'PUT /integrations/churnzero': {
    kind: 'self' as const,
    sample: () => ({ method: 'PUT' as const, url: '/integrations/churnzero', body: { isEnabled: false } }),
  },
  'GET /guest-shop/tags': { kind: 'public' as const },
};
