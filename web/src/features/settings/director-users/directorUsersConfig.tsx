import type { DirectorUserField } from '@marquee/core/settings/validation';
import { phoneColumn, textColumn } from '../../../components/resources/columns.tsx';
import { LocationsSubTable } from '../../../components/resources/LocationsSubTable.tsx';
import { RoleFilter } from '../../../components/resources/lookups/RoleFilter.tsx';
import { useLocationOptions } from '../../../components/resources/lookups/useLocationOptions.ts';
import { useGrantableRoleOptions } from '../../../components/resources/lookups/useRoleOptions.ts';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import type { ResourceFormSpec } from '../../../components/resources/resourceEditorSpec.ts';
import type { ResourceRow } from '../../../components/resources/resourceScreenConfig.ts';
import {
  type DirectorUserRowFragment,
  useCreateDirectorUserMutation,
  useDeleteDirectorUserMutation,
  useDirectorUserQuery,
  useDirectorUsersQuery,
  useUpdateDirectorUserMutation,
} from '../../../generated/graphql.ts';
import { intFilters } from '../../../hooks/listUrl.ts';
import { DirectorUserFields, type DirectorUserLookups } from './DirectorUserFields.tsx';
import {
  DIRECTOR_USER_TABS,
  type DirectorUserValues,
  directorUserName,
  directorUserValues,
  toDirectorUserInput,
  validateDirectorUserValues,
} from './directorUserForm.ts';

type Row = DirectorUserRowFragment;

/** Add mode ('Add Director User') and edit mode (the user's name): one Basic Tab. */
export const DIRECTOR_USER_FORM: ResourceFormSpec<Row, DirectorUserValues, DirectorUserLookups, DirectorUserField> = {
  title: (u, t) => (u ? directorUserName(u) : t('settings.directorUsers.add')),
  tabs: () => DIRECTOR_USER_TABS,
  values: directorUserValues,
  validate: () => validateDirectorUserValues,
  Fields: DirectorUserFields,
};

function useDirectorUserLookups(id: number | null) {
  const roles = useGrantableRoleOptions(id);
  const locations = useLocationOptions();
  return { ready: locations.ready, lookups: { roles, locations: locations.options } };
}

/** One at a time, with the version read (multi-remove is off on this screen). */
function useRemoveDirectorUser() {
  const [remove] = useDeleteDirectorUserMutation();
  return async (rows: readonly ResourceRow[]) => {
    let removed = 0;
    for (const row of rows) {
      const { data } = await remove({ variables: { id: row.id, version: row.version } });
      removed += data?.deleteDirectorUser.removed ?? 1;
    }
    return { removed };
  };
}

/** /settings/users-director (spec/3 §2 Director Users): role and search filters, one removal at a time. */
/**
 * Creating logs the 'add_director_user' event on the server (createDirectorUser does it), then
 * the list refreshes.
 */
export const DIRECTOR_USERS_SCREEN = resourceConfig({
  screen: 'directorUsers',
  addLabel: 'settings.directorUsers.add',
  filters: intFilters(['roleId'] as const),
  Filters: RoleFilter,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'settings.column.name', directorUserName, { sort: 'NAME' }),
    textColumn<Row>('email', 'settings.column.email', (u) => u.email, { sort: 'EMAIL' }),
    phoneColumn<Row>('phone', 'settings.column.phone', (u) => u.phone, { sort: 'PHONE' }),
    textColumn<Row>('role', 'settings.column.role', (u) => u.role?.roleName ?? '', { sort: 'ROLE' }),
    textColumn<Row>('location', 'settings.column.location', (u) => u.location?.name ?? ''),
  ],
  rowName: directorUserName,
  subTable: {
    render: (u) => <LocationsSubTable owner={directorUserName(u)} locations={u.location ? [u.location] : []} />,
    has: (u) => u.location !== null && u.location !== undefined,
  },
  hooks: {
    list: useDirectorUsersQuery,
    detail: useDirectorUserQuery,
    create: useCreateDirectorUserMutation,
    update: useUpdateDirectorUserMutation,
  },
  useRemove: useRemoveDirectorUser,
  removeMultiple: false,
  useLookups: useDirectorUserLookups,
  // The Users screen's text, as the legacy director tool says it.
  saved: 'settings.users.saved',
  form: { ...DIRECTOR_USER_FORM, toInput: toDirectorUserInput },
});
