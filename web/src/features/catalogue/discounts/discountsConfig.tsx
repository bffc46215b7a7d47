import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import {
  useCatalogueDiscountQuery,
  useCatalogueDiscountsQuery,
  useCreateDiscountMutation,
  useDeleteDiscountsMutation,
  useDiscountRevenueClassChoicesQuery,
  useUpdateDiscountMutation,
} from '../../../generated/graphql.ts';
import { DISCOUNT_COLUMNS } from './discountColumns.tsx';
import { DiscountFields } from './DiscountFields.tsx';
import { DISCOUNT_FILTERS, discountFilterVariables } from './discountFilters.ts';
import { DiscountFilters } from './DiscountFilters.tsx';
import { DISCOUNT_TABS, discountValues, toDiscountInput, validateDiscountValues } from './discountForm.ts';
import { DiscountRevenueClasses } from './DiscountRevenueClasses.tsx';

/** The master client's revenue classes: the form's check list. */
function useDiscountLookups() {
  const { data } = useDiscountRevenueClassChoicesQuery({ fetchPolicy: 'cache-and-network' });
  const lookups = (data?.revenueClassOptions ?? []).map((c) => ({ value: c.id, label: c.name }));
  return { ready: data !== undefined, lookups };
}

/** /product-management/discounts (spec/3 §2): type, status and class filters, classes sub-table. */
export const DISCOUNTS_SCREEN = resourceConfig({
  screen: 'discounts',
  addLabel: 'catalogue.discounts.add',
  filters: DISCOUNT_FILTERS,
  Filters: DiscountFilters,
  defaultSort: 'NAME',
  columns: DISCOUNT_COLUMNS,
  exportList: { list: 'discounts' },
  rowName: (d) => d.name,
  subTable: {
    render: (d) => <DiscountRevenueClasses discount={d} />,
    has: (d) => d.revenueClasses.length > 0,
  },
  hooks: {
    list: useCatalogueDiscountsQuery,
    detail: useCatalogueDiscountQuery,
    create: useCreateDiscountMutation,
    update: useUpdateDiscountMutation,
    remove: useDeleteDiscountsMutation,
  },
  filterVariables: discountFilterVariables,
  removal: { versions: true },
  useLookups: useDiscountLookups,
  skeletonRows: 5,
  form: {
    tabs: DISCOUNT_TABS,
    values: discountValues,
    rules: validateDiscountValues,
    toInput: toDiscountInput,
    Fields: DiscountFields,
  },
});
