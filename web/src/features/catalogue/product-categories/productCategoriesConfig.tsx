import { useCallback } from 'react';
import { LocationsSubTable } from '../../../components/resources/LocationsSubTable.tsx';
import { listVariables } from '../../../components/resources/listVariables.ts';
import { LocationFilter } from '../../../components/resources/lookups/LocationFilter.tsx';
import { useLocationOptions } from '../../../components/resources/lookups/useLocationOptions.ts';
import { resourceEditor } from '../../../components/resources/ResourceEditor.tsx';
import { chipsColumn, textColumn } from '../../../components/resources/columns.tsx';
import { useDetailQuery, useSaveMutations } from '../../../components/resources/resourceHooks.ts';
import type { ResourceRow, ResourceScreenConfig } from '../../../components/resources/resourceScreenConfig.ts';
import { useResourceRows } from '../../../components/resources/useResourceRows.ts';
import {
  type ProductCategoryRowFragment,
  type ProductCategorySort,
  useCatalogueProductCategoriesQuery,
  useCatalogueProductCategoryQuery,
  useCreateProductCategoryMutation,
  useDeleteProductCategoriesMutation,
  useUpdateProductCategoryMutation,
} from '../../../generated/graphql.ts';
import { intFilters } from '../../../hooks/listUrl.ts';
import { ProductCategoryFields } from './ProductCategoryFields.tsx';
import {
  PRODUCT_CATEGORY_TABS,
  productCategoryValues,
  toProductCategoryInput,
  validateProductCategoryValues,
} from './productCategoryForm.ts';

type Row = ProductCategoryRowFragment;
type Filters = { locationId: number | null };

const ProductCategoryEditor = resourceEditor({
  useDetail: (id) => useDetailQuery(useCatalogueProductCategoryQuery, id, (d) => d.productCategory),
  useLookups: () => {
    const { options, ready } = useLocationOptions();
    return { ready, lookups: options };
  },
  useSave: () =>
    useSaveMutations(
      useCreateProductCategoryMutation,
      useUpdateProductCategoryMutation,
      toProductCategoryInput,
      toProductCategoryInput,
    ),
  saved: 'catalogue.productCategories.saved',
  skeletonRows: 4,
  form: {
    title: (c, t) => (c ? c.name : t('catalogue.productCategories.new')),
    tabs: () => PRODUCT_CATEGORY_TABS,
    values: productCategoryValues,
    validate: () => validateProductCategoryValues,
    Fields: ProductCategoryFields,
  },
});

/** Removal naming the versions read, so a category changed meanwhile is refused (CONFLICT), not lost. */
function useRemoveProductCategories() {
  const [remove] = useDeleteProductCategoriesMutation();
  return useCallback(
    async (rows: readonly ResourceRow[]) => {
      const variables = { ids: rows.map((r) => r.id), versions: rows.map((r) => r.version) };
      const { data } = await remove({ variables });
      return { removed: data?.deleteProductCategories.removed ?? rows.length };
    },
    [remove],
  );
}

/** /product-management/product-categories (spec/3 §2): search, location filter, display order, sub-table. */
export const PRODUCT_CATEGORIES_SCREEN: ResourceScreenConfig<Row, Filters> = {
  screen: 'productCategories',
  addLabel: 'catalogue.productCategories.add',
  filters: intFilters(['locationId'] as const),
  Filters: LocationFilter,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'catalogue.field.name', (c) => c.name, { sort: 'NAME' }),
    textColumn<Row>('description', 'catalogue.field.description', (c) => c.description),
    textColumn<Row>('displayOrder', 'catalogue.field.displayOrder', (c) => String(c.displayOrder), {
      sort: 'DISPLAY_ORDER',
    }),
    chipsColumn<Row>('locations', 'catalogue.field.locations', (c) => c.locations.map((l) => l.name)),
  ],
  rowName: (c) => c.name,
  subTable: {
    render: (c) => <LocationsSubTable owner={c.name} locations={c.locations} />,
    has: (c) => c.locations.length > 0,
  },
  useRows: (list) =>
    useResourceRows(
      useCatalogueProductCategoriesQuery,
      { ...listVariables<ProductCategorySort>(list), locationId: list.filters.locationId },
      (d) => d.productCategories,
    ),
  useRemove: useRemoveProductCategories,
  presentation: 'page',
  editor: ProductCategoryEditor,
};
