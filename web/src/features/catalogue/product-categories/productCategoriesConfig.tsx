import { chipsColumn, textColumn } from '../../../components/resources/columns.tsx';
import { LocationsSubTable } from '../../../components/resources/LocationsSubTable.tsx';
import { LocationFilter } from '../../../components/resources/lookups/LocationFilter.tsx';
import { useLocationLookups } from '../../../components/resources/lookups/useLocationOptions.ts';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import {
  type ProductCategoryRowFragment,
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

/** /product-management/product-categories (spec/3 §2): search, location filter, display order, sub-table. */
export const PRODUCT_CATEGORIES_SCREEN = resourceConfig({
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
  exportList: { list: 'product-categories' },
  rowName: (c) => c.name,
  subTable: {
    render: (c) => <LocationsSubTable owner={c.name} locations={c.locations} />,
    has: (c) => c.locations.length > 0,
  },
  hooks: {
    list: useCatalogueProductCategoriesQuery,
    detail: useCatalogueProductCategoryQuery,
    create: useCreateProductCategoryMutation,
    update: useUpdateProductCategoryMutation,
    remove: useDeleteProductCategoriesMutation,
  },
  removal: { versions: true },
  useLookups: useLocationLookups,
  form: {
    tabs: PRODUCT_CATEGORY_TABS,
    values: productCategoryValues,
    rules: validateProductCategoryValues,
    toInput: toProductCategoryInput,
    Fields: ProductCategoryFields,
  },
});
