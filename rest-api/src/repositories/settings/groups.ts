/** Location groups of a master client (spec/3 §2 Groups): a group holds locations. */
import { and, count, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { PagedList } from '@marquee/core/rest';
import type { Group, GroupInput, LocationRef } from '@marquee/core/settings/types';
import type { Executor } from '../../db/client.ts';
import { countAll } from '../../db/client.ts';
import { locationGroups, locations } from '../../db/schema.ts';
import { invalidInput } from '../../http/errors.ts';
import { recordNotFound, staleRecord } from './errors.ts';
import { matchesAny, offsetOf, ordering, type Paging } from './paging.ts';

export const GROUP_SORTS = ['name', 'locationCount'] as const;

const locationCount =
  sql<number>`(select count(*) from ${locations} where ${locations.groupId} = ${locationGroups.id})`.mapWith(Number);

export async function listGroups(db: Executor, masterClientId: number, p: Paging): Promise<PagedList<Group>> {
  const where = and(eq(locationGroups.masterClientId, masterClientId), matchesAny(p.search, [locationGroups.name]));
  const [{ total } = { total: 0 }] = await db.select({ total: countAll() }).from(locationGroups).where(where);
  const rows = await db
    .select({ id: locationGroups.id, name: locationGroups.name, version: locationGroups.version })
    .from(locationGroups)
    .where(where)
    .orderBy(...ordering(p, { name: locationGroups.name, locationCount }, 'name', locationGroups.id))
    .limit(p.rowsPerPage)
    .offset(offsetOf(p));
  const byGroup = await locationsOfGroups(
    db,
    masterClientId,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => ({ ...r, locations: byGroup.get(r.id) ?? [] })),
    total,
    page: p.page,
    rowsPerPage: p.rowsPerPage,
  };
}

/** The sub-table rows of each group, by location name. */
export async function locationsOfGroups(
  db: Executor,
  masterClientId: number,
  groupIds: number[],
): Promise<Map<number, LocationRef[]>> {
  const out = new Map<number, LocationRef[]>();
  if (groupIds.length === 0) return out;
  const rows = await db
    .select({ groupId: locations.groupId, locationId: locations.id, name: locations.name, code: locations.code })
    .from(locations)
    .where(and(eq(locations.masterClientId, masterClientId), inArray(locations.groupId, groupIds)))
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

/** UPDATE … WHERE id AND version: a stale version is 409, another tenant's group 404. */
export async function updateGroup(
  db: Executor,
  masterClientId: number,
  id: number,
  input: GroupInput & { version: number },
): Promise<void> {
  const own = and(eq(locationGroups.id, id), eq(locationGroups.masterClientId, masterClientId));
  const [updated] = await db
    .update(locationGroups)
    .set({ name: input.name.trim(), version: sql`${locationGroups.version} + 1` })
    .where(and(own, eq(locationGroups.version, input.version)))
    .returning({ id: locationGroups.id });
  if (!updated) {
    const [exists] = await db.select({ id: locationGroups.id }).from(locationGroups).where(own);
    throw exists ? staleRecord() : recordNotFound();
  }
  await assertOwnLocations(db, masterClientId, input.locationIds);
  await setGroupLocations(db, masterClientId, id, input.locationIds);
}

/** Removes the groups (all of this master client, or none: 404); their locations stay, ungrouped. */
export async function deleteGroups(db: Executor, masterClientId: number, ids: number[]): Promise<number> {
  const own = and(eq(locationGroups.masterClientId, masterClientId), inArray(locationGroups.id, ids));
  const found = await db.select({ id: locationGroups.id }).from(locationGroups).where(own);
  if (found.length !== new Set(ids).size) throw recordNotFound();
  await db
    .update(locations)
    .set({ groupId: null, version: sql`${locations.version} + 1` })
    .where(and(eq(locations.masterClientId, masterClientId), inArray(locations.groupId, ids)));
  const removed = await db.delete(locationGroups).where(own).returning({ id: locationGroups.id });
  return removed.length;
}
