/** Lookup lists of the settings forms (spec/3 §7 Lookups): groups, and groups with locations. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { GroupLocations, GroupLookup } from '@marquee/core/settings/types';
import type { Executor } from '../../db/client.ts';
import { locationGroups } from '../../db/schema.ts';
import { locationsOfGroups } from './groups.ts';

/** GET /group?src=lookup; `exclude` leaves one group out (a location's group choice). */
export function groupLookup(db: Executor, masterClientId: number, exclude?: number): Promise<GroupLookup[]> {
  return db
    .select({ groupId: locationGroups.id, name: locationGroups.name })
    .from(locationGroups)
    .where(
      and(
        eq(locationGroups.masterClientId, masterClientId),
        exclude === undefined ? undefined : ne(locationGroups.id, exclude),
      ),
    )
    .orderBy(asc(locationGroups.name), asc(locationGroups.id));
}

/** GET /groups/locations?src=lookup: each group's enabled locations (a picker). */
export async function groupLocationsLookup(db: Executor, masterClientId: number): Promise<GroupLocations[]> {
  const groups = await groupLookup(db, masterClientId);
  const byGroup = await locationsOfGroups(
    db,
    masterClientId,
    groups.map((g) => g.groupId),
    true,
  );
  return groups.map((g) => ({ ...g, locations: byGroup.get(g.groupId) ?? [] }));
}
