/**
 * schema/catalogue/products.graphql beyond the declared shape (the list, detail, sub-table, saves
 * and removal come from core/src/resources/api.ts via declaredResolvers): the picker, the product
 * types, the languages, the display order, the image upload and the editor's keep-alive.
 */
import type { DisplayOrder, ProductLanguageRow, ProductOptionPage } from '@marquee/core/catalogue/product';
import type { PingResponse } from '@marquee/core/rest';
import type { Resolvers } from '../../generated/graphql.ts';
import { pagedQuery } from '../../resources/paging.ts';

const DISPLAY_ORDER = '/product-management/display-order';
const LOOKUP = { src: 'lookup' } as const;
/** `locations=FZD,FZO` when codes are given; absent (every row) otherwise. */
const codes = (list: readonly string[] | null | undefined) =>
  list == null ? LOOKUP : { ...LOOKUP, locations: list.join(',') };

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
    // The editor's choices (schema/catalogue/product-lookups.graphql).
    productCategoryOptions: (_p, { locationCodes }, { rest }) => rest.get('/category', codes(locationCodes)),
    priceLevelOptions: (_p, _a, { rest }) => rest.get('/price-level', LOOKUP),
    productModifierOptions: (_p, { locationCodes }, { rest }) => rest.get('/product-modifiers', codes(locationCodes)),
    blockedAccessOptions: (_p, _a, { rest }) => rest.get('/blocked-access', LOOKUP),
    entitlementPackageOptions: (_p, _a, { rest }) => rest.get('/entitlement-packages', LOOKUP),
    daysAvailableOptions: (_p, _a, { rest }) => rest.get('/days-available', LOOKUP),
    availableFromOptions: (_p, _a, { rest }) => rest.get('/available-from', LOOKUP),
    availableToOptions: (_p, _a, { rest }) => rest.get('/available-to', LOOKUP),
    productSchedulingResources: (_p, { locationCodes, search }, { rest }) =>
      rest.get('/products-scheduling-resources', { ...codes(locationCodes), ...(search ? { search } : {}) }),
    productSchedulingEvents: (_p, { productId, locationCodes }, { rest }) =>
      rest.get('/products-scheduling-events', { ...codes(locationCodes), ...(productId == null ? {} : { productId }) }),
  },
  Mutation: {
    saveProductDisplayOrder: async (_p, { input }, { rest }) =>
      (await rest.post<DisplayOrder>(DISPLAY_ORDER, input)).general,
    uploadProductImage: (_p, { dataUrl }, { rest }) => rest.post('/product-management/images', { dataUrl }),
    productEditorPing: async (_p, _a, { rest }) => {
      const { expiresIn } = await rest.post<PingResponse>('/catalog-management/ping');
      return { expiresIn };
    },
  },
};
