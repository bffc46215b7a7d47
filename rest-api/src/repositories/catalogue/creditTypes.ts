/** Credit types (activity credits) of a master client; memberships grant them. */
import type { CreditType, CreditTypeInput } from '@marquee/core/catalogue/creditType';
import type { PagedList } from '@marquee/core/rest';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditTypes, membershipCreditTypes, memberships } from '../../db/schema-catalogue.ts';
import { recordNotFound } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { ownedDelete, pagedList, versionedUpdate } from '../../resources/repository.ts';

const membershipCount =
  sql<number>`(select count(*) from ${membershipCreditTypes} where ${membershipCreditTypes.creditTypeId} = ${creditTypes.id})`.mapWith(
    Number,
  );

const columns = {
  id: creditTypes.id,
  name: creditTypes.name,
  description: creditTypes.description,
  isMonetary: creditTypes.isMonetary,
  expirationDays: creditTypes.expirationDays,
  membershipCount,
  version: creditTypes.version,
};

const rows = (
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[] = [],
  limit = 1,
  offset = 0,
): Promise<CreditType[]> =>
  db
    .select(columns)
    .from(creditTypes)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);

export function listCreditTypes(db: Executor, s: ListScope<object>): Promise<PagedList<CreditType>> {
  return pagedList(db, {
    from: creditTypes,
    paging: s.paging,
    tenant: eq(creditTypes.masterClientId, s.masterClientId),
    search: [creditTypes.name, creditTypes.description],
    sorts: {
      name: creditTypes.name,
      isMonetary: creditTypes.isMonetary,
      expirationDays: creditTypes.expirationDays,
      membershipCount,
    },
    defaultSort: 'name',
    id: creditTypes.id,
    page: (where, orderBy, limit, offset) => rows(db, where, orderBy, limit, offset),
  });
}

export async function getCreditType(db: Executor, masterClientId: number, id: number): Promise<CreditType> {
  const [row] = await rows(db, and(eq(creditTypes.id, id), eq(creditTypes.masterClientId, masterClientId)));
  if (!row) throw recordNotFound();
  return row;
}

/** The sub-table: memberships granting this credit type, and how many. */
export function membershipsOfCreditType(db: Executor, id: number) {
  return db
    .select({ membershipId: memberships.id, name: memberships.name, quantity: membershipCreditTypes.quantity })
    .from(membershipCreditTypes)
    .innerJoin(memberships, eq(memberships.id, membershipCreditTypes.membershipId))
    .where(eq(membershipCreditTypes.creditTypeId, id))
    .orderBy(memberships.name, memberships.id);
}

/** Every credit type by name (the `credit-type` lookup of the membership form). */
export function creditTypeOptions(db: Executor, masterClientId: number) {
  return db
    .select({ id: creditTypes.id, name: creditTypes.name })
    .from(creditTypes)
    .where(eq(creditTypes.masterClientId, masterClientId))
    .orderBy(creditTypes.name, creditTypes.id);
}

const values = (v: CreditTypeInput) => ({
  name: v.name.trim(),
  description: v.description.trim(),
  isMonetary: v.isMonetary,
  expirationDays: v.expirationDays,
});

export async function createCreditType(tx: Executor, masterClientId: number, v: CreditTypeInput): Promise<number> {
  const [row] = await tx
    .insert(creditTypes)
    .values({ masterClientId, ...values(v) })
    .returning({ id: creditTypes.id });
  return row!.id;
}

export const updateCreditType = (
  tx: Executor,
  masterClientId: number,
  id: number,
  v: CreditTypeInput & { version: number },
) => versionedUpdate(tx, creditTypes, masterClientId, id, v.version, values(v));

/** A credit type a membership still grants is refused (409 in use, from the foreign key). */
export const deleteCreditTypes = (tx: Executor, masterClientId: number, ids: number[], versions?: number[]) =>
  ownedDelete(tx, creditTypes, masterClientId, ids, { versions });
