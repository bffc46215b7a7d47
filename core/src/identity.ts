import { PROVIDER_STAFF_DOMAIN } from './constants.ts';

/** A role held by a user, with its permission bit string (spec/1 §3, §6). */
export interface Role {
  id: number;
  name: string;
  permissionBits: string;
  permissionChunkLength: number;
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
  /** Route roles of spec/1 §6 held by the user: admin, staff or user. */
  routeRoles: string[];
  roles: Role[];
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
