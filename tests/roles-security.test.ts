/**
 * Roles and Security over HTTP through the gateway: a saved matrix is the bit string
 * the gateway enforces on the very next request of a user already signed in; duplicate makes a
 * clone copy with nothing granted; role 1 is locked; nobody grants a flag they lack or edits their
 * own role; provider roles are for provider staff; another master client's roles are not found.
 *
 * Demo data: FunZone (1), Bowlarama (2). The director holds role 1 everywhere.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePermissions } from '../core/src/permissions.ts';
import { masterClients, roles } from '../rest-api/src/db/schema.ts';
import { auditLog } from '../rest-api/src/db/schema-settings.ts';
import { savePermissions } from '../rest-api/src/repositories/settings/securityRoles.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { allBits, newRole, TEST_PASSWORD, userWithBits } from './support/roles.ts';
import { restCall, restLogin } from './support/rest.ts';
import { type Stack, startStack } from './support/stack.ts';

const FUNZONE = 1;
const BOWLARAMA = 2;
const GROUPS_MENU = 13;

let stack: Stack;
/** Every flag of every module, in FunZone. */
let owner: GatewayClient;
let ownerId: number;

type Row = { routeId: number; view: boolean | null; add: boolean | null; massDelete: boolean | null };
type Role = { roleId: number; label: string; disabled: boolean; subTables: { rows: Row[] }[] };

const ROLE_FIELDS = 'roleId label disabled subTables { rows { routeId view add massDelete } }';
const LIST = `{ securityRoles { ${ROLE_FIELDS} } }`;
const SAVE = `mutation S($r: Int!, $p: [SecurityPermissionInput!]!) { saveSecurityRolePermissions(roleId: $r, permissions: $p) { ${ROLE_FIELDS} } }`;
const DUPLICATE = `mutation D($r: Int!) { duplicateSecurityRole(roleId: $r) { ${ROLE_FIELDS} } }`;
const RENAME = 'mutation R($r: Int!, $n: String!) { renameSecurityRole(roleId: $r, name: $n) { roleId label } }';
const GROUPS = '{ settingsGroups { total } }';

async function signIn(email: string, masterClient = FUNZONE, password = TEST_PASSWORD): Promise<GatewayClient> {
  const c = stack.client();
  const res = await c.login(email, password);
  expect(res.errors).toBeUndefined();
  c.masterClient = masterClient;
  return c;
}

const rowOf = (role: Role, routeId: number) =>
  role.subTables.flatMap((t) => t.rows).find((r) => r.routeId === routeId)!;
const groupsView = (view: boolean) => [{ routeId: GROUPS_MENU, view }];
const bitsOf = async (roleId: number) =>
  (await stack.database.db.select().from(roles).where(eq(roles.id, roleId)))[0]!.permissionBits;

beforeAll(async () => {
  stack = await startStack();
  const made = await userWithBits(stack.database.db, FUNZONE, allBits());
  ownerId = made.userId;
  owner = await signIn(made.email);
});
afterAll(() => stack?.close());

describe('saving a role’s matrix', () => {
  it('takes effect on the next request of a user already signed in: FORBIDDEN → allowed → FORBIDDEN', async () => {
    const subject = await userWithBits(stack.database.db, FUNZONE, allBits([GROUPS_MENU, 'view']));
    const client = await signIn(subject.email);
    expect(codeOf(await client.gql(GROUPS))).toBe('FORBIDDEN');

    const on = await owner.gql<{ saveSecurityRolePermissions: Role }>(SAVE, { r: subject.roleId, p: groupsView(true) });
    expect(on.errors).toBeUndefined();
    expect(rowOf(on.data!.saveSecurityRolePermissions, GROUPS_MENU).view).toBe(true);
    const allowed = await client.gql<{ settingsGroups: { total: number } }>(GROUPS);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data!.settingsGroups.total).toBeGreaterThan(0);

    expect((await owner.gql(SAVE, { r: subject.roleId, p: groupsView(false) })).errors).toBeUndefined();
    expect(codeOf(await client.gql(GROUPS))).toBe('FORBIDDEN');
  });

  it('saves massDelete as a copy of delete and keeps the modules it is not sent', async () => {
    const roleId = await newRole(stack.database.db, FUNZONE, encodePermissions({ 127: ['view'] }));
    const p = [{ routeId: GROUPS_MENU, view: true, detailView: true, delete: true }];
    const saved = await owner.gql<{ saveSecurityRolePermissions: Role }>(SAVE, { r: roleId, p });
    expect(saved.errors).toBeUndefined();
    expect(rowOf(saved.data!.saveSecurityRolePermissions, GROUPS_MENU).massDelete).toBe(true);
    expect((await bitsOf(roleId)).slice(127 * 7, 127 * 7 + 7)).toBe('0100000');
    expect((await bitsOf(roleId)).slice(GROUPS_MENU * 7, GROUPS_MENU * 7 + 7)).toBe('0110011');
  });

  it('refuses a row that breaks the cascade rules (Add without View), writing nothing', async () => {
    const roleId = await newRole(stack.database.db, FUNZONE);
    const res = await owner.gql(SAVE, { r: roleId, p: [{ routeId: GROUPS_MENU, add: true }] });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(await bitsOf(roleId)).toBe('');
  });
});

describe('duplicate', () => {
  it('adds a clone copy with every permission off, listed with the others', async () => {
    const source = await newRole(stack.database.db, FUNZONE, allBits());
    const res = await owner.gql<{ duplicateSecurityRole: Role }>(DUPLICATE, { r: source });
    expect(res.errors).toBeUndefined();
    const copy = res.data!.duplicateSecurityRole;
    expect(copy.label).toMatch(/^Spare role .* \(copy\)$/);
    const flags = copy.subTables.flatMap((t) => t.rows).flatMap((r) => [r.view, r.add, r.massDelete]);
    expect(flags.some((f) => f === true)).toBe(false);
    const list = await owner.gql<{ securityRoles: Role[] }>(LIST);
    expect(list.data!.securityRoles.map((r) => r.roleId)).toContain(copy.roleId);
    expect(list.data!.securityRoles[0]!.roleId).toBe(1);
  });
});

describe('the rules of who may change a role', () => {
  it('role 1 is locked: listed disabled, its save and rename refused, nothing written', async () => {
    // Role 1 is shared in the demo data; owning it here makes the lock, not the shared rule, refuse.
    await stack.database.db.update(roles).set({ masterClientId: FUNZONE }).where(eq(roles.id, 1));
    const before = await bitsOf(1);
    const list = await owner.gql<{ securityRoles: Role[] }>(LIST);
    expect(list.data!.securityRoles.find((r) => r.roleId === 1)!.disabled).toBe(true);
    const save = await owner.gql(SAVE, { r: 1, p: groupsView(false) });
    expect(codeOf(save)).toBe('FORBIDDEN');
    expect(save.errors![0]!.message).toBe('This role is locked and cannot be changed');
    expect(codeOf(await owner.gql(RENAME, { r: 1, n: 'Mine now' }))).toBe('FORBIDDEN');
    expect(await bitsOf(1)).toBe(before);
  });

  it('a role shared by every master client is not changed from one of them', async () => {
    const [shared] = await stack.database.db.select().from(roles).where(eq(roles.name, 'Provider support'));
    expect(shared!.masterClientId).toBeNull();
    const save = await owner.gql(SAVE, { r: shared!.id, p: groupsView(false) });
    expect(codeOf(save)).toBe('FORBIDDEN');
    expect(save.errors![0]!.message).toBe('This role is shared by several master clients and cannot be changed here');
    expect(await bitsOf(shared!.id)).toBe(shared!.permissionBits);
  });

  it("a person in several master clients holds each client's own role: editing one leaves the other", async () => {
    const admins = await stack.database.db.select().from(roles).where(eq(roles.name, 'Administrator'));
    const funzone = admins.find((r) => r.masterClientId === FUNZONE)!;
    const bowlarama = admins.find((r) => r.masterClientId === BOWLARAMA)!;
    expect(funzone && bowlarama).toBeTruthy();
    const save = await owner.gql(SAVE, { r: funzone.id, p: groupsView(false) });
    expect(save.errors).toBeUndefined();
    expect(await bitsOf(funzone.id)).not.toBe(funzone.permissionBits);
    expect(await bitsOf(bowlarama.id)).toBe(bowlarama.permissionBits);
  });

  it('nobody grants a flag they do not hold, nor edits the role they are in', async () => {
    // Administers roles and may view Groups, but may not add groups.
    const bits = encodePermissions({ 15: ['view'], 16: ['view', 'updateAndExecute'], [GROUPS_MENU]: ['view'] });
    const manager = await userWithBits(stack.database.db, FUNZONE, bits);
    const client = await signIn(manager.email);
    const roleId = await newRole(stack.database.db, FUNZONE);

    const escalate = [{ routeId: GROUPS_MENU, view: true, detailView: true, updateAndExecute: true, add: true }];
    expect(codeOf(await client.gql(SAVE, { r: roleId, p: escalate }))).toBe('FORBIDDEN');
    expect(await bitsOf(roleId)).toBe('');
    expect((await client.gql(SAVE, { r: roleId, p: groupsView(true) })).errors).toBeUndefined();

    const own = await client.gql(SAVE, { r: manager.roleId, p: groupsView(false) });
    expect(codeOf(own)).toBe('FORBIDDEN');
    expect(own.errors![0]!.message).toBe('You cannot change the role you are in');
    expect(await bitsOf(manager.roleId)).toBe(bits);
  });

  it('provider roles are changed by provider staff only', async () => {
    const [provider] = await stack.database.db
      .insert(roles)
      .values({
        masterClientId: FUNZONE,
        name: 'Provider desk',
        routeRole: 'admin',
        permissionBits: '',
        permissionChunkLength: 7,
        isProvider: true,
      })
      .returning({ id: roles.id });
    expect(codeOf(await owner.gql(SAVE, { r: provider!.id, p: groupsView(true) }))).toBe('FORBIDDEN');
    const support = await signIn('support@marquee.app', FUNZONE, 'Marquee#2026');
    const res = await support.gql(SAVE, { r: provider!.id, p: groupsView(true) });
    expect(res.errors).toBeUndefined();
  });

  it('another master client’s roles are not found, and not listed', async () => {
    const foreign = await newRole(stack.database.db, BOWLARAMA);
    expect(codeOf(await owner.gql(SAVE, { r: foreign, p: groupsView(true) }))).toBe('NOT_FOUND');
    expect(codeOf(await owner.gql(DUPLICATE, { r: foreign }))).toBe('NOT_FOUND');
    expect(await bitsOf(foreign)).toBe('');
    const list = await owner.gql<{ securityRoles: Role[] }>(LIST);
    expect(list.data!.securityRoles.map((r) => r.roleId)).not.toContain(foreign);
  });

  it('the list needs VIEW on menu 15; saving needs UPDATE_AND_EXECUTE on screen 16', async () => {
    const viewer = await signIn((await userWithBits(stack.database.db, FUNZONE, allBits([15, 'view']))).email);
    expect(codeOf(await viewer.gql(LIST))).toBe('FORBIDDEN');
    const noEdit = await signIn(
      (await userWithBits(stack.database.db, FUNZONE, allBits([16, 'updateAndExecute']))).email,
    );
    const roleId = await newRole(stack.database.db, FUNZONE);
    expect(codeOf(await noEdit.gql(SAVE, { r: roleId, p: groupsView(true) }))).toBe('FORBIDDEN');
    expect(await bitsOf(roleId)).toBe('');
  });
});

describe('the audit log', () => {
  const auditOf = (roleId: number) =>
    stack.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, roleId)));

  it('records who changed which role, with the bits before and after', async () => {
    const roleId = await newRole(stack.database.db, FUNZONE);
    expect((await owner.gql(SAVE, { r: roleId, p: groupsView(true) })).errors).toBeUndefined();
    const rows = await auditOf(roleId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: ownerId, masterClientId: FUNZONE, action: 'update' });
    expect(rows[0]!.changes).toEqual({ permissionBits: { before: '', after: await bitsOf(roleId) } });
  });

  it('is written in the change’s transaction: a save that fails after writing leaves neither', async () => {
    const roleId = await newRole(stack.database.db, FUNZONE);
    const editor = {
      userId: ownerId,
      roleId: null,
      permissions: { permissionBits: allBits(), permissionChunkLength: 7 },
      isProviderStaff: false,
    };
    const rows = new Map([
      [GROUPS_MENU, { view: true, detailView: false, updateAndExecute: false, delete: false, add: false }],
    ]);
    const failing = stack.database.db.transaction(async (tx) => {
      await savePermissions(tx, FUNZONE, editor, roleId, rows);
      throw new Error('fails after the save');
    });
    await expect(failing).rejects.toThrow('fails after the save');
    expect(await bitsOf(roleId)).toBe('');
    expect(await auditOf(roleId)).toEqual([]);
  });

  it('a refused save writes no row', async () => {
    expect(codeOf(await owner.gql(SAVE, { r: 1, p: groupsView(true) }))).toBe('FORBIDDEN');
    expect(await auditOf(1)).toEqual([]);
  });
});

describe('nobody left to administer roles', () => {
  it('refuses the change that would leave a master client with no one able to administer roles', async () => {
    const db = stack.database.db;
    // A master client of its own: no shared Director role held there.
    const [client] = await db
      .insert(masterClients)
      .values({ name: 'Lonely venue' })
      .returning({ id: masterClients.id });
    const mc = client!.id;
    // The only administrator holds every flag; the editor may save matrices (screen 16) but does
    // not list them (no VIEW on menu 15), so by core's rule the editor does not administer roles.
    const admin = await userWithBits(db, mc, allBits());
    const editor = await userWithBits(db, mc, allBits([15, 'view']));
    const token = await restLogin(stack.restUrl, editor.email);
    const save = (view: boolean) =>
      restCall(stack.restUrl, token, 'POST', '/settings/roles-security/save-permission', {
        masterClient: mc,
        body: { roleId: admin.roleId, permissionJson: JSON.stringify([{ rows: [{ routeId: 15, view }] }]) },
      });
    const before = await bitsOf(admin.roleId);
    const refused = await save(false);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This change would leave nobody able to administer roles in this master client');
    expect(await bitsOf(admin.roleId)).toBe(before);
    const logged = await stack.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, admin.roleId)));
    expect(logged).toEqual([]);
    // With a second administrator the same change is allowed.
    await userWithBits(db, mc, allBits());
    expect((await save(false)).status).toBe(200);
  });
});
