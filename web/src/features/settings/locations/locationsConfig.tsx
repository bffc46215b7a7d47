import { textColumn } from '../../../components/resources/columns.tsx';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import type { SettingsLocationQuery } from '../../../generated/graphql.ts';
import {
  type LocationRowFragment,
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

/** The groups other than the location's current one (which the form shows by name). */
function useLocationLookups(id: number | null, location: SettingsLocationQuery['settingsLocation'] | null) {
  const { data } = useGroupChoicesQuery({
    variables: { exclude: location?.groupId ?? null },
    skip: id !== null && !location,
  });
  return {
    ready: data !== undefined,
    lookups: (data?.groupOptions ?? []).map((g) => ({ value: g.groupId, label: g.name })),
  };
}

/** /settings/locations (spec/3 §2 Locations): search, multi-select removal, Basic Tab form. */
export const LOCATIONS_SCREEN = resourceConfig({
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
  hooks: {
    list: useSettingsLocationsQuery,
    detail: useSettingsLocationQuery,
    create: useCreateLocationMutation,
    update: useUpdateLocationMutation,
    remove: useDeleteLocationsMutation,
  },
  useLookups: useLocationLookups,
  skeletonRows: 6,
  form: {
    tabs: LOCATION_TABS,
    values: locationValues,
    validate: (l) => validateLocationValues(l !== null),
    toCreate: toLocationCreate,
    toUpdate: toLocationUpdate,
    Fields: LocationFields,
  },
});
