import { booleanColumn, textColumn } from '../../../components/resources/columns.tsx';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import type { SettingsLocationQuery } from '../../../generated/graphql.ts';
import {
  type LocationRowFragment,
  useGroupChoicesQuery,
  useSettingsLocationQuery,
  useSettingsLocationsQuery,
} from '../../../generated/graphql.ts';
import { LocationFields } from './LocationFields.tsx';
import { useCreateLocation, useDeleteLocations, useUpdateLocation } from './locationMutations.ts';
import { LocationFilters } from './LocationFilters.tsx';
import { LOCATION_FILTERS, locationFilterVariables } from './locationFilters.ts';
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

/** /settings/locations: search, status filter, multi-select removal, Basic Tab form. */
export const LOCATIONS_SCREEN = resourceConfig({
  screen: 'locations',
  addLabel: 'settings.locations.new',
  filters: LOCATION_FILTERS,
  Filters: LocationFilters,
  filterVariables: locationFilterVariables,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'settings.column.location', (l) => l.name, { sort: 'NAME' }),
    textColumn<Row>('code', 'settings.column.code', (l) => l.code, { sort: 'CODE' }),
    textColumn<Row>('group', 'settings.column.group', (l) => l.groupName, { sort: 'GROUP_NAME' }),
    textColumn<Row>('storeNumber', 'settings.column.storeNumber', (l) => l.storeNumber, { sort: 'STORE_NUMBER' }),
    textColumn<Row>('address', 'settings.column.address', (l) => l.address, { sort: 'CITY' }),
    booleanColumn<Row>('enabled', 'settings.locations.enabled', (l) => l.enabled, { sort: 'ENABLED' }),
  ],
  rowName: (l) => l.name,
  hooks: {
    list: useSettingsLocationsQuery,
    detail: useSettingsLocationQuery,
    create: useCreateLocation,
    update: useUpdateLocation,
    remove: useDeleteLocations,
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
