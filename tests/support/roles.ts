/**
 * Users with exactly the permissions a test needs, written straight into the REST API's database.
 * The one place the tests know how roles are assigned: a role belongs to a master client, and a
 * user holds one role per master client (user_roles keyed by user and master client once that
 * column exists; by user and role before).
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_CHUNK_LENGTH, encodePermissions, FLAG_NAMES, type FlagName } from '../../core/src/permissions.ts';
import type { Db } from '../../rest-api/src/db/client.ts';
import { roles, userMasterClients, userRoles, users } from '../../rest-api/src/db/schema.ts';
import { hashPassword } from '../../rest-api/src/security/passwords.ts';

export const TEST_PASSWORD = 'Marquee#2026';
/** Highest module index the tests grant (the demo roles stop at 130 too). */
export const LAST_MODULE = 130;

/** Every flag of every module 0…LAST_MODULE, except `without` ([module, flag]) when given. */
export function allBits(without?: readonly [number, FlagName]): string {
  const grants = new Map<number, FlagName[]>();
  for (let index = 0; index <= LAST_MODULE; index++) {
    grants.set(
      index,
      FLAG_NAMES.filter((flag) => !(without && without[0] === index && without[1] === flag)),
    );
  }
  return encodePermissions(grants, DEFAULT_CHUNK_LENGTH);
}

let hashed: Promise<string> | undefined;

/**
 * A new user of `masterClientId` (and of no other) whose role there grants `bits`; signs in with
 * TEST_PASSWORD. Answers the e-mail, the user id and the role id.
 */
export async function userWithBits(
  db: Db,
  masterClientId: number,
  bits: string,
  chunkLength = DEFAULT_CHUNK_LENGTH,
): Promise<{ email: string; userId: number; roleId: number }> {
  hashed ??= hashPassword(TEST_PASSWORD);
  const passwordHash = await hashed;
  const tag = randomUUID().slice(0, 8);
  const email = `role-${tag}@tests.test`;
  return db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({
        masterClientId,
        name: `Test role ${tag}`,
        routeRole: 'admin',
        permissionBits: bits,
        permissionChunkLength: chunkLength,
      })
      .returning({ id: roles.id });
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, firstName: 'Test', lastName: tag, phone: '5125550100', isProfileCompleted: true })
      .returning({ id: users.id });
    const userId = user!.id;
    const roleId = role!.id;
    await tx.insert(userMasterClients).values({ userId, masterClientId });
    // Per-master-client role assignments key user_roles by master client as well.
    const assignment = 'masterClientId' in userRoles ? { userId, roleId, masterClientId } : { userId, roleId };
    await tx.insert(userRoles).values(assignment as typeof userRoles.$inferInsert);
    return { email, userId, roleId };
  });
}

/** A role of `masterClientId` that nobody holds, granting `bits` (none by default); answers its id. */
export async function newRole(db: Db, masterClientId: number, bits = ''): Promise<number> {
  const [role] = await db
    .insert(roles)
    .values({
      masterClientId,
      name: `Spare role ${randomUUID().slice(0, 8)}`,
      routeRole: 'admin',
      permissionBits: bits,
      permissionChunkLength: DEFAULT_CHUNK_LENGTH,
    })
    .returning({ id: roles.id });
  return role!.id;
}
