/**
 * Director users (spec/3 §2 Director Users): the users of a master client with access to the
 * director tool, each with a role and one location. Adding creates an invited user with access;
 * removing takes the access away (the user stays on the Users screen).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DirectorUser, DirectorUserInput } from '@marquee/core/resources/directorUsers';
import type { PagedList } from '@marquee/core/rest';
import type { Executor } from '../../db/client.ts';
import { locations, users } from '../../db/schema.ts';
import { userClientSettings } from '../../db/schema-settings.ts';
import { invalidInput } from '../../http/errors.ts';
import { recordNotFound, staleRecord } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { type Actor, createUser, inClient, pagedUsers, selectUsers, updateUser, upsertUserSettings } from './users.ts';

type Selected = Awaited<ReturnType<typeof selectUsers>>[number];

async function toDirectorUsers(db: Executor, masterClientId: number, rows: Selected[]): Promise<DirectorUser[]> {
  const ids = [...new Set(rows.map((r) => r.directorLocationId).filter((id): id is number => id !== null))];
  const locs =
    ids.length === 0
      ? []
      : await db
          .select({ locationId: locations.id, name: locations.name, code: locations.code })
          .from(locations)
          .where(and(eq(locations.masterClientId, masterClientId), inArray(locations.id, ids)));
  const byId = new Map(locs.map((l) => [l.locationId, l]));
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    role: r.roleId === null ? null : { roleId: r.roleId, roleName: r.roleName ?? '' },
    location: r.directorLocationId === null ? null : (byId.get(r.directorLocationId) ?? null),
    version: r.version,
  }));
}

export async function listDirectorUsers(
  db: Executor,
  { masterClientId, paging, filters }: ListScope<{ roleId?: number }>,
): Promise<PagedList<DirectorUser>> {
  const list = await pagedUsers(db, masterClientId, paging, { roleId: filters.roleId, directorOnly: true });
  return { ...list, data: await toDirectorUsers(db, masterClientId, list.data) };
}

export async function getDirectorUser(db: Executor, masterClientId: number, id: number): Promise<DirectorUser> {
  const rows = await selectUsers(db, masterClientId).where(
    and(eq(users.id, id), inClient(masterClientId), eq(userClientSettings.directorAccess, true)),
  );
  if (rows.length === 0) throw recordNotFound();
  return (await toDirectorUsers(db, masterClientId, rows))[0]!;
}

async function assertOwnLocation(db: Executor, masterClientId: number, id: number | null): Promise<void> {
  if (id === null) return;
  const [l] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.masterClientId, masterClientId)));
  if (!l) throw invalidInput({ locationId: 'settings.unknownOption' });
}

export async function createDirectorUser(
  db: Executor,
  masterClientId: number,
  actor: Actor,
  input: DirectorUserInput & { roleId: number },
): Promise<number> {
  await assertOwnLocation(db, masterClientId, input.locationId);
  return createUser(db, masterClientId, actor, {
    ...input,
    locationIds: input.locationId === null ? [] : [input.locationId],
    image: null,
    settings: { directorAccess: true, directorLocationId: input.locationId },
  });
}

export async function updateDirectorUser(
  db: Executor,
  masterClientId: number,
  actor: Actor,
  id: number,
  input: DirectorUserInput & { roleId: number; version: number },
): Promise<void> {
  await getDirectorUser(db, masterClientId, id);
  await assertOwnLocation(db, masterClientId, input.locationId);
  await updateUser(db, masterClientId, actor, id, {
    ...input,
    settings: { directorAccess: true, directorLocationId: input.locationId },
  });
}

/** Takes director access away; the version guards against removing after someone else's edit. */
export async function removeDirectorUser(db: Executor, masterClientId: number, id: number, version?: number) {
  const current = await getDirectorUser(db, masterClientId, id);
  if (version !== undefined && version !== current.version) throw staleRecord();
  await upsertUserSettings(db, masterClientId, id, { directorAccess: false, directorLocationId: null });
  await db
    .update(users)
    .set({ version: sql`${users.version} + 1` })
    .where(eq(users.id, id));
}
