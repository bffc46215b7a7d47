import { REVENUE_CLASS_TYPES } from '@marquee/core/catalogue/reference';
import { textColumn } from '../../../components/resources/columns.tsx';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import {
  type RevenueClassRowFragment,
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

const typeLabel = (typeId: number) => REVENUE_CLASS_TYPES.find((c) => c.id === typeId)?.label;

/** /product-management/revenue-classes (spec/3 §2): type filter, sub-table of the discounts applying. */
export const REVENUE_CLASSES_SCREEN = resourceConfig({
  screen: 'revenueClasses',
  addLabel: 'catalogue.revenueClasses.add',
  filters: intFilters(['typeId'] as const),
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
  exportList: { list: 'revenue-classes' },
  rowName: (c) => c.name,
  subTable: {
    render: (c) => <RevenueClassDiscounts revenueClass={c} />,
    has: (c) => c.discountCount > 0,
  },
  hooks: {
    list: useCatalogueRevenueClassesQuery,
    detail: useCatalogueRevenueClassQuery,
    create: useCreateRevenueClassMutation,
    update: useUpdateRevenueClassMutation,
    remove: useDeleteRevenueClassesMutation,
  },
  removal: { versions: true },
  skeletonRows: 3,
  form: {
    tabs: REVENUE_CLASS_TABS,
    values: revenueClassValues,
    rules: validateRevenueClassValues,
    toInput: toRevenueClassInput,
    Fields: RevenueClassFields,
  },
});
