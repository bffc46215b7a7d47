/** Credit types (activity credits) of a master client; memberships grant them. */
import type { CreditTypeInput } from '@marquee/core/catalogue/creditType';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditTypes as t, membershipCreditTypes, memberships } from '../../db/schema-catalogue.ts';
import { tableResource } from '../../resources/tableResource.ts';
import { refuseWhileProductsUse } from '../products/usage.ts';

const membershipCount =
  sql<number>`(select count(*) from ${membershipCreditTypes} where ${membershipCreditTypes.creditTypeId} = ${t.id})`.mapWith(
    Number,
  );

/** A credit type a membership still grants is refused on removal (409 in use, from the foreign key). */
export const creditTypeResource = tableResource({
  table: t,
  columns: {
    id: t.id,
    name: t.name,
    description: t.description,
    isMonetary: t.isMonetary,
    expirationDays: t.expirationDays,
    membershipCount,
    version: t.version,
  },
  values: (v: CreditTypeInput) => ({
    name: v.name.trim(),
    description: v.description.trim(),
    isMonetary: v.isMonetary,
    expirationDays: v.expirationDays,
  }),
  search: [t.name, t.description],
  sorts: { name: t.name, isMonetary: t.isMonetary, expirationDays: t.expirationDays, membershipCount },
  // Products name the rows they use: removing one of those is refused, naming the products.
  beforeRemove: refuseWhileProductsUse('creditTypes'),
});

/** The sub-table: memberships granting this credit type, and how many. */
export function membershipsOfCreditType(db: Executor, id: number) {
  return db
    .select({ membershipId: memberships.id, name: memberships.name, quantity: membershipCreditTypes.quantity })
    .from(membershipCreditTypes)
    .innerJoin(memberships, eq(memberships.id, membershipCreditTypes.membershipId))
    .where(eq(membershipCreditTypes.creditTypeId, id))
    .orderBy(memberships.name, memberships.id);
}
