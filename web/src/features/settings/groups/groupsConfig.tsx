import { SETTINGS_SCREENS } from '@marquee/core/settings/screens';
import { groupsDeletedKey } from '@marquee/core/settings/messages';
import type { AdminScreenConfig } from '../../../components/admin/adminScreenConfig.ts';
import { chipsColumn, textColumn } from '../../../components/admin/columns.tsx';
import type { GroupRowFragment } from '../../../generated/graphql.ts';
import { NO_FILTERS } from '../../../hooks/listUrl.ts';
import { LocationsSubTable } from '../shared/LocationsSubTable.tsx';
import { GroupEditor } from './GroupEditor.tsx';
import { useGroupRows, useRemoveGroups } from './useGroupRows.ts';

/** /settings/groups (spec/3 §2 Groups): search, sub-table of locations, multi-select removal. */
export const GROUPS_SCREEN: AdminScreenConfig<GroupRowFragment, Record<never, never>> = {
  permissionIndex: SETTINGS_SCREENS.groups.actions,
  texts: {
    title: 'settings.groups.title',
    add: 'settings.groups.add',
    empty: 'settings.groups.empty',
    removed: groupsDeletedKey,
  },
  filters: NO_FILTERS,
  defaultSort: 'NAME',
  columns: [
    textColumn<GroupRowFragment>('name', 'settings.column.name', (g) => g.name, { sort: 'NAME' }),
    chipsColumn<GroupRowFragment>('locations', 'settings.column.locations', (g) => g.locations.map((l) => l.name), {
      sort: 'LOCATION_COUNT',
    }),
  ],
  rowId: (g) => g.id,
  rowName: (g) => g.name,
  renderSubTable: (g) => <LocationsSubTable owner={g.name} locations={g.locations} />,
  useRows: useGroupRows,
  useRemove: useRemoveGroups,
  presentation: 'page',
  Editor: GroupEditor,
};
