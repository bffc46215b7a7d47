import { SETTINGS_SCREENS } from '@marquee/core/settings/screens';
import type { AdminScreenConfig } from '../../../components/admin/adminScreenConfig.ts';
import { phoneColumn, textColumn } from '../../../components/admin/columns.tsx';
import type { DirectorUserRowFragment } from '../../../generated/graphql.ts';
import { intFilters } from '../../../hooks/listUrl.ts';
import { LocationsSubTable } from '../shared/LocationsSubTable.tsx';
import { RoleFilter } from '../shared/RoleFilter.tsx';
import { DirectorUserEditor } from './DirectorUserEditor.tsx';
import { directorUserName } from './directorUserForm.ts';
import { useDirectorUserRows, useRemoveDirectorUser } from './useDirectorUserRows.ts';

type Row = DirectorUserRowFragment;

/** /settings/users-director (spec/3 §2 Director Users): role and search filters, one removal at a time. */
export const DIRECTOR_USERS_SCREEN: AdminScreenConfig<Row, { roleId: number | null }> = {
  permissionIndex: SETTINGS_SCREENS.directorUsers.actions,
  texts: {
    title: 'settings.directorUsers.title',
    add: 'settings.directorUsers.add',
    empty: 'settings.users.empty',
    removed: () => 'settings.directorUsers.deleted',
  },
  filters: intFilters(['roleId']),
  Filters: RoleFilter,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'settings.column.name', directorUserName, { sort: 'NAME' }),
    textColumn<Row>('email', 'settings.column.email', (u) => u.email, { sort: 'EMAIL' }),
    phoneColumn<Row>('phone', 'settings.column.phone', (u) => u.phone, { sort: 'PHONE' }),
    textColumn<Row>('role', 'settings.column.role', (u) => u.role?.roleName ?? '', { sort: 'ROLE' }),
    textColumn<Row>('location', 'settings.column.location', (u) => u.location?.name ?? ''),
  ],
  rowId: (u) => u.id,
  rowName: directorUserName,
  renderSubTable: (u) => <LocationsSubTable owner={directorUserName(u)} locations={u.location ? [u.location] : []} />,
  useRows: useDirectorUserRows,
  useRemove: useRemoveDirectorUser,
  presentation: 'page',
  Editor: DirectorUserEditor,
  removeMultiple: false,
};
