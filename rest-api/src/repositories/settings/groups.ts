/** Location groups of a master client (spec/3 §2 Groups): a group holds locations. */
import type { Group, GroupInput } from '@marquee/core/resources/groups';
import type { LocationRef } from '@marquee/core/resources/types';
import type { PagedList } from '@marquee/core/rest';
import { and, count, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locationGroups, locations } from '../../db/schema.ts';
import { pickableLocation } from '../venue/enabledLocations.ts';
import { invalidInput } from '../../http/errors.ts';
import { recordNotFound } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { ownedDelete, pagedList, versionedUpdate } from '../../resources/repository.ts';

const locationCount =
  sql<number>`(select count(*) from ${locations} where ${locations.groupId} = ${locationGroups.id})`.mapWith(Number);

export async function listGroups(
  db: Executor,
  { masterClientId, paging }: ListScope<unknown>,
): Promise<PagedList<Group>> {
  const list = await pagedList(db, {
    paging,
    from: locationGroups,
    tenant: eq(locationGroups.masterClientId, masterClientId),
    search: [locationGroups.name],
    sorts: { name: locationGroups.name, locationCount },
    defaultSort: 'name',
    id: locationGroups.id,
    page: (where, orderBy, limit, offset) =>
      db
        .select({ id: locationGroups.id, name: locationGroups.name, version: locationGroups.version })
        .from(locationGroups)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  const byGroup = await locationsOfGroups(
    db,
    masterClientId,
    list.data.map((r) => r.id),
  );
  return { ...list, data: list.data.map((r) => ({ ...r, locations: byGroup.get(r.id) ?? [] })) };
}

/** The sub-table rows of each group, by location name. */
export async function locationsOfGroups(
  db: Executor,
  masterClientId: number,
  groupIds: number[],
  /** Only enabled locations (a picker), not the group's whole membership (its sub-table). */
  pickableOnly = false,
): Promise<Map<number, LocationRef[]>> {
  const out = new Map<number, LocationRef[]>();
  if (groupIds.length === 0) return out;
  const rows = await db
    .select({ groupId: locations.groupId, locationId: locations.id, name: locations.name, code: locations.code })
    .from(locations)
    .where(
      and(
        eq(locations.masterClientId, masterClientId),
        inArray(locations.groupId, groupIds),
        pickableOnly ? pickableLocation : undefined,
      ),
    )
    .orderBy(locations.name, locations.id);
  for (const { groupId, ...ref } of rows) {
    const list = out.get(groupId!) ?? [];
    list.push(ref);
    out.set(groupId!, list);
  }
  return out;
}

export async function getGroup(db: Executor, masterClientId: number, id: number): Promise<Group> {
  const [row] = await db
    .select({ id: locationGroups.id, name: locationGroups.name, version: locationGroups.version })
    .from(locationGroups)
    .where(and(eq(locationGroups.id, id), eq(locationGroups.masterClientId, masterClientId)));
  if (!row) throw recordNotFound();
  const byGroup = await locationsOfGroups(db, masterClientId, [id]);
  return { ...row, locations: byGroup.get(id) ?? [] };
}

/** 400 on `locations` unless every id is a location of this master client. */
async function assertOwnLocations(db: Executor, masterClientId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(locations)
    .where(and(eq(locations.masterClientId, masterClientId), inArray(locations.id, ids)));
  if (Number(n) !== new Set(ids).size) throw invalidInput({ locations: 'settings.unknownOption' });
}

/**
 * Makes the group hold exactly `ids`: others leave it, the listed ones move in (from any other
 * group, since a location belongs to one group). Each location that changes group is re-versioned.
 */
async function setGroupLocations(db: Executor, masterClientId: number, groupId: number, ids: number[]): Promise<void> {
  const mine = and(eq(locations.masterClientId, masterClientId), eq(locations.groupId, groupId));
  await db
    .update(locations)
    .set({ groupId: null, version: sql`${locations.version} + 1` })
    .where(ids.length > 0 ? and(mine, notInArray(locations.id, ids)) : mine);
  if (ids.length === 0) return;
  await db
    .update(locations)
    .set({ groupId, version: sql`${locations.version} + 1` })
    .where(
      and(
        eq(locations.masterClientId, masterClientId),
        inArray(locations.id, ids),
        or(isNull(locations.groupId), sql`${locations.groupId} <> ${groupId}`),
      ),
    );
}

export async function createGroup(db: Executor, masterClientId: number, input: GroupInput): Promise<number> {
  await assertOwnLocations(db, masterClientId, input.locationIds);
  const [row] = await db
    .insert(locationGroups)
    .values({ masterClientId, name: input.name.trim() })
    .returning({ id: locationGroups.id });
  await setGroupLocations(db, masterClientId, row!.id, input.locationIds);
  return row!.id;
}

/** Renames under the optimistic lock (404 foreign, 409 stale), then sets the group's locations. */
export async function updateGroup(
  db: Executor,
  masterClientId: number,
  id: number,
  input: GroupInput & { version: number },
): Promise<void> {
  await versionedUpdate(db, locationGroups, masterClientId, id, input.version, { name: input.name.trim() });
  await assertOwnLocations(db, masterClientId, input.locationIds);
  await setGroupLocations(db, masterClientId, id, input.locationIds);
}

/** Removes the groups (all of this master client, or none: 404); their locations stay, ungrouped. */
export function deleteGroups(
  db: Executor,
  masterClientId: number,
  ids: number[],
  versions?: number[],
): Promise<number> {
  return ownedDelete(db, locationGroups, masterClientId, ids, {
    versions,
    beforeDelete: async (owned) => {
      await db
        .update(locations)
        .set({ groupId: null, version: sql`${locations.version} + 1` })
        .where(and(eq(locations.masterClientId, masterClientId), inArray(locations.groupId, owned)));
    },
  });
}
