/**
 * Location links of a resource's rows (tableResource's `linkTables`): a row's locations (sub-table
 * and form choice), replacing them on save, refusing ids of another master client as a field
 * error, and the location filters of lists and lookups.
 */
import type { LocationRef } from '@marquee/core/resources/types';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { locations } from '../db/schema.ts';
import { invalidInput } from '../http/errors.ts';

export type LocationLinks = PgTable & { parentId: AnyPgColumn; locationId: AnyPgColumn };

/** Each parent's locations, by name. */
export async function locationsByParent(
  db: Executor,
  links: LocationLinks,
  parentIds: number[],
): Promise<Map<number, LocationRef[]>> {
  const out = new Map<number, LocationRef[]>();
  if (parentIds.length === 0) return out;
  const rows = await db
    .select({ parentId: links.parentId, locationId: locations.id, name: locations.name, code: locations.code })
    .from(links as PgTable)
    .innerJoin(locations, eq(locations.id, links.locationId))
    .where(inArray(links.parentId, parentIds))
    .orderBy(locations.name, locations.id);
  for (const { parentId, ...ref } of rows) {
    const list = out.get(parentId as number) ?? [];
    list.push(ref);
    out.set(parentId as number, list);
  }
  return out;
}

/** 400 on `field` unless every id is a row of `table` in this master client. */
export async function assertOwnIds(
  db: Executor,
  table: PgTable & { id: AnyPgColumn; masterClientId: AnyPgColumn },
  masterClientId: number,
  ids: readonly number[],
  field: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(and(eq(table.masterClientId, masterClientId), inArray(table.id, unique)));
  if (Number(n) !== unique.length) throw invalidInput({ [field]: 'settings.unknownOption' });
}

/** Makes the parent link exactly these locations (checked to be this master client's). */
export async function replaceLocations(
  db: Executor,
  links: LocationLinks,
  masterClientId: number,
  parentId: number,
  locationIds: readonly number[],
): Promise<void> {
  await assertOwnIds(db, locations, masterClientId, locationIds, 'locationIds');
  await db.delete(links).where(eq(links.parentId, parentId));
  const unique = [...new Set(locationIds)];
  if (unique.length > 0) await db.insert(links).values(unique.map((locationId) => ({ parentId, locationId })) as never);
}

/** `exists (a link to this location)`: the lists' location filter; undefined is no filter. */
export function atLocation(links: LocationLinks, parentId: AnyPgColumn, locationId: number | undefined) {
  if (locationId === undefined) return undefined;
  return sql`exists (select 1 from ${links} where ${links.parentId} = ${parentId} and ${links.locationId} = ${locationId})`;
}

/**
 * Parents linked to every one of `locationIds`, counted among this master client's locations:
 * an empty list, or any id of another master client, matches none (the intersection lookups).
 */
export function atEveryLocation(
  links: LocationLinks,
  parentId: AnyPgColumn,
  masterClientId: number,
  locationIds: readonly number[],
): SQL {
  const unique = [...new Set(locationIds)];
  if (unique.length === 0) return sql`false`;
  return sql`(select count(*) from ${links} inner join ${locations} on ${locations.id} = ${links.locationId}
    where ${links.parentId} = ${parentId} and ${locations.masterClientId} = ${masterClientId}
    and ${inArray(links.locationId, unique)}) = ${unique.length}`;
}

/**
 * Parents linked to any of this master client's locations with these codes (the lookups that
 * take `locations` as codes); undefined is no filter, and codes of another master client match none.
 */
export function atAnyLocationCode(
  links: LocationLinks,
  parentId: AnyPgColumn,
  masterClientId: number,
  codes: readonly string[] | undefined,
): SQL | undefined {
  if (codes === undefined) return undefined;
  if (codes.length === 0) return sql`false`;
  return sql`exists (select 1 from ${links} inner join ${locations} on ${locations.id} = ${links.locationId}
    where ${links.parentId} = ${parentId} and ${locations.masterClientId} = ${masterClientId}
    and ${inArray(locations.code, [...codes])})`;
}

/** A parent's linked location ids as a column (the pickers filter by them as the form changes). */
export function linkedLocationIds(links: LocationLinks, parentId: AnyPgColumn): SQL<number[]> {
  return sql<
    number[]
  >`coalesce((select array_agg(${links.locationId} order by ${links.locationId}) from ${links} where ${links.parentId} = ${parentId}), '{}')`.mapWith(
    (v: unknown) => (Array.isArray(v) ? v.map(Number) : parseIntArray(String(v))),
  );
}

/** '{1,2}' as [1, 2], for a driver that leaves an int array as text. */
const parseIntArray = (text: string) => text.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
