/**
 * Tenancy over every REST route, table-driven. The routes are read from the running REST API, so a
 * route added without an entry here fails until it is classified. As the demo director (a member
 * of all three master clients, the strongest caller) sending masterClient=A (FunZone):
 * - ids of master client B's rows in paths, queries and bodies are refused (404 for a path id,
 *   400 for a reference in a body) and nothing is written anywhere (tables read back with SQL);
 * - lists and lookups answer none of B's or C's rows.
 * As a user of A alone: masterClient=B is refused with 403 on every signed-in route, writing nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS } from '../core/src/dashboards/metrics.ts';
import type { Db } from '../rest-api/src/db/client.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { CATALOGUE_ROUTES, prepareCatalogueFixtures } from './support/catalogue-routes.ts';
import { PRODUCT_ROUTES, prepareProductFixtures } from './support/product-routes.ts';
import { MARKETING_ROUTES, prepareMarketingFixtures } from './support/marketing-routes.ts';
import { demoMasterClients, fingerprint, newGroup, newLocation, newUser } from './support/fixtures.ts';
import { type Body, type Method, restCall, restLogin } from './support/rest.ts';
import { allBits, newRole, userWithBits } from './support/roles.ts';
import { prepareRolesFixtures, ROLES_ROUTES } from './support/roles-routes.ts';
import { withHistory } from './support/audit-routes.ts';
import { API_TOKEN_ROUTES, prepareApiTokenFixtures } from './support/apitoken-routes.ts';
import { prepareSetupFixtures, SETUP_ROUTES } from './support/setup-routes.ts';
import { BOOKING_PUBLIC_ROUTES, BOOKING_ROUTE_CASES, prepareBookingFixtures } from './support/booking-routes.ts';
import { GUEST_ROUTES, prepareGuestFixtures } from './support/guest-routes.ts';
import { FEED_ROUTES, prepareFeedFixtures } from './support/feed-routes.ts';
import { CLUB_ROUTES, prepareClubFixtures } from './support/club-routes.ts';
import { type Stack, startStack } from './support/stack.ts';
import { prepareVenueFixtures, VENUE_ROUTES } from './support/venue-routes.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

/** Rows of A to act on, and B's rows to name, plus every foreign (B or C) id for the leak checks. */
interface Fx {
  db: Db;
  a: number;
  own: {
    groupId: number;
    locationIds: number[];
    userId: number;
    directorUserId: number;
    roleId: number;
  };
  foreign: {
    groupId: number;
    locationId: number;
    /** A seeded location of B, with dashboard facts, resources and products. */
    seededCode: string;
    seededLocationId: number;
    userId: number;
    directorUserId: number;
    roleId: number;
  };
  /** Ids of rows of B and C (users: those who are not members of A). */
  foreignIds: { groups: Set<number>; locations: Set<number>; roles: Set<number>; users: Set<number> };
}

interface ForeignCase {
  call: Call;
  /** The answers the route's contract allows for it. */
  status: readonly number[];
  /** A filter naming the foreign row: the answer must hold no rows at all. */
  empty?: boolean;
}

type Entry =
  /** Callable without a session: no tenant data. */
  | { kind: 'public' }
  /** The caller's own data, or reference data: only the master-client check applies. */
  | { kind: 'self'; sample: (f: Fx) => Promise<Call> | Call }
  | {
      kind: 'tenant';
      /** A well-formed call within A, answered 200 (proves the foreign calls are refused for tenancy). */
      sample: (f: Fx) => Promise<Call> | Call;
      foreign?: (f: Fx) => ForeignCase[];
      /** Lists and lookups: the foreign rows in an answer (must be none). */
      leaks?: (body: Body, f: Fx) => unknown[];
      /** Paged lists: the rows A has, counted with SQL. */
      total?: (f: Fx) => ReturnType<typeof sql>;
    };

const NOT_FOUND = [404] as const;
/** A save-permission payload: View on Groups (menu 13). */
const GROUPS_VIEW = JSON.stringify([{ rows: [{ routeId: 13, view: true }] }]);
const BAD_REFERENCE = [400, 403, 404] as const;
const ROLE = { form: 'simple', firstName: 'Cross', lastName: 'Tenant', phone: '5125550111' };

const ids = (rows: { [k: string]: unknown }[], key: string) => rows.map((r) => Number(r[key]));
const foreignIn = (values: number[], set: Set<number>) => values.filter((v) => set.has(v));

// Group names are unique per master client: each body names a new one, so a 400 is about the reference.
let groups = 0;
const groupBody = (_f: Fx, locationIds = _f.own.locationIds) => ({ name: `Cross group ${++groups}`, locationIds });
const locationTexts = { storeNumber: '', address1: '', address2: '', city: 'Austin', state: 'TX', postalCode: '' };
const userBody = (f: Fx, over: Record<string, unknown> = {}) => ({
  ...ROLE,
  email: `cross-${Math.random().toString(36).slice(2, 10)}@tests.test`,
  roleId: f.own.roleId,
  locationIds: [f.own.locationIds[0]],
  ...over,
});
const directorBody = (f: Fx, over: Record<string, unknown> = {}) => ({
  firstName: 'Cross',
  lastName: 'Director',
  email: `cross-d-${Math.random().toString(36).slice(2, 10)}@tests.test`,
  phone: '5125550112',
  roleId: f.own.roleId,
  locationId: f.own.locationIds[0],
  ...over,
});

const dashboardQuery = 'dateRange=16&rollingDataRange=3';

/** Every REST route, by `METHOD url`. */
const ROUTES: Record<string, Entry> = withHistory({
  'GET /health': { kind: 'public' },
  'GET /ready': { kind: 'public' },
  'POST /login': { kind: 'public' },
  'POST /out': { kind: 'public' },
  'POST /auth/account-recovery': { kind: 'public' },
  'POST /auth/account-recovery-validate': { kind: 'public' },
  'POST /auth/account-recovery-submit': { kind: 'public' },
  'GET /dev/outbox': { kind: 'public' },
  // The invitation link: the token is the credential; it names its own master client.
  'POST /auth/invitation': { kind: 'public' },
  'POST /auth/invitation-accept': { kind: 'public' },
  'GET /dev/sms': { kind: 'public' },

  'GET /me': { kind: 'self', sample: () => ({ method: 'GET', url: '/me' }) },
  'POST /ping': { kind: 'self', sample: () => ({ method: 'POST', url: '/ping' }) },
  'GET /master-clients': { kind: 'self', sample: () => ({ method: 'GET', url: '/master-clients' }) },
  // Customers span every master client and are provider staff's alone (403 for anyone
  // else, tests/customers.test.ts); here only the master-client check applies.
  'GET /tenants/customers': { kind: 'self', sample: () => ({ method: 'GET', url: '/tenants/customers' }) },
  'POST /tenants/customers': {
    kind: 'self',
    sample: () => ({
      method: 'POST',
      url: '/tenants/customers',
      body: {
        name: 'Cross customer',
        country: 'US',
        timeZone: 'UTC',
        currency: 'USD',
        directorFirstName: 'Cross',
        directorLastName: 'Tenant',
        directorEmail: 'cross-customer@tests.test',
        directorLanguageId: 1,
      },
    }),
  },
  'POST /tenants/customers/:id/invitation': {
    kind: 'self',
    sample: (f) => ({ method: 'POST', url: `/tenants/customers/${f.a}/invitation` }),
  },
  // The setup checklist: counts of the request's master client only.
  'GET /tenants/checklist': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/tenants/checklist' }),
    leaks: () => [],
  },
  'GET /languages': { kind: 'self', sample: () => ({ method: 'GET', url: '/languages' }) },
  'GET /date-formats': { kind: 'self', sample: () => ({ method: 'GET', url: '/date-formats' }) },
  'GET /user-profile': { kind: 'self', sample: () => ({ method: 'GET', url: '/user-profile' }) },
  'POST /user-profile': {
    kind: 'self',
    sample: () => ({
      method: 'POST',
      url: '/user-profile',
      body: { firstName: 'X', lastName: 'Y', title: '', phone: '', languageId: 1, dateFormatId: 1, version: 1 },
    }),
  },
  'POST /user-profile-security': {
    kind: 'self',
    sample: () => ({
      method: 'POST',
      url: '/user-profile-security',
      body: { currentPassword: 'Marquee#2026', newPassword: 'Changed#2027', repeatNewPassword: 'Changed#2027' },
    }),
  },
  'GET /user-profile/contacts': { kind: 'self', sample: () => ({ method: 'GET', url: '/user-profile/contacts' }) },
  'PUT /user-profile/contacts': {
    kind: 'self',
    sample: () => ({ method: 'PUT', url: '/user-profile/contacts', body: { contacts: [] } }),
  },
  'GET /user-profile/contact-types': {
    kind: 'self',
    sample: () => ({ method: 'GET', url: '/user-profile/contact-types' }),
  },
  'GET /api/quick-panel/data': { kind: 'self', sample: () => ({ method: 'GET', url: '/api/quick-panel/data' }) },
  'POST /logs/visits': {
    kind: 'self',
    sample: () => ({ method: 'POST', url: '/logs/visits', body: { eventName: 'view_bookings' } }),
  },

  // Lookups of any signed-in user of the master client.
  'GET /location': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/location?src=lookup' }),
    foreign: (f) => [
      { call: { method: 'GET', url: `/location?src=lookup&group=${f.foreign.groupId}` }, status: [200], empty: true },
    ],
    leaks: (body, f) => foreignIn(ids(body.data, 'locationId'), f.foreignIds.locations),
  },
  'GET /group': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/group?src=lookup' }),
    foreign: (f) => [{ call: { method: 'GET', url: `/group?src=lookup&exclude=${f.foreign.groupId}` }, status: [200] }],
    leaks: (body, f) => foreignIn(ids(body.data, 'groupId'), f.foreignIds.groups),
  },
  'GET /roles': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/roles?src=lookup' }),
    leaks: (body, f) => foreignIn(ids(body.data, 'roleId'), f.foreignIds.roles),
  },
  'GET /groups/locations': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/groups/locations?src=lookup' }),
    leaks: (body, f) => [
      ...foreignIn(ids(body.data, 'groupId'), f.foreignIds.groups),
      ...foreignIn(
        body.data.flatMap((g: { locations: { locationId: number }[] }) => ids(g.locations, 'locationId')),
        f.foreignIds.locations,
      ),
    ],
  },
  'GET /number-of-guests-resources': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/number-of-guests-resources?src=lookup&locationCode=FZD' }),
    foreign: (f) => [
      {
        call: { method: 'GET', url: `/number-of-guests-resources?src=lookup&locationCode=${f.foreign.seededCode}` },
        status: [200],
        empty: true,
      },
    ],
  },
  'GET /dashboards/products': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/dashboards/products?src=lookup&location=FZD' }),
    foreign: (f) => [
      {
        call: { method: 'GET', url: `/dashboards/products?src=lookup&location=${f.foreign.seededCode}` },
        status: [200],
        empty: true,
      },
    ],
  },

  // Settings: groups.
  'GET /settings/groups': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/settings/groups?rowsPerPage=100' }),
    leaks: (body, f) => foreignIn(ids(body.data.data, 'id'), f.foreignIds.groups),
    total: (f) => sql`select count(*) as n from location_groups where master_client_id = ${f.a}`,
  },
  'GET /settings/groups/sub-table': {
    kind: 'tenant',
    sample: (f) => ({ method: 'GET', url: `/settings/groups/sub-table?id=${f.own.groupId}` }),
    foreign: (f) => [
      { call: { method: 'GET', url: `/settings/groups/sub-table?id=${f.foreign.groupId}` }, status: NOT_FOUND },
    ],
  },
  'GET /settings/groups/:id': {
    kind: 'tenant',
    sample: (f) => ({ method: 'GET', url: `/settings/groups/${f.own.groupId}` }),
    foreign: (f) => [{ call: { method: 'GET', url: `/settings/groups/${f.foreign.groupId}` }, status: NOT_FOUND }],
  },
  'POST /settings/groups': {
    kind: 'tenant',
    sample: (f) => ({ method: 'POST', url: '/settings/groups', body: groupBody(f) }),
    foreign: (f) => [
      {
        call: { method: 'POST', url: '/settings/groups', body: groupBody(f, [f.foreign.locationId]) },
        status: BAD_REFERENCE,
      },
      {
        call: {
          method: 'POST',
          url: '/settings/groups',
          body: groupBody(f, [f.own.locationIds[0]!, f.foreign.locationId]),
        },
        status: BAD_REFERENCE,
      },
    ],
  },
  'PUT /settings/groups/:id': {
    kind: 'tenant',
    sample: async (f) => {
      const g = await newGroup(f.db, f.a);
      return { method: 'PUT', url: `/settings/groups/${g.id}`, body: { ...groupBody(f), version: g.version } };
    },
    foreign: (f) => [
      {
        call: { method: 'PUT', url: `/settings/groups/${f.foreign.groupId}`, body: { ...groupBody(f), version: 1 } },
        status: NOT_FOUND,
      },
      {
        call: {
          method: 'PUT',
          url: `/settings/groups/${f.own.groupId}`,
          body: { ...groupBody(f, [f.foreign.locationId]), version: 1 },
        },
        status: BAD_REFERENCE,
      },
    ],
  },
  'DELETE /settings/groups': {
    kind: 'tenant',
    sample: async (f) => ({ method: 'DELETE', url: `/settings/groups?ids=${(await newGroup(f.db, f.a)).id}` }),
    foreign: (f) => [
      { call: { method: 'DELETE', url: `/settings/groups?ids=${f.foreign.groupId}` }, status: NOT_FOUND },
      {
        call: { method: 'DELETE', url: `/settings/groups?ids=${f.own.groupId},${f.foreign.groupId}` },
        status: NOT_FOUND,
      },
    ],
  },

  // Settings: locations.
  'GET /settings/locations': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/settings/locations?rowsPerPage=100' }),
    foreign: (f) => [
      { call: { method: 'GET', url: `/settings/locations?groupId=${f.foreign.groupId}` }, status: [200], empty: true },
    ],
    leaks: (body, f) => foreignIn(ids(body.data.data, 'id'), f.foreignIds.locations),
    total: (f) => sql`select count(*) as n from locations where master_client_id = ${f.a}`,
  },
  'GET /settings/locations/:id': {
    kind: 'tenant',
    sample: (f) => ({ method: 'GET', url: `/settings/locations/${f.own.locationIds[0]}` }),
    foreign: (f) => [
      { call: { method: 'GET', url: `/settings/locations/${f.foreign.locationId}` }, status: NOT_FOUND },
    ],
  },
  'POST /settings/locations': {
    kind: 'tenant',
    sample: () => ({
      method: 'POST',
      url: '/settings/locations',
      body: { name: 'Cross location', groupId: null, ...locationTexts },
    }),
    foreign: (f) => [
      {
        call: {
          method: 'POST',
          url: '/settings/locations',
          body: { name: 'Cross location', groupId: f.foreign.groupId, ...locationTexts },
        },
        status: BAD_REFERENCE,
      },
    ],
  },
  'PUT /settings/locations/:id': {
    kind: 'tenant',
    sample: async (f) => {
      const l = await newLocation(f.db, f.a);
      return {
        method: 'PUT',
        url: `/settings/locations/${l.id}`,
        body: { groupId: f.own.groupId, ...locationTexts, version: l.version },
      };
    },
    foreign: (f) => [
      {
        call: {
          method: 'PUT',
          url: `/settings/locations/${f.foreign.locationId}`,
          body: { groupId: null, ...locationTexts, version: 1 },
        },
        status: NOT_FOUND,
      },
      {
        call: {
          method: 'PUT',
          url: `/settings/locations/${f.own.locationIds[0]}`,
          body: { groupId: f.foreign.groupId, ...locationTexts, version: 1 },
        },
        status: BAD_REFERENCE,
      },
    ],
  },
  'DELETE /settings/locations': {
    kind: 'tenant',
    sample: async (f) => ({ method: 'DELETE', url: `/settings/locations?ids=${(await newLocation(f.db, f.a)).id}` }),
    foreign: (f) => [
      { call: { method: 'DELETE', url: `/settings/locations?ids=${f.foreign.locationId}` }, status: NOT_FOUND },
      {
        call: { method: 'DELETE', url: `/settings/locations?ids=${f.own.locationIds[1]},${f.foreign.locationId}` },
        status: NOT_FOUND,
      },
    ],
  },

  // Settings: users.
  'GET /settings/users': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/settings/users?rowsPerPage=100' }),
    foreign: (f) => [
      { call: { method: 'GET', url: `/settings/users?roleId=${f.foreign.roleId}` }, status: [200], empty: true },
      {
        call: { method: 'GET', url: `/settings/users?locationId=${f.foreign.locationId}` },
        status: [200],
        empty: true,
      },
    ],
    leaks: (body, f) => foreignIn(ids(body.data.data, 'id'), f.foreignIds.users),
    total: (f) => sql`select count(*) as n from user_master_clients where master_client_id = ${f.a}`,
  },
  'GET /settings/users/get-roles': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/settings/users/get-roles' }),
    leaks: (body, f) => foreignIn(ids(body.data, 'roleId'), f.foreignIds.roles),
  },
  'GET /settings/users/:id': {
    kind: 'tenant',
    sample: (f) => ({ method: 'GET', url: `/settings/users/${f.own.userId}` }),
    foreign: (f) => [{ call: { method: 'GET', url: `/settings/users/${f.foreign.userId}` }, status: NOT_FOUND }],
    leaks: (body, f) => body.data.masterClients.filter((m: { masterClientId: number }) => m.masterClientId !== f.a),
  },
  'POST /settings/users': {
    kind: 'tenant',
    sample: (f) => ({ method: 'POST', url: '/settings/users', body: userBody(f) }),
    foreign: (f) => [
      {
        call: { method: 'POST', url: '/settings/users', body: userBody(f, { roleId: f.foreign.roleId }) },
        status: BAD_REFERENCE,
      },
      {
        call: { method: 'POST', url: '/settings/users', body: userBody(f, { locationIds: [f.foreign.locationId] }) },
        status: BAD_REFERENCE,
      },
    ],
  },
  'PUT /settings/users/:id': {
    kind: 'tenant',
    sample: async (f) => {
      const u = await newUser(f.db, f.a);
      return {
        method: 'PUT',
        url: `/settings/users/${u.id}`,
        body: { ...userBody(f, { email: u.email, roleId: u.roleId }), version: 1 },
      };
    },
    foreign: (f) => [
      {
        call: {
          method: 'PUT',
          url: `/settings/users/${f.foreign.userId}`,
          body: { ...userBody(f, { roleId: f.foreign.roleId }), version: 1 },
        },
        status: NOT_FOUND,
      },
      {
        call: {
          method: 'PUT',
          url: `/settings/users/${f.own.userId}`,
          body: { ...userBody(f, { roleId: f.foreign.roleId }), version: 1 },
        },
        status: BAD_REFERENCE,
      },
      {
        call: {
          method: 'PUT',
          url: `/settings/users/${f.own.userId}`,
          body: { ...userBody(f, { locationIds: [f.foreign.locationId] }), version: 1 },
        },
        status: BAD_REFERENCE,
      },
    ],
  },
  'DELETE /settings/users': {
    kind: 'tenant',
    sample: async (f) => ({ method: 'DELETE', url: `/settings/users?ids=${(await newUser(f.db, f.a)).id}` }),
    foreign: (f) => [
      { call: { method: 'DELETE', url: `/settings/users?ids=${f.foreign.userId}` }, status: NOT_FOUND },
      {
        call: { method: 'DELETE', url: `/settings/users?ids=${f.own.userId},${f.foreign.userId}` },
        status: NOT_FOUND,
      },
    ],
  },
  'POST /settings/user-invite': {
    kind: 'tenant',
    sample: (f) => ({ method: 'POST', url: '/settings/user-invite', body: { userId: f.own.userId } }),
    foreign: (f) => [
      { call: { method: 'POST', url: '/settings/user-invite', body: { userId: f.foreign.userId } }, status: NOT_FOUND },
    ],
  },

  // Settings: director users.
  'GET /settings/users-director': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/settings/users-director?rowsPerPage=100' }),
    foreign: (f) => [
      {
        call: { method: 'GET', url: `/settings/users-director?roleId=${f.foreign.roleId}` },
        status: [200],
        empty: true,
      },
    ],
    leaks: (body, f) => foreignIn(ids(body.data.data, 'id'), f.foreignIds.users),
  },
  'GET /settings/users-director/:id': {
    kind: 'tenant',
    sample: (f) => ({ method: 'GET', url: `/settings/users-director/${f.own.directorUserId}` }),
    foreign: (f) => [
      { call: { method: 'GET', url: `/settings/users-director/${f.foreign.directorUserId}` }, status: NOT_FOUND },
    ],
  },
  'POST /settings/users-director': {
    kind: 'tenant',
    sample: (f) => ({ method: 'POST', url: '/settings/users-director', body: directorBody(f) }),
    foreign: (f) => [
      {
        call: { method: 'POST', url: '/settings/users-director', body: directorBody(f, { roleId: f.foreign.roleId }) },
        status: BAD_REFERENCE,
      },
      {
        call: {
          method: 'POST',
          url: '/settings/users-director',
          body: directorBody(f, { locationId: f.foreign.locationId }),
        },
        status: BAD_REFERENCE,
      },
    ],
  },
  'PUT /settings/users-director/:id': {
    kind: 'tenant',
    sample: async (f) => {
      const u = await newUser(f.db, f.a, { director: true });
      return {
        method: 'PUT',
        url: `/settings/users-director/${u.id}`,
        body: { ...directorBody(f, { email: u.email, roleId: u.roleId }), version: 1 },
      };
    },
    foreign: (f) => [
      {
        call: {
          method: 'PUT',
          url: `/settings/users-director/${f.foreign.directorUserId}`,
          body: { ...directorBody(f, { roleId: f.foreign.roleId }), version: 1 },
        },
        status: NOT_FOUND,
      },
      {
        call: {
          method: 'PUT',
          url: `/settings/users-director/${f.own.directorUserId}`,
          body: { ...directorBody(f, { locationId: f.foreign.locationId }), version: 1 },
        },
        status: BAD_REFERENCE,
      },
    ],
  },
  'DELETE /settings/users-director/:id': {
    kind: 'tenant',
    sample: async (f) => ({
      method: 'DELETE',
      url: `/settings/users-director/${(await newUser(f.db, f.a, { director: true })).id}?version=1`,
    }),
    foreign: (f) => [
      {
        call: { method: 'DELETE', url: `/settings/users-director/${f.foreign.directorUserId}?version=1` },
        status: NOT_FOUND,
      },
    ],
  },

  // Settings: Roles and Security; a role of another master client is not found.
  'GET /settings/roles-security': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/settings/roles-security' }),
    leaks: (body, f) => foreignIn(ids(body.data, 'roleId'), f.foreignIds.roles),
  },
  'POST /settings/roles-security': {
    kind: 'tenant',
    sample: () => ({ method: 'POST', url: '/settings/roles-security', body: { name: 'Cross tenant role' } }),
  },
  'PUT /settings/roles-security': {
    kind: 'tenant',
    sample: async (f) => ({
      method: 'PUT',
      url: '/settings/roles-security',
      body: { roleId: await newRole(f.db, f.a), name: 'Renamed' },
    }),
    foreign: (f) => [
      {
        call: { method: 'PUT', url: '/settings/roles-security', body: { roleId: f.foreign.roleId, name: 'Renamed' } },
        status: NOT_FOUND,
      },
    ],
  },
  'DELETE /settings/roles-security/:id': {
    kind: 'tenant',
    sample: async (f) => ({ method: 'DELETE', url: `/settings/roles-security/${await newRole(f.db, f.a)}` }),
    foreign: (f) => [
      { call: { method: 'DELETE', url: `/settings/roles-security/${f.foreign.roleId}` }, status: NOT_FOUND },
    ],
  },
  'POST /settings/roles-security/duplicate': {
    kind: 'tenant',
    sample: async (f) => ({
      method: 'POST',
      url: '/settings/roles-security/duplicate',
      body: { roleId: await newRole(f.db, f.a) },
    }),
    foreign: (f) => [
      {
        call: { method: 'POST', url: '/settings/roles-security/duplicate', body: { roleId: f.foreign.roleId } },
        status: NOT_FOUND,
      },
    ],
  },
  'POST /settings/roles-security/save-permission': {
    kind: 'tenant',
    sample: async (f) => ({
      method: 'POST',
      url: '/settings/roles-security/save-permission',
      body: { roleId: await newRole(f.db, f.a), permissionJson: GROUPS_VIEW },
    }),
    foreign: (f) => [
      {
        call: {
          method: 'POST',
          url: '/settings/roles-security/save-permission',
          body: { roleId: f.foreign.roleId, permissionJson: GROUPS_VIEW },
        },
        status: NOT_FOUND,
      },
    ],
  },

  // Dashboards: every metric; foreign location ids answer what no location at all answers.
  ...Object.fromEntries(
    METRICS.map((metric): [string, Entry] => [
      `GET /dashboards/${metric}`,
      {
        kind: 'tenant',
        sample: () => ({ method: 'GET', url: `/dashboards/${metric}?${dashboardQuery}` }),
      },
    ]),
  ),

  // The liability view: the same scope as the metrics.
  'GET /dashboards/liabilities/aged': {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: `/dashboards/liabilities/aged?${dashboardQuery}` }),
  },

  // The batch of a dashboard load: the same metrics, foreign locations checked below too.
  'POST /dashboards/batch': {
    kind: 'tenant',
    sample: () => ({
      method: 'POST',
      url: '/dashboards/batch',
      body: { calls: METRICS.map((metric) => ({ metric, query: { dateRange: 16, rollingDataRange: 3 } })) },
    }),
  },

  // Catalogue: tests/support/catalogue-routes.ts.
  ...CATALOGUE_ROUTES,
  // Products: tests/support/product-routes.ts.
  ...PRODUCT_ROUTES,

  // Roles & Departments: tests/support/roles-routes.ts.
  ...ROLES_ROUTES,
  // API tokens: tests/support/apitoken-routes.ts.
  ...API_TOKEN_ROUTES,
  // The venue feed: tests/support/feed-routes.ts.
  ...FEED_ROUTES,
  // Resources and activities: tests/support/setup-routes.ts.
  ...SETUP_ROUTES,
  // Bookings: tests/support/booking-routes.ts.
  ...Object.fromEntries(
    Object.entries(BOOKING_ROUTE_CASES).map(([k, c]) => [
      k,
      // The card-provider calls answer 400 on a stack without one: only the master-client check applies.
      c.served === 400
        ? { kind: 'self' as const, sample: c.sample }
        : { kind: 'tenant' as const, sample: c.sample, foreign: c.foreign, leaks: c.leaks },
    ]),
  ),
  ...Object.fromEntries(BOOKING_PUBLIC_ROUTES.map((k) => [k, { kind: 'public' as const }])),
  // Calendar, general and registration settings, integrations: tests/support/venue-routes.ts.
  ...VENUE_ROUTES,
  // Marketing e-mail and the CRM e-mail log: tests/support/marketing-routes.ts.
  ...MARKETING_ROUTES,
  // Guests, segments and CRM: tests/support/guest-routes.ts.
  ...GUEST_ROUTES,
  // Club booking and the kiosk: tests/support/club-routes.ts.
  ...CLUB_ROUTES,
});

let stack: Stack;
let director: string;
let aOnly: string;
let f: Fx;

const send = (token: string, c: Call, masterClient: number) =>
  restCall(stack.restUrl, token, c.method, c.url, { body: c.body, masterClient });

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return Number((await queryRows<{ n: number }>(stack.database.db, query))[0]!.n);
}

async function setIds(query: ReturnType<typeof sql>): Promise<Set<number>> {
  return new Set((await queryRows<{ id: number }>(stack.database.db, query)).map((r) => Number(r.id)));
}

beforeAll(async () => {
  stack = await startStack();
  const db = stack.database.db;
  const { a, b } = await demoMasterClients(db);
  const own = {
    group: await newGroup(db, a),
    locations: [await newLocation(db, a), await newLocation(db, a)],
    user: await newUser(db, a),
    director: await newUser(db, a, { director: true }),
  };
  const foreign = {
    group: await newGroup(db, b),
    location: await newLocation(db, b),
    user: await newUser(db, b),
    director: await newUser(db, b, { director: true }),
  };
  const [seeded] = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from locations where master_client_id = ${b} order by id limit 1`,
  );
  const members = sql`select user_id from user_master_clients where master_client_id = ${a}`;
  f = {
    db,
    a,
    own: {
      groupId: own.group.id,
      locationIds: own.locations.map((l) => l.id),
      userId: own.user.id,
      directorUserId: own.director.id,
      roleId: own.user.roleId,
    },
    foreign: {
      groupId: foreign.group.id,
      locationId: foreign.location.id,
      seededCode: seeded!.code,
      seededLocationId: Number(seeded!.id),
      userId: foreign.user.id,
      directorUserId: foreign.director.id,
      roleId: foreign.user.roleId,
    },
    foreignIds: {
      groups: await setIds(sql`select id from location_groups where master_client_id <> ${a}`),
      locations: await setIds(sql`select id from locations where master_client_id <> ${a}`),
      roles: await setIds(sql`select id from roles where master_client_id <> ${a}`),
      users: await setIds(sql`select id from users where id not in (${members})`),
    },
  };
  await prepareCatalogueFixtures(db, a, b);
  await prepareProductFixtures(db, a, b);
  await prepareRolesFixtures(db, a, b);
  await prepareApiTokenFixtures(db, a, b);
  await prepareFeedFixtures(db, a, b);
  await prepareSetupFixtures(db, a, b);
  await prepareBookingFixtures(db, stack.restUrl, a, b);
  await prepareVenueFixtures(db, a, b);
  await prepareMarketingFixtures(db, a, b);
  await prepareGuestFixtures(db, a, b);
  await prepareClubFixtures(db, a, b);
  director = await restLogin(stack.restUrl, 'director@funzone.test');
  aOnly = await restLogin(stack.restUrl, (await userWithBits(db, a, allBits())).email);
});
afterAll(() => stack?.close());

const routeKeys = () => stack.restRoutes().map((r) => `${r.method} ${r.url}`);
const entries = (kind: Entry['kind']) => Object.entries(ROUTES).filter(([, e]) => e.kind === kind);

describe('every REST route is classified', () => {
  it('has an entry for each route the REST API serves, and none for a route it does not', () => {
    const served = routeKeys();
    expect(
      served.filter((key) => !(key in ROUTES)),
      'routes without an entry in ROUTES',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((key) => !served.includes(key)),
      'entries without a route',
    ).toEqual([]);
  });
});

describe('foreign ids sent with masterClient=A', () => {
  it.each(entries('tenant'))('%s', async (_key, entry) => {
    if (entry.kind !== 'tenant') return;
    for (const { call, status, empty } of entry.foreign?.(f) ?? []) {
      const before = await fingerprint(stack.database.db);
      const res = await send(director, call, f.a);
      const where = `${call.method} ${call.url} ${JSON.stringify(call.body ?? '')}`;
      expect(status, `${where} → ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      expect(await fingerprint(stack.database.db), `${where} wrote`).toEqual(before);
      if (res.status === 200 && entry.leaks) expect(entry.leaks(res.body, f), where).toEqual([]);
      if (empty) {
        const rows = Array.isArray(res.body.data) ? res.body.data : res.body.data?.data;
        expect(rows, `${where} answers rows for another tenant's id`).toEqual([]);
      }
    }
    // The same shapes within A are served: the refusals above are for tenancy, not form.
    const sample = await entry.sample(f);
    const own = await send(director, sample, f.a);
    expect(own.status, `${sample.method} ${sample.url} → ${JSON.stringify(own.body)}`).toBe(200);
    if (entry.leaks) expect(entry.leaks(own.body, f)).toEqual([]);
    if (entry.total) expect(own.body.data.total).toBe(await count(entry.total(f)));
  });

  it.each(METRICS.map((m) => [m]))('dashboards/%s: foreign locations answer what no location answers', async (m) => {
    const answer = async (locations: string) =>
      (await send(director, { method: 'GET', url: `/dashboards/${m}?${dashboardQuery}&locations=${locations}` }, f.a))
        .body;
    const none = await answer('999999999');
    const foreign = await answer(`${f.foreign.seededLocationId},${f.foreign.locationId}`);
    expect(foreign).toEqual(none);
  });

  it('dashboards/liabilities/aged: foreign locations answer what no location answers', async () => {
    const answer = async (locations: string) =>
      (
        await send(
          director,
          { method: 'GET', url: `/dashboards/liabilities/aged?${dashboardQuery}&locations=${locations}` },
          f.a,
        )
      ).body;
    const foreign = await answer(`${f.foreign.seededLocationId},${f.foreign.locationId}`);
    expect(foreign).toEqual(await answer('999999999'));
    expect((foreign as { data: { rows: unknown[] } }).data.rows).toEqual([]);
  });

  it('dashboards/batch: foreign locations answer what no location answers, for every metric', async () => {
    const answer = async (locations: string) =>
      (
        await send(
          director,
          {
            method: 'POST',
            url: '/dashboards/batch',
            body: {
              calls: METRICS.map((metric) => ({ metric, query: { dateRange: 16, rollingDataRange: 3, locations } })),
            },
          },
          f.a,
        )
      ).body;
    const none = await answer('999999999');
    expect(none.data.results.every((r: { error: unknown }) => r.error === null)).toBe(true);
    expect(await answer(`${f.foreign.seededLocationId},${f.foreign.locationId}`)).toEqual(none);
  });
});

describe('a master client the caller does not belong to', () => {
  // Its own sign-in: refused calls do not slide a session, and on a loaded machine the file's
  // earlier blocks can outlast the session's lifetime (SESSION_TTL_SECONDS) since beforeAll's.
  beforeAll(async () => {
    const { a } = await demoMasterClients(stack.database.db);
    aOnly = await restLogin(stack.restUrl, (await userWithBits(stack.database.db, a, allBits())).email);
  });
  it.each([...entries('self'), ...entries('tenant')])('%s → 403, nothing written', async (_key, entry) => {
    if (entry.kind === 'public') return;
    const { b } = await demoMasterClients(stack.database.db);
    const call = await entry.sample(f);
    const before = await fingerprint(stack.database.db);
    const res = await send(aOnly, call, b);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.data).toBeUndefined();
    expect(await fingerprint(stack.database.db)).toEqual(before);
  });
});
