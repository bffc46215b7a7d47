/**
 * The list-valued sections of a product, replaced on every save (the save carries the whole
 * editor), and its display positions kept in step with its categories and locations: a product
 * new to a category at a location goes last there; one leaving it gives up its place.
 */
import type { ProductInput } from '@marquee/core/catalogue/product';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import * as p from '../../db/schema-products.ts';

/** What a save writes into the link tables, after the sections that do not apply were emptied. */
export interface ProductLinks {
  locationIds: number[];
  categoryIds: number[];
  modifierIds: number[];
  creditTypes: ProductInput['creditTypes'];
  prices: { locationId: number; priceLevelId: number; priceCents: number }[];
  loyaltyPoints: ProductInput['loyaltyPoints'];
  membershipRequirementIds: number[];
  blockedAccessIds: number[];
  names: ProductInput['names'];
}

async function replace<T extends Record<string, unknown>>(
  tx: Executor,
  table: PgTable & { productId: AnyPgColumn },
  productId: number,
  rows: T[],
) {
  await tx.delete(table).where(eq(table.productId, productId));
  if (rows.length > 0) await tx.insert(table).values(rows as never);
}

const pgIntArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

export async function writeProductLinks(tx: Executor, productId: number, l: ProductLinks): Promise<void> {
  await tx.delete(p.productLocations).where(eq(p.productLocations.parentId, productId));
  if (l.locationIds.length > 0) {
    await tx
      .insert(p.productLocations)
      .values(l.locationIds.map((locationId) => ({ parentId: productId, locationId })));
  }
  const of = <T>(rows: T[]) => rows.map((r) => ({ productId, ...r }));
  await replace(tx, p.productCategoryLinks, productId, of(l.categoryIds.map((categoryId) => ({ categoryId }))));
  await replace(tx, p.productModifiers, productId, of(l.modifierIds.map((modifierId) => ({ modifierId }))));
  await replace(tx, p.productCreditTypes, productId, of(l.creditTypes));
  await replace(tx, p.productPrices, productId, of(l.prices));
  await replace(tx, p.productLoyaltyPoints, productId, of(l.loyaltyPoints));
  await replace(
    tx,
    p.productMembershipRequirements,
    productId,
    of(l.membershipRequirementIds.map((membershipId) => ({ membershipId }))),
  );
  await replace(
    tx,
    p.productBlockedAccesses,
    productId,
    of(l.blockedAccessIds.map((blockedAccessId) => ({ blockedAccessId }))),
  );
  await replace(
    tx,
    p.productNames,
    productId,
    of(l.names.filter((n) => n.name.trim() !== '').map((n) => ({ ...n, name: n.name.trim() }))),
  );
  await keepDisplayOrder(tx, productId, l.categoryIds, l.locationIds);
}

async function keepDisplayOrder(tx: Executor, productId: number, categoryIds: number[], locationIds: number[]) {
  const d = p.productDisplayOrder;
  await tx
    .delete(d)
    .where(
      and(
        eq(d.productId, productId),
        sql`(${categoryIds.length === 0 ? sql`true` : notInArray(d.categoryId, categoryIds)} or ${
          locationIds.length === 0 ? sql`true` : notInArray(d.locationId, locationIds)
        })`,
      ),
    );
  if (categoryIds.length === 0 || locationIds.length === 0) return;
  await tx.execute(sql`
    insert into ${d} (product_id, category_id, location_id, position)
    select ${productId}, c, l,
      coalesce((select max(o.position) from ${d} o where o.category_id = c and o.location_id = l), 0) + 1
    from unnest(${pgIntArray(categoryIds)}) as c cross join unnest(${pgIntArray(locationIds)}) as l
    on conflict do nothing`);
}
