/** Product categories of a master client, offered at the locations they link. */
import type { ProductCategory, ProductCategoryInput } from '@marquee/core/catalogue/productCategory';
import type { PagedList } from '@marquee/core/rest';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productCategories, productCategoryLocations } from '../../db/schema-catalogue.ts';
import { recordNotFound } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { ownedDelete, pagedList, versionedUpdate } from '../../resources/repository.ts';
import { atLocation, locationsByParent, replaceLocations } from './links.ts';

const columns = {
  id: productCategories.id,
  name: productCategories.name,
  description: productCategories.description,
  displayOrder: productCategories.displayOrder,
  version: productCategories.version,
};

async function rows(db: Executor, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0) {
  const found = await db
    .select(columns)
    .from(productCategories)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const links = await locationsByParent(
    db,
    productCategoryLocations,
    found.map((r) => r.id),
  );
  return found.map((r): ProductCategory => ({ ...r, locations: links.get(r.id) ?? [] }));
}

export function listProductCategories(
  db: Executor,
  s: ListScope<{ locationId?: number }>,
): Promise<PagedList<ProductCategory>> {
  return pagedList(db, {
    from: productCategories,
    paging: s.paging,
    tenant: eq(productCategories.masterClientId, s.masterClientId),
    filters: [atLocation(productCategoryLocations, productCategories.id, s.filters.locationId)],
    search: [productCategories.name, productCategories.description],
    sorts: { name: productCategories.name, displayOrder: productCategories.displayOrder },
    defaultSort: 'name',
    id: productCategories.id,
    page: (where, orderBy, limit, offset) => rows(db, where, orderBy, limit, offset),
  });
}

export async function getProductCategory(db: Executor, masterClientId: number, id: number): Promise<ProductCategory> {
  const [row] = await rows(db, and(eq(productCategories.id, id), eq(productCategories.masterClientId, masterClientId)));
  if (!row) throw recordNotFound();
  return row;
}

const values = (v: ProductCategoryInput) => ({
  name: v.name.trim(),
  description: v.description.trim(),
  displayOrder: v.displayOrder,
});

export async function createProductCategory(
  tx: Executor,
  masterClientId: number,
  v: ProductCategoryInput,
): Promise<number> {
  const [row] = await tx
    .insert(productCategories)
    .values({ masterClientId, ...values(v) })
    .returning({ id: productCategories.id });
  await replaceLocations(tx, productCategoryLocations, masterClientId, row!.id, v.locationIds);
  return row!.id;
}

export async function updateProductCategory(
  tx: Executor,
  masterClientId: number,
  id: number,
  v: ProductCategoryInput & { version: number },
): Promise<void> {
  await versionedUpdate(tx, productCategories, masterClientId, id, v.version, values(v));
  await replaceLocations(tx, productCategoryLocations, masterClientId, id, v.locationIds);
}

export const deleteProductCategories = (tx: Executor, masterClientId: number, ids: number[], versions?: number[]) =>
  ownedDelete(tx, productCategories, masterClientId, ids, { versions });
