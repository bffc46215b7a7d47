/** Food modifiers (the spec's food sub-items) of a master client, per location. */
import type { FoodModifier, FoodModifierInput } from '@marquee/core/catalogue/foodModifier';
import { fromCents, toCents } from '@marquee/core/resources/fields';
import type { PagedList } from '@marquee/core/rest';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { foodModifierLocations, foodModifiers } from '../../db/schema-catalogue.ts';
import { recordNotFound } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { ownedDelete, pagedList, versionedUpdate } from '../../resources/repository.ts';
import { atLocation, locationsByParent, replaceLocations } from './links.ts';

const columns = {
  id: foodModifiers.id,
  name: foodModifiers.name,
  groupName: foodModifiers.groupName,
  priceCents: foodModifiers.priceCents,
  version: foodModifiers.version,
};

async function rows(db: Executor, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0) {
  const found = await db
    .select(columns)
    .from(foodModifiers)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const links = await locationsByParent(
    db,
    foodModifierLocations,
    found.map((r) => r.id),
  );
  return found.map((r): FoodModifier => ({ ...r, price: fromCents(r.priceCents), locations: links.get(r.id) ?? [] }));
}

export function listFoodModifiers(
  db: Executor,
  s: ListScope<{ locationId?: number }>,
): Promise<PagedList<FoodModifier>> {
  return pagedList(db, {
    from: foodModifiers,
    paging: s.paging,
    tenant: eq(foodModifiers.masterClientId, s.masterClientId),
    filters: [atLocation(foodModifierLocations, foodModifiers.id, s.filters.locationId)],
    search: [foodModifiers.name, foodModifiers.groupName],
    sorts: { name: foodModifiers.name, groupName: foodModifiers.groupName, price: foodModifiers.priceCents },
    defaultSort: 'name',
    id: foodModifiers.id,
    page: (where, orderBy, limit, offset) => rows(db, where, orderBy, limit, offset),
  });
}

export async function getFoodModifier(db: Executor, masterClientId: number, id: number): Promise<FoodModifier> {
  const [row] = await rows(db, and(eq(foodModifiers.id, id), eq(foodModifiers.masterClientId, masterClientId)));
  if (!row) throw recordNotFound();
  return row;
}

/** Every modifier by group and name (the `food-modifiers` lookup of the product form). */
export function foodModifierOptions(db: Executor, masterClientId: number) {
  return db
    .select({ id: foodModifiers.id, name: foodModifiers.name, groupName: foodModifiers.groupName })
    .from(foodModifiers)
    .where(eq(foodModifiers.masterClientId, masterClientId))
    .orderBy(foodModifiers.groupName, foodModifiers.name, foodModifiers.id);
}

const values = (v: FoodModifierInput) => ({
  name: v.name.trim(),
  groupName: v.groupName.trim(),
  priceCents: toCents(v.price)!,
});

export async function createFoodModifier(tx: Executor, masterClientId: number, v: FoodModifierInput): Promise<number> {
  const [row] = await tx
    .insert(foodModifiers)
    .values({ masterClientId, ...values(v) })
    .returning({ id: foodModifiers.id });
  await replaceLocations(tx, foodModifierLocations, masterClientId, row!.id, v.locationIds);
  return row!.id;
}

export async function updateFoodModifier(
  tx: Executor,
  masterClientId: number,
  id: number,
  v: FoodModifierInput & { version: number },
): Promise<void> {
  await versionedUpdate(tx, foodModifiers, masterClientId, id, v.version, values(v));
  await replaceLocations(tx, foodModifierLocations, masterClientId, id, v.locationIds);
}

export const deleteFoodModifiers = (tx: Executor, masterClientId: number, ids: number[], versions?: number[]) =>
  ownedDelete(tx, foodModifiers, masterClientId, ids, { versions });
