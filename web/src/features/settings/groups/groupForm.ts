import { type GroupField, validateGroup } from '@marquee/core/settings/validation';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { GroupInput, GroupRowFragment } from '../../../generated/graphql.ts';

/** The group form's values: one mapper serves new and edit. */
export interface GroupValues {
  name: string;
  locationIds: number[];
}

export const EMPTY_GROUP: GroupValues = { name: '', locationIds: [] };

export function groupValues(group: GroupRowFragment | null): GroupValues {
  if (!group) return EMPTY_GROUP;
  return { name: group.name, locationIds: group.locations.map((l) => l.locationId) };
}

/** The mutation input: the name trimmed (spec/3 §5). */
export function toGroupInput(values: GroupValues): GroupInput {
  return { name: values.name.trim(), locationIds: values.locationIds };
}

export const validateGroupValues = (v: GroupValues) => validateGroup(v);

/** One Basic Tab holding both required fields. */
export const GROUP_TABS: readonly FormTabDef<GroupField>[] = [
  { id: 'basic', label: 'settings.basicTab', fields: ['name', 'locations'], required: true },
];

/** The server names the locations field `locationIds` or `locations`. */
export const GROUP_SERVER_FIELDS = { locationIds: 'locations' } as const;
