/** Revenue classes of a master client; discounts apply to them. */
import { REVENUE_CLASS_TYPES, referenceName } from '@marquee/core/catalogue/reference';
import type { RevenueClass, RevenueClassInput } from '@marquee/core/catalogue/revenueClass';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountRevenueClasses, discounts, revenueClasses as t } from '../../db/schema-catalogue.ts';
import { tableResource } from '../../resources/tableResource.ts';
import { refuseWhileProductsUse } from '../products/usage.ts';

const discountCount =
  sql<number>`(select count(*) from ${discountRevenueClasses} where ${discountRevenueClasses.revenueClassId} = ${t.id})`.mapWith(
    Number,
  );

/** A class still used by a discount is refused on removal (409 in use, from the foreign key). */
export const revenueClassResource = tableResource({
  table: t,
  columns: { id: t.id, name: t.name, typeId: t.typeId, description: t.description, discountCount, version: t.version },
  toRow: (r): RevenueClass => ({ ...r, typeName: referenceName(REVENUE_CLASS_TYPES, r.typeId) }),
  values: (v: RevenueClassInput) => ({ name: v.name.trim(), typeId: v.typeId, description: v.description.trim() }),
  search: [t.name, t.description],
  sorts: { name: t.name, type: t.typeId, discountCount },
  filters: { typeId: (typeId: number) => eq(t.typeId, typeId) },
  // Products name the rows they use: removing one of those is refused, naming the products.
  beforeRemove: refuseWhileProductsUse('revenueClasses'),
});

/** The sub-table: discounts applying to the class. */
export function discountsOfClass(db: Executor, id: number) {
  return db
    .select({ discountId: discounts.id, name: discounts.name })
    .from(discountRevenueClasses)
    .innerJoin(discounts, eq(discounts.id, discountRevenueClasses.discountId))
    .where(eq(discountRevenueClasses.revenueClassId, id))
    .orderBy(discounts.name, discounts.id);
}
