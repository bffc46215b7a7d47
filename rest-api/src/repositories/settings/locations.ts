/** Locations of a master client (spec/3 §2 Locations). */
import type { Location, LocationCreateInput, LocationUpdateInput } from '@marquee/core/resources/locations';
import type { PagedList } from '@marquee/core/rest';
import { LOCATION_ENABLED_DEFAULT } from '@marquee/core/venue/locationEnabled';
import { newLocationSettings } from '@marquee/core/venue/locationSettings';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locationSettings } from '../../db/schema-locationsettings.ts';
import { tenantProfiles } from '../../db/schema-tenants.ts';
import { userClientSettings, userLocations } from '../../db/schema-settings.ts';
import { locationGroups, locations } from '../../db/schema.ts';
import { invalidInput } from '../../http/errors.ts';
import { recordNotFound } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { ownedDelete, pagedList, versionedUpdate } from '../../resources/repository.ts';

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
  enabled: locations.enabled,
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
  { masterClientId, paging, filters }: ListScope<{ groupId?: number; enabled?: boolean }>,
): Promise<PagedList<Location>> {
  const list = await pagedList(db, {
    paging,
    from: locations,
    tenant: eq(locations.masterClientId, masterClientId),
    filters: [
      filters.groupId === undefined ? undefined : eq(locations.groupId, filters.groupId),
      filters.enabled === undefined ? undefined : eq(locations.enabled, filters.enabled),
    ],
    search: [locations.name, locations.code, locations.storeNumber, locations.city, locations.address1],
    sorts: {
      name: locations.name,
      code: locations.code,
      storeNumber: locations.storeNumber,
      groupName: locationGroups.name,
      city: locations.city,
      enabled: locations.enabled,
    },
    defaultSort: 'name',
    id: locations.id,
    page: (where, orderBy, limit, offset) =>
      select(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...list, data: list.data.map(withAddress) };
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

const texts = (v: Omit<LocationUpdateInput, 'version'> | LocationCreateInput) => ({
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
    .values({
      masterClientId,
      name: input.name.trim(),
      code,
      groupId: input.groupId,
      enabled: input.enabled ?? LOCATION_ENABLED_DEFAULT,
      ...texts(input),
    })
    .returning({ id: locations.id });
  // Its zone from its state, else its customer's zone and currency, until general settings says
  // otherwise (bookings need one at once).
  const [customer] = await db
    .select({ timeZone: tenantProfiles.timeZone, currency: tenantProfiles.currency })
    .from(tenantProfiles)
    .where(eq(tenantProfiles.masterClientId, masterClientId));
  await db
    .insert(locationSettings)
    .values({ locationId: row!.id, masterClientId, ...newLocationSettings(input.state, customer) });
  return row!.id;
}

/** The name and code stay; a stale version is 409, another tenant's location 404. */
export async function updateLocation(
  db: Executor,
  masterClientId: number,
  id: number,
  input: LocationUpdateInput,
): Promise<void> {
  await getLocation(db, masterClientId, id);
  await assertOwnGroup(db, masterClientId, input.groupId);
  await versionedUpdate(db, locations, masterClientId, id, input.version, {
    groupId: input.groupId,
    ...texts(input),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
  });
}

/** Removes the locations and their user links; 409 (by the wing) when other data uses them. */
export function deleteLocations(
  db: Executor,
  masterClientId: number,
  ids: number[],
  versions?: number[],
): Promise<number> {
  return ownedDelete(db, locations, masterClientId, ids, {
    versions,
    beforeDelete: async (owned) => {
      await db.delete(userLocations).where(inArray(userLocations.locationId, owned));
      await db
        .update(userClientSettings)
        .set({ directorLocationId: null })
        .where(inArray(userClientSettings.directorLocationId, owned));
    },
  });
}
