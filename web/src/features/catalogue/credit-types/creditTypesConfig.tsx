import { booleanColumn, type ResourceColumn, textColumn } from '../../../components/resources/columns.tsx';
import { listVariables } from '../../../components/resources/listVariables.ts';
import { resourceEditor } from '../../../components/resources/ResourceEditor.tsx';
import { useDetailQuery, useRemoveByIds, useSaveMutations } from '../../../components/resources/resourceHooks.ts';
import type { ResourceScreenConfig } from '../../../components/resources/resourceScreenConfig.ts';
import { useResourceRows } from '../../../components/resources/useResourceRows.ts';
import {
  type CreditTypeRowFragment,
  type CreditTypeSort,
  useCreateCreditTypeMutation,
  useCreditTypeQuery,
  useCreditTypesQuery,
  useDeleteCreditTypesMutation,
  useUpdateCreditTypeMutation,
} from '../../../generated/graphql.ts';
import { NO_FILTERS } from '../../../hooks/listUrl.ts';
import { CreditTypeFields } from './CreditTypeFields.tsx';
import { CreditTypeMemberships } from './CreditTypeMemberships.tsx';
import { CREDIT_TYPE_TABS, creditTypeValues, toCreditTypeInput, validateCreditTypeValues } from './creditTypeForm.ts';

type Row = CreditTypeRowFragment;

const CreditTypeEditor = resourceEditor({
  useDetail: (id) => useDetailQuery(useCreditTypeQuery, id, (d) => d.creditType),
  useSave: () =>
    useSaveMutations(useCreateCreditTypeMutation, useUpdateCreditTypeMutation, toCreditTypeInput, toCreditTypeInput),
  saved: 'catalogue.creditTypes.saved',
  skeletonRows: 4,
  form: {
    title: (c, t) => (c ? c.name : t('catalogue.creditTypes.new')),
    tabs: () => CREDIT_TYPE_TABS,
    values: creditTypeValues,
    validate: () => validateCreditTypeValues,
    Fields: CreditTypeFields,
  },
});

const expiresColumn: ResourceColumn<Row> = {
  id: 'expirationDays',
  label: 'catalogue.field.expirationDays',
  sort: 'EXPIRATION_DAYS',
  render: (c, t) =>
    c.expirationDays === null || c.expirationDays === undefined ? t('catalogue.creditTypes.never') : c.expirationDays,
};

/** /product-management/activity-credits (spec/3 §2): credit types, memberships granting each as the sub-table. */
export const CREDIT_TYPES_SCREEN: ResourceScreenConfig<Row, Record<never, never>> = {
  screen: 'creditTypes',
  addLabel: 'catalogue.creditTypes.add',
  filters: NO_FILTERS,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'catalogue.field.name', (c) => c.name, { sort: 'NAME' }),
    textColumn<Row>('description', 'catalogue.field.description', (c) => c.description),
    booleanColumn<Row>('isMonetary', 'catalogue.field.isMonetary', (c) => c.isMonetary, { sort: 'IS_MONETARY' }),
    expiresColumn,
    textColumn<Row>('memberships', 'catalogue.field.memberships', (c) => String(c.membershipCount), {
      sort: 'MEMBERSHIP_COUNT',
    }),
  ],
  rowName: (c) => c.name,
  subTable: {
    render: (c) => <CreditTypeMemberships id={c.id} owner={c.name} />,
    has: (c) => c.membershipCount > 0,
  },
  useRows: (list) => useResourceRows(useCreditTypesQuery, listVariables<CreditTypeSort>(list), (d) => d.creditTypes),
  useRemove: () =>
    useRemoveByIds(
      useDeleteCreditTypesMutation,
      (d) => d.deleteCreditTypes.removed,
      (d) => d.deleteCreditTypes.message,
    ),
  presentation: 'page',
  editor: CreditTypeEditor,
};
