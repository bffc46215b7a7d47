import { type LocationField, validateLocation } from '@marquee/core/settings/validation';
import { LOCATION_ENABLED_DEFAULT } from '@marquee/core/venue/locationEnabled';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { LocationCreateInput, LocationRowFragment, LocationUpdateInput } from '../../../generated/graphql.ts';

/** The location form's values: one mapper serves new and edit. */
export interface LocationValues {
  name: string;
  code: string;
  groupId: number | null;
  storeNumber: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  /** Off: the location leaves every picker (core/src/venue/locationEnabled.ts). */
  enabled: boolean;
}

export function locationValues(l: LocationRowFragment | null): LocationValues {
  return {
    name: l?.name ?? '',
    code: l?.code ?? '',
    groupId: l?.groupId ?? null,
    storeNumber: l?.storeNumber ?? '',
    address1: l?.address1 ?? '',
    address2: l?.address2 ?? '',
    city: l?.city ?? '',
    state: l?.state ?? '',
    postalCode: l?.postalCode ?? '',
    enabled: l?.enabled ?? LOCATION_ENABLED_DEFAULT,
  };
}

/** Everything but the location and code, which are fixed once created. */
export function toLocationUpdate(v: LocationValues): LocationUpdateInput {
  const t = (s: string) => s.trim();
  return {
    groupId: v.groupId,
    storeNumber: t(v.storeNumber),
    address1: t(v.address1),
    address2: t(v.address2),
    city: t(v.city),
    state: t(v.state),
    postalCode: t(v.postalCode),
    enabled: v.enabled,
  };
}

export function toLocationCreate(v: LocationValues): LocationCreateInput {
  return { ...toLocationUpdate(v), name: v.name.trim(), code: v.code.trim() || null };
}

/** The location is required on create only: editing cannot change it. */
export const validateLocationValues = (editing: boolean) => (v: LocationValues) => {
  const { enabled: _enabled, ...rest } = { ...toLocationUpdate(v), groupId: v.groupId };
  return validateLocation(editing ? { ...rest, version: 0 } : { ...rest, name: v.name, code: v.code });
};

export const LOCATION_TABS: readonly FormTabDef<LocationField>[] = [
  {
    id: 'basic',
    label: 'settings.basicTab',
    fields: ['name', 'code', 'storeNumber', 'address1', 'address2', 'city', 'state', 'postalCode'],
    required: true,
  },
];
