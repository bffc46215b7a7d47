/** Food modifiers (the spec's food sub-items) of a master client, per location. */
import type { FoodModifier, FoodModifierInput } from '@marquee/core/catalogue/foodModifier';
import { fromCents, toCents } from '@marquee/core/resources/fields';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { foodModifierLocations, foodModifiers as t } from '../../db/schema-catalogue.ts';
import { MAX_LOOKUP_ROWS, tableResource } from '../../resources/tableResource.ts';
import { refuseWhileProductsUse } from '../products/usage.ts';

export const foodModifierResource = tableResource({
  table: t,
  linkTables: { locations: foodModifierLocations },
  columns: { id: t.id, name: t.name, groupName: t.groupName, priceCents: t.priceCents, version: t.version },
  toRow: (r): FoodModifier => ({ ...r, price: fromCents(r.priceCents) }),
  values: (v: FoodModifierInput) => ({
    name: v.name.trim(),
    groupName: v.groupName.trim(),
    priceCents: toCents(v.price)!,
  }),
  search: [t.name, t.groupName],
  sorts: { name: t.name, groupName: t.groupName, price: t.priceCents },
  // Products name the rows they use: removing one of those is refused, naming the products.
  beforeRemove: refuseWhileProductsUse('modifiers'),
});

/** Every modifier by group and name (the `food-modifiers` lookup of the product form). */
export function foodModifierOptions(db: Executor, masterClientId: number) {
  return db
    .select({ id: t.id, name: t.name, groupName: t.groupName })
    .from(t)
    .where(eq(t.masterClientId, masterClientId))
    .orderBy(t.groupName, t.name, t.id)
    .limit(MAX_LOOKUP_ROWS);
}
