/**
 * The products screens' other calls (spec/3 §7): the paged picker (data, hasMore), the display
 * order of a category at a location (data.general) and its save in one request, and the names
 * per language of a product's locations (POST /product-management/products/languages).
 */
import type {
  DisplayOrder,
  DisplayOrderInput,
  ProductLanguageRow,
  ProductOptionPage,
} from '@marquee/core/catalogue/product';
import type { ProductKind } from '@marquee/core/catalogue/productKind';
import { message } from '@marquee/core/messages/en';
import { LANGUAGES } from '@marquee/core/messages/languages';
import { fromCents } from '@marquee/core/resources/fields';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productCategories } from '../../db/schema-catalogue.ts';
import * as p from '../../db/schema-products.ts';
import { locations } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordNotFound } from '../../resources/errors.ts';
import { matchesAny, type Paging } from '../../resources/repository.ts';
import { productFilters } from './read.ts';

const t = p.products;

/**
 * One page of a picker, by name. One row more than the page is read to answer `hasMore`, so no
 * count runs: a picker appends pages, it never shows a total.
 */
export async function productOptions(
  db: Executor,
  masterClientId: number,
  paging: Paging,
  filters: { kind?: ProductKind; schedulable?: boolean; locationId?: number },
): Promise<ProductOptionPage> {
  const found = await db
    .select({ id: t.id, name: t.name, kind: t.kind, isSchedulable: t.isSchedulable, minPriceCents: t.minPriceCents })
    .from(t)
    .where(and(eq(t.masterClientId, masterClientId), ...productFilters(filters), matchesAny(paging.search, [t.name])))
    .orderBy(asc(t.name), asc(t.id))
    .limit(paging.rowsPerPage + 1)
    .offset(paging.page * paging.rowsPerPage);
  return {
    data: found.slice(0, paging.rowsPerPage).map(({ minPriceCents, kind, ...r }) => ({
      ...r,
      kind: kind as ProductKind,
      price: minPriceCents === null ? null : fromCents(minPriceCents),
    })),
    hasMore: found.length > paging.rowsPerPage,
  };
}

/** 404 unless the category and the location are this master client's. */
async function assertPlace(db: Executor, masterClientId: number, categoryId: number, locationId: number) {
  const [category] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.id, categoryId), eq(productCategories.masterClientId, masterClientId)));
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.masterClientId, masterClientId)));
  if (!category || !location) throw recordNotFound();
}

export async function displayOrder(
  db: Executor,
  masterClientId: number,
  categoryId: number,
  locationId: number,
): Promise<DisplayOrder> {
  await assertPlace(db, masterClientId, categoryId, locationId);
  const d = p.productDisplayOrder;
  const general = await db
    .select({ productId: t.id, name: t.name, image: t.image, position: d.position })
    .from(d)
    .innerJoin(t, eq(t.id, d.productId))
    .where(and(eq(d.categoryId, categoryId), eq(d.locationId, locationId), eq(t.masterClientId, masterClientId)))
    .orderBy(asc(d.position), asc(t.name), asc(t.id));
  return { general };
}

/**
 * Saves an order in one statement: the ids must be exactly the products of the category at the
 * location (else 409: someone added or removed one meanwhile), each placed at its index + 1.
 */
export async function saveDisplayOrder(
  tx: Executor,
  masterClientId: number,
  input: DisplayOrderInput,
): Promise<DisplayOrder> {
  const { categoryId, locationId, productIds } = input;
  await assertPlace(tx, masterClientId, categoryId, locationId);
  const d = p.productDisplayOrder;
  const current = await tx
    .select({ productId: d.productId })
    .from(d)
    .where(and(eq(d.categoryId, categoryId), eq(d.locationId, locationId)))
    .for('update');
  const now = new Set(current.map((r) => r.productId));
  const asked = new Set(productIds);
  if (asked.size !== productIds.length || asked.size !== now.size || productIds.some((id) => !now.has(id))) {
    throw new HttpError(409, message('catalogue.products.displayOrderMismatch'));
  }
  if (productIds.length > 0) {
    await tx.execute(sql`
      update ${d} set position = o.position
      from unnest(${`{${productIds.join(',')}}`}::integer[]) with ordinality as o(product_id, position)
      where ${d.categoryId} = ${categoryId} and ${d.locationId} = ${locationId} and ${d.productId} = o.product_id`);
  }
  return displayOrder(tx, masterClientId, categoryId, locationId);
}

/** Every language at each of the locations, with the product's name there ('' when none is kept). */
export async function productLanguages(
  db: Executor,
  masterClientId: number,
  productId: number | undefined,
  locationIds: number[],
): Promise<ProductLanguageRow[]> {
  if (productId !== undefined) {
    const [own] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.id, productId), eq(t.masterClientId, masterClientId)));
    if (!own) throw recordNotFound();
  }
  const unique = [...new Set(locationIds)];
  if (unique.length === 0) return [];
  const places = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.masterClientId, masterClientId), inArray(locations.id, unique)))
    .orderBy(asc(locations.name), asc(locations.id));
  if (places.length !== unique.length) throw recordNotFound();
  const kept =
    productId === undefined
      ? []
      : await db
          .select({
            locationId: p.productNames.locationId,
            languageId: p.productNames.languageId,
            name: p.productNames.name,
          })
          .from(p.productNames)
          .where(eq(p.productNames.productId, productId));
  const nameAt = new Map(kept.map((k) => [`${k.locationId}:${k.languageId}`, k.name]));
  return places.flatMap((l) =>
    LANGUAGES.map((lang) => ({
      locationId: l.id,
      locationName: l.name,
      languageId: lang.id,
      languageName: lang.name,
      name: nameAt.get(`${l.id}:${lang.id}`) ?? '',
    })),
  );
}
