import { SETTINGS_SCREENS } from '@marquee/core/settings/screens';
import type { AdminScreenConfig } from '../../../components/admin/adminScreenConfig.ts';
import { booleanColumn, phoneColumn, textColumn } from '../../../components/admin/columns.tsx';
import type { UserRowFragment } from '../../../generated/graphql.ts';
import { intFilters } from '../../../hooks/listUrl.ts';
import { LocationsSubTable } from '../shared/LocationsSubTable.tsx';
import { RoleFilter } from '../shared/RoleFilter.tsx';
import { UserEditor } from './UserEditor.tsx';
import { userName } from './userForm.ts';
import { useRemoveUsers, useUserRows } from './useUserRows.ts';

type Row = UserRowFragment;

/** /settings/users (spec/3 §2 Users): role and search filters, locations sub-table, edit dialog. */
export const USERS_SCREEN: AdminScreenConfig<Row, { roleId: number | null }> = {
  permissionIndex: SETTINGS_SCREENS.users.actions,
  texts: {
    title: 'settings.users.title',
    add: 'settings.users.add',
    empty: 'settings.users.empty',
    removed: () => 'settings.users.deleted',
  },
  filters: intFilters(['roleId']),
  Filters: RoleFilter,
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
  rowId: (u) => u.id,
  rowName: userName,
  renderSubTable: (u) => <LocationsSubTable owner={userName(u)} locations={u.locations} />,
  useRows: useUserRows,
  useRemove: useRemoveUsers,
  presentation: 'dialog',
  Editor: UserEditor,
};
