import { useCallback } from 'react';
import { listVariables } from '../../../components/resources/listVariables.ts';
import { resourceEditor } from '../../../components/resources/ResourceEditor.tsx';
import { useDetailQuery, useSaveMutations } from '../../../components/resources/resourceHooks.ts';
import type { ResourceRow, ResourceScreenConfig } from '../../../components/resources/resourceScreenConfig.ts';
import { useResourceRows } from '../../../components/resources/useResourceRows.ts';
import {
  type DiscountRowFragment,
  type DiscountSort,
  useCatalogueDiscountQuery,
  useCatalogueDiscountsQuery,
  useCreateDiscountMutation,
  useDeleteDiscountsMutation,
  useDiscountRevenueClassChoicesQuery,
  useUpdateDiscountMutation,
} from '../../../generated/graphql.ts';
import { DISCOUNT_COLUMNS } from './discountColumns.tsx';
import { DiscountFields } from './DiscountFields.tsx';
import { DISCOUNT_FILTERS, type DiscountFilterValues, discountFilterVariables } from './discountFilters.ts';
import { DiscountFilters } from './DiscountFilters.tsx';
import { DISCOUNT_TABS, discountValues, toDiscountInput, validateDiscountValues } from './discountForm.ts';
import { DiscountRevenueClasses } from './DiscountRevenueClasses.tsx';

type Row = DiscountRowFragment;

const DiscountEditor = resourceEditor({
  useDetail: (id) => useDetailQuery(useCatalogueDiscountQuery, id, (d) => d.discount),
  useLookups: () => {
    const { data } = useDiscountRevenueClassChoicesQuery({ fetchPolicy: 'cache-and-network' });
    const lookups = (data?.revenueClassOptions ?? []).map((c) => ({ value: c.id, label: c.name }));
    return { ready: data !== undefined, lookups };
  },
  useSave: () =>
    useSaveMutations(useCreateDiscountMutation, useUpdateDiscountMutation, toDiscountInput, toDiscountInput),
  saved: 'catalogue.discounts.saved',
  skeletonRows: 5,
  form: {
    title: (d, t) => (d ? d.name : t('catalogue.discounts.new')),
    tabs: () => DISCOUNT_TABS,
    values: discountValues,
    validate: () => validateDiscountValues,
    Fields: DiscountFields,
  },
});

/** Removal with the versions read: a discount changed meanwhile is refused (CONFLICT), not lost. */
function useRemoveDiscounts() {
  const [remove] = useDeleteDiscountsMutation();
  return useCallback(
    async (rows: readonly ResourceRow[]) => {
      const { data } = await remove({
        variables: { ids: rows.map((r) => r.id), versions: rows.map((r) => r.version) },
      });
      return { removed: data?.deleteDiscounts.removed ?? rows.length };
    },
    [remove],
  );
}

/** /product-management/discounts (spec/3 §2): type, status and class filters, classes sub-table. */
export const DISCOUNTS_SCREEN: ResourceScreenConfig<Row, DiscountFilterValues> = {
  screen: 'discounts',
  addLabel: 'catalogue.discounts.add',
  filters: DISCOUNT_FILTERS,
  Filters: DiscountFilters,
  defaultSort: 'NAME',
  columns: DISCOUNT_COLUMNS,
  rowName: (d) => d.name,
  subTable: {
    render: (d) => <DiscountRevenueClasses discount={d} />,
    has: (d) => d.revenueClasses.length > 0,
  },
  useRows: (list) =>
    useResourceRows(
      useCatalogueDiscountsQuery,
      { ...listVariables<DiscountSort>(list), ...discountFilterVariables(list.filters) },
      (d) => d.discounts,
    ),
  useRemove: useRemoveDiscounts,
  presentation: 'page',
  editor: DiscountEditor,
};
