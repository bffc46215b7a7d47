import type { ProductKind } from '@marquee/core/catalogue/productKind';
import { KIND_LABELS } from '@marquee/core/catalogue/productKind';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import {
  type ProductRowFragment,
  useCatalogueProductQuery,
  useCatalogueProductsQuery,
  useCreateProductMutation,
  useDeleteProductsMutation,
  useUpdateProductMutation,
} from '../../../generated/graphql.ts';
import { ProductFields } from './ProductFields.tsx';
import { ProductFilters } from './ProductFilters.tsx';
import {
  PRODUCT_TABS,
  productRefusedNotice,
  productTabsFor,
  toProductInput,
  validateProductValues,
} from './productForm.ts';
import { productColumns } from './productColumns.tsx';
import { PRODUCT_FILTERS, productFilterVariables } from './productFilters.ts';
import { ProductPrices } from './ProductPrices.tsx';
import { useProductLookups } from './useProductLookups.ts';
import { useProductEditorKeepAlive } from './useProductEditorKeepAlive.ts';
import { productValues } from './productValues.ts';

/**
 * /product-management/products (kind null) and the product-type lists (spec/3 §2): one screen of
 * the resource wing, narrowed to a kind where a list is of one; a new product there starts as
 * that kind, with its sections.
 */
export function productsScreen(kind: ProductKind | null) {
  // A type list offers the types of its kind (a new product there is of that kind). The editor
  // container calls this while it is open: the place for its keep-alive too.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen when its config loads, never per render.
  const useLookups: typeof useProductLookups = (id, record) => {
    useProductEditorKeepAlive();
    const answer = useProductLookups(id, record);
    if (!kind || record) return answer;
    const productTypes = answer.lookups.productTypes.filter((p) => p.kind === kind);
    return { ...answer, lookups: { ...answer.lookups, productTypes } };
  };
  return resourceConfig({
    screen: 'products',
    title: kind ? KIND_LABELS[kind] : undefined,
    addLabel: 'catalogue.products.add',
    filters: PRODUCT_FILTERS,
    Filters: ProductFilters,
    filterVariables: (f) => ({ ...productFilterVariables(f), kind }),
    defaultSort: 'NAME',
    exportList: { list: 'products', params: kind ? { kind } : undefined },
    columns: productColumns(),
    rowName: (p: ProductRowFragment) => p.name,
    subTable: { render: (p) => <ProductPrices product={p} /> },
    hooks: {
      list: useCatalogueProductsQuery,
      detail: useCatalogueProductQuery,
      create: useCreateProductMutation,
      update: useUpdateProductMutation,
      remove: useDeleteProductsMutation,
    },
    removal: { versions: true },
    useLookups,
    skeletonRows: 8,
    form: {
      tabs: PRODUCT_TABS,
      tabsForValues: productTabsFor,
      values: (record) => productValues(record, kind ?? 'REGULAR'),
      rules: validateProductValues,
      refusedNotice: productRefusedNotice,
      toInput: toProductInput,
      Fields: ProductFields,
    },
  });
}

export const PRODUCTS_SCREEN = productsScreen(null);
