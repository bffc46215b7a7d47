/**
 * Roles & Departments (spec/3 §2, §3): departments of a master client (a name and one location)
 * and the roles linked to departments and locations. Every id given is checked against the
 * request's master client: another master client's rows are not found (404 on a path or the
 * edited row, a field error on a reference).
 */
import type { MessageKey } from '@marquee/core/messages/en';
import { type DepartmentInput, departmentsAt, type LinkedRoleInput } from '@marquee/core/settings/departments';
import type { RoleEditor } from '@marquee/core/settings/roleEdits';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { locations, roles } from '../../db/schema.ts';
import { departments, roleDepartments, roleLocations } from '../../db/schema-settings.ts';
import { HttpError, invalidInput, TEXT } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import { createSecurityRole } from './securityRoles.ts';

export interface DepartmentRow {
  id: number;
  name: string;
  locationId: number;
  locationName: string;
}

export interface LinkedRole {
  roleId: number;
  name: string;
  departments: { id: number; name: string }[];
  locations: { locationId: number; name: string }[];
}

const notFound = () => new HttpError(404, TEXT.notFound);

/** 400 on `field` unless every id is a row of the master client in `table`. */
async function ownIds(
  db: Executor,
  masterClientId: number,
  table: typeof locations | typeof departments,
  ids: readonly number[],
  field: string,
  key: MessageKey = 'settings.unknownOption',
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.masterClientId, masterClientId), inArray(table.id, unique)));
  if (Number(row?.n ?? 0) !== unique.length) throw invalidInput({ [field]: key });
}

/** The master client's departments, of one location when given, by name. */
export function listDepartments(db: Executor, masterClientId: number, locationId?: number): Promise<DepartmentRow[]> {
  const where = [eq(departments.masterClientId, masterClientId)];
  if (locationId !== undefined) where.push(eq(departments.locationId, locationId));
  return db
    .select({
      id: departments.id,
      name: departments.name,
      locationId: departments.locationId,
      locationName: locations.name,
    })
    .from(departments)
    .innerJoin(locations, eq(locations.id, departments.locationId))
    .where(and(...where))
    .orderBy(asc(departments.name), asc(departments.id));
}

/** Roles of the master client linked to `locationId`, with their departments and locations. */
export async function rolesOfLocation(db: Executor, masterClientId: number, locationId: number): Promise<LinkedRole[]> {
  const linked = await db
    .select({ roleId: roles.id, name: roles.name })
    .from(roles)
    .innerJoin(roleLocations, eq(roleLocations.roleId, roles.id))
    .where(and(eq(roles.masterClientId, masterClientId), eq(roleLocations.locationId, locationId)))
    .orderBy(asc(roles.name), asc(roles.id));
  return withLinks(db, linked);
}

/** Every role of the master client with its departments and locations (GET /administration/roles-security). */
export async function linkedRoles(db: Executor, masterClientId: number): Promise<LinkedRole[]> {
  const own = await db
    .select({ roleId: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.masterClientId, masterClientId))
    .orderBy(asc(roles.name), asc(roles.id));
  return withLinks(db, own);
}

async function withLinks(db: Executor, linked: { roleId: number; name: string }[]): Promise<LinkedRole[]> {
  if (linked.length === 0) return [];
  const ids = linked.map((r) => r.roleId);
  const depts = await db
    .select({ roleId: roleDepartments.roleId, id: departments.id, name: departments.name })
    .from(roleDepartments)
    .innerJoin(departments, eq(departments.id, roleDepartments.departmentId))
    .where(inArray(roleDepartments.roleId, ids))
    .orderBy(asc(departments.name));
  const locs = await db
    .select({ roleId: roleLocations.roleId, locationId: locations.id, name: locations.name })
    .from(roleLocations)
    .innerJoin(locations, eq(locations.id, roleLocations.locationId))
    .where(inArray(roleLocations.roleId, ids))
    .orderBy(asc(locations.name));
  return linked.map((r) => ({
    ...r,
    departments: depts.filter((d) => d.roleId === r.roleId).map(({ id, name }) => ({ id, name })),
    locations: locs.filter((l) => l.roleId === r.roleId).map(({ locationId, name }) => ({ locationId, name })),
  }));
}

const department = (
  userId: number,
  masterClientId: number,
  entityId: number,
  action: 'create' | 'update' | 'delete',
) => ({
  userId,
  masterClientId,
  entity: 'department',
  entityId,
  action,
});

export async function createDepartment(tx: Tx, masterClientId: number, userId: number, input: DepartmentInput) {
  await ownIds(tx, masterClientId, locations, [input.locationId!], 'locationId');
  const after = { name: input.name.trim(), locationId: input.locationId! };
  const [row] = await tx
    .insert(departments)
    .values({ masterClientId, ...after })
    .returning({ id: departments.id });
  await audit(tx, { ...department(userId, masterClientId, row!.id, 'create'), before: null, after });
  return row!.id;
}

export async function updateDepartment(
  tx: Tx,
  masterClientId: number,
  userId: number,
  id: number,
  input: DepartmentInput,
) {
  const mine = and(eq(departments.id, id), eq(departments.masterClientId, masterClientId));
  const [before] = await tx
    .select({ name: departments.name, locationId: departments.locationId })
    .from(departments)
    .where(mine)
    .for('update');
  if (!before) throw notFound();
  await ownIds(tx, masterClientId, locations, [input.locationId!], 'locationId');
  const after = { name: input.name.trim(), locationId: input.locationId! };
  await tx.update(departments).set(after).where(mine);
  await audit(tx, { ...department(userId, masterClientId, id, 'update'), before, after });
}

/** Removes the departments (and their role links); 404, removing none, if one is not the master client's. */
export async function removeDepartments(tx: Tx, masterClientId: number, userId: number, ids: readonly number[]) {
  const removed = await tx
    .delete(departments)
    .where(and(eq(departments.masterClientId, masterClientId), inArray(departments.id, [...ids])))
    .returning({ id: departments.id, name: departments.name, locationId: departments.locationId });
  // Throwing rolls the whole removal back, audit rows included.
  if (removed.length !== ids.length) throw notFound();
  for (const { id, ...before } of removed) {
    await audit(tx, { ...department(userId, masterClientId, id, 'delete'), before, after: null });
  }
  return removed.length;
}

/** Add New Role (spec/3 §2): a role with no permissions, linked to departments and locations. */
export async function createLinkedRole(tx: Tx, masterClientId: number, editor: RoleEditor, input: LinkedRoleInput) {
  await ownIds(tx, masterClientId, departments, input.departmentIds, 'departmentIds');
  await ownIds(tx, masterClientId, locations, input.locationIds, 'locationIds');
  const chosen = await tx
    .select({ id: departments.id, locationId: departments.locationId })
    .from(departments)
    .where(inArray(departments.id, [...new Set(input.departmentIds)]));
  if (departmentsAt(chosen, input.locationIds).length !== chosen.length) {
    throw invalidInput({ departmentIds: 'roles.error.departmentElsewhere' });
  }
  const role = await createSecurityRole(tx, masterClientId, editor, input.name.trim());
  await tx
    .insert(roleDepartments)
    .values([...new Set(input.departmentIds)].map((departmentId) => ({ roleId: role.roleId, departmentId })));
  await tx
    .insert(roleLocations)
    .values([...new Set(input.locationIds)].map((locationId) => ({ roleId: role.roleId, locationId })));
  await audit(tx, {
    userId: editor.userId,
    masterClientId,
    entity: 'role',
    entityId: role.roleId,
    action: 'update',
    before: { departmentIds: [], locationIds: [] },
    after: { departmentIds: [...new Set(input.departmentIds)], locationIds: [...new Set(input.locationIds)] },
  });
  return { roleId: role.roleId, name: role.label };
}
