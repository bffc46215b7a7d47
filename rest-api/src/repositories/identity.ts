/**
 * The signed-in user as login and GET /me return it (core Identity), and the smaller view the
 * auth hook needs on every request. Roles are held per master client and read fresh each time,
 * so a role change applies on the next request without signing in again.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ClientRole, Identity, MasterClient } from '@marquee/core/identity';
import { accessIn, isProviderStaffEmail } from '@marquee/core/identity';
import { effectivePermissions, type PermissionSource } from '@marquee/core/permissions';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { dnsEntries, masterClients, roles, userMasterClients, userRoles, users } from '../db/schema.ts';

/** The caller as loaded once per session lookup, before a master client is chosen. */
export interface SessionUser {
  id: number;
  email: string;
  isProviderStaff: boolean;
  masterClients: MasterClient[];
  masterClientIds: number[];
  clientRoles: ClientRole[];
}

/** What every authenticated request knows about its caller. */
export interface AuthUser extends SessionUser {
  /** The master client whose role applies (the request's, else the default one); null when none. */
  roleMasterClientId: number | null;
  /** Permissions of the role held in that master client. */
  permissions: PermissionSource;
  routeRoles: string[];
}

/** The user's role in each of their master clients. */
export async function clientRolesOf(db: Executor, userId: number): Promise<ClientRole[]> {
  const rows = await db
    .select({
      masterClientId: userRoles.masterClientId,
      routeRole: roles.routeRole,
      id: roles.id,
      name: roles.name,
      permissionBits: roles.permissionBits,
      permissionChunkLength: roles.permissionChunkLength,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.masterClientId));
  return rows.map(({ masterClientId, routeRole, ...role }) => ({ masterClientId, routeRole, role }));
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

/**
 * The caller of a live session, in one statement: it runs on every authenticated call (and once
 * per burst of them, see plugins/auth.ts), so the session, the user, their role in each master
 * client and their master clients come back in one round trip rather than four. Orders as
 * clientRolesOf and masterClientsOf do.
 */
export async function loadLiveCaller(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const [row] = await queryRows<{
    expires_at: Date | string;
    id: number;
    email: string;
    client_roles: ClientRole[];
    master_clients: MasterClient[];
  }>(
    db,
    sql`select s.expires_at, u.id, u.email,
      coalesce((select json_agg(json_build_object('masterClientId', ur.master_client_id, 'routeRole', r.route_role,
          'role', json_build_object('id', r.id, 'name', r.name, 'permissionBits', r.permission_bits,
            'permissionChunkLength', r.permission_chunk_length)) order by ur.master_client_id)
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]') as client_roles,
      coalesce((select json_agg(json_build_object('masterClientId', mc.id, 'masterClientName', mc.name,
          'isDefault', mc.is_default) order by mc.name, mc.id)
        from user_master_clients umc join master_clients mc on mc.id = umc.master_client_id
        where umc.user_id = u.id), '[]') as master_clients
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz`,
  );
  if (!row) return null;
  const clients = row.master_clients;
  return {
    expiresAt: new Date(row.expires_at),
    user: {
      id: Number(row.id),
      email: row.email,
      isProviderStaff: isProviderStaffEmail(row.email),
      masterClients: clients,
      masterClientIds: clients.map((c) => c.masterClientId),
      clientRoles: row.client_roles,
    },
  };
}

/** The caller within one master client (the request's, or the default one when none is sent). */
export function authUserIn(user: SessionUser, masterClientId: number | null): AuthUser {
  const access = accessIn(user, masterClientId);
  return {
    ...user,
    roleMasterClientId: access.masterClientId,
    permissions: effectivePermissions(access.roles),
    routeRoles: access.routeRoles,
  };
}

/** The permissions a user holds in one master client (none when they hold no role there). */
export async function permissionsIn(db: Executor, userId: number, masterClientId: number): Promise<PermissionSource> {
  const held = await db
    .select({ permissionBits: roles.permissionBits, permissionChunkLength: roles.permissionChunkLength })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.masterClientId, masterClientId)));
  return effectivePermissions(held);
}

/** Stored titles are comma-separated; none means [] (the UI shows 'Guest'). */
export function splitTitle(title: string): string[] {
  return title
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * Builds the Identity of core/identity.ts; shared by POST /login and GET /me. `roles` and
 * `routeRoles` are those of `masterClientId` (or the default master client); `clientRoles`
 * carries every master client's, so the gateway can answer for the request's own.
 */
export async function buildIdentity(
  db: Executor,
  userId: number,
  masterClientId: number | null = null,
  /** Roles and master clients already read for this request (GET /me: by the auth hook). */
  known?: Pick<SessionUser, 'clientRoles' | 'masterClients'>,
): Promise<Identity> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} not found`);
  const [clientRoles, dns, clients] = await Promise.all([
    known?.clientRoles ?? clientRolesOf(db, userId),
    db
      .select({ name: dnsEntries.name, code: dnsEntries.code, host: dnsEntries.host })
      .from(dnsEntries)
      .where(eq(dnsEntries.userId, userId))
      .orderBy(asc(dnsEntries.id)),
    known?.masterClients ?? masterClientsOf(db, userId),
  ]);
  const access = accessIn({ masterClients: clients, clientRoles }, masterClientId);
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
    routeRoles: access.routeRoles,
    roles: access.roles,
    clientRoles,
    dns,
    masterClients: clients,
  };
}
