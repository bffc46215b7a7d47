/** Memberships of a master client: price, expiration, the credits they grant, their locations. */
import type { Membership, MembershipCredit, MembershipInput } from '@marquee/core/catalogue/membership';
import { EXPIRATION_TYPE, EXPIRATION_TYPES, referenceName } from '@marquee/core/catalogue/reference';
import { fromCents, toCents } from '@marquee/core/resources/fields';
import type { PagedList } from '@marquee/core/rest';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditTypes, membershipCreditTypes, membershipLocations, memberships } from '../../db/schema-catalogue.ts';
import { recordNotFound } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { ownedDelete, pagedList, versionedUpdate } from '../../resources/repository.ts';
import { assertOwnIds, atLocation, locationsByParent, replaceLocations } from './links.ts';

const columns = {
  id: memberships.id,
  name: memberships.name,
  description: memberships.description,
  priceCents: memberships.priceCents,
  expirationTypeId: memberships.expirationTypeId,
  expirationPeriod: memberships.expirationPeriod,
  version: memberships.version,
};

/** Each membership's credits (the sub-table), by credit type name. */
export async function creditsByMembership(db: Executor, ids: number[]): Promise<Map<number, MembershipCredit[]>> {
  const out = new Map<number, MembershipCredit[]>();
  if (ids.length === 0) return out;
  const found = await db
    .select({
      membershipId: membershipCreditTypes.membershipId,
      creditTypeId: creditTypes.id,
      name: creditTypes.name,
      quantity: membershipCreditTypes.quantity,
    })
    .from(membershipCreditTypes)
    .innerJoin(creditTypes, eq(creditTypes.id, membershipCreditTypes.creditTypeId))
    .where(inArray(membershipCreditTypes.membershipId, ids))
    .orderBy(creditTypes.name, creditTypes.id);
  for (const { membershipId, ...credit } of found) out.set(membershipId, [...(out.get(membershipId) ?? []), credit]);
  return out;
}

async function rows(db: Executor, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0) {
  const found = await db
    .select(columns)
    .from(memberships)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const ids = found.map((r) => r.id);
  const [links, credits] = [await locationsByParent(db, membershipLocations, ids), await creditsByMembership(db, ids)];
  return found.map(
    (r): Membership => ({
      ...r,
      price: fromCents(r.priceCents),
      expirationTypeName: referenceName(EXPIRATION_TYPES, r.expirationTypeId),
      creditTypes: credits.get(r.id) ?? [],
      locations: links.get(r.id) ?? [],
    }),
  );
}

export function listMemberships(db: Executor, s: ListScope<{ locationId?: number }>): Promise<PagedList<Membership>> {
  return pagedList(db, {
    from: memberships,
    paging: s.paging,
    tenant: eq(memberships.masterClientId, s.masterClientId),
    filters: [atLocation(membershipLocations, memberships.id, s.filters.locationId)],
    search: [memberships.name, memberships.description],
    sorts: { name: memberships.name, price: memberships.priceCents, expirationType: memberships.expirationTypeId },
    defaultSort: 'name',
    id: memberships.id,
    page: (where, orderBy, limit, offset) => rows(db, where, orderBy, limit, offset),
  });
}

export async function getMembership(db: Executor, masterClientId: number, id: number): Promise<Membership> {
  const [row] = await rows(db, and(eq(memberships.id, id), eq(memberships.masterClientId, masterClientId)));
  if (!row) throw recordNotFound();
  return row;
}

/** Every membership by name (the `membership` lookup of the product form). */
export function membershipOptions(db: Executor, masterClientId: number) {
  return db
    .select({ id: memberships.id, name: memberships.name })
    .from(memberships)
    .where(eq(memberships.masterClientId, masterClientId))
    .orderBy(memberships.name, memberships.id);
}

const values = (v: MembershipInput) => ({
  name: v.name.trim(),
  description: v.description.trim(),
  priceCents: toCents(v.price)!,
  expirationTypeId: v.expirationTypeId,
  // A membership that never expires keeps no period.
  expirationPeriod: v.expirationTypeId === EXPIRATION_TYPE.never ? null : v.expirationPeriod,
});

async function replaceCredits(tx: Executor, masterClientId: number, id: number, v: MembershipInput) {
  await assertOwnIds(
    tx,
    creditTypes,
    masterClientId,
    v.creditTypes.map((c) => c.creditTypeId),
    'creditTypes',
  );
  await tx.delete(membershipCreditTypes).where(eq(membershipCreditTypes.membershipId, id));
  if (v.creditTypes.length > 0) {
    await tx.insert(membershipCreditTypes).values(v.creditTypes.map((c) => ({ membershipId: id, ...c })));
  }
  await replaceLocations(tx, membershipLocations, masterClientId, id, v.locationIds);
}

export async function createMembership(tx: Executor, masterClientId: number, v: MembershipInput): Promise<number> {
  const [row] = await tx
    .insert(memberships)
    .values({ masterClientId, ...values(v) })
    .returning({ id: memberships.id });
  await replaceCredits(tx, masterClientId, row!.id, v);
  return row!.id;
}

export async function updateMembership(
  tx: Executor,
  masterClientId: number,
  id: number,
  v: MembershipInput & { version: number },
): Promise<void> {
  await versionedUpdate(tx, memberships, masterClientId, id, v.version, values(v));
  await replaceCredits(tx, masterClientId, id, v);
}

export const deleteMemberships = (tx: Executor, masterClientId: number, ids: number[], versions?: number[]) =>
  ownedDelete(tx, memberships, masterClientId, ids, { versions });

/** Memberships by expiration type (spec/3 §7 membership-grouped), each group by name. */
export async function membershipsGrouped(db: Executor, masterClientId: number) {
  const found = await db
    .select({ id: memberships.id, name: memberships.name, expirationTypeId: memberships.expirationTypeId })
    .from(memberships)
    .where(eq(memberships.masterClientId, masterClientId))
    .orderBy(memberships.name, memberships.id);
  return EXPIRATION_TYPES.map((t) => ({
    expirationTypeId: t.id,
    expirationTypeName: referenceName(EXPIRATION_TYPES, t.id),
    memberships: found.filter((m) => m.expirationTypeId === t.id).map(({ id, name }) => ({ id, name })),
  })).filter((g) => g.memberships.length > 0);
}
