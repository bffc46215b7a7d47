/**
 * Catalogue rows products still use: removing a category, revenue class, tax rate,
 * credit type, membership or food modifier a product uses is refused with 409 and a message that
 * names the products, instead of the foreign key's bare "in use".
 *
 * Usage (a catalogue repository's tableResource): `beforeRemove: refuseWhileProductsUse('categories')`.
 */
import { message } from '@marquee/core/messages/en';
import { asc, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  productCategoryLinks,
  productCreditTypes,
  productMembershipRequirements,
  productModifiers,
  products,
} from '../../db/schema-products.ts';
import { HttpError } from '../../http/errors.ts';

/** Names listed in the message; the rest are counted. */
const NAMED = 5;

/** Per catalogue table: the conditions "this product uses one of `ids`". */
const USES: Record<string, (ids: number[]) => SQL> = {
  categories: (ids) => linked(productCategoryLinks.productId, productCategoryLinks.categoryId, ids),
  revenueClasses: (ids) => inArray(products.revenueClassId, ids),
  taxRates: (ids) => inArray(products.taxRateId, ids),
  creditTypes: (ids) => linked(productCreditTypes.productId, productCreditTypes.creditTypeId, ids),
  memberships: (ids) =>
    or(
      inArray(products.membershipId, ids),
      linked(productMembershipRequirements.productId, productMembershipRequirements.membershipId, ids),
    )!,
  modifiers: (ids) => linked(productModifiers.productId, productModifiers.modifierId, ids),
};
export type ProductReference = keyof typeof USES;

function linked(productId: AnyPgColumn, ref: AnyPgColumn, ids: number[]): SQL {
  return sql`exists (select 1 from ${productId.table} where ${productId} = ${products.id} and ${inArray(ref, ids)})`;
}

/** The names of the products using any of `ids` (at most NAMED + 1) and how many there are. */
export async function productsUsing(db: Executor, reference: ProductReference, ids: number[]) {
  const where = USES[reference]!(ids);
  const named = await db
    .select({ name: products.name })
    .from(products)
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .limit(NAMED + 1);
  if (named.length === 0) return { names: [], count: 0 };
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(products).where(where);
  return { names: named.slice(0, NAMED).map((r) => r.name), count: Number(count) };
}

/** 409 naming the products that use any of the rows about to be removed. */
export const refuseWhileProductsUse =
  (reference: ProductReference) =>
  async (db: Executor, ids: number[]): Promise<void> => {
    const { names, count } = await productsUsing(db, reference, ids);
    if (count === 0) return;
    const list = names.map((n) => `'${n}'`).join(', ');
    const shown =
      count > names.length
        ? message('catalogue.products.inUseMore', { names: list, count: count - names.length })
        : list;
    throw new HttpError(409, message('catalogue.products.inUse', { names: shown }));
  };
