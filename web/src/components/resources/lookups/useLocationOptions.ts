import type { SelectOption } from '../FormSelect.tsx';
import { useLocationChoicesQuery } from '../../../generated/graphql.ts';

/**
 * The master client's enabled locations as choices (the location lookup), and whether they
 * loaded. The Locations screen's saves drop the cached lookup (locationMutations.ts).
 */
export function useLocationOptions(): { options: SelectOption[]; ready: boolean } {
  const { data } = useLocationChoicesQuery();
  const options = (data?.locations ?? []).map((l) => ({ value: l.locationId, label: l.name }));
  return { options, ready: data !== undefined };
}

/** The locations as a form's only lookups (`useLookups` of the Groups and catalogue forms). */
export function useLocationLookups(): { lookups: SelectOption[]; ready: boolean } {
  const { options, ready } = useLocationOptions();
  return { lookups: options, ready };
}
