/** /catalog-management/product-categories (spec/3 §7). */
import {
  PRODUCT_CATEGORY_RULES,
  PRODUCT_CATEGORY_SORTS,
  ProductCategory,
  ProductCategoryInput,
} from '@marquee/core/catalogue/productCategory';
import type { FastifyInstance } from 'fastify';
import { productCategoryResource } from '../../repositories/catalogue/productCategories.ts';
import { registerRepository } from '../../resources/registerRepository.ts';

export async function productCategoryRoutes(app: FastifyInstance) {
  await registerRepository(app, {
    screen: 'productCategories',
    row: ProductCategory,
    sorts: PRODUCT_CATEGORY_SORTS,
    input: ProductCategoryInput,
    rules: PRODUCT_CATEGORY_RULES,
    repository: productCategoryResource,
  });
}
