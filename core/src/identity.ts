import { PROVIDER_STAFF_DOMAIN } from './constants.ts';

/** A role held by a user, with its permission bit string (spec/1 §3, §6). */
export interface Role {
  id: number;
  name: string;
  permissionBits: string;
  permissionChunkLength: number;
}

/**
 * A user's role in one of their master clients: roles and their assignments are per master
 * client, so the same person may direct one tenant and only view another (DESIGN.md, Permissions).
 */
export interface ClientRole {
  masterClientId: number;
  role: Role;
  /** Route role of spec/1 §6 that the role carries: admin, staff or user. */
  routeRole: string;
}

export interface MasterClient {
  masterClientId: number;
  masterClientName: string;
  isDefault: boolean;
}

/** An external admin site the user may open (spec/1 §3 "DNS entries"). */
export interface DnsEntry {
  name: string;
  code: string;
  host: string;
}

/** The signed-in user as the rest-api returns it at login and from GET /me. */
export interface Identity {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  /** Job titles; empty when none (the UI shows 'Guest'). */
  title: string[];
  image: string | null;
  isProfileCompleted: boolean;
  isProviderStaff: boolean;
  /** Route roles of spec/1 §6 in the master client asked about (see `accessIn`). */
  routeRoles: string[];
  /** The role in the master client asked about (none or one). */
  roles: Role[];
  /** The role in each of the user's master clients; the caller picks the request's with `accessIn`. */
  clientRoles: ClientRole[];
  dns: DnsEntry[];
  masterClients: MasterClient[];
}

/** Provider staff are recognised by their e-mail domain (DESIGN.md, Sessions and identity). */
export function isProviderStaffEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${PROVIDER_STAFF_DOMAIN}`);
}

/** Spec/1 §4: the only master client is chosen automatically, otherwise the default one. */
export function pickMasterClient(clients: readonly MasterClient[], current?: number | null): MasterClient | null {
  if (current != null) {
    const kept = clients.find((c) => c.masterClientId === current);
    if (kept) return kept;
  }
  if (clients.length === 1) return clients[0] ?? null;
  return clients.find((c) => c.isDefault) ?? clients[0] ?? null;
}

/**
 * The master client whose role applies to a request: the requested one when it is the user's,
 * else the one `pickMasterClient` would select (the only one, the default, the first by name), so
 * the server reads the bits of the same client the web selects on its own.
 */
export function roleMasterClientId(clients: readonly MasterClient[], requested: number | null): number | null {
  return pickMasterClient(clients, requested)?.masterClientId ?? null;
}

/** What a user may do in one master client: the role held there (none or one). */
export interface ClientAccess {
  masterClientId: number | null;
  roles: Role[];
  routeRoles: string[];
}

/** The user's roles and route roles in the request's master client (see roleMasterClientId). */
export function accessIn(
  identity: Pick<Identity, 'masterClients' | 'clientRoles'>,
  requested: number | null,
): ClientAccess {
  const masterClientId = roleMasterClientId(identity.masterClients, requested);
  const held = identity.clientRoles.filter((c) => c.masterClientId === masterClientId);
  return {
    masterClientId,
    roles: held.map((c) => c.role),
    routeRoles: [...new Set(held.map((c) => c.routeRole))],
  };
}
