import { resourceResolvers } from '../../resources/resolvers.ts';

/** schema/catalogue/product-categories.graphql: /catalog-management/product-categories and its sub-table. */
export const productCategoryResolvers = resourceResolvers({
  screen: 'productCategories',
  list: 'productCategories',
  filters: ['locationId'],
  detail: 'productCategory',
  subTable: 'productCategorySubTable',
  create: 'createProductCategory',
  update: 'updateProductCategory',
  remove: 'deleteProductCategories',
});
