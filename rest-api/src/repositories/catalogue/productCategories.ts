/** Product categories of a master client, offered at the locations they link. */
import type { ProductCategoryInput } from '@marquee/core/catalogue/productCategory';
import { productCategories as t, productCategoryLocations } from '../../db/schema-catalogue.ts';
import { tableResource } from '../../resources/tableResource.ts';
import { refuseWhileProductsUse } from '../products/usage.ts';

export const productCategoryResource = tableResource({
  table: t,
  linkTables: { locations: productCategoryLocations },
  columns: { id: t.id, name: t.name, description: t.description, displayOrder: t.displayOrder, version: t.version },
  values: (v: ProductCategoryInput) => ({
    name: v.name.trim(),
    description: v.description.trim(),
    displayOrder: v.displayOrder,
  }),
  search: [t.name, t.description],
  sorts: { name: t.name, displayOrder: t.displayOrder },
  // Products name the rows they use: removing one of those is refused, naming the products.
  beforeRemove: refuseWhileProductsUse('categories'),
});
