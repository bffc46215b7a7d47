/** Revenue classes of a master client; discounts apply to them. */
import { REVENUE_CLASS_TYPES, referenceName } from '@marquee/core/catalogue/reference';
import type { RevenueClass, RevenueClassInput } from '@marquee/core/catalogue/revenueClass';
import type { PagedList } from '@marquee/core/rest';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountRevenueClasses, discounts, revenueClasses } from '../../db/schema-catalogue.ts';
import { recordNotFound } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { ownedDelete, pagedList, versionedUpdate } from '../../resources/repository.ts';

const discountCount =
  sql<number>`(select count(*) from ${discountRevenueClasses} where ${discountRevenueClasses.revenueClassId} = ${revenueClasses.id})`.mapWith(
    Number,
  );

const columns = {
  id: revenueClasses.id,
  name: revenueClasses.name,
  typeId: revenueClasses.typeId,
  description: revenueClasses.description,
  discountCount,
  version: revenueClasses.version,
};

async function rows(db: Executor, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0) {
  const found = await db
    .select(columns)
    .from(revenueClasses)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return found.map((r): RevenueClass => ({ ...r, typeName: referenceName(REVENUE_CLASS_TYPES, r.typeId) }));
}

export function listRevenueClasses(db: Executor, s: ListScope<{ typeId?: number }>): Promise<PagedList<RevenueClass>> {
  return pagedList(db, {
    from: revenueClasses,
    paging: s.paging,
    tenant: eq(revenueClasses.masterClientId, s.masterClientId),
    filters: [s.filters.typeId === undefined ? undefined : eq(revenueClasses.typeId, s.filters.typeId)],
    search: [revenueClasses.name, revenueClasses.description],
    sorts: { name: revenueClasses.name, type: revenueClasses.typeId, discountCount },
    defaultSort: 'name',
    id: revenueClasses.id,
    page: (where, orderBy, limit, offset) => rows(db, where, orderBy, limit, offset),
  });
}

export async function getRevenueClass(db: Executor, masterClientId: number, id: number): Promise<RevenueClass> {
  const [row] = await rows(db, and(eq(revenueClasses.id, id), eq(revenueClasses.masterClientId, masterClientId)));
  if (!row) throw recordNotFound();
  return row;
}

/** The sub-table: discounts applying to the class. */
export function discountsOfClass(db: Executor, id: number) {
  return db
    .select({ discountId: discounts.id, name: discounts.name })
    .from(discountRevenueClasses)
    .innerJoin(discounts, eq(discounts.id, discountRevenueClasses.discountId))
    .where(eq(discountRevenueClasses.revenueClassId, id))
    .orderBy(discounts.name, discounts.id);
}

/** Every class of the master client by name (the `revenue-classes` lookup). */
export function revenueClassOptions(db: Executor, masterClientId: number) {
  return db
    .select({ id: revenueClasses.id, name: revenueClasses.name })
    .from(revenueClasses)
    .where(eq(revenueClasses.masterClientId, masterClientId))
    .orderBy(revenueClasses.name, revenueClasses.id);
}

const values = (v: RevenueClassInput) => ({ name: v.name.trim(), typeId: v.typeId, description: v.description.trim() });

export async function createRevenueClass(tx: Executor, masterClientId: number, v: RevenueClassInput): Promise<number> {
  const [row] = await tx
    .insert(revenueClasses)
    .values({ masterClientId, ...values(v) })
    .returning({ id: revenueClasses.id });
  return row!.id;
}

export const updateRevenueClass = (
  tx: Executor,
  masterClientId: number,
  id: number,
  v: RevenueClassInput & { version: number },
) => versionedUpdate(tx, revenueClasses, masterClientId, id, v.version, values(v));

/** A class still used by a discount is refused (409 in use, from the foreign key). */
export const deleteRevenueClasses = (tx: Executor, masterClientId: number, ids: number[], versions?: number[]) =>
  ownedDelete(tx, revenueClasses, masterClientId, ids, { versions });
