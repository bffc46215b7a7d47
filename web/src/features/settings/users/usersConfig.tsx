import type { UserField } from '@marquee/core/settings/validation';
import { booleanColumn, phoneColumn, textColumn } from '../../../components/resources/columns.tsx';
import { LocationsSubTable } from '../../../components/resources/LocationsSubTable.tsx';
import { useLocationOptions } from '../../../components/resources/lookups/useLocationOptions.ts';
import { useGrantableRoleOptions } from '../../../components/resources/lookups/useRoleOptions.ts';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import type { ResourceFormSpec } from '../../../components/resources/resourceEditorSpec.ts';
import {
  type UserDetailFieldsFragment,
  type UserRowFragment,
  useCreateUserMutation,
  useDeleteUsersMutation,
  useSettingsUserQuery,
  useSettingsUsersQuery,
  useUpdateUserMutation,
} from '../../../generated/graphql.ts';
import { intFilters } from '../../../hooks/listUrl.ts';
import { useT } from '../../../i18n/useT.ts';
import { UserDialog } from './UserDialog.tsx';
import { UserFields, type UserLookups } from './UserFields.tsx';
import { UserFilters } from './UserFilters.tsx';
import {
  dialogKind,
  simpleSaveBlocked,
  toUserInput,
  USER_TABS,
  type UserValues,
  userName,
  userValues,
  validateUserValues,
  withHeldLocations,
} from './userForm.ts';

type Row = UserRowFragment;
type Detail = UserDetailFieldsFragment;

/** The user dialog's form: full (two tabs) for more than one location, else simple (spec/3 §5). */
export const USER_FORM: ResourceFormSpec<Detail, UserValues, UserLookups, UserField> = {
  title: (u, t) => (u ? userName(u) : t('settings.users.add')),
  tabs: (u) => USER_TABS[dialogKind(u)],
  values: userValues,
  validate: (u) => validateUserValues(dialogKind(u)),
  saveLabel: (u, t) => (u ? t('common.save') : t('settings.users.addButton')),
  saveBlocked: (values, errors, u) => dialogKind(u) === 'simple' && simpleSaveBlocked(values, errors),
  Fields: UserFields,
};

function useUserLookups(id: number | null, user: Detail | null) {
  const t = useT();
  const roles = useGrantableRoleOptions(id);
  const locations = useLocationOptions();
  return { ready: locations.ready, lookups: { roles, locations: withHeldLocations(locations.options, user, t) } };
}

/** /settings/users (spec/3 §2 Users): role, location and search filters, locations sub-table, edit dialog. */
export const USERS_SCREEN = resourceConfig({
  screen: 'users',
  addLabel: 'settings.users.add',
  filters: intFilters(['roleId', 'locationId'] as const),
  Filters: UserFilters,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'settings.column.name', userName, { sort: 'NAME' }),
    textColumn<Row>('email', 'settings.column.email', (u) => u.email, { sort: 'EMAIL' }),
    phoneColumn<Row>('phone', 'settings.column.phone', (u) => u.phone, { sort: 'PHONE' }),
    textColumn<Row>('role', 'settings.column.role', (u) => u.roleName, { sort: 'ROLE' }),
    booleanColumn<Row>('access', 'settings.column.access', (u) => u.access),
    {
      id: 'status',
      label: 'settings.column.status',
      render: (u, t) => t(u.status === 'INVITED' ? 'settings.users.invited' : 'settings.users.active'),
    },
  ],
  rowName: userName,
  subTable: {
    render: (u) => <LocationsSubTable owner={userName(u)} locations={u.locations} />,
    has: (u) => u.locations.length > 0,
  },
  hooks: {
    list: useSettingsUsersQuery,
    detail: useSettingsUserQuery,
    create: useCreateUserMutation,
    update: useUpdateUserMutation,
    remove: useDeleteUsersMutation,
  },
  useLookups: useUserLookups,
  presentation: 'dialog',
  skeletonRows: 5,
  Frame: UserDialog,
  form: {
    ...USER_FORM,
    toCreate: (v) => toUserInput(v, 'simple', null),
    // The avatar goes only when it changed (absent keeps it, null removes it).
    toUpdate: (v, u) => toUserInput(v, dialogKind(u), u.img ?? null),
  },
});
