/**
 * The permission table of the settings screens and the products, enforced by the REST
 * API itself (spec/3 §6): for
 * every screen and operation, a role lacking exactly that one flag (every other flag of every
 * module granted) is refused with 403 and nothing is written, and the full role is served.
 * Removing several rows needs REMOVE_MULTIPLE on top of REMOVE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlagName } from '../core/src/permissions.ts';
import { API_TOKENS_INDEX } from '../core/src/settings/apiTokens.ts';
import { SALES_FEED_INDEX } from '../core/src/feed/transactions.ts';
import { DATA_EXPORT_INDEX } from '../core/src/exports/permission.ts';
import { BOOKINGS_INDEX } from '../core/src/bookings/rules.ts';
import { GUESTS_MENU } from '../core/src/marketing/guests.ts';
import { feedSale, feedWaiver, importFile, stagedImport } from './support/feed-routes.ts';
import { IMPORT_KIND_INFO, IMPORT_KINDS, type ImportKind } from '../core/src/imports/kinds.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { sql } from 'drizzle-orm';
import { ROLES_SECURITY } from '../core/src/settings/securityMatrix.ts';
import { ROLES_MENU } from '../rest-api/src/routes/settings/rolesDepartments.ts';
import { newApiToken } from './support/apitoken-routes.ts';
import {
  RESOURCE_SCREENS,
  type ResourceKey,
  type ScreenOperation,
  screenPermission,
} from '../core/src/resources/screens.ts';
import { demoMasterClients, fingerprint, newGroup, newLocation, newUser } from './support/fixtures.ts';
import { type Method, RawBody, restCall, restLogin } from './support/rest.ts';
import { allBits, newRole, userWithBits } from './support/roles.ts';
import { displayOrderOf, newProduct, PRODUCT_CASES } from './support/product-permissions.ts';
import { MARKETING_CASES, prepareMarketingPermissions } from './support/marketing-permissions.ts';
import { type Refs, refsOf } from './support/products.ts';
import { type Stack, startStack } from './support/stack.ts';
import { historyCases, TRANSLATION_CASES } from './support/audit-routes.ts';
import { prepareVenueCases, VENUE_CASES } from './support/venue-permissions.ts';
import { ACTIVITIES_INDEX, RESOURCES_INDEX } from '../core/src/bookings/setup.ts';
import { activity, fx as setup, prepareSetupFixtures, resource } from './support/setup-routes.ts';

let stack: Stack;
let a: number;
let full: string;
let refs: Refs;

/** Rows a case acts on, made fresh for each call so the full role's writes have a target. */
interface Targets {
  groupIds: number[];
  locationIds: number[];
  /** The codes of locationIds (Translations name a location by code). */
  locationCodes: string[];
  userIds: number[];
  directorUserId: number;
  roleId: number;
  /** A role of A nobody holds (Roles and Security). */
  spareRoleId: number;
  tag: string;
  /** Two products of A, and the current display order of A's first category at its first location. */
  productIds: number[];
  order: number[];
  /** An active API token of A. */
  apiTokenId: number;
}

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

/** The resource screens served under /settings/. */
type SettingsScreen = ResourceKey;
const SETTINGS_SCREENS = (Object.keys(RESOURCE_SCREENS) as ResourceKey[]).filter((k) =>
  RESOURCE_SCREENS[k].rest.startsWith('/settings/'),
);

interface PermissionCase {
  screen: SettingsScreen;
  operation: ScreenOperation;
  call: (t: Targets) => Call;
}

const locationTexts = {
  // Empty: a store number must be unique in the master client, and several cases save these texts.
  storeNumber: '',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
};
const simpleUser = (t: Targets) => ({
  form: 'simple',
  firstName: 'Perm',
  lastName: `Case ${t.tag}`,
  email: `perm-${t.tag}@tests.test`,
  phone: '5125550123',
  roleId: t.roleId,
  locationIds: [t.locationIds[0]],
});
const directorInput = (t: Targets) => ({
  firstName: 'Perm',
  lastName: `Director ${t.tag}`,
  email: `perm-director-${t.tag}@tests.test`,
  phone: '5125550124',
  roleId: t.roleId,
  locationId: t.locationIds[0],
});

/** Ids for naming the cases before any row exists. */
const PLACEHOLDER: Targets = {
  groupIds: [1, 2],
  locationIds: [1, 2],
  locationCodes: ['X1', 'X2'],
  userIds: [1, 2],
  directorUserId: 1,
  roleId: 1,
  spareRoleId: 1,
  tag: 'x',
  productIds: [1, 2],
  order: [1, 2],
  apiTokenId: 1,
};

const CASES: PermissionCase[] = [
  { screen: 'groups', operation: 'list', call: () => ({ method: 'GET', url: '/settings/groups' }) },
  {
    screen: 'groups',
    operation: 'list',
    call: (t) => ({ method: 'GET', url: `/settings/groups/sub-table?id=${t.groupIds[0]}` }),
  },
  { screen: 'groups', operation: 'detail', call: (t) => ({ method: 'GET', url: `/settings/groups/${t.groupIds[0]}` }) },
  {
    screen: 'groups',
    operation: 'add',
    call: (t) => ({
      method: 'POST',
      url: '/settings/groups',
      body: { name: `New ${t.tag}`, locationIds: t.locationIds },
    }),
  },
  {
    screen: 'groups',
    operation: 'update',
    call: (t) => ({
      method: 'PUT',
      url: `/settings/groups/${t.groupIds[0]}`,
      body: { name: `Renamed ${t.tag}`, locationIds: t.locationIds, version: 1 },
    }),
  },
  {
    screen: 'groups',
    operation: 'remove',
    call: (t) => ({ method: 'DELETE', url: `/settings/groups?ids=${t.groupIds[0]}` }),
  },
  {
    screen: 'groups',
    operation: 'removeMultiple',
    call: (t) => ({ method: 'DELETE', url: `/settings/groups?ids=${t.groupIds.join(',')}` }),
  },
  { screen: 'locations', operation: 'list', call: () => ({ method: 'GET', url: '/settings/locations' }) },
  {
    screen: 'locations',
    operation: 'detail',
    call: (t) => ({ method: 'GET', url: `/settings/locations/${t.locationIds[0]}` }),
  },
  {
    screen: 'locations',
    operation: 'add',
    call: (t) => ({
      method: 'POST',
      url: '/settings/locations',
      body: { name: `Perm ${t.tag}`, groupId: null, ...locationTexts },
    }),
  },
  {
    screen: 'locations',
    operation: 'update',
    call: (t) => ({
      method: 'PUT',
      url: `/settings/locations/${t.locationIds[0]}`,
      body: { groupId: null, ...locationTexts, city: `City ${t.tag}`, version: 1 },
    }),
  },
  {
    // Switching a location off is an edit like any other: it needs the screen's edit bit.
    screen: 'locations',
    operation: 'update',
    call: (t) => ({
      method: 'PUT',
      url: `/settings/locations/${t.locationIds[0]}`,
      body: { groupId: null, ...locationTexts, enabled: false, version: 1 },
    }),
  },
  {
    screen: 'locations',
    operation: 'remove',
    call: (t) => ({ method: 'DELETE', url: `/settings/locations?ids=${t.locationIds[0]}` }),
  },
  {
    screen: 'locations',
    operation: 'removeMultiple',
    call: (t) => ({ method: 'DELETE', url: `/settings/locations?ids=${t.locationIds.join(',')}` }),
  },
  { screen: 'users', operation: 'list', call: () => ({ method: 'GET', url: '/settings/users' }) },
  {
    screen: 'users',
    operation: 'list',
    call: (t) => ({ method: 'GET', url: `/settings/users?locationId=${t.locationIds[0]}` }),
  },
  { screen: 'users', operation: 'list', call: () => ({ method: 'GET', url: '/settings/users/get-roles' }) },
  { screen: 'users', operation: 'detail', call: (t) => ({ method: 'GET', url: `/settings/users/${t.userIds[0]}` }) },
  { screen: 'users', operation: 'add', call: (t) => ({ method: 'POST', url: '/settings/users', body: simpleUser(t) }) },
  {
    screen: 'users',
    operation: 'update',
    call: (t) => ({ method: 'PUT', url: `/settings/users/${t.userIds[0]}`, body: { ...simpleUser(t), version: 1 } }),
  },
  {
    screen: 'users',
    operation: 'update',
    call: (t) => ({ method: 'POST', url: '/settings/user-invite', body: { userId: t.userIds[0] } }),
  },
  {
    screen: 'users',
    operation: 'remove',
    call: (t) => ({ method: 'DELETE', url: `/settings/users?ids=${t.userIds[0]}` }),
  },
  {
    screen: 'users',
    operation: 'removeMultiple',
    call: (t) => ({ method: 'DELETE', url: `/settings/users?ids=${t.userIds.join(',')}` }),
  },
  { screen: 'directorUsers', operation: 'list', call: () => ({ method: 'GET', url: '/settings/users-director' }) },
  {
    screen: 'directorUsers',
    operation: 'detail',
    call: (t) => ({ method: 'GET', url: `/settings/users-director/${t.directorUserId}` }),
  },
  {
    screen: 'directorUsers',
    operation: 'add',
    call: (t) => ({ method: 'POST', url: '/settings/users-director', body: directorInput(t) }),
  },
  {
    screen: 'directorUsers',
    operation: 'update',
    call: (t) => ({
      method: 'PUT',
      url: `/settings/users-director/${t.directorUserId}`,
      body: { ...directorInput(t), version: 1 },
    }),
  },
  {
    screen: 'directorUsers',
    operation: 'remove',
    call: (t) => ({ method: 'DELETE', url: `/settings/users-director/${t.directorUserId}?version=1` }),
  },
  ...PRODUCT_CASES,
];
// Each record's History needs what opening the record needs.
CASES.push(...historyCases(CASES));

/** Director users are removed one at a time (spec/3 §2): the screen has no remove-many call. */
const NOT_OFFERED: [SettingsScreen, ScreenOperation][] = [['directorUsers', 'removeMultiple']];
/** Roles and Security (spec/3 §6): listing needs VIEW on menu 15, its actions screen id 16. */
const GROUPS_VIEW = JSON.stringify([{ rows: [{ routeId: 13, view: true }] }]);
const ROLE_CASES: { permission: [number, FlagName]; call: (t: Targets) => Call }[] = [
  { permission: [ROLES_SECURITY.menu, 'view'], call: () => ({ method: 'GET', url: '/settings/roles-security' }) },
  {
    permission: [ROLES_SECURITY.actions, 'add'],
    call: (t) => ({ method: 'POST', url: '/settings/roles-security', body: { name: `Role ${t.tag}` } }),
  },
  {
    permission: [ROLES_SECURITY.actions, 'updateAndExecute'],
    call: (t) => ({
      method: 'PUT',
      url: '/settings/roles-security',
      body: { roleId: t.spareRoleId, name: `R ${t.tag}` },
    }),
  },
  {
    permission: [ROLES_SECURITY.actions, 'remove'],
    call: (t) => ({ method: 'DELETE', url: `/settings/roles-security/${t.spareRoleId}` }),
  },
  {
    permission: [ROLES_SECURITY.actions, 'updateAndExecute'],
    call: (t) => ({ method: 'POST', url: '/settings/roles-security/duplicate', body: { roleId: t.spareRoleId } }),
  },
  {
    permission: [ROLES_SECURITY.actions, 'updateAndExecute'],
    call: (t) => ({
      method: 'POST',
      url: '/settings/roles-security/save-permission',
      body: { roleId: t.spareRoleId, permissionJson: GROUPS_VIEW },
    }),
  },
  // Roles & Departments' list of roles with their links: VIEW of its menu entry (15).
  { permission: [ROLES_MENU, 'view'], call: () => ({ method: 'GET', url: '/administration/roles-security' }) },
  // The audit screen: DETAILED VIEW of Roles & Security's menu entry.
  { permission: [ROLES_SECURITY.menu, 'detailView'], call: () => ({ method: 'GET', url: '/settings/audit-log' }) },
  {
    permission: [ROLES_SECURITY.menu, 'detailView'],
    call: () => ({ method: 'GET', url: '/settings/audit-log/users' }),
  },
  // Translations (spec/3 §6): menu 121, VIEW to read, UPDATE_AND_EXECUTE to save.
  ...TRANSLATION_CASES,
];
/** API tokens: their own module, VIEW lists, ADD creates, REMOVE revokes. */
const TOKEN_CASES: { permission: [number, FlagName]; route: string; call: (t: Targets) => Call }[] = [
  {
    permission: [API_TOKENS_INDEX, 'view'],
    route: 'GET /settings/api-tokens',
    call: () => ({ method: 'GET', url: '/settings/api-tokens' }),
  },
  {
    permission: [API_TOKENS_INDEX, 'add'],
    route: 'POST /settings/api-tokens',
    call: (t) => ({
      method: 'POST',
      url: '/settings/api-tokens',
      body: { name: `Tool ${t.tag}`, grants: [{ module: 12, flags: ['view'] }], expiresAt: null },
    }),
  },
  {
    permission: [API_TOKENS_INDEX, 'remove'],
    route: 'POST /settings/api-tokens/:id/revoke',
    call: (t) => ({ method: 'POST', url: `/settings/api-tokens/${t.apiTokenId}/revoke` }),
  },
];
const OPERATIONS: ScreenOperation[] = ['list', 'detail', 'add', 'update', 'remove', 'removeMultiple'];
/** POSTs that write no rows: the languages lookup and the calendar (spec/3 §7 POST /calendar) read, an image upload writes a file. */
const ROWLESS_POSTS = [
  '/product-management/products/languages',
  '/product-management/images',
  '/marketing/email-sms/branding/images',
  '/club-booking/settings/images',
  '/calendar',
];
const isWrite = (c: Call) => c.method !== 'GET' && !ROWLESS_POSTS.includes(c.url);

async function freshTargets(): Promise<Targets> {
  const db = stack.database.db;
  const tag = Math.random().toString(36).slice(2, 10);
  const groups = [await newGroup(db, a), await newGroup(db, a)];
  const locs = [await newLocation(db, a), await newLocation(db, a)];
  const people = [await newUser(db, a), await newUser(db, a)];
  const director = await newUser(db, a, { director: true });
  return {
    groupIds: groups.map((g) => g.id),
    locationIds: locs.map((l) => l.id),
    locationCodes: locs.map((l) => l.code),
    userIds: people.map((u) => u.id),
    directorUserId: director.id,
    roleId: people[0]!.roleId,
    spareRoleId: await newRole(db, a),
    tag,
    productIds: [await newProduct(db, a, refs), await newProduct(db, a, refs)],
    order: await displayOrderOf(db, refs),
    apiTokenId: await newApiToken(db, a),
  };
}

const tokens = new Map<string, Promise<string>>();
/** A user of A whose role grants everything but `[module, flag]`, signed in once per flag. */
function lacking(permission: [number, FlagName]): Promise<string> {
  const key = permission.join(':');
  let token = tokens.get(key);
  if (!token) {
    token = userWithBits(stack.database.db, a, allBits(permission)).then((u) => restLogin(stack.restUrl, u.email));
    tokens.set(key, token);
  }
  return token;
}

const send = (token: string, c: Call) =>
  restCall(stack.restUrl, token, c.method, c.url, { body: c.body, masterClient: a });

beforeAll(async () => {
  stack = await startStack();
  const mcs = await demoMasterClients(stack.database.db);
  a = mcs.a;
  await prepareSetupFixtures(stack.database.db, mcs.a, mcs.b);
  refs = await refsOf(stack.database.db, a);
  const owner = await userWithBits(stack.database.db, a, allBits());
  full = await restLogin(stack.restUrl, owner.email);
  await prepareVenueCases(stack.database.db, a);
  prepareMarketingPermissions(stack.database.db, a);
});
afterAll(() => stack?.close());

/** A role lacking exactly `permission` is refused with 403, writing nothing; the full role is served. */
async function refusedThenServed(permission: [number, FlagName], call: (t: Targets) => Call) {
  const token = await lacking(permission);
  const refused = call(await freshTargets());
  const before = await fingerprint(stack.database.db);
  const denied = await send(token, refused);
  expect(denied.status, `${JSON.stringify(permission)} ${JSON.stringify(denied.body)}`).toBe(403);
  expect(denied.body.data).toBeUndefined();
  expect(await fingerprint(stack.database.db)).toEqual(before);

  const allowed = call(await freshTargets());
  const beforeFull = await fingerprint(stack.database.db);
  const served = await send(full, allowed);
  expect(served.status, JSON.stringify(served.body)).toBe(200);
  if (isWrite(allowed)) expect(await fingerprint(stack.database.db)).not.toEqual(beforeFull);
}

/** Every REST route of an import kind, as the imports table below exercises them. */
const importRouteKeys = (kind: ImportKind) => {
  const base = IMPORT_KIND_INFO[kind].restPath;
  return [
    `POST ${base}`,
    `GET ${base}`,
    `GET ${base}/:id`,
    `GET ${base}/:id/preview`,
    `POST ${base}/:id/start`,
    `GET ${base}/:id/errors.csv`,
  ];
};

describe('the settings permission table at the REST API', () => {
  it('covers every screen and operation, and every settings route', () => {
    for (const screen of SETTINGS_SCREENS) {
      for (const operation of OPERATIONS) {
        const offered = !NOT_OFFERED.some(([s, o]) => s === screen && o === operation);
        const covered = CASES.some((c) => c.screen === screen && c.operation === operation);
        expect(covered, `${screen} ${operation}`).toBe(offered);
      }
    }
    const exercised = new Set(
      [...CASES, ...ROLE_CASES].map((c) => {
        const call = c.call(PLACEHOLDER);
        return `${call.method} ${call.url.split('?')[0]!.replace(/\/\d+(\/history)?$/, '/:id$1')}`;
      }),
    );
    for (const c of TOKEN_CASES) exercised.add(c.route);
    // The products import's routes are exercised by the imports table below (every kind's).
    for (const kind of IMPORT_KINDS) for (const route of importRouteKeys(kind)) exercised.add(route);
    const settingsRoutes = stack
      .restRoutes()
      .filter((r) => ['/settings/', '/product-management/', '/product-list'].some((p) => r.url.startsWith(p)))
      .map((r) => `${r.method} ${r.url}`);
    expect(settingsRoutes.filter((r) => !exercised.has(r))).toEqual([]);
  });

  it.each(
    CASES.map(
      (c) => [`${c.screen} ${c.operation}: ${c.call(PLACEHOLDER).method} ${c.call(PLACEHOLDER).url}`, c] as const,
    ),
  )('%s — refused without exactly its flag, served with the full role', async (_name, c) => {
    await refusedThenServed(screenPermission(c.screen, c.operation), c.call);
  });

  it.each(
    ROLE_CASES.map((c) => [`roles-security ${c.call(PLACEHOLDER).method} ${c.call(PLACEHOLDER).url}`, c] as const),
  )('%s — refused without exactly its flag, served with the full role', async (_name, c) => {
    await refusedThenServed(c.permission, c.call);
  });

  it.each(
    VENUE_CASES.map(
      (c, i) => [`venue ${i}: ${c.permission.join(' ')} ${c.call().method} ${c.call().url.split('?')[0]}`, c] as const,
    ),
  )('%s — refused without exactly its flag, served with the full role', async (_name, c) => {
    await refusedThenServed(c.permission, c.call);
  });

  // Guests, segments and CRM: GETs that write (a segment's count) are checked like reads.
  it.each(MARKETING_CASES.map((c) => [`module ${c.permission[0]} ${c.permission[1]}`, c] as const))(
    'marketing %s — refused without exactly its flag, served with the full role',
    async (_name, c) => {
      const token = await lacking(c.permission);
      const refused = await c.call();
      const before = await fingerprint(stack.database.db);
      const denied = await send(token, refused);
      expect(denied.status, `${refused.method} ${refused.url} ${JSON.stringify(denied.body)}`).toBe(403);
      expect(await fingerprint(stack.database.db)).toEqual(before);
      const served = await send(full, await c.call());
      expect(served.status, JSON.stringify(served.body)).toBe(200);
    },
  );

  it.each(['groups', 'locations', 'users', 'products'] as const)(
    '%s: REMOVE without REMOVE_MULTIPLE removes one row but not several',
    async (screen) => {
      const token = await lacking(screenPermission(screen, 'removeMultiple'));
      const removeMany = CASES.find((c) => c.screen === screen && c.operation === 'removeMultiple')!;
      const removeOne = CASES.find((c) => c.screen === screen && c.operation === 'remove')!;

      const several = removeMany.call(await freshTargets());
      const before = await fingerprint(stack.database.db);
      expect((await send(token, several)).status).toBe(403);
      expect(await fingerprint(stack.database.db)).toEqual(before);

      const one = await send(token, removeOne.call(await freshTargets()));
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      expect(one.body.data.removed).toBe(1);
    },
  );
});

/** Resources (124) and activities (125): VIEW reads, ADD creates, UPDATE_AND_EXECUTE changes. */
const SETUP_CASES: { permission: [number, FlagName]; route: string; call: (t: Targets) => Call }[] = [
  {
    permission: [RESOURCES_INDEX, 'view'],
    route: 'GET /club-booking/resources',
    call: () => ({ method: 'GET', url: '/club-booking/resources' }),
  },
  {
    permission: [RESOURCES_INDEX, 'view'],
    route: 'GET /club-booking/resources/:id',
    call: () => ({ method: 'GET', url: `/club-booking/resources/${setup.resourceId}` }),
  },
  {
    permission: [RESOURCES_INDEX, 'add'],
    route: 'POST /club-booking/resources',
    call: (t) => ({ method: 'POST', url: '/club-booking/resources', body: resource({ locationId: t.locationIds[0] }) }),
  },
  {
    permission: [RESOURCES_INDEX, 'updateAndExecute'],
    route: 'PUT /club-booking/resources/:id',
    call: () => ({
      method: 'PUT',
      url: `/club-booking/resources/${setup.resourceId}`,
      body: { ...resource({ places: null }), keepBookings: true },
    }),
  },
  {
    permission: [ACTIVITIES_INDEX, 'view'],
    route: 'GET /club-booking/activities',
    call: () => ({ method: 'GET', url: '/club-booking/activities' }),
  },
  {
    permission: [ACTIVITIES_INDEX, 'view'],
    route: 'GET /club-booking/activities/:id',
    call: () => ({ method: 'GET', url: `/club-booking/activities/${setup.activityId}` }),
  },
  {
    permission: [ACTIVITIES_INDEX, 'add'],
    route: 'POST /club-booking/activities',
    call: () => {
      const { keepBookings: _k, ...body } = activity();
      return { method: 'POST', url: '/club-booking/activities', body };
    },
  },
  {
    permission: [ACTIVITIES_INDEX, 'updateAndExecute'],
    route: 'PUT /club-booking/activities/:id',
    call: () => ({ method: 'PUT', url: `/club-booking/activities/${setup.activityId}`, body: activity() }),
  },
];

describe('the resources and activities permission table at the REST API', () => {
  it.each(SETUP_CASES.map((c) => [c.route, c] as const))(
    '%s — refused without exactly its flag, served with the full role',
    async (_name, c) => {
      await refusedThenServed(c.permission, c.call);
    },
  );
});

describe('the API tokens permission table at the REST API', () => {
  it.each(TOKEN_CASES.map((c) => [c.route, c] as const))(
    '%s — refused without exactly its flag, served with the full role',
    async (_name, c) => {
      await refusedThenServed(c.permission, c.call);
    },
  );
});

describe('the sales feed permission table at the REST API', () => {
  it('POST /feed/transactions — refused without exactly ADD of Sales feed, served with the full role', async () => {
    const [place] = await queryRows<{ code: string; productId: number }>(
      stack.database.db,
      sql`select (select code from locations where master_client_id = ${a} order by id limit 1) as code,
            (select id from dash_products where master_client_id = ${a} order by id limit 1) as "productId"`,
    );
    await refusedThenServed([SALES_FEED_INDEX, 'add'], () => ({
      method: 'POST',
      url: '/feed/transactions',
      body: { transactions: [feedSale(place!.code, Number(place!.productId))] },
    }));
  });

  it('POST /feed/events — refused without exactly ADD of Sales feed, served with the full role', async () => {
    const [place] = await queryRows<{ code: string }>(
      stack.database.db,
      sql`select code from locations where master_client_id = ${a} order by id limit 1`,
    );
    await refusedThenServed([SALES_FEED_INDEX, 'add'], () => ({
      method: 'POST',
      url: '/feed/events',
      body: { events: [feedWaiver(place!.code)] },
    }));
  });

  it('GET /feed/references — refused without exactly ADD of Sales feed, served with the full role', async () => {
    await refusedThenServed([SALES_FEED_INDEX, 'add'], () => ({ method: 'GET', url: '/feed/references' }));
  });

  describe.each(IMPORT_KINDS)('%s imports', (kind) => {
    const { restPath: base, module, flag } = IMPORT_KIND_INFO[kind];
    const need: [number, FlagName] = [module, flag];
    const area = `${flag.toUpperCase()} of module ${module}`;
    /** Staged imports of A, one per call that starts one (a start writes once). */
    const staged: number[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 2; i++) staged.push(await stagedImport(stack.database.db, a, 'STAGED', kind));
    });
    const next = () => staged.shift() ?? 0;

    it(`POST ${base} — refused without exactly ${area}, served with the full role`, async () => {
      const [place] = await queryRows<{ code: string }>(
        stack.database.db,
        sql`select code from locations where master_client_id = ${a} order by id limit 1`,
      );
      await refusedThenServed(need, () => ({
        method: 'POST',
        url: `${base}?name=${kind.toLowerCase()}.csv`,
        body: new RawBody(importFile(kind, place!.code, 1), 'text/csv'),
      }));
    });

    it(`POST ${base}/:id/start — refused without exactly ${area}, served with the full role`, async () => {
      const used = [...staged];
      await refusedThenServed(need, () => ({ method: 'POST', url: `${base}/${next()}/start` }));
      // The started import's job writes in the background: done before the next test's fingerprints.
      for (let i = 0; i < 200; i++) {
        const [row] = await queryRows<{ running: number }>(
          stack.database.db,
          sql`select count(*)::int as running from feed_imports where id = any(${`{${used.join(',')}}`}::bigint[]) and status = 'RUNNING'`,
        );
        if (Number(row!.running) === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    });

    it.each(['', '/preview', '/errors.csv'])(
      `GET ${base}/:id%s — refused without exactly ${area}, served with the full role`,
      async (path) => {
        const [id] = staged.length > 0 ? staged : [await stagedImport(stack.database.db, a, 'STAGED', kind)];
        await refusedThenServed(need, () => ({ method: 'GET', url: `${base}/${id}${path}` }));
      },
    );

    it(`GET ${base} — refused without exactly ${area}, served with the full role`, async () => {
      await refusedThenServed(need, () => ({ method: 'GET', url: base }));
    });
  });

  it.each([
    ['TRANSACTION', DATA_EXPORT_INDEX],
    ['BOOKING', DATA_EXPORT_INDEX],
    ['BOOKING', BOOKINGS_INDEX],
    ['GUEST', DATA_EXPORT_INDEX],
    ['GUEST', GUESTS_MENU],
  ] as const)(
    'GET /feed/changes?entity=%s — refused without VIEW of module %i, served with the full role',
    async (entity, module) => {
      await refusedThenServed([module, 'view'], () => ({
        method: 'GET',
        url: `/feed/changes?entity=${entity}&first=5`,
      }));
    },
  );
});
