import { SETTINGS_SCREENS } from '@marquee/core/settings/screens';
import type { AdminScreenConfig } from '../../../components/admin/adminScreenConfig.ts';
import { textColumn } from '../../../components/admin/columns.tsx';
import type { LocationRowFragment } from '../../../generated/graphql.ts';
import { NO_FILTERS } from '../../../hooks/listUrl.ts';
import { LocationEditor } from './LocationEditor.tsx';
import { useLocationRows, useRemoveLocations } from './useLocationRows.ts';

type Row = LocationRowFragment;

/** /settings/locations (spec/3 §2 Locations): search, multi-select removal, Basic Tab form. */
export const LOCATIONS_SCREEN: AdminScreenConfig<Row, Record<never, never>> = {
  permissionIndex: SETTINGS_SCREENS.locations.actions,
  texts: {
    title: 'settings.locations.title',
    add: 'settings.locations.new',
    empty: 'settings.locations.empty',
    removed: () => 'settings.locations.deleted',
  },
  filters: NO_FILTERS,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'settings.column.location', (l) => l.name, { sort: 'NAME' }),
    textColumn<Row>('code', 'settings.column.code', (l) => l.code, { sort: 'CODE' }),
    textColumn<Row>('group', 'settings.column.group', (l) => l.groupName, { sort: 'GROUP_NAME' }),
    textColumn<Row>('storeNumber', 'settings.column.storeNumber', (l) => l.storeNumber, { sort: 'STORE_NUMBER' }),
    textColumn<Row>('address', 'settings.column.address', (l) => l.address, { sort: 'CITY' }),
  ],
  rowId: (l) => l.id,
  rowName: (l) => l.name,
  useRows: useLocationRows,
  useRemove: useRemoveLocations,
  presentation: 'page',
  Editor: LocationEditor,
};
