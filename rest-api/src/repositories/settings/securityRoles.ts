/**
 * Security roles of a master client (spec/3 Roles and Security): list, add, rename, duplicate,
 * remove and save a role's matrix, under core's rules (core/src/settings/roleEdits.ts). Every
 * write locks the master client's row first, so two concurrent saves cannot together leave it
 * with nobody able to administer roles.
 */
import { message } from '@marquee/core/messages/en';
import type { MessageKey } from '@marquee/core/messages/en';
import type { PermissionSource } from '@marquee/core/permissions';
import type { MatrixFlags } from '@marquee/core/settings/matrixRules';
import { addsOnlyHeld, administersRoles, type RoleEditor, roleEditProblem } from '@marquee/core/settings/roleEdits';
import { applyMatrix } from '@marquee/core/settings/securityMatrix';
import { type SecurityRole, subTablesOf } from '@marquee/core/settings/securityRoles';
import { LOCKED_ROLE_ID } from '@marquee/core/settings/validation';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { masterClients, roles, userRoles } from '../../db/schema.ts';
import { roleDepartments, roleLocations } from '../../db/schema-settings.ts';
import { conflict, HttpError, TEXT } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import { rolesOfClient } from './roles.ts';

const columns = {
  id: roles.id,
  name: roles.name,
  masterClientId: roles.masterClientId,
  isProvider: roles.isProvider,
  permissionBits: roles.permissionBits,
  permissionChunkLength: roles.permissionChunkLength,
};
type RoleRow = { id: number; name: string; masterClientId: number | null; isProvider: boolean } & PermissionSource;

/** Who changed which role, for the audit row. */
const by = (editor: RoleEditor, masterClientId: number, entityId: number, action: 'create' | 'update' | 'delete') => ({
  userId: editor.userId,
  masterClientId,
  entity: 'role',
  entityId,
  action,
});

const refused = (key: MessageKey) => new HttpError(403, message(key));
const notFound = () => new HttpError(404, TEXT.notFound);

function toSecurityRole(r: RoleRow, editor: RoleEditor, canEdit: boolean): SecurityRole {
  return {
    roleId: r.id,
    label: r.name,
    disabled: !canEdit || roleEditProblem(editor, r) !== null,
    isProvider: r.isProvider,
    subTables: subTablesOf(r),
  };
}

/** Every role the master client uses, role 1 first (spec/3 §9), then by name. */
export async function listSecurityRoles(
  db: Executor,
  masterClientId: number,
  editor: RoleEditor,
  canEdit: boolean,
): Promise<SecurityRole[]> {
  const rows = await db
    .select(columns)
    .from(roles)
    .where(rolesOfClient(masterClientId))
    .orderBy(sql`${roles.id} <> ${LOCKED_ROLE_ID}`, asc(roles.name), asc(roles.id));
  return rows.map((r) => toSecurityRole(r, editor, canEdit));
}

/** Serialises role writes of one master client (see the header). */
async function lockClient(tx: Tx, masterClientId: number): Promise<void> {
  await tx
    .select({ id: masterClients.id })
    .from(masterClients)
    .where(eq(masterClients.id, masterClientId))
    .for('update');
}

/** The role, locked for the write; 404 when the master client does not use it. */
async function roleFor(tx: Tx, masterClientId: number, roleId: number): Promise<RoleRow> {
  const [r] = await tx
    .select(columns)
    .from(roles)
    .where(and(eq(roles.id, roleId), rolesOfClient(masterClientId)))
    .for('update');
  if (!r) throw notFound();
  return r;
}

/** The role, locked, that `editor` may change; 404 or 403 otherwise. */
async function editableRole(tx: Tx, masterClientId: number, editor: RoleEditor, roleId: number): Promise<RoleRow> {
  await lockClient(tx, masterClientId);
  const role = await roleFor(tx, masterClientId, roleId);
  const problem = roleEditProblem(editor, role);
  if (problem) throw refused(problem);
  return role;
}

/** Whether someone in the master client holds a role that administers roles. */
export async function rolesAdministered(tx: Tx, masterClientId: number): Promise<boolean> {
  const held = await tx
    .selectDistinct(columns)
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.masterClientId, masterClientId));
  return held.some((r) => administersRoles(r));
}

/**
 * Runs a change of who holds which role (a user's role changed, users removed) and refuses it,
 * rolling it back, when it leaves a master client that had an administrator of roles with none.
 */
export async function keepingAnAdministrator<T>(tx: Tx, masterClientId: number, change: () => Promise<T>): Promise<T> {
  const before = await rolesAdministered(tx, masterClientId);
  const result = await change();
  if (before && !(await rolesAdministered(tx, masterClientId))) throw refused('roles.error.lastAdministrator');
  return result;
}

/** 403 unless someone in the master client still administers roles once `roleId` has `next`. */
async function keepAnAdministrator(tx: Tx, masterClientId: number, roleId: number, next: PermissionSource) {
  const held = await tx
    .select({ ...columns, holders: count() })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.masterClientId, masterClientId))
    .groupBy(roles.id);
  const before = held.some((r) => administersRoles(r));
  const after = held.some((r) => administersRoles(r.id === roleId ? next : r));
  // A master client that had no administrator (e.g. only shared roles administer it) is not made worse.
  if (before && !after) throw refused('roles.error.lastAdministrator');
}

export async function savePermissions(
  tx: Tx,
  masterClientId: number,
  editor: RoleEditor,
  roleId: number,
  rows: ReadonlyMap<number, MatrixFlags>,
): Promise<SecurityRole> {
  const role = await editableRole(tx, masterClientId, editor, roleId);
  const next = applyMatrix(role, rows);
  if (!addsOnlyHeld(role, next, editor.permissions)) throw refused('roles.error.aboveYours');
  await keepAnAdministrator(tx, masterClientId, role.id, next);
  await tx.update(roles).set(next).where(eq(roles.id, role.id));
  await audit(tx, {
    ...by(editor, masterClientId, role.id, 'update'),
    before: { permissionBits: role.permissionBits, permissionChunkLength: role.permissionChunkLength },
    after: { permissionBits: next.permissionBits, permissionChunkLength: next.permissionChunkLength },
  });
  return toSecurityRole({ ...role, ...next }, editor, true);
}

/** A new role of the master client with no permissions; its route role is admin, so its bits alone decide. */
export async function createSecurityRole(tx: Tx, masterClientId: number, editor: RoleEditor, name: string) {
  await lockClient(tx, masterClientId);
  const [r] = await tx
    .insert(roles)
    .values({ masterClientId, name, routeRole: 'admin', permissionBits: '', permissionChunkLength: 7 })
    .returning(columns);
  await audit(tx, { ...by(editor, masterClientId, r!.id, 'create'), before: null, after: { name } });
  return toSecurityRole(r!, editor, true);
}

export async function renameSecurityRole(
  tx: Tx,
  masterClientId: number,
  editor: RoleEditor,
  roleId: number,
  name: string,
) {
  const role = await editableRole(tx, masterClientId, editor, roleId);
  await tx.update(roles).set({ name }).where(eq(roles.id, role.id));
  await audit(tx, { ...by(editor, masterClientId, role.id, 'update'), before: { name: role.name }, after: { name } });
  return toSecurityRole({ ...role, name }, editor, true);
}

/** A clone copy of `roleId` with every permission off (spec/3 §4); any role of the master client may be copied. */
export async function duplicateSecurityRole(
  tx: Tx,
  masterClientId: number,
  editor: RoleEditor,
  roleId: number,
  name: string | undefined,
) {
  await lockClient(tx, masterClientId);
  const source = await roleFor(tx, masterClientId, roleId);
  const copy = await createSecurityRole(
    tx,
    masterClientId,
    editor,
    name ?? message('roles.copyName', { name: source.name }),
  );
  // The copy belongs where the original does (Roles & Departments lists roles by their
  // locations): its departments and locations are copied, never its permissions.
  const departmentIds = (
    await tx
      .select({ id: roleDepartments.departmentId })
      .from(roleDepartments)
      .where(eq(roleDepartments.roleId, source.id))
  ).map((r) => r.id);
  const locationIds = (
    await tx.select({ id: roleLocations.locationId }).from(roleLocations).where(eq(roleLocations.roleId, source.id))
  ).map((r) => r.id);
  if (departmentIds.length > 0) {
    await tx
      .insert(roleDepartments)
      .values(departmentIds.map((departmentId) => ({ roleId: copy.roleId, departmentId })));
  }
  if (locationIds.length > 0) {
    await tx.insert(roleLocations).values(locationIds.map((locationId) => ({ roleId: copy.roleId, locationId })));
  }
  await audit(tx, {
    ...by(editor, masterClientId, copy.roleId, 'update'),
    before: { departmentIds: [], locationIds: [] },
    after: { departmentIds, locationIds },
  });
  return copy;
}

export async function removeSecurityRole(tx: Tx, masterClientId: number, editor: RoleEditor, roleId: number) {
  const role = await editableRole(tx, masterClientId, editor, roleId);
  const [held] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, role.id));
  if (Number(held?.n ?? 0) > 0) throw conflict(message('roles.error.inUse'));
  await tx.delete(roles).where(eq(roles.id, role.id));
  await audit(tx, {
    ...by(editor, masterClientId, role.id, 'delete'),
    before: { name: role.name, permissionBits: role.permissionBits },
    after: null,
  });
}
