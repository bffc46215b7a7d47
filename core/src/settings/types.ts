/**
 * REST shapes of the settings screens (spec/3 §2, §3, §7 "Settings and administration"). Lists
 * answer `Envelope<PagedList<Row>>` (core/src/rest.ts); details and saves answer
 * `Envelope<Record>`; removals answer `Envelope<RemoveResult>`. Every editable record carries
 * `version`: a save names the version it read, and an older one is refused with 409.
 */

/** A location as a sub-table row or a choice. */
export interface LocationRef {
  locationId: number;
  name: string;
  code: string;
}

// ── Groups ────────────────────────────────────────────────────────────────────────────────

/** GET /settings/groups rows and GET /settings/groups/:id. */
export interface Group {
  id: number;
  name: string;
  /** The sub-table: locations in this group, by name. */
  locations: LocationRef[];
  version: number;
}
/** POST /settings/groups (version ignored) and PUT /settings/groups/:id. */
export interface GroupInput {
  name: string;
  locationIds: number[];
  version?: number;
}

// ── Locations ─────────────────────────────────────────────────────────────────────────────

export interface Location {
  id: number;
  /** The location's name ("Location" on the form); not editable once created. */
  name: string;
  code: string;
  groupId: number | null;
  groupName: string | null;
  storeNumber: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  /** address1, city, state and postal code joined for the table. */
  address: string;
  version: number;
}
/** POST /settings/locations: name required; code generated from the name when blank. */
export interface LocationCreateInput {
  name: string;
  code?: string;
  groupId: number | null;
  storeNumber: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
}
/** PUT /settings/locations/:id: everything but the name and code. */
export type LocationUpdateInput = Omit<LocationCreateInput, 'name' | 'code'> & { version: number };

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

// ── Removal, invitations, lookups ─────────────────────────────────────────────────────────

/** DELETE answers: how many were removed and the success text to show. */
export interface RemoveResult {
  removed: number;
  message: string;
}
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
