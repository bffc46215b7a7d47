import { type ProductDetailFieldsFragment, useLocationChoicesQuery } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import type { ProductLookups } from './productLookups.ts';
import { availabilityTimes, weekdays } from './productTimes.ts';
import { useCatalogueChoices } from './useCatalogueChoices.ts';

/**
 * The editor's choices. Groups come from the locations (each carries its group); weekdays and
 * times (the ids of the server's days-available and available-from/to lookups) are named here,
 * in the viewer's language.
 */
export function useProductLookups(
  _id: number | null,
  _record: ProductDetailFieldsFragment | null,
): { ready: boolean; lookups: ProductLookups } {
  const format = useFormat();
  const choices = useCatalogueChoices();
  const places = useLocationChoicesQuery();
  const locations = places.data?.locations;
  const { settled, ...lists } = choices;
  const groups = new Map<number, { value: number; label: string; locationIds: number[] }>();
  for (const l of locations ?? []) {
    if (l.groupId === null || l.groupId === undefined) continue;
    const g = groups.get(l.groupId) ?? { value: l.groupId, label: l.groupName ?? '', locationIds: [] };
    g.locationIds.push(l.locationId);
    groups.set(l.groupId, g);
  }
  const lookups: ProductLookups = {
    ...lists,
    locations: (locations ?? []).map((l) => ({ value: l.locationId, label: l.name })),
    groups: [...groups.values()],
    days: weekdays(format),
    availableFrom: availabilityTimes('from', format),
    availableTo: availabilityTimes('to', format),
  };
  return { ready: settled && locations !== undefined, lookups };
}
