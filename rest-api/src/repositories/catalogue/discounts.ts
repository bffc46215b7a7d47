/** Discounts of a master client: a percentage or an amount off some revenue classes, in a window. */
import type { Discount, DiscountInput, RevenueClassRef } from '@marquee/core/catalogue/discount';
import { DISCOUNT_TYPES, referenceName } from '@marquee/core/catalogue/reference';
import { fromCents, toCents } from '@marquee/core/resources/fields';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountRevenueClasses as links, discounts as t, revenueClasses } from '../../db/schema-catalogue.ts';
import { assertOwnIds } from '../../resources/links.ts';
import { tableResource } from '../../resources/tableResource.ts';

/** Each discount's revenue classes (the sub-table), by name. */
export async function classesByDiscount(db: Executor, ids: number[]): Promise<Map<number, RevenueClassRef[]>> {
  const out = new Map<number, RevenueClassRef[]>();
  if (ids.length === 0) return out;
  const found = await db
    .select({ discountId: links.discountId, revenueClassId: revenueClasses.id, name: revenueClasses.name })
    .from(links)
    .innerJoin(revenueClasses, eq(revenueClasses.id, links.revenueClassId))
    .where(inArray(links.discountId, ids))
    .orderBy(revenueClasses.name, revenueClasses.id);
  for (const { discountId, ...ref } of found) out.set(discountId, [...(out.get(discountId) ?? []), ref]);
  return out;
}

/** Makes the discount apply to exactly these classes (checked to be this master client's). */
async function replaceClasses(tx: Executor, masterClientId: number, id: number, v: DiscountInput) {
  await assertOwnIds(tx, revenueClasses, masterClientId, v.revenueClassIds, 'revenueClassIds');
  await tx.delete(links).where(eq(links.discountId, id));
  const unique = [...new Set(v.revenueClassIds)];
  if (unique.length > 0)
    await tx.insert(links).values(unique.map((revenueClassId) => ({ discountId: id, revenueClassId })));
}

export const discountResource = tableResource({
  table: t,
  attach: { revenueClasses: classesByDiscount },
  columns: {
    id: t.id,
    name: t.name,
    typeId: t.typeId,
    valueHundredths: t.value,
    startDate: t.startDate,
    endDate: t.endDate,
    enabled: t.enabled,
    version: t.version,
  },
  toRow: (r): Discount => ({
    ...r,
    typeName: referenceName(DISCOUNT_TYPES, r.typeId),
    value: fromCents(r.valueHundredths),
  }),
  values: (v: DiscountInput) => ({
    name: v.name.trim(),
    typeId: v.typeId,
    // Hundredths either way: '15.5' % → 1550, '$5' → 500.
    value: toCents(v.value.replace('%', ''))!,
    startDate: v.startDate,
    endDate: v.endDate,
    enabled: v.enabled,
  }),
  writeLinks: replaceClasses,
  search: [t.name],
  sorts: { name: t.name, type: t.typeId, value: t.value, startDate: t.startDate, endDate: t.endDate },
  filters: {
    typeId: (typeId: number) => eq(t.typeId, typeId),
    enabled: (enabled: boolean) => eq(t.enabled, enabled),
    revenueClassId: (id: number) =>
      sql`exists (select 1 from ${links} where ${links.discountId} = ${t.id} and ${links.revenueClassId} = ${id})`,
  },
});

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
      discountId: t.id,
      name: t.name,
      typeId: t.typeId,
      valueHundredths: t.value,
      enabled: t.enabled,
      revenueClassId: revenueClasses.id,
      revenueClassName: revenueClasses.name,
    })
    .from(links)
    .innerJoin(t, eq(t.id, links.discountId))
    .innerJoin(revenueClasses, eq(revenueClasses.id, links.revenueClassId))
    .where(
      and(
        eq(t.masterClientId, masterClientId),
        ids === undefined ? undefined : ids.length === 0 ? sql`false` : inArray(revenueClasses.id, ids),
        filters.enabled === undefined ? undefined : eq(t.enabled, filters.enabled),
      ),
    )
    .orderBy(revenueClasses.name, t.name, t.id);
}
