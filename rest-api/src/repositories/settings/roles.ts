/** Roles a user of a master client can hold: the master client's own and the shared ones. */
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { LOCKED_ROLE_ID } from '@marquee/core/settings/validation';
import type { RoleRef } from '@marquee/core/settings/types';
import type { Executor } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema.ts';
import { invalidInput } from '../../http/errors.ts';

export const rolesOfClient = (masterClientId: number) =>
  or(eq(roles.masterClientId, masterClientId), isNull(roles.masterClientId));

/** Role 1 first (spec/3 §9: the Admin role is always first), then by name. */
export function roleLookup(db: Executor, masterClientId: number): Promise<RoleRef[]> {
  return db
    .select({ roleId: roles.id, roleName: roles.name })
    .from(roles)
    .where(rolesOfClient(masterClientId))
    .orderBy(sql`${roles.id} <> ${LOCKED_ROLE_ID}`, asc(roles.name), asc(roles.id));
}

export async function assertRoleOfClient(db: Executor, masterClientId: number, roleId: number): Promise<void> {
  const [r] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), rolesOfClient(masterClientId)));
  if (!r) throw invalidInput({ roleId: 'settings.unknownOption' });
}

/** The user's role within the master client (lowest id when several), as a subquery. */
export function roleOfUser(userId: SQL | number, masterClientId: number, column: 'id' | 'name') {
  const col = column === 'id' ? roles.id : roles.name;
  return sql`(select ${col} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${userId} and (${roles.masterClientId} = ${masterClientId} or ${roles.masterClientId} is null)
    order by ${roles.id} limit 1)`;
}

/** Replaces the user's roles of this master client (and shared ones) with `roleId`. */
export async function setRoleOfUser(
  db: Executor,
  masterClientId: number,
  userId: number,
  roleId: number,
): Promise<void> {
  const mine = db.select({ id: roles.id }).from(roles).where(rolesOfClient(masterClientId));
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, mine)));
  await db.insert(userRoles).values({ userId, roleId });
}
