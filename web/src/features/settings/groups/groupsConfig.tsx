import { LocationsSubTable } from '../../../components/resources/LocationsSubTable.tsx';
import { useLocationLookups } from '../../../components/resources/lookups/useLocationOptions.ts';
import { chipsColumn, textColumn } from '../../../components/resources/columns.tsx';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import {
  type GroupRowFragment,
  useCreateGroupMutation,
  useDeleteGroupsMutation,
  useSettingsGroupQuery,
  useSettingsGroupsQuery,
  useUpdateGroupMutation,
} from '../../../generated/graphql.ts';
import { NO_FILTERS } from '../../../hooks/listUrl.ts';
import { GroupFields } from './GroupFields.tsx';
import { GROUP_SERVER_FIELDS, GROUP_TABS, groupValues, toGroupInput, validateGroupValues } from './groupForm.ts';

type Row = GroupRowFragment;

/** /settings/groups (spec/3 §2 Groups): search, sub-table of locations, multi-select removal. */
export const GROUPS_SCREEN = resourceConfig({
  screen: 'groups',
  addLabel: 'settings.groups.add',
  filters: NO_FILTERS,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'settings.column.name', (g) => g.name, { sort: 'NAME' }),
    chipsColumn<Row>('locations', 'settings.column.locations', (g) => g.locations.map((l) => l.name), {
      sort: 'LOCATION_COUNT',
    }),
  ],
  rowName: (g) => g.name,
  subTable: {
    render: (g) => <LocationsSubTable owner={g.name} locations={g.locations} />,
    has: (g) => g.locations.length > 0,
  },
  hooks: {
    list: useSettingsGroupsQuery,
    detail: useSettingsGroupQuery,
    create: useCreateGroupMutation,
    update: useUpdateGroupMutation,
    remove: useDeleteGroupsMutation,
  },
  useLookups: useLocationLookups,
  skeletonRows: 3,
  form: {
    tabs: GROUP_TABS,
    values: groupValues,
    rules: validateGroupValues,
    serverFields: GROUP_SERVER_FIELDS,
    toInput: toGroupInput,
    Fields: GroupFields,
  },
});
