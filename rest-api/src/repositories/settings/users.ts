/**
 * Users of a master client (spec/3 §2 Users): the identity (name, e-mail, phone, avatar, sign-in)
 * in users, shared by all the person's master clients; role, locations and the rest per master
 * client. Saves check who may change what (DESIGN.md, Permissions): the identity only by someone
 * who administers every master client of the person, a role only within the granter's own bits.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type { PagedList } from '@marquee/core/rest';
import { type Granter, roleChangeProblem } from '@marquee/core/settings/roleGrants';
import { changedIdentityFields } from '@marquee/core/settings/sharedIdentity';
import type { LocationRef } from '@marquee/core/resources/types';
import type { UserDetail, UserInput, UserRow } from '@marquee/core/resources/users';
import { LOCKED_ROLE_ID } from '@marquee/core/settings/validation';
import type { Executor } from '../../db/client.ts';
import { countAll } from '../../db/client.ts';
import { locations, masterClients, userMasterClients, userRoles, users } from '../../db/schema.ts';
import { userClientSettings, userLocations } from '../../db/schema-settings.ts';
import { invalidInput } from '../../http/errors.ts';
import { hashPassword } from '../../security/passwords.ts';
import { normaliseEmail } from '../users.ts';
import { recordNotFound, staleRecord } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { type Paging, pagedList } from '../../resources/repository.ts';
import { assertEnabledLocations } from '../venue/enabledLocations.ts';
import { assertIdentityEditable } from './sharedIdentity.ts';
import { roleIdOfUser, roleOfClient, roleOfUser, setRoleOfUser } from './roles.ts';

/** The caller of a users save, within the request's master client. */
export interface Actor extends Granter {
  /** Master clients where the caller holds update-and-execute on the users screen. */
  administeredClientIds: readonly number[];
}

export interface UserFilters {
  roleId?: number;
  /** Only users linked to this location (one of the master client's: the list is tenant-scoped). */
  locationId?: number;
  /** Director Users screen: only users with access to the director tool. */
  directorOnly?: boolean;
}

/** Users linked to the master client. */
export const inClient = (masterClientId: number) =>
  exists(
    sql`(select 1 from ${userMasterClients} where ${userMasterClients.userId} = ${users.id} and ${userMasterClients.masterClientId} = ${masterClientId})`,
  );

export function rowColumns(masterClientId: number) {
  return {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
    roleId: sql<number | null>`${roleOfUser(sql`${users.id}`, masterClientId, 'id')}`.mapWith((v) =>
      v === null ? null : Number(v),
    ),
    roleName: sql<string | null>`${roleOfUser(sql`${users.id}`, masterClientId, 'name')}`,
    access: sql<boolean>`coalesce(${userClientSettings.directorAccess}, false)`,
    status: sql<'active' | 'invited'>`coalesce(${userClientSettings.status}, 'active')`,
    directorLocationId: userClientSettings.directorLocationId,
    version: users.version,
  };
}

/** The user's settings row in this master client (left-joined: a user may have none yet). */
const settingsIn = (masterClientId: number) =>
  and(eq(userClientSettings.userId, users.id), eq(userClientSettings.masterClientId, masterClientId));

/** users left-joined with their settings in this master client. */
export function selectUsers(db: Executor, masterClientId: number) {
  return db.select(rowColumns(masterClientId)).from(users).leftJoin(userClientSettings, settingsIn(masterClientId));
}

type Selected = Awaited<ReturnType<typeof selectUsers>>[number];

/** One page of the users of this master client, for both users screens (USER_SORTS). */
export function pagedUsers(db: Executor, masterClientId: number, paging: Paging, f: UserFilters) {
  return pagedList<Selected>(db, {
    paging,
    tenant: inClient(masterClientId),
    filters: [
      f.directorOnly ? eq(userClientSettings.directorAccess, true) : undefined,
      f.roleId === undefined
        ? undefined
        : exists(
            sql`(select 1 from ${userRoles} where ${userRoles.userId} = ${users.id}
              and ${userRoles.masterClientId} = ${masterClientId} and ${userRoles.roleId} = ${f.roleId})`,
          ),
      f.locationId === undefined
        ? undefined
        : exists(
            sql`(select 1 from ${userLocations} join ${locations} on ${locations.id} = ${userLocations.locationId}
              where ${userLocations.userId} = ${users.id} and ${userLocations.locationId} = ${f.locationId}
              and ${locations.masterClientId} = ${masterClientId})`,
          ),
    ],
    search: [
      users.firstName,
      users.lastName,
      users.email,
      users.phone,
      sql`${users.firstName} || ' ' || ${users.lastName}`,
    ],
    sorts: {
      name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
      email: users.email,
      phone: users.phone,
      role: roleOfUser(sql`${users.id}`, masterClientId, 'name'),
    },
    defaultSort: 'name',
    id: users.id,
    count: async (where) => {
      const [{ total } = { total: 0 }] = await db
        .select({ total: countAll() })
        .from(users)
        .leftJoin(userClientSettings, settingsIn(masterClientId))
        .where(where);
      return total;
    },
    page: (where, orderBy, limit, offset) =>
      selectUsers(db, masterClientId)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
}

/** The sub-table: each user's locations in this master client. */
export async function locationsOfUsers(
  db: Executor,
  masterClientId: number,
  userIds: number[],
): Promise<Map<number, LocationRef[]>> {
  const out = new Map<number, LocationRef[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: userLocations.userId, locationId: locations.id, name: locations.name, code: locations.code })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(and(eq(locations.masterClientId, masterClientId), inArray(userLocations.userId, userIds)))
    .orderBy(locations.name, locations.id);
  for (const { userId, ...ref } of rows) out.set(userId, [...(out.get(userId) ?? []), ref]);
  return out;
}

export async function listUsers(
  db: Executor,
  { masterClientId, paging, filters }: ListScope<{ roleId?: number; locationId?: number }>,
): Promise<PagedList<UserRow>> {
  const list = await pagedUsers(db, masterClientId, paging, { roleId: filters.roleId, locationId: filters.locationId });
  const byUser = await locationsOfUsers(
    db,
    masterClientId,
    list.data.map((r) => r.id),
  );
  const data = list.data.map(({ directorLocationId: _d, ...r }) => ({ ...r, locations: byUser.get(r.id) ?? [] }));
  return { ...list, data };
}

/**
 * One user of the master client. `viewerId`'s own master clients bound the user's list of master
 * clients, so nobody learns the names of tenants they do not belong to.
 */
export async function getUser(db: Executor, masterClientId: number, id: number, viewerId: number): Promise<UserDetail> {
  const [row] = await db
    .select({
      ...rowColumns(masterClientId),
      img: users.image,
      posPassword: sql<string>`coalesce(${userClientSettings.posPassword}, '')`,
      cardId: sql<string>`coalesce(${userClientSettings.cardId}, '')`,
      startDate: sql<string>`coalesce(${userClientSettings.startDate}, '')`,
      payrollId: sql<string>`coalesce(${userClientSettings.payrollId}, '')`,
      payRate: sql<string>`coalesce(${userClientSettings.payRate}, '')`,
    })
    .from(users)
    .leftJoin(userClientSettings, settingsIn(masterClientId))
    .where(and(eq(users.id, id), inClient(masterClientId)));
  if (!row) throw recordNotFound();
  const viewers = db
    .select({ id: userMasterClients.masterClientId })
    .from(userMasterClients)
    .where(eq(userMasterClients.userId, viewerId));
  const clients = await db
    .select({ masterClientId: masterClients.id, masterClientName: masterClients.name })
    .from(userMasterClients)
    .innerJoin(masterClients, eq(masterClients.id, userMasterClients.masterClientId))
    .where(and(eq(userMasterClients.userId, id), inArray(userMasterClients.masterClientId, viewers)))
    .orderBy(masterClients.name, masterClients.id);
  const byUser = await locationsOfUsers(db, masterClientId, [id]);
  const { directorLocationId: _d, ...rest } = row;
  return {
    ...rest,
    locations: byUser.get(id) ?? [],
    roleLocked: row.roleId === LOCKED_ROLE_ID,
    masterClients: clients,
  };
}

/**
 * E-mails are unique across all tenants (one identity per person). The refusal is the same
 * whether the e-mail belongs to this master client or another, and says nothing of whom.
 */
async function assertFreeEmail(db: Executor, email: string, exceptUserId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
  if (taken) throw invalidInput({ email: 'settings.users.emailTaken' });
}

async function assertOwnLocations(db: Executor, masterClientId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.masterClientId, masterClientId), inArray(locations.id, ids)));
  if (found.length !== new Set(ids).size) throw invalidInput({ locationIds: 'settings.unknownOption' });
}

async function setUserLocations(db: Executor, masterClientId: number, userId: number, ids: number[]): Promise<void> {
  const mine = db.select({ id: locations.id }).from(locations).where(eq(locations.masterClientId, masterClientId));
  await db.delete(userLocations).where(and(eq(userLocations.userId, userId), inArray(userLocations.locationId, mine)));
  if (ids.length > 0)
    await db.insert(userLocations).values([...new Set(ids)].map((locationId) => ({ userId, locationId })));
}

export type UserSettingsInput = Partial<
  Pick<UserInput, 'posPassword' | 'cardId' | 'startDate' | 'payrollId' | 'payRate'> & {
    directorAccess: boolean;
    directorLocationId: number | null;
    status: 'active' | 'invited';
  }
>;

export async function upsertUserSettings(
  db: Executor,
  masterClientId: number,
  userId: number,
  values: UserSettingsInput,
): Promise<void> {
  const insert = db.insert(userClientSettings).values({ userId, masterClientId, ...values });
  const target = [userClientSettings.userId, userClientSettings.masterClientId];
  // Nothing given (e.g. the simple dialog): only make sure the row exists.
  if (Object.keys(values).length === 0) await insert.onConflictDoNothing({ target });
  else await insert.onConflictDoUpdate({ target, set: values });
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleId: number;
  locationIds: number[];
  image: string | null;
  settings: UserSettingsInput;
}

/** The role `roleId` of this master client, if `actor` may move the user from `currentRoleId` to it. */
async function assertRoleChange(
  db: Executor,
  masterClientId: number,
  actor: Actor,
  userId: number | null,
  currentRoleId: number | null,
  roleId: number,
): Promise<void> {
  const role = await roleOfClient(db, masterClientId, roleId);
  const problem = roleChangeProblem(actor, userId, currentRoleId, role);
  if (problem) throw invalidInput({ roleId: problem });
}

/** Creates the user in this master client, invited: the password is unusable until they set one. */
export async function createUser(db: Executor, masterClientId: number, actor: Actor, u: NewUser): Promise<number> {
  const email = normaliseEmail(u.email);
  await assertFreeEmail(db, email);
  await assertRoleChange(db, masterClientId, actor, null, null, u.roleId);
  await assertOwnLocations(db, masterClientId, u.locationIds);
  await assertEnabledLocations(db, masterClientId, u.locationIds, 'locationIds');
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(randomUUID()),
      firstName: u.firstName.trim(),
      lastName: u.lastName.trim(),
      phone: u.phone.trim(),
      image: u.image,
    })
    .returning({ id: users.id });
  const userId = row!.id;
  await db.insert(userMasterClients).values({ userId, masterClientId });
  await setRoleOfUser(db, masterClientId, userId, u.roleId);
  await setUserLocations(db, masterClientId, userId, u.locationIds);
  await upsertUserSettings(db, masterClientId, userId, { ...u.settings, status: 'invited' });
  return userId;
}

export interface UserChange extends Omit<NewUser, 'image' | 'locationIds'> {
  /** Undefined keeps the avatar. */
  image?: string | null;
  /** Undefined keeps the locations. */
  locationIds?: number[];
  version: number;
}

/**
 * UPDATE … WHERE id AND version. 404 when the user is not in this master client, 409 when the
 * version is stale, 400 on roleId when the role change is not the actor's to make (role 1 kept,
 * own role, above the actor's bits, provider role), 403 when the shared identity would change
 * and the actor does not administer every master client of the user.
 */
export async function updateUser(
  db: Executor,
  masterClientId: number,
  actor: Actor,
  id: number,
  u: UserChange,
): Promise<void> {
  const [current] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      image: users.image,
    })
    .from(users)
    .where(and(eq(users.id, id), inClient(masterClientId)));
  if (!current) throw recordNotFound();
  const currentRoleId = await roleIdOfUser(db, masterClientId, id);
  await assertRoleChange(db, masterClientId, actor, id, currentRoleId, u.roleId);
  const changed = changedIdentityFields(current, u);
  if (changed.length > 0) await assertIdentityEditable(db, actor, id);
  const email = normaliseEmail(u.email);
  if (changed.includes('email')) await assertFreeEmail(db, email, id);
  if (u.locationIds) {
    await assertOwnLocations(db, masterClientId, u.locationIds);
    // A location the user already holds stays when it is disabled later (nothing is stripped
    // silently); only a newly given one must be enabled.
    const held = new Set((await locationsOfUsers(db, masterClientId, [id])).get(id)?.map((l) => l.locationId));
    const added = u.locationIds.filter((l) => !held.has(l));
    await assertEnabledLocations(db, masterClientId, added, 'locationIds');
  }
  const [updated] = await db
    .update(users)
    .set({
      ...(changed.length === 0
        ? {}
        : {
            firstName: u.firstName.trim(),
            lastName: u.lastName.trim(),
            email,
            phone: u.phone.trim(),
            ...(u.image === undefined ? {} : { image: u.image }),
          }),
      version: sql`${users.version} + 1`,
    })
    .where(and(eq(users.id, id), eq(users.version, u.version)))
    .returning({ id: users.id });
  if (!updated) throw staleRecord();
  if (currentRoleId !== u.roleId) await setRoleOfUser(db, masterClientId, id, u.roleId);
  if (u.locationIds) await setUserLocations(db, masterClientId, id, u.locationIds);
  await upsertUserSettings(db, masterClientId, id, u.settings);
}

/**
 * Takes the users out of this master client (their other master clients keep them): all or none,
 * 404 when any is not in it, 409 when a given version (in the order of `ids`) is not current.
 */
export async function removeUsers(
  db: Executor,
  masterClientId: number,
  ids: number[],
  versions?: readonly number[],
): Promise<number> {
  const found = await db
    .select({ id: users.id, version: users.version })
    .from(users)
    .where(and(inArray(users.id, ids), inClient(masterClientId)))
    .for('update');
  if (found.length !== new Set(ids).size) throw recordNotFound();
  const current = new Map(found.map((u) => [u.id, u.version]));
  if (versions && (versions.length !== ids.length || ids.some((id, i) => current.get(id) !== versions[i]))) {
    throw staleRecord();
  }
  const mineLocations = db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.masterClientId, masterClientId));
  await db
    .delete(userLocations)
    .where(and(inArray(userLocations.userId, ids), inArray(userLocations.locationId, mineLocations)));
  // Only this master client's role: the user's role elsewhere stays (user_roles is per master client).
  await db.delete(userRoles).where(and(inArray(userRoles.userId, ids), eq(userRoles.masterClientId, masterClientId)));
  await db
    .delete(userClientSettings)
    .where(and(inArray(userClientSettings.userId, ids), eq(userClientSettings.masterClientId, masterClientId)));
  const removed = await db
    .delete(userMasterClients)
    .where(and(inArray(userMasterClients.userId, ids), eq(userMasterClients.masterClientId, masterClientId)))
    .returning({ id: userMasterClients.userId });
  return removed.length;
}

/** The user to invite: must belong to this master client. */
export async function userToInvite(db: Executor, masterClientId: number, id: number) {
  const [u] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, id), inClient(masterClientId)));
  if (!u) throw recordNotFound();
  return u;
}

/** The first sign-in ends the 'invited' status in every master client. */
export async function markInvitedUserActive(db: Executor, userId: number): Promise<void> {
  await db
    .update(userClientSettings)
    .set({ status: 'active' })
    .where(and(eq(userClientSettings.userId, userId), eq(userClientSettings.status, 'invited')));
}
