/** Enabled locations of a master client (every location lookup list; core/src/venue/locationEnabled.ts). */
import { and, asc, eq } from 'drizzle-orm';
import type { LocationLookup } from '@marquee/core/rest';
import type { Executor } from '../db/client.ts';
import { locationGroups, locations } from '../db/schema.ts';
import { pickableLocation } from './venue/enabledLocations.ts';

export function locationLookup(db: Executor, masterClientId: number, groupId?: number): Promise<LocationLookup[]> {
  return db
    .select({
      locationId: locations.id,
      name: locations.name,
      code: locations.code,
      groupId: locations.groupId,
      groupName: locationGroups.name,
    })
    .from(locations)
    .leftJoin(locationGroups, eq(locationGroups.id, locations.groupId))
    .where(
      and(
        eq(locations.masterClientId, masterClientId),
        pickableLocation,
        groupId === undefined ? undefined : eq(locations.groupId, groupId),
      ),
    )
    .orderBy(asc(locations.name), asc(locations.id));
}
