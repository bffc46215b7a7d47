/**
 * Roles a user of a master client can hold (the master client's own and the shared ones), and
 * the one role each user holds per master client (DESIGN.md, Permissions).
 */
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Granter, mayGrant } from '@marquee/core/settings/roleGrants';
import type { RoleRef } from '@marquee/core/settings/types';
import { LOCKED_ROLE_ID } from '@marquee/core/settings/validation';
import type { Executor } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema.ts';
import { invalidInput } from '../../http/errors.ts';

export const rolesOfClient = (masterClientId: number) =>
  or(eq(roles.masterClientId, masterClientId), isNull(roles.masterClientId));

const grantColumns = {
  id: roles.id,
  name: roles.name,
  isProvider: roles.isProvider,
  permissionBits: roles.permissionBits,
  permissionChunkLength: roles.permissionChunkLength,
};

export type RoleOfClient = {
  id: number;
  name: string;
  isProvider: boolean;
  permissionBits: string;
  permissionChunkLength: number;
};

/** Role 1 first (spec/3 §9: the Admin role is always first), then by name. */
function rolesOf(db: Executor, masterClientId: number): Promise<RoleOfClient[]> {
  return db
    .select(grantColumns)
    .from(roles)
    .where(rolesOfClient(masterClientId))
    .orderBy(sql`${roles.id} <> ${LOCKED_ROLE_ID}`, asc(roles.name), asc(roles.id));
}

const toRef = (r: RoleOfClient): RoleRef => ({ roleId: r.id, roleName: r.name });

/** Every role of the master client (the role filters). */
export async function roleLookup(db: Executor, masterClientId: number): Promise<RoleRef[]> {
  return (await rolesOf(db, masterClientId)).map(toRef);
}

/**
 * The role choice of the users forms: only roles `granter` may give, plus `keepRoleId` (the
 * edited user's current role), which may be kept even when the granter could not give it.
 */
export async function grantableRoleLookup(
  db: Executor,
  masterClientId: number,
  granter: Granter,
  keepRoleId: number | null,
): Promise<RoleRef[]> {
  return (await rolesOf(db, masterClientId)).filter((r) => r.id === keepRoleId || mayGrant(granter, r)).map(toRef);
}

/** The role `roleId` if the master client may use it; otherwise a field error on roleId. */
export async function roleOfClient(db: Executor, masterClientId: number, roleId: number): Promise<RoleOfClient> {
  const [r] = await db
    .select(grantColumns)
    .from(roles)
    .where(and(eq(roles.id, roleId), rolesOfClient(masterClientId)));
  if (!r) throw invalidInput({ roleId: 'settings.unknownOption' });
  return r;
}

/** The user's role within the master client, as a subquery. */
export function roleOfUser(userId: SQL | number, masterClientId: number, column: 'id' | 'name') {
  const col = column === 'id' ? roles.id : roles.name;
  return sql`(select ${col} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${userId} and ${userRoles.masterClientId} = ${masterClientId})`;
}

/** The user's role id within the master client, or null. */
export async function roleIdOfUser(db: Executor, masterClientId: number, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.masterClientId, masterClientId)));
  return row?.roleId ?? null;
}

/** Sets the user's one role in this master client; their other master clients keep theirs. */
export async function setRoleOfUser(
  db: Executor,
  masterClientId: number,
  userId: number,
  roleId: number,
): Promise<void> {
  await db
    .insert(userRoles)
    .values({ userId, masterClientId, roleId })
    .onConflictDoUpdate({ target: [userRoles.userId, userRoles.masterClientId], set: { roleId } });
}
