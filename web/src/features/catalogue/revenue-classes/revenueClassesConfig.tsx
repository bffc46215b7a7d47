import { REVENUE_CLASS_TYPES } from '@marquee/core/catalogue/reference';
import { useCallback } from 'react';
import { textColumn } from '../../../components/resources/columns.tsx';
import { listVariables } from '../../../components/resources/listVariables.ts';
import { resourceEditor } from '../../../components/resources/ResourceEditor.tsx';
import { useDetailQuery, useSaveMutations } from '../../../components/resources/resourceHooks.ts';
import type { ResourceRow, ResourceScreenConfig } from '../../../components/resources/resourceScreenConfig.ts';
import { useResourceRows } from '../../../components/resources/useResourceRows.ts';
import {
  type RevenueClassRowFragment,
  type RevenueClassSort,
  useCatalogueRevenueClassesQuery,
  useCatalogueRevenueClassQuery,
  useCreateRevenueClassMutation,
  useDeleteRevenueClassesMutation,
  useUpdateRevenueClassMutation,
} from '../../../generated/graphql.ts';
import { intFilters } from '../../../hooks/listUrl.ts';
import { RevenueClassDiscounts } from './RevenueClassDiscounts.tsx';
import { RevenueClassFields } from './RevenueClassFields.tsx';
import { RevenueClassTypeFilter } from './RevenueClassTypeFilter.tsx';
import {
  REVENUE_CLASS_TABS,
  revenueClassValues,
  toRevenueClassInput,
  validateRevenueClassValues,
} from './revenueClassForm.ts';

type Row = RevenueClassRowFragment;

const RevenueClassEditor = resourceEditor({
  useDetail: (id) => useDetailQuery(useCatalogueRevenueClassQuery, id, (d) => d.revenueClass),
  useSave: () =>
    useSaveMutations(
      useCreateRevenueClassMutation,
      useUpdateRevenueClassMutation,
      toRevenueClassInput,
      toRevenueClassInput,
    ),
  saved: 'catalogue.revenueClasses.saved',
  skeletonRows: 3,
  form: {
    title: (c, t) => (c ? c.name : t('catalogue.revenueClasses.new')),
    tabs: () => REVENUE_CLASS_TABS,
    values: revenueClassValues,
    validate: () => validateRevenueClassValues,
    Fields: RevenueClassFields,
  },
});

/** Removal with the versions read: a class changed meanwhile is refused (CONFLICT), not lost. */
function useRemoveRevenueClasses() {
  const [remove] = useDeleteRevenueClassesMutation();
  return useCallback(
    async (rows: readonly ResourceRow[]) => {
      const { data } = await remove({
        variables: { ids: rows.map((r) => r.id), versions: rows.map((r) => r.version) },
      });
      return { removed: data?.deleteRevenueClasses.removed ?? rows.length };
    },
    [remove],
  );
}

const typeLabel = (typeId: number) => REVENUE_CLASS_TYPES.find((c) => c.id === typeId)?.label;

/** /product-management/revenue-classes (spec/3 §2): type filter, sub-table of the discounts applying. */
export const REVENUE_CLASSES_SCREEN: ResourceScreenConfig<Row, { typeId: number | null }> = {
  screen: 'revenueClasses',
  addLabel: 'catalogue.revenueClasses.add',
  filters: intFilters(['typeId']),
  Filters: RevenueClassTypeFilter,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'catalogue.field.name', (c) => c.name, { sort: 'NAME' }),
    {
      id: 'type',
      label: 'catalogue.field.type',
      sort: 'TYPE',
      render: (c, t) => {
        const label = typeLabel(c.typeId);
        return label ? t(label) : c.typeName;
      },
    },
    textColumn<Row>('description', 'catalogue.field.description', (c) => c.description),
    textColumn<Row>('discounts', 'catalogue.field.discounts', (c) => String(c.discountCount), {
      sort: 'DISCOUNT_COUNT',
    }),
  ],
  rowName: (c) => c.name,
  subTable: {
    render: (c) => <RevenueClassDiscounts revenueClass={c} />,
    has: (c) => c.discountCount > 0,
  },
  useRows: (list) =>
    useResourceRows(
      useCatalogueRevenueClassesQuery,
      { ...listVariables<RevenueClassSort>(list), typeId: list.filters.typeId },
      (d) => d.revenueClasses,
    ),
  useRemove: useRemoveRevenueClasses,
  presentation: 'page',
  editor: RevenueClassEditor,
};
