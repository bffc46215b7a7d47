/** Memberships of a master client: price, expiration, the credits they grant, their locations. */
import type { Membership, MembershipCredit, MembershipInput } from '@marquee/core/catalogue/membership';
import { EXPIRATION_TYPE, EXPIRATION_TYPES, referenceName } from '@marquee/core/catalogue/reference';
import { fromCents, toCents } from '@marquee/core/resources/fields';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  creditTypes,
  membershipCreditTypes,
  membershipLocations,
  memberships as t,
} from '../../db/schema-catalogue.ts';
import { assertOwnIds } from '../../resources/links.ts';
import { tableResource } from '../../resources/tableResource.ts';
import { refuseWhileProductsUse } from '../products/usage.ts';

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

/** Makes the membership grant exactly these credits (credit types checked to be this master client's). */
async function replaceCredits(tx: Executor, masterClientId: number, id: number, v: MembershipInput) {
  const ids = v.creditTypes.map((c) => c.creditTypeId);
  await assertOwnIds(tx, creditTypes, masterClientId, ids, 'creditTypes');
  await tx.delete(membershipCreditTypes).where(eq(membershipCreditTypes.membershipId, id));
  if (v.creditTypes.length > 0) {
    await tx.insert(membershipCreditTypes).values(v.creditTypes.map((c) => ({ membershipId: id, ...c })));
  }
}

export const membershipResource = tableResource({
  table: t,
  linkTables: { locations: membershipLocations },
  attach: { creditTypes: creditsByMembership },
  columns: {
    id: t.id,
    name: t.name,
    description: t.description,
    priceCents: t.priceCents,
    expirationTypeId: t.expirationTypeId,
    expirationPeriod: t.expirationPeriod,
    version: t.version,
  },
  toRow: (r): Membership => ({
    ...r,
    price: fromCents(r.priceCents),
    expirationTypeName: referenceName(EXPIRATION_TYPES, r.expirationTypeId),
  }),
  values: (v: MembershipInput) => ({
    name: v.name.trim(),
    description: v.description.trim(),
    priceCents: toCents(v.price)!,
    expirationTypeId: v.expirationTypeId,
    // A membership that never expires keeps no period.
    expirationPeriod: v.expirationTypeId === EXPIRATION_TYPE.never ? null : v.expirationPeriod,
  }),
  writeLinks: replaceCredits,
  search: [t.name, t.description],
  sorts: { name: t.name, price: t.priceCents, expirationType: t.expirationTypeId },
  // Products name the rows they use: removing one of those is refused, naming the products.
  beforeRemove: refuseWhileProductsUse('memberships'),
});

/** Memberships by expiration type (spec/3 §7 membership-grouped), each group by name. */
export async function membershipsGrouped(db: Executor, masterClientId: number) {
  const found = await db
    .select({ id: t.id, name: t.name, expirationTypeId: t.expirationTypeId })
    .from(t)
    .where(eq(t.masterClientId, masterClientId))
    .orderBy(t.name, t.id);
  return EXPIRATION_TYPES.map((type) => ({
    expirationTypeId: type.id,
    expirationTypeName: referenceName(EXPIRATION_TYPES, type.id),
    memberships: found.filter((m) => m.expirationTypeId === type.id).map(({ id, name }) => ({ id, name })),
  })).filter((g) => g.memberships.length > 0);
}
