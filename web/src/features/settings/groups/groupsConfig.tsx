import { LocationsSubTable } from '../../../components/resources/LocationsSubTable.tsx';
import { listVariables } from '../../../components/resources/listVariables.ts';
import { useLocationOptions } from '../../../components/resources/lookups/useLocationOptions.ts';
import { resourceEditor } from '../../../components/resources/ResourceEditor.tsx';
import { chipsColumn, textColumn } from '../../../components/resources/columns.tsx';
import { useDetailQuery, useRemoveByIds, useSaveMutations } from '../../../components/resources/resourceHooks.ts';
import type { ResourceScreenConfig } from '../../../components/resources/resourceScreenConfig.ts';
import { useResourceRows } from '../../../components/resources/useResourceRows.ts';
import {
  type GroupRowFragment,
  type GroupSort,
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

const GroupEditor = resourceEditor({
  useDetail: (id) => useDetailQuery(useSettingsGroupQuery, id, (d) => d.settingsGroup),
  useLookups: () => {
    const { options, ready } = useLocationOptions();
    return { ready, lookups: options };
  },
  useSave: () => useSaveMutations(useCreateGroupMutation, useUpdateGroupMutation, toGroupInput, toGroupInput),
  saved: 'settings.groups.saved',
  skeletonRows: 3,
  form: {
    title: (g, t) => (g ? g.name : t('settings.groups.new')),
    tabs: () => GROUP_TABS,
    values: groupValues,
    validate: () => validateGroupValues,
    serverFields: GROUP_SERVER_FIELDS,
    Fields: GroupFields,
  },
});

/** /settings/groups (spec/3 §2 Groups): search, sub-table of locations, multi-select removal. */
export const GROUPS_SCREEN: ResourceScreenConfig<Row, Record<never, never>> = {
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
  useRows: (list) => useResourceRows(useSettingsGroupsQuery, listVariables<GroupSort>(list), (d) => d.settingsGroups),
  useRemove: () => useRemoveByIds(useDeleteGroupsMutation, (d) => d.deleteGroups.removed),
  presentation: 'page',
  editor: GroupEditor,
};
