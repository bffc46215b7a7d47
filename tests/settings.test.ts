/**
 * Issue 4 backend over HTTP: the settings screens' GraphQL fields through the real gateway and
 * REST API — lists, saves, optimistic versions, mass delete, invitations, tenancy, permissions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, type GatewayClient } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

const FUNZONE = 1;
const BOWLARAMA = 2;

let stack: Stack;
let director: GatewayClient;

async function signIn(email: string, masterClient = FUNZONE): Promise<GatewayClient> {
  const c = stack.client();
  const login = await c.login(email);
  expect(login.errors).toBeUndefined();
  c.masterClient = masterClient;
  return c;
}

beforeAll(async () => {
  stack = await startStack();
  director = await signIn('director@funzone.test');
}, 300_000);
afterAll(() => stack?.close());

type Page<T> = { rows: T[]; total: number; page: number; rowsPerPage: number };
type Group = { id: number; name: string; version: number; locations: { locationId: number; name: string }[] };

const GROUPS = `query G($page: Int, $rows: Int, $search: String) {
  settingsGroups(page: $page, rowsPerPage: $rows, search: $search) { rows { id name version locations { locationId name } } total page rowsPerPage }
}`;
const CREATE_GROUP =
  'mutation C($i: GroupInput!) { createGroup(input: $i) { id name version locations { locationId } } }';
const UPDATE_GROUP =
  'mutation U($id: Int!, $v: Int!, $i: GroupInput!) { updateGroup(id: $id, version: $v, input: $i) { id name version } }';
const DELETE_GROUPS = 'mutation D($ids: [Int!]!) { deleteGroups(ids: $ids) { removed message } }';
const LOCATIONS = 'query L($g: Int) { locations(groupId: $g) { locationId name groupId } }';

const locationIds = async (c: GatewayClient) =>
  ((await c.gql<{ locations: { locationId: number }[] }>(LOCATIONS)).data?.locations ?? []).map((l) => l.locationId);

describe('groups', () => {
  it('lists a page with the sub-table and searches', async () => {
    const res = await director.gql<{ settingsGroups: Page<Group> }>(GROUPS, { page: 0, rows: 1 });
    expect(res.data?.settingsGroups).toMatchObject({ total: 2, page: 0, rowsPerPage: 1 });
    expect(res.data?.settingsGroups.rows[0]?.name).toBe('Central Texas');
    expect(res.data?.settingsGroups.rows[0]?.locations).toHaveLength(3);
    const sub = await director.gql<{ groupSubTable: unknown[] }>(
      'query S($id: Int!) { groupSubTable(id: $id) { code } }',
      {
        id: res.data?.settingsGroups.rows[0]?.id,
      },
    );
    expect(sub.data?.groupSubTable).toHaveLength(3);
    const found = await director.gql<{ settingsGroups: Page<Group> }>(GROUPS, { search: 'flor' });
    expect(found.data?.settingsGroups.rows.map((g) => g.name)).toEqual(['Florida']);
  });

  it('answers field errors for the Basic Tab', async () => {
    const res = await director.gql(CREATE_GROUP, { i: { name: ' ', locationIds: [] } });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual({
      name: 'This field is required.',
      locations: 'Select at least one location.',
    });
    // The same messages as catalogue keys, for the web to show in the person's language.
    expect(res.errors?.[0]?.extensions?.fieldKeys).toEqual({
      name: { key: 'validation.required' },
      locations: { key: 'settings.groups.locationsRequired' },
    });
  });

  it('refuses a concurrent edit instead of overwriting it', async () => {
    const [first] = await locationIds(director);
    const created = await director.gql<{ createGroup: Group }>(CREATE_GROUP, {
      i: { name: ' Hill Country ', locationIds: [first] },
    });
    const group = created.data!.createGroup;
    expect(group).toMatchObject({ name: 'Hill Country', version: 1 });

    const alex = await signIn('director@funzone.test');
    const mine = await director.gql(UPDATE_GROUP, {
      id: group.id,
      v: 1,
      i: { name: 'Hill Country A', locationIds: [first] },
    });
    expect(mine.errors).toBeUndefined();
    const theirs = await alex.gql(UPDATE_GROUP, {
      id: group.id,
      v: 1,
      i: { name: 'Hill Country B', locationIds: [first] },
    });
    expect(codeOf(theirs)).toBe('CONFLICT');
    expect(theirs.errors?.[0]?.message).toBe(
      'This record was changed by someone else. Reload it to see the latest version.',
    );
    const now = await director.gql<{ settingsGroup: Group }>(
      'query($id: Int!) { settingsGroup(id: $id) { name version } }',
      {
        id: group.id,
      },
    );
    expect(now.data?.settingsGroup).toEqual({ name: 'Hill Country A', version: 2 });
  });

  it('removes several groups at once and says so in the plural', async () => {
    const [, second] = await locationIds(director);
    const ids: number[] = [];
    for (const name of ['Temp 1', 'Temp 2']) {
      ids.push(
        (await director.gql<{ createGroup: Group }>(CREATE_GROUP, { i: { name, locationIds: [second] } })).data!
          .createGroup.id,
      );
    }
    const res = await director.gql<{ deleteGroups: unknown }>(DELETE_GROUPS, { ids });
    expect(res.data?.deleteGroups).toEqual({ removed: 2, message: 'The groups have been successfully deleted' });
    const left = await director.gql<{ settingsGroups: Page<Group> }>(GROUPS, { search: 'Temp' });
    expect(left.data?.settingsGroups.total).toBe(0);
  });

  it('keeps master clients apart', async () => {
    const bowl = await signIn('director@funzone.test', BOWLARAMA);
    const bowlGroup = (await bowl.gql<{ settingsGroups: Page<Group> }>(GROUPS)).data!.settingsGroups.rows[0]!;
    const foreign = await director.gql('query($id: Int!) { settingsGroup(id: $id) { name } }', { id: bowlGroup.id });
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    const del = await director.gql(DELETE_GROUPS, { ids: [bowlGroup.id] });
    expect(codeOf(del)).toBe('NOT_FOUND');
    const viewer = await signIn('viewer@funzone.test', BOWLARAMA);
    expect(codeOf(await viewer.gql(GROUPS))).toBe('FORBIDDEN');
  });
});

describe('permissions enforced by the server', () => {
  it('lets the settings viewer list and open groups but refuses the mutations', async () => {
    const viewer = await signIn('viewer@funzone.test');
    const list = await viewer.gql<{ settingsGroups: Page<Group> }>(GROUPS);
    expect(list.data?.settingsGroups.total).toBeGreaterThan(0);
    const group = list.data!.settingsGroups.rows[0]!;
    const [first] = await locationIds(viewer);
    expect(codeOf(await viewer.gql(CREATE_GROUP, { i: { name: 'Nope', locationIds: [first] } }))).toBe('FORBIDDEN');
    expect(
      codeOf(
        await viewer.gql(UPDATE_GROUP, { id: group.id, v: group.version, i: { name: 'Nope', locationIds: [first] } }),
      ),
    ).toBe('FORBIDDEN');
    expect(codeOf(await viewer.gql(DELETE_GROUPS, { ids: [group.id] }))).toBe('FORBIDDEN');
    const after = await director.gql<{ settingsGroups: Page<Group> }>(GROUPS, { search: group.name });
    expect(after.data?.settingsGroups.rows[0]?.name).toBe(group.name);
  });
});

describe('locations', () => {
  it('lists, creates, edits under a version and offers the other groups', async () => {
    const list = await director.gql<{ settingsLocations: Page<{ code: string }> }>(
      '{ settingsLocations(sort: CODE, order: DESC, rowsPerPage: 2) { rows { code } total } }',
    );
    expect(list.data?.settingsLocations.rows.map((l) => l.code)).toEqual(['FZT', 'FZR']);
    const blank = {
      storeNumber: '3001',
      address1: '100 Main St',
      address2: '',
      city: 'Waco',
      state: 'TX',
      postalCode: '76701',
    };
    const created = await director.gql<{ createLocation: { id: number; code: string; version: number } }>(
      'mutation($i: LocationCreateInput!) { createLocation(input: $i) { id code version } }',
      { i: { name: 'FunZone Waco', ...blank } },
    );
    expect(created.data?.createLocation).toMatchObject({ code: 'FW', version: 1 });
    const groups = await director.gql<{ groupOptions: { groupId: number; name: string }[] }>(
      '{ groupOptions { groupId name } }',
    );
    const target = groups.data!.groupOptions[0]!;
    const UPDATE =
      'mutation($id: Int!, $v: Int!, $i: LocationUpdateInput!) { updateLocation(id: $id, version: $v, input: $i) { groupName version } }';
    const id = created.data!.createLocation.id;
    const ok = await director.gql<{ updateLocation: unknown }>(UPDATE, {
      id,
      v: 1,
      i: { ...blank, groupId: target.groupId },
    });
    expect(ok.data?.updateLocation).toEqual({ groupName: target.name, version: 2 });
    expect(codeOf(await director.gql(UPDATE, { id, v: 1, i: blank }))).toBe('CONFLICT');
    const others = await director.gql<{ groupOptions: { groupId: number }[] }>(
      'query($x: Int) { groupOptions(exclude: $x) { groupId } }',
      {
        x: target.groupId,
      },
    );
    expect(others.data?.groupOptions.map((g) => g.groupId)).not.toContain(target.groupId);
    const inGroup = await director.gql<{ locations: { groupId: number }[] }>(LOCATIONS, { g: target.groupId });
    expect(inGroup.data?.locations.every((l) => l.groupId === target.groupId)).toBe(true);
  });
});

type User = { id: number; email: string; version: number; status: string; roleName: string | null };
const USERS = `query U($search: String, $role: Int, $page: Int) {
  settingsUsers(search: $search, roleId: $role, page: $page) { rows { id email version status roleName } total page rowsPerPage }
}`;

describe('users', () => {
  it('pages through more than 25 users and filters by role', async () => {
    const first = await director.gql<{ settingsUsers: Page<User> }>(USERS);
    expect(first.data?.settingsUsers.rows).toHaveLength(25);
    expect(first.data?.settingsUsers.total).toBeGreaterThan(40);
    const roles = await director.gql<{ settingsUserRoles: { roleId: number; roleName: string }[] }>(
      '{ settingsUserRoles { roleId roleName } }',
    );
    const cashier = roles.data!.settingsUserRoles.find((r) => r.roleName === 'Cashier')!;
    const filtered = await director.gql<{ settingsUsers: Page<User> }>(USERS, { role: cashier.roleId });
    expect(filtered.data?.settingsUsers.rows.every((u) => u.roleName === 'Cashier')).toBe(true);
  });

  it('creates a user, e-mails the invitation, resends it, and refuses a stale save', async () => {
    const roles = await director.gql<{ roleOptions: { roleId: number }[] }>('{ roleOptions { roleId } }');
    const roleId = roles.data!.roleOptions[1]!.roleId;
    const input = {
      form: 'SIMPLE',
      firstName: 'Theo',
      lastName: 'Grant',
      email: 'tgrant@funzone.test',
      phone: '5125550166',
      roleId,
    };
    const created = await director.gql<{ createUser: User }>(
      'mutation($i: UserInput!) { createUser(input: $i) { id email version status } }',
      { i: input },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createUser).toMatchObject({ email: 'tgrant@funzone.test', status: 'INVITED' });
    const mail = await stack.outbox('tgrant@funzone.test');
    expect(mail[0]?.subject).toBe('Your invitation to Club Director');

    const resent = await director.gql<{ resendInvitation: { message: string } }>(
      'mutation($id: Int!) { resendInvitation(userId: $id) { message } }',
      { id: created.data!.createUser.id },
    );
    expect(resent.data?.resendInvitation.message).toBe('Invitation to Club Director was sent successfully!');
    expect(await stack.outbox('tgrant@funzone.test')).toHaveLength(2);

    const UPDATE =
      'mutation($id: Int!, $v: Int!, $i: UserInput!) { updateUser(id: $id, version: $v, input: $i) { lastName version } }';
    const id = created.data!.createUser.id;
    const ok = await director.gql<{ updateUser: unknown }>(UPDATE, { id, v: 1, i: { ...input, lastName: 'Grant-Ho' } });
    expect(ok.data?.updateUser).toEqual({ lastName: 'Grant-Ho', version: 2 });
    expect(codeOf(await director.gql(UPDATE, { id, v: 1, i: input }))).toBe('CONFLICT');
    const bad = await director.gql(UPDATE, { id, v: 2, i: { ...input, form: 'FULL', posPassword: '' } });
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({ posPassword: 'Field is required' });
  });

  it('removes users from the master client', async () => {
    const page = await director.gql<{ settingsUsers: Page<User> }>(USERS, { search: 'funzone.test', page: 1 });
    const ids = page
      .data!.settingsUsers.rows.filter((u) => !u.email.startsWith('director@'))
      .slice(0, 3)
      .map((u) => u.id);
    const res = await director.gql<{ deleteUsers: unknown }>(
      'mutation($ids: [Int!]!) { deleteUsers(ids: $ids) { removed message } }',
      {
        ids,
      },
    );
    expect(res.data?.deleteUsers).toEqual({ removed: 3, message: 'The users have been successfully deleted' });
  });
});

describe('director users', () => {
  it('adds, edits and removes a director user', async () => {
    const roles = await director.gql<{ roleOptions: { roleId: number }[] }>('{ roleOptions { roleId } }');
    const [location] = await locationIds(director);
    const input = {
      firstName: 'Nora',
      lastName: 'Quinn',
      email: 'nora.quinn@funzone.test',
      phone: '5125550155',
      roleId: roles.data!.roleOptions[1]!.roleId,
      locationId: location,
    };
    const created = await director.gql<{
      createDirectorUser: { id: number; version: number; location: { locationId: number } };
    }>(
      'mutation($i: DirectorUserInput!) { createDirectorUser(input: $i) { id version location { locationId } role { roleName } } }',
      { i: input },
    );
    expect(created.errors).toBeUndefined();
    const user = created.data!.createDirectorUser;
    expect(user.location.locationId).toBe(location);
    const list = await director.gql<{ directorUsers: Page<{ id: number }> }>(
      '{ directorUsers(search: "quinn") { rows { id } total } }',
    );
    expect(list.data?.directorUsers.rows.map((r) => r.id)).toEqual([user.id]);

    const UPDATE =
      'mutation($id: Int!, $v: Int!, $i: DirectorUserInput!) { updateDirectorUser(id: $id, version: $v, input: $i) { lastName version } }';
    const ok = await director.gql<{ updateDirectorUser: { version: number } }>(UPDATE, {
      id: user.id,
      v: user.version,
      i: { ...input, lastName: 'Quinn-Day' },
    });
    expect(ok.data?.updateDirectorUser).toEqual({ lastName: 'Quinn-Day', version: user.version + 1 });
    const DELETE = 'mutation($id: Int!, $v: Int!) { deleteDirectorUser(id: $id, version: $v) { removed } }';
    expect(codeOf(await director.gql(DELETE, { id: user.id, v: user.version }))).toBe('CONFLICT');
    const removed = await director.gql(DELETE, { id: user.id, v: user.version + 1 });
    expect(removed.errors).toBeUndefined();
    const after = await director.gql<{ directorUsers: Page<unknown> }>('{ directorUsers(search: "quinn") { total } }');
    expect(after.data?.directorUsers.total).toBe(0);
  });

  it('refuses the viewer’s add', async () => {
    const viewer = await signIn('viewer@funzone.test');
    const res = await viewer.gql('mutation($i: DirectorUserInput!) { createDirectorUser(input: $i) { id } }', {
      i: { firstName: 'A', lastName: 'B', email: 'ab@funzone.test', phone: '1', roleId: 2, locationId: null },
    });
    expect(codeOf(res)).toBe('FORBIDDEN');
  });
});
