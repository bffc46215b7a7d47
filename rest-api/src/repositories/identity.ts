/**
 * The signed-in user as login and GET /me return it (core Identity), and the smaller view the
 * auth hook needs on every request. Permissions are read fresh each time, so a role change
 * applies on the next request without signing in again.
 */
import { asc, eq } from 'drizzle-orm';
import type { Identity, MasterClient, Role } from '@marquee/core/identity';
import { isProviderStaffEmail } from '@marquee/core/identity';
import { effectivePermissions, type PermissionSource } from '@marquee/core/permissions';
import type { Executor } from '../db/client.ts';
import { dnsEntries, masterClients, roles, userMasterClients, userRoles, users } from '../db/schema.ts';

/** What every authenticated request knows about its caller. */
export interface AuthUser {
  id: number;
  email: string;
  /** Effective permissions: a flag is granted when any role grants it. */
  permissions: PermissionSource;
  routeRoles: string[];
  masterClientIds: number[];
}

type RoleRow = Role & { routeRole: string };

async function rolesOf(db: Executor, userId: number): Promise<RoleRow[]> {
  return db
    .select({
      id: roles.id,
      name: roles.name,
      routeRole: roles.routeRole,
      permissionBits: roles.permissionBits,
      permissionChunkLength: roles.permissionChunkLength,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
}

/** The user's master clients ordered by name. */
export async function masterClientsOf(db: Executor, userId: number): Promise<MasterClient[]> {
  return db
    .select({
      masterClientId: masterClients.id,
      masterClientName: masterClients.name,
      isDefault: masterClients.isDefault,
    })
    .from(userMasterClients)
    .innerJoin(masterClients, eq(masterClients.id, userMasterClients.masterClientId))
    .where(eq(userMasterClients.userId, userId))
    .orderBy(asc(masterClients.name), asc(masterClients.id));
}

const distinct = (values: string[]) => [...new Set(values)];

export async function loadAuthUser(db: Executor, userId: number): Promise<AuthUser | null> {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [held, clients] = await Promise.all([
    rolesOf(db, userId),
    db
      .select({ id: userMasterClients.masterClientId })
      .from(userMasterClients)
      .where(eq(userMasterClients.userId, userId)),
  ]);
  return {
    ...user,
    permissions: effectivePermissions(held),
    routeRoles: distinct(held.map((r) => r.routeRole)),
    masterClientIds: clients.map((c) => c.id),
  };
}

/** Stored titles are comma-separated; none means [] (the UI shows 'Guest'). */
export function splitTitle(title: string): string[] {
  return title
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Builds the Identity of core/identity.ts; shared by POST /login and GET /me. */
export async function buildIdentity(db: Executor, userId: number): Promise<Identity> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} not found`);
  const [held, dns, clients] = await Promise.all([
    rolesOf(db, userId),
    db
      .select({ name: dnsEntries.name, code: dnsEntries.code, host: dnsEntries.host })
      .from(dnsEntries)
      .where(eq(dnsEntries.userId, userId))
      .orderBy(asc(dnsEntries.id)),
    masterClientsOf(db, userId),
  ]);
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: `${user.firstName} ${user.lastName}`.trim(),
    title: splitTitle(user.title),
    image: user.image,
    isProfileCompleted: user.isProfileCompleted,
    isProviderStaff: isProviderStaffEmail(user.email),
    routeRoles: distinct(held.map((r) => r.routeRole)),
    roles: held.map(({ routeRole: _, ...role }) => role),
    dns,
    masterClients: clients,
  };
}
