/**
 * Issue 8, identities and roles across master clients, over HTTP through the gateway: a person's
 * identity is changed only by someone who administers all their master clients, roles are held
 * and read per master client, nobody grants more than they hold, and lookups stay in the caller's
 * master client.
 *
 * Demo data: FunZone (1), Bowlarama (2), JumpPark (3). admin@funzone.test is Administrator in
 * FunZone and Bowlarama; solo@bowlarama.test administers Bowlarama only; the director holds role 1
 * in all three.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, type GatewayClient } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

const FUNZONE = 1;
const BOWLARAMA = 2;

let stack: Stack;
let director: GatewayClient;
let solo: GatewayClient;
let admin: GatewayClient;
let adminId: number;

async function signIn(email: string, masterClient: number): Promise<GatewayClient> {
  const c = stack.client();
  expect((await c.login(email)).errors).toBeUndefined();
  c.masterClient = masterClient;
  return c;
}

/** Runs `query` as `client` in `masterClient`, restoring the client's own selection after. */
async function inClient<T>(client: GatewayClient, masterClient: number, query: string, variables = {}) {
  const before = client.masterClient;
  client.masterClient = masterClient;
  try {
    return await client.gql<T>(query, variables);
  } finally {
    client.masterClient = before;
  }
}

type Detail = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleId: number | null;
  roleName: string | null;
  version: number;
  masterClients: { masterClientId: number; masterClientName: string }[];
};
const DETAIL =
  'query D($id: Int!) { settingsUser(id: $id) { id firstName lastName email phone roleId roleName version masterClients { masterClientId masterClientName } } }';
const UPDATE =
  'mutation U($id: Int!, $v: Int!, $i: UserInput!) { updateUser(id: $id, version: $v, input: $i) { id lastName email roleId version } }';
const ME = '{ me { email permissionBits routeRoles } }';
const USERS = '{ settingsUsers(search: "admin@funzone") { rows { id email } } }';
const ROLES = '{ roleOptions { roleId roleName } }';
const GRANTABLE = 'query R($u: Int) { roleOptions(grantable: true, userId: $u) { roleId roleName } }';

async function detail(c: GatewayClient, masterClient: number, id: number): Promise<Detail> {
  const res = await inClient<{ settingsUser: Detail }>(c, masterClient, DETAIL, { id });
  expect(res.errors).toBeUndefined();
  return res.data!.settingsUser;
}

/** The save the simple dialog sends for `d`, with `change` applied. */
const inputOf = (d: Detail, change: Partial<Record<string, unknown>> = {}) => ({
  form: 'SIMPLE',
  firstName: d.firstName,
  lastName: d.lastName,
  email: d.email,
  phone: d.phone,
  roleId: d.roleId,
  ...change,
});

async function roleId(c: GatewayClient, masterClient: number, name: string): Promise<number> {
  const res = await inClient<{ roleOptions: { roleId: number; roleName: string }[] }>(c, masterClient, ROLES);
  const found = res.data?.roleOptions.find((r) => r.roleName === name);
  expect(found, name).toBeDefined();
  return found!.roleId;
}

async function idOf(c: GatewayClient, masterClient: number, email: string): Promise<number> {
  const res = await inClient<{ settingsUsers: { rows: { id: number; email: string }[] } }>(
    c,
    masterClient,
    `query S($s: String) { settingsUsers(search: $s) { rows { id email } } }`,
    { s: email },
  );
  const row = res.data?.settingsUsers.rows.find((r) => r.email === email);
  expect(row, email).toBeDefined();
  return row!.id;
}

beforeAll(async () => {
  stack = await startStack();
  director = await signIn('director@funzone.test', FUNZONE);
  solo = await signIn('solo@bowlarama.test', BOWLARAMA);
  admin = await signIn('admin@funzone.test', FUNZONE);
  adminId = await idOf(director, FUNZONE, 'admin@funzone.test');
}, 300_000);
afterAll(() => stack?.close());

describe('the shared identity', () => {
  it('an administrator of one master client cannot change who a person of others is', async () => {
    const before = await detail(director, BOWLARAMA, adminId);
    for (const change of [{ email: 'attacker@evil.test' }, { firstName: 'Mallory' }, { lastName: 'Owned' }]) {
      const res = await solo.gql(UPDATE, { id: adminId, v: before.version, i: inputOf(before, change) });
      expect(codeOf(res), JSON.stringify(change)).toBe('FORBIDDEN');
      expect(res.errors?.[0]?.message).toMatch(/administers all of them/);
    }
    expect(await detail(director, BOWLARAMA, adminId)).toEqual(before);

    // No password link reaches the person on solo's word, nor any address solo chose.
    const mailed = (await stack.outbox('admin@funzone.test')).length;
    const invite = await solo.gql('mutation($id: Int!) { resendInvitation(userId: $id) { message } }', { id: adminId });
    expect(codeOf(invite)).toBe('FORBIDDEN');
    await solo.gql('mutation($e: String!) { requestPasswordRecovery(email: $e) }', { e: 'attacker@evil.test' });
    expect(await stack.outbox('admin@funzone.test')).toHaveLength(mailed);
    expect(await stack.outbox('attacker@evil.test')).toEqual([]);
  });

  it('nor through the Director Users screen', async () => {
    const directorId = await idOf(solo, BOWLARAMA, 'director@funzone.test');
    const res = await solo.gql<{ directorUser: { version: number; role: { roleId: number }; location: null } }>(
      'query($id: Int!) { directorUser(id: $id) { version role { roleId } location { locationId } } }',
      { id: directorId },
    );
    const current = res.data!.directorUser;
    const save = await solo.gql(
      'mutation($id: Int!, $v: Int!, $i: DirectorUserInput!) { updateDirectorUser(id: $id, version: $v, input: $i) { id } }',
      {
        id: directorId,
        v: current.version,
        i: {
          firstName: 'Dana',
          lastName: 'Director',
          email: 'attacker@evil.test',
          phone: '5125550101',
          roleId: current.role.roleId,
          locationId: null,
        },
      },
    );
    expect(codeOf(save)).toBe('FORBIDDEN');
    expect((await detail(director, FUNZONE, directorId)).email).toBe('director@funzone.test');
  });

  it('an unchanged identity still saves, and the per-client parts change', async () => {
    const before = await detail(solo, BOWLARAMA, adminId);
    const res = await solo.gql<{ updateUser: { version: number } }>(UPDATE, {
      id: adminId,
      v: before.version,
      i: inputOf(before, { email: 'ADMIN@funzone.test' }),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateUser.version).toBe(before.version + 1);
  });

  it('someone who administers all their master clients can', async () => {
    const before = await detail(director, FUNZONE, adminId);
    const res = await director.gql<{ updateUser: { lastName: string } }>(UPDATE, {
      id: adminId,
      v: before.version,
      i: inputOf(before, { lastName: 'Adams' }),
    });
    expect(res.data?.updateUser.lastName).toBe('Adams');
    const after = await detail(director, FUNZONE, adminId);
    await director.gql(UPDATE, { id: adminId, v: after.version, i: inputOf(after, { lastName: before.lastName }) });
  });
});

describe('roles per master client', () => {
  it('a role given in one master client leaves the others as they were', async () => {
    const frontDesk = await roleId(director, BOWLARAMA, 'Front Desk');
    const inFunZone = await inClient<{ me: { permissionBits: string } }>(admin, FUNZONE, ME);
    const current = await detail(director, BOWLARAMA, adminId);
    const res = await inClient(director, BOWLARAMA, UPDATE, {
      id: adminId,
      v: current.version,
      i: inputOf(current, { roleId: frontDesk }),
    });
    expect(res.errors).toBeUndefined();

    const a = await inClient<{ me: { permissionBits: string; routeRoles: string[] } }>(admin, FUNZONE, ME);
    const b = await inClient<{ me: { permissionBits: string; routeRoles: string[] } }>(admin, BOWLARAMA, ME);
    expect(a.data?.me).toEqual({ ...inFunZone.data?.me, routeRoles: ['admin'] });
    expect(b.data?.me.routeRoles).toEqual(['staff']);
    expect(b.data?.me.permissionBits).not.toBe(a.data?.me.permissionBits);
    expect((await detail(director, FUNZONE, adminId)).roleName).toBe('Administrator');

    // Allowed in FunZone, refused in Bowlarama: through the gateway and at the REST API alike.
    expect(codeOf(await inClient(admin, FUNZONE, USERS))).toBeUndefined();
    expect(codeOf(await inClient(admin, BOWLARAMA, USERS))).toBe('FORBIDDEN');
    const token = await tokenOf('admin@funzone.test');
    const rest = (mc: number) =>
      fetch(`${stack.restUrl}/settings/users?masterClient=${mc}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await rest(FUNZONE)).status).toBe(200);
    expect((await rest(BOWLARAMA)).status).toBe(403);
  });

  it('taking a person out of one master client keeps their role in the others', async () => {
    const res = await inClient<{ deleteUsers: { removed: number } }>(
      director,
      BOWLARAMA,
      'mutation($ids: [Int!]!) { deleteUsers(ids: $ids) { removed } }',
      { ids: [adminId] },
    );
    expect(res.data?.deleteUsers.removed).toBe(1);
    const me = await inClient<{ me: { routeRoles: string[] } }>(admin, FUNZONE, ME);
    expect(me.data?.me.routeRoles).toEqual(['admin']);
    expect((await detail(director, FUNZONE, adminId)).roleName).toBe('Administrator');
    expect(codeOf(await inClient(admin, FUNZONE, USERS))).toBeUndefined();
    expect(codeOf(await inClient(admin, BOWLARAMA, ME))).toBeUndefined();
    expect(codeOf(await inClient(admin, BOWLARAMA, USERS))).toBe('FORBIDDEN');
  });
});

describe('no self-escalation', () => {
  const fieldOf = (res: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) =>
    res.errors?.[0]?.extensions?.fields?.roleId;

  it('nobody gives a role above their own, the provider role, or changes their own role', async () => {
    const staffId = await idOf(admin, FUNZONE, 'staff@funzone.test');
    const staff = await detail(admin, FUNZONE, staffId);
    const providerRole = await roleId(admin, FUNZONE, 'Provider support');
    const lesser = await roleId(admin, FUNZONE, 'Cashier');

    const give = (id: number, d: Detail, role: number) =>
      admin.gql(UPDATE, { id, v: d.version, i: inputOf(d, { roleId: role }) });
    expect(fieldOf(await give(staffId, staff, 1))).toBe('You cannot give a role with more permissions than your own.');
    expect(fieldOf(await give(staffId, staff, providerRole))).toBe('Only provider staff can give this role.');
    const self = await detail(admin, FUNZONE, adminId);
    expect(fieldOf(await give(adminId, self, 1))).toBe('You cannot change your own role.');
    expect(fieldOf(await give(adminId, self, lesser))).toBe('You cannot change your own role.');
    const created = await admin.gql('mutation($i: UserInput!) { createUser(input: $i) { id } }', {
      i: inputOf({ ...staff, email: 'climber@funzone.test' }, { roleId: 1 }),
    });
    expect(fieldOf(created)).toBe('You cannot give a role with more permissions than your own.');

    expect((await detail(admin, FUNZONE, staffId)).roleId).toBe(staff.roleId);
    expect((await detail(admin, FUNZONE, adminId)).roleName).toBe('Administrator');
    // A role within one's own bits is fine.
    expect((await give(staffId, staff, lesser)).errors).toBeUndefined();
  });

  it('offers only the roles the caller may give, plus the edited user’s current one', async () => {
    const names = async (c: GatewayClient, u?: number) =>
      ((await c.gql<{ roleOptions: { roleName: string }[] }>(GRANTABLE, { u })).data?.roleOptions ?? []).map(
        (r) => r.roleName,
      );
    const mine = await names(admin);
    expect(mine).not.toContain('Director');
    expect(mine).not.toContain('Provider support');
    expect(mine).toContain('Cashier');
    // Settings viewer opens the groups screen (6), which the Administrator role lacks.
    expect(mine).not.toContain('Settings viewer');
    const directorId = await idOf(admin, FUNZONE, 'director@funzone.test');
    expect(await names(admin, directorId)).toContain('Director');
    expect(await names(director)).toContain('Director');
    expect(await names(director)).not.toContain('Provider support');
    const support = await signIn('support@marquee.app', FUNZONE);
    expect(await names(support)).toContain('Provider support');
  });
});

describe('lookups stay in the caller’s master client', () => {
  it('a user’s master clients list names only master clients the caller belongs to', async () => {
    const directorId = await idOf(solo, BOWLARAMA, 'director@funzone.test');
    expect((await detail(solo, BOWLARAMA, directorId)).masterClients.map((c) => c.masterClientId)).toEqual([BOWLARAMA]);
    expect((await detail(director, BOWLARAMA, directorId)).masterClients).toHaveLength(3);
  });

  it('an e-mail of another tenant is refused exactly like one of this tenant', async () => {
    const role = await roleId(solo, BOWLARAMA, 'Front Desk');
    const attempt = (email: string) =>
      solo.gql('mutation($i: UserInput!) { createUser(input: $i) { id } }', {
        i: { form: 'SIMPLE', firstName: 'Eve', lastName: 'Probe', email, phone: '3125550100', roleId: role },
      });
    const foreign = await attempt('newbie@funzone.test');
    const own = await attempt('solo@bowlarama.test');
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    expect(foreign.errors).toEqual(own.errors);
  });
});

/** A bearer token for direct REST calls (login with returnToken). */
async function tokenOf(email: string): Promise<string> {
  const c = stack.client();
  const res = await c.gql<{ login: { token: string } }>(
    'mutation($u: String!, $p: String!) { login(username: $u, password: $p, returnToken: true) { token } }',
    { u: email, p: 'Marquee#2026' },
  );
  return res.data!.login.token;
}
