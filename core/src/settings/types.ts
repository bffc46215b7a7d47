/**
 * REST shapes of the settings screens (spec/3 §2, §3, §7 "Settings and administration"). Lists
 * answer `Envelope<PagedList<Row>>` (core/src/rest.ts); details and saves answer
 * `Envelope<Record>`; removals answer `Envelope<RemoveResult>` (core/src/resources/types.ts).
 * Groups, locations, users and director users are TypeBox schemas in core/src/resources/; the
 * types of the last two are named here too, for their callers. Every editable record carries
 * `version`: a save names the version it read, and an older one is refused with 409.
 */

import type { LocationRef } from '../resources/types.ts';

export type { DirectorUser, DirectorUserInput } from '../resources/directorUsers.ts';
export type { InviteResult, RoleRef, UserDetail, UserInput, UserRow } from '../resources/users.ts';

// ── Lookups ─────────────────────────────────────────────────────────

/** GET /group?src=lookup */
export interface GroupLookup {
  groupId: number;
  name: string;
}
/** GET /groups/locations?src=lookup */
export interface GroupLocations extends GroupLookup {
  locations: LocationRef[];
}
