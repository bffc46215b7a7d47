import { EXPIRATION_TYPES } from '@marquee/core/catalogue/reference';
import { chipsColumn, priceColumn, type ResourceColumn, textColumn } from '../../../components/resources/columns.tsx';
import { LocationFilter } from '../../../components/resources/lookups/LocationFilter.tsx';
import { useLocationOptions } from '../../../components/resources/lookups/useLocationOptions.ts';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import { SubTable } from '../../../components/resources/SubTable.tsx';
import {
  type MembershipRowFragment,
  useCreateMembershipMutation,
  useDeleteMembershipsMutation,
  useMembershipChoicesQuery,
  useCatalogueMembershipQuery,
  useCatalogueMembershipsQuery,
  useUpdateMembershipMutation,
} from '../../../generated/graphql.ts';
import { intFilters } from '../../../hooks/listUrl.ts';
import { type TFunction, useT } from '../../../i18n/useT.ts';
import { MembershipFields, type MembershipLookups } from './MembershipFields.tsx';
import {
  MEMBERSHIP_SERVER_FIELDS,
  MEMBERSHIP_TABS,
  membershipValues,
  toMembershipInput,
  validateMembershipValues,
} from './membershipForm.ts';

type Row = MembershipRowFragment;

/** An expiration type in the viewer's language (the server answers English names). */
function expirationName(id: number, english: string, t: TFunction): string {
  const entry = EXPIRATION_TYPES.find((e) => e.id === id);
  return entry ? t(entry.label) : english;
}

function useMembershipLookups(): { ready: boolean; lookups: MembershipLookups } {
  const t = useT();
  const locations = useLocationOptions();
  const { data } = useMembershipChoicesQuery();
  const option = (o: { id: number; name: string }) => ({ value: o.id, label: o.name });
  return {
    ready: locations.ready && data !== undefined,
    lookups: {
      expirationTypes:
        data?.expirationTypes.map((o) => ({ ...option(o), label: expirationName(o.id, o.name, t) })) ?? [],
      creditTypes: data?.creditTypeOptions.map(option) ?? [],
      locations: locations.options,
    },
  };
}

const expirationColumn: ResourceColumn<Row> = {
  id: 'expirationType',
  label: 'catalogue.field.expirationType',
  sort: 'EXPIRATION_TYPE',
  render: (m, t) => expirationName(m.expirationTypeId, m.expirationTypeName, t),
};

/** /product-management/memberships (spec/3 §2): location filter, credit types as the sub-table. */
export const MEMBERSHIPS_SCREEN = resourceConfig({
  screen: 'memberships',
  addLabel: 'catalogue.memberships.add',
  filters: intFilters(['locationId'] as const),
  Filters: LocationFilter,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'catalogue.field.name', (m) => m.name, { sort: 'NAME' }),
    priceColumn<Row>('price', 'catalogue.field.price', (m) => m.price, { sort: 'PRICE' }),
    expirationColumn,
    textColumn<Row>('period', 'catalogue.field.expirationPeriod', (m) => m.expirationPeriod?.toString() ?? null),
    chipsColumn<Row>('creditTypes', 'catalogue.field.creditTypes', (m) =>
      m.creditTypes.map((c) => `${c.name} × ${c.quantity}`),
    ),
    chipsColumn<Row>('locations', 'catalogue.field.locations', (m) => m.locations.map((l) => l.name)),
  ],
  exportList: { list: 'memberships' },
  rowName: (m) => m.name,
  subTable: {
    render: (m, t) => (
      <SubTable
        label={`${m.name}: ${t('catalogue.field.creditTypes')}`}
        items={m.creditTypes}
        itemKey={(c) => c.creditTypeId}
        emptyText={t('settings.subTableEmpty')}
        columns={[
          { label: t('catalogue.memberships.creditType'), render: (c) => c.name },
          { label: t('catalogue.field.quantity'), render: (c) => c.quantity },
        ]}
      />
    ),
    has: (m) => m.creditTypes.length > 0,
  },
  hooks: {
    list: useCatalogueMembershipsQuery,
    detail: useCatalogueMembershipQuery,
    create: useCreateMembershipMutation,
    update: useUpdateMembershipMutation,
    remove: useDeleteMembershipsMutation,
  },
  removal: { message: true },
  useLookups: useMembershipLookups,
  skeletonRows: 5,
  form: {
    tabs: MEMBERSHIP_TABS,
    values: membershipValues,
    rules: validateMembershipValues,
    serverFields: MEMBERSHIP_SERVER_FIELDS,
    toInput: toMembershipInput,
    Fields: MembershipFields,
  },
});
