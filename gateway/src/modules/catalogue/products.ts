/**
 * schema/catalogue/products.graphql beyond the declared shape (the list, detail, sub-table, saves
 * and removal come from core/src/resources/api.ts via declaredResolvers): the picker, the product
 * types, the languages, the display order and the image upload (spec/3 §7 Products).
 */
import type { DisplayOrder, ProductLanguageRow, ProductOptionPage } from '@marquee/core/catalogue/product';
import type { Resolvers } from '../../generated/graphql.ts';
import { pagedQuery } from '../../resources/paging.ts';

const DISPLAY_ORDER = '/product-management/display-order';

export const productResolvers: Resolvers = {
  Query: {
    productOptions: (_p, { kind, schedulable, locationId, ...paging }, { rest }) =>
      rest.get<ProductOptionPage>('/product-list', {
        src: 'lookup',
        ...pagedQuery(paging, { kind, schedulable, locationId }),
      }),
    productTypeOptions: (_p, _a, { rest }) => rest.get('/product-type', { src: 'lookup' }),
    productLanguages: (_p, { productId, locationIds }, { rest }) =>
      rest.post<ProductLanguageRow[]>('/product-management/products/languages', {
        locationIds,
        ...(productId == null ? {} : { productId }),
      }),
    productDisplayOrder: async (_p, { categoryId, locationId }, { rest }) =>
      (await rest.get<DisplayOrder>(DISPLAY_ORDER, { categoryId, locationId })).general,
  },
  Mutation: {
    saveProductDisplayOrder: async (_p, { input }, { rest }) =>
      (await rest.post<DisplayOrder>(DISPLAY_ORDER, input)).general,
    uploadProductImage: (_p, { dataUrl }, { rest }) => rest.post('/product-management/images', { dataUrl }),
  },
};
