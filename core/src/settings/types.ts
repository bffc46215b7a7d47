/**
 * REST shapes of the settings screens (spec/3 §2, §3, §7 "Settings and administration"). Lists
 * answer `Envelope<PagedList<Row>>` (core/src/rest.ts); details and saves answer
 * `Envelope<Record>`; removals answer `Envelope<RemoveResult>` (core/src/resources/types.ts).
 * Groups and locations are core/src/resources/{groups,locations}.ts. Every editable record carries
 * `version`: a save names the version it read, and an older one is refused with 409.
 */

import type { LocationRef } from '../resources/types.ts';

// ── Users ─────────────────────────────────────────────────────────────────────────────────

export interface RoleRef {
  roleId: number;
  roleName: string;
}

/** GET /settings/users rows. */
export interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleId: number | null;
  roleName: string | null;
  /** The sub-table. */
  locations: LocationRef[];
  /** Access to the director tool. */
  access: boolean;
  /** 'invited' until the user first signs in. */
  status: 'active' | 'invited';
  version: number;
}
/** GET /settings/users/:id: the row plus the dialog's fields. */
export interface UserDetail extends UserRow {
  /** Avatar as a data URL, or null. */
  img: string | null;
  posPassword: string;
  cardId: string;
  /** MM/dd/yyyy or ''. */
  startDate: string;
  payrollId: string;
  payRate: string;
  /** The user with role id 1 cannot change role (spec/3 §3). */
  roleLocked: boolean;
  masterClients: { masterClientId: number; masterClientName: string }[];
}
/**
 * POST /settings/users and PUT /settings/users/:id. `form` names the dialog whose rules apply:
 * 'full' (a user with more than one location) or 'simple'. `img` undefined keeps the avatar,
 * null removes it, a data URL replaces it.
 */
export interface UserInput {
  form: 'full' | 'simple';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleId: number | null;
  /** The fields below are kept as they are when absent (the simple dialog does not show them). */
  locationIds?: number[];
  access?: boolean;
  posPassword?: string;
  cardId?: string;
  startDate?: string;
  payrollId?: string;
  payRate?: string;
  img?: string | null;
  version?: number;
}

// ── Director users ────────────────────────────────────────────────────────────────────────

/** GET /settings/users-director rows and detail. */
export interface DirectorUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: RoleRef | null;
  location: LocationRef | null;
  version: number;
}
export interface DirectorUserInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleId: number | null;
  locationId: number | null;
  version?: number;
}

// ── Invitations, lookups ─────────────────────────────────────────────────────────

/** POST /settings/user-invite { userId } → Envelope<InviteResult>. */
export interface InviteResult {
  message: string;
}
/** GET /group?src=lookup */
export interface GroupLookup {
  groupId: number;
  name: string;
}
/** GET /groups/locations?src=lookup */
export interface GroupLocations extends GroupLookup {
  locations: LocationRef[];
}
