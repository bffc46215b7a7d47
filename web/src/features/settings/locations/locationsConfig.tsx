import { textColumn } from '../../../components/resources/columns.tsx';
import { listVariables } from '../../../components/resources/listVariables.ts';
import { resourceEditor } from '../../../components/resources/ResourceEditor.tsx';
import { useDetailQuery, useRemoveByIds, useSaveMutations } from '../../../components/resources/resourceHooks.ts';
import type { ResourceScreenConfig } from '../../../components/resources/resourceScreenConfig.ts';
import { useResourceRows } from '../../../components/resources/useResourceRows.ts';
import {
  type LocationRowFragment,
  type LocationSort,
  useCreateLocationMutation,
  useDeleteLocationsMutation,
  useGroupChoicesQuery,
  useSettingsLocationQuery,
  useSettingsLocationsQuery,
  useUpdateLocationMutation,
} from '../../../generated/graphql.ts';
import { NO_FILTERS } from '../../../hooks/listUrl.ts';
import { LocationFields } from './LocationFields.tsx';
import {
  LOCATION_TABS,
  locationValues,
  toLocationCreate,
  toLocationUpdate,
  validateLocationValues,
} from './locationForm.ts';

type Row = LocationRowFragment;

const LocationEditor = resourceEditor({
  useDetail: (id) => useDetailQuery(useSettingsLocationQuery, id, (d) => d.settingsLocation),
  // The groups other than the location's current one (which the form shows by name).
  useLookups: (id, location) => {
    const { data } = useGroupChoicesQuery({
      variables: { exclude: location?.groupId ?? null },
      skip: id !== null && !location,
    });
    return {
      ready: data !== undefined,
      lookups: (data?.groupOptions ?? []).map((g) => ({ value: g.groupId, label: g.name })),
    };
  },
  useSave: () =>
    useSaveMutations(useCreateLocationMutation, useUpdateLocationMutation, toLocationCreate, toLocationUpdate),
  saved: 'settings.locations.saved',
  skeletonRows: 6,
  form: {
    title: (l, t) => (l ? l.name : t('settings.locations.new')),
    tabs: () => LOCATION_TABS,
    values: locationValues,
    validate: (l) => validateLocationValues(l !== null),
    Fields: LocationFields,
  },
});

/** /settings/locations (spec/3 §2 Locations): search, multi-select removal, Basic Tab form. */
export const LOCATIONS_SCREEN: ResourceScreenConfig<Row, Record<never, never>> = {
  screen: 'locations',
  addLabel: 'settings.locations.new',
  filters: NO_FILTERS,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'settings.column.location', (l) => l.name, { sort: 'NAME' }),
    textColumn<Row>('code', 'settings.column.code', (l) => l.code, { sort: 'CODE' }),
    textColumn<Row>('group', 'settings.column.group', (l) => l.groupName, { sort: 'GROUP_NAME' }),
    textColumn<Row>('storeNumber', 'settings.column.storeNumber', (l) => l.storeNumber, { sort: 'STORE_NUMBER' }),
    textColumn<Row>('address', 'settings.column.address', (l) => l.address, { sort: 'CITY' }),
  ],
  rowName: (l) => l.name,
  useRows: (list) =>
    useResourceRows(useSettingsLocationsQuery, listVariables<LocationSort>(list), (d) => d.settingsLocations),
  useRemove: () => useRemoveByIds(useDeleteLocationsMutation, (d) => d.deleteLocations.removed),
  presentation: 'page',
  editor: LocationEditor,
};
