/** Discounts of a master client: a percentage or an amount off some revenue classes, in a window. */
import type { Discount, DiscountInput, RevenueClassRef } from '@marquee/core/catalogue/discount';
import { DISCOUNT_TYPES, referenceName } from '@marquee/core/catalogue/reference';
import { fromCents, toCents } from '@marquee/core/resources/fields';
import type { PagedList } from '@marquee/core/rest';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountRevenueClasses, discounts, revenueClasses } from '../../db/schema-catalogue.ts';
import { recordNotFound } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { ownedDelete, pagedList, versionedUpdate } from '../../resources/repository.ts';
import { assertOwnIds } from './links.ts';

const columns = {
  id: discounts.id,
  name: discounts.name,
  typeId: discounts.typeId,
  valueHundredths: discounts.value,
  startDate: discounts.startDate,
  endDate: discounts.endDate,
  enabled: discounts.enabled,
  version: discounts.version,
};

/** Each discount's revenue classes (the sub-table), by name. */
export async function classesByDiscount(db: Executor, ids: number[]): Promise<Map<number, RevenueClassRef[]>> {
  const out = new Map<number, RevenueClassRef[]>();
  if (ids.length === 0) return out;
  const found = await db
    .select({
      discountId: discountRevenueClasses.discountId,
      revenueClassId: revenueClasses.id,
      name: revenueClasses.name,
    })
    .from(discountRevenueClasses)
    .innerJoin(revenueClasses, eq(revenueClasses.id, discountRevenueClasses.revenueClassId))
    .where(inArray(discountRevenueClasses.discountId, ids))
    .orderBy(revenueClasses.name, revenueClasses.id);
  for (const { discountId, ...ref } of found) out.set(discountId, [...(out.get(discountId) ?? []), ref]);
  return out;
}

async function rows(db: Executor, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0) {
  const found = await db
    .select(columns)
    .from(discounts)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const classes = await classesByDiscount(
    db,
    found.map((r) => r.id),
  );
  return found.map(
    (r): Discount => ({
      ...r,
      typeName: referenceName(DISCOUNT_TYPES, r.typeId),
      value: fromCents(r.valueHundredths),
      revenueClasses: classes.get(r.id) ?? [],
    }),
  );
}

export interface DiscountFilters {
  typeId?: number;
  enabled?: boolean;
  revenueClassId?: number;
}

function filtersOf(f: DiscountFilters): (SQL | undefined)[] {
  return [
    f.typeId === undefined ? undefined : eq(discounts.typeId, f.typeId),
    f.enabled === undefined ? undefined : eq(discounts.enabled, f.enabled),
    f.revenueClassId === undefined
      ? undefined
      : sql`exists (select 1 from ${discountRevenueClasses} where ${discountRevenueClasses.discountId} = ${discounts.id} and ${discountRevenueClasses.revenueClassId} = ${f.revenueClassId})`,
  ];
}

export function listDiscounts(db: Executor, s: ListScope<DiscountFilters>): Promise<PagedList<Discount>> {
  return pagedList(db, {
    from: discounts,
    paging: s.paging,
    tenant: eq(discounts.masterClientId, s.masterClientId),
    filters: filtersOf(s.filters),
    search: [discounts.name],
    sorts: {
      name: discounts.name,
      type: discounts.typeId,
      value: discounts.value,
      startDate: discounts.startDate,
      endDate: discounts.endDate,
    },
    defaultSort: 'name',
    id: discounts.id,
    page: (where, orderBy, limit, offset) => rows(db, where, orderBy, limit, offset),
  });
}

export async function getDiscount(db: Executor, masterClientId: number, id: number): Promise<Discount> {
  const [row] = await rows(db, and(eq(discounts.id, id), eq(discounts.masterClientId, masterClientId)));
  if (!row) throw recordNotFound();
  return row;
}

const values = (v: DiscountInput) => ({
  name: v.name.trim(),
  typeId: v.typeId,
  // Hundredths either way: '15.5' % → 1550, '$5' → 500.
  value: toCents(v.value.replace('%', ''))!,
  startDate: v.startDate,
  endDate: v.endDate,
  enabled: v.enabled,
});

async function replaceClasses(tx: Executor, masterClientId: number, id: number, ids: readonly number[]) {
  await assertOwnIds(tx, revenueClasses, masterClientId, ids, 'revenueClassIds');
  await tx.delete(discountRevenueClasses).where(eq(discountRevenueClasses.discountId, id));
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    await tx
      .insert(discountRevenueClasses)
      .values(unique.map((revenueClassId) => ({ discountId: id, revenueClassId })));
  }
}

export async function createDiscount(tx: Executor, masterClientId: number, v: DiscountInput): Promise<number> {
  const [row] = await tx
    .insert(discounts)
    .values({ masterClientId, ...values(v) })
    .returning({ id: discounts.id });
  await replaceClasses(tx, masterClientId, row!.id, v.revenueClassIds);
  return row!.id;
}

export async function updateDiscount(
  tx: Executor,
  masterClientId: number,
  id: number,
  v: DiscountInput & { version: number },
): Promise<void> {
  await versionedUpdate(tx, discounts, masterClientId, id, v.version, values(v));
  await replaceClasses(tx, masterClientId, id, v.revenueClassIds);
}

export const deleteDiscounts = (tx: Executor, masterClientId: number, ids: number[], versions?: number[]) =>
  ownedDelete(tx, discounts, masterClientId, ids, { versions });

/**
 * Discount × revenue class pairs (spec/3 §7 discounts-revenues), filtered by revenue classes and
 * enabled; ids of another master client's classes match nothing.
 */
export function discountsRevenues(
  db: Executor,
  masterClientId: number,
  filters: { revenueClassIds?: number[]; enabled?: boolean },
) {
  const ids = filters.revenueClassIds;
  return db
    .select({
      discountId: discounts.id,
      name: discounts.name,
      typeId: discounts.typeId,
      valueHundredths: discounts.value,
      enabled: discounts.enabled,
      revenueClassId: revenueClasses.id,
      revenueClassName: revenueClasses.name,
    })
    .from(discountRevenueClasses)
    .innerJoin(discounts, eq(discounts.id, discountRevenueClasses.discountId))
    .innerJoin(revenueClasses, eq(revenueClasses.id, discountRevenueClasses.revenueClassId))
    .where(
      and(
        eq(discounts.masterClientId, masterClientId),
        ids === undefined ? undefined : ids.length === 0 ? sql`false` : inArray(revenueClasses.id, ids),
        filters.enabled === undefined ? undefined : eq(discounts.enabled, filters.enabled),
      ),
    )
    .orderBy(revenueClasses.name, discounts.name, discounts.id);
}
