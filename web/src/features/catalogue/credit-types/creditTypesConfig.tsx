import { booleanColumn, type ResourceColumn, textColumn } from '../../../components/resources/columns.tsx';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import {
  type CreditTypeRowFragment,
  useCreateCreditTypeMutation,
  useCatalogueCreditTypeQuery,
  useCatalogueCreditTypesQuery,
  useDeleteCreditTypesMutation,
  useUpdateCreditTypeMutation,
} from '../../../generated/graphql.ts';
import { NO_FILTERS } from '../../../hooks/listUrl.ts';
import { CreditTypeFields } from './CreditTypeFields.tsx';
import { CreditTypeMemberships } from './CreditTypeMemberships.tsx';
import { CREDIT_TYPE_TABS, creditTypeValues, toCreditTypeInput, validateCreditTypeValues } from './creditTypeForm.ts';

type Row = CreditTypeRowFragment;

const expiresColumn: ResourceColumn<Row> = {
  id: 'expirationDays',
  label: 'catalogue.field.expirationDays',
  sort: 'EXPIRATION_DAYS',
  render: (c, t) =>
    c.expirationDays === null || c.expirationDays === undefined ? t('catalogue.creditTypes.never') : c.expirationDays,
};

/** /product-management/activity-credits (spec/3 §2): credit types, memberships granting each as the sub-table. */
export const CREDIT_TYPES_SCREEN = resourceConfig({
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
  exportList: { list: 'credit-types' },
  rowName: (c) => c.name,
  subTable: {
    render: (c) => <CreditTypeMemberships id={c.id} owner={c.name} />,
    has: (c) => c.membershipCount > 0,
  },
  hooks: {
    list: useCatalogueCreditTypesQuery,
    detail: useCatalogueCreditTypeQuery,
    create: useCreateCreditTypeMutation,
    update: useUpdateCreditTypeMutation,
    remove: useDeleteCreditTypesMutation,
  },
  removal: { message: true },
  form: {
    tabs: CREDIT_TYPE_TABS,
    values: creditTypeValues,
    rules: validateCreditTypeValues,
    toInput: toCreditTypeInput,
    Fields: CreditTypeFields,
  },
});
