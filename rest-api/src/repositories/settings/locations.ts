/** Locations of a master client (spec/3 §2 Locations). */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { PagedList } from '@marquee/core/rest';
import type { Location, LocationCreateInput, LocationUpdateInput } from '@marquee/core/settings/types';
import type { Executor } from '../../db/client.ts';
import { countAll } from '../../db/client.ts';
import { locationGroups, locations } from '../../db/schema.ts';
import { userClientSettings, userLocations } from '../../db/schema-settings.ts';
import { invalidInput } from '../../http/errors.ts';
import { recordNotFound, staleRecord } from './errors.ts';
import { matchesAny, offsetOf, ordering, type Paging } from './paging.ts';

export const LOCATION_SORTS = ['name', 'code', 'storeNumber', 'groupName', 'city'] as const;

const columns = {
  id: locations.id,
  name: locations.name,
  code: locations.code,
  groupId: locations.groupId,
  groupName: locationGroups.name,
  storeNumber: locations.storeNumber,
  address1: locations.address1,
  address2: locations.address2,
  city: locations.city,
  state: locations.state,
  postalCode: locations.postalCode,
  version: locations.version,
};

type LocationRow = Omit<Location, 'address'>;

const withAddress = (r: LocationRow): Location => ({
  ...r,
  address: [r.address1, r.address2, r.city, [r.state, r.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', '),
});

const select = (db: Executor) =>
  db.select(columns).from(locations).leftJoin(locationGroups, eq(locationGroups.id, locations.groupId));

export async function listLocations(
  db: Executor,
  masterClientId: number,
  p: Paging,
  groupId?: number,
): Promise<PagedList<Location>> {
  const where = and(
    eq(locations.masterClientId, masterClientId),
    groupId === undefined ? undefined : eq(locations.groupId, groupId),
    matchesAny(p.search, [locations.name, locations.code, locations.storeNumber, locations.city, locations.address1]),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: countAll() }).from(locations).where(where);
  const rows = await select(db)
    .where(where)
    .orderBy(
      ...ordering(
        p,
        {
          name: locations.name,
          code: locations.code,
          storeNumber: locations.storeNumber,
          groupName: locationGroups.name,
          city: locations.city,
        },
        'name',
        locations.id,
      ),
    )
    .limit(p.rowsPerPage)
    .offset(offsetOf(p));
  return { data: rows.map(withAddress), total, page: p.page, rowsPerPage: p.rowsPerPage };
}

export async function getLocation(db: Executor, masterClientId: number, id: number): Promise<Location> {
  const [row] = await select(db).where(and(eq(locations.id, id), eq(locations.masterClientId, masterClientId)));
  if (!row) throw recordNotFound();
  return withAddress(row);
}

async function assertOwnGroup(db: Executor, masterClientId: number, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  const [g] = await db
    .select({ id: locationGroups.id })
    .from(locationGroups)
    .where(and(eq(locationGroups.id, groupId), eq(locationGroups.masterClientId, masterClientId)));
  if (!g) throw invalidInput({ groupId: 'settings.unknownOption' });
}

/** Initials of the name (up to 3 letters), then a number when taken: "FunZone Austin" → FA, FA2… */
async function freeCode(db: Executor, masterClientId: number, name: string): Promise<string> {
  const words = name.toUpperCase().match(/[A-Z0-9]+/g) ?? ['L'];
  const base =
    words.length === 1
      ? words[0]!.slice(0, 3)
      : words
          .map((w) => w[0])
          .join('')
          .slice(0, 3);
  const taken = new Set(
    (
      await db
        .select({ code: locations.code })
        .from(locations)
        .where(and(eq(locations.masterClientId, masterClientId), like(locations.code, `${base}%`)))
    ).map((r) => r.code),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n++;
  return `${base}${n}`;
}

const texts = (v: LocationUpdateInput | LocationCreateInput) => ({
  storeNumber: v.storeNumber.trim(),
  address1: v.address1.trim(),
  address2: v.address2.trim(),
  city: v.city.trim(),
  state: v.state.trim(),
  postalCode: v.postalCode.trim(),
});

export async function createLocation(
  db: Executor,
  masterClientId: number,
  input: LocationCreateInput,
): Promise<number> {
  await assertOwnGroup(db, masterClientId, input.groupId);
  const wanted = input.code?.trim().toUpperCase();
  if (wanted) {
    const [clash] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.masterClientId, masterClientId), eq(locations.code, wanted)));
    if (clash) throw invalidInput({ code: 'settings.unknownOption' });
  }
  const code = wanted || (await freeCode(db, masterClientId, input.name));
  const [row] = await db
    .insert(locations)
    .values({ masterClientId, name: input.name.trim(), code, groupId: input.groupId, ...texts(input) })
    .returning({ id: locations.id });
  return row!.id;
}

/** The name and code stay; a stale version is 409, another tenant's location 404. */
export async function updateLocation(
  db: Executor,
  masterClientId: number,
  id: number,
  input: LocationUpdateInput,
): Promise<void> {
  const own = and(eq(locations.id, id), eq(locations.masterClientId, masterClientId));
  const [exists] = await db.select({ id: locations.id }).from(locations).where(own);
  if (!exists) throw recordNotFound();
  await assertOwnGroup(db, masterClientId, input.groupId);
  const [updated] = await db
    .update(locations)
    .set({ groupId: input.groupId, ...texts(input), version: sql`${locations.version} + 1` })
    .where(and(own, eq(locations.version, input.version)))
    .returning({ id: locations.id });
  if (!updated) throw staleRecord();
}

/** Removes the locations and their user links; 409 (by the caller) when other data uses them. */
export async function deleteLocations(db: Executor, masterClientId: number, ids: number[]): Promise<number> {
  const own = and(eq(locations.masterClientId, masterClientId), inArray(locations.id, ids));
  const found = await db.select({ id: locations.id }).from(locations).where(own);
  if (found.length !== new Set(ids).size) throw recordNotFound();
  await db.delete(userLocations).where(inArray(userLocations.locationId, ids));
  await db
    .update(userClientSettings)
    .set({ directorLocationId: null })
    .where(inArray(userClientSettings.directorLocationId, ids));
  const removed = await db.delete(locations).where(own).returning({ id: locations.id });
  return removed.length;
}
