/** /catalog-management/product-categories (spec/3 §7) and the `category` lookup per location. */
import {
  PRODUCT_CATEGORY_RULES,
  PRODUCT_CATEGORY_SORTS,
  ProductCategory,
  ProductCategoryInput,
  validateProductCategory,
} from '@marquee/core/catalogue/productCategory';
import { Id, LocationRef } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { productCategories, productCategoryLocations } from '../../db/schema-catalogue.ts';
import {
  createProductCategory,
  deleteProductCategories,
  getProductCategory,
  listProductCategories,
  updateProductCategory,
} from '../../repositories/catalogue/productCategories.ts';
import { locationsByParent } from '../../repositories/catalogue/links.ts';
import { registerResource } from '../../resources/register.ts';

export async function productCategoryRoutes(app: FastifyInstance) {
  await registerResource(app, {
    screen: 'productCategories',
    row: ProductCategory,
    list: { sorts: PRODUCT_CATEGORY_SORTS, filters: { locationId: Type.Optional(Id) }, load: listProductCategories },
    get: getProductCategory,
    subTable: {
      row: LocationRef,
      load: async (db, _mc, id) => (await locationsByParent(db, productCategoryLocations, [id])).get(id) ?? [],
    },
    create: {
      body: ProductCategoryInput,
      rules: PRODUCT_CATEGORY_RULES,
      check: validateProductCategory,
      write: createProductCategory,
    },
    update: {
      body: ProductCategoryInput,
      rules: PRODUCT_CATEGORY_RULES,
      check: validateProductCategory,
      write: updateProductCategory,
    },
    remove: { write: deleteProductCategories },
    unique: { table: productCategories, columns: { name: productCategories.name } },
  });
}
