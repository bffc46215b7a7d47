import { useMemo } from 'react';
import {
  type ProductDetailFieldsFragment,
  useLocationChoicesQuery,
  useProductEditorChoicesQuery,
} from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import type { ProductLookups } from './productLookups.ts';
import { availabilityTimes, weekdays } from './productTimes.ts';

const option = (o: { id: number; name: string }) => ({ value: o.id, label: o.name });

/**
 * The editor's choices. Groups come from the locations (each carries its group); price levels,
 * entitlement packages and blocked-access areas have no GraphQL lookup yet, so the editor offers
 * those the record already uses (see the report of issue 10).
 */
export function useProductLookups(
  _id: number | null,
  record: ProductDetailFieldsFragment | null,
): { ready: boolean; lookups: ProductLookups } {
  const format = useFormat();
  const choices = useProductEditorChoicesQuery();
  const places = useLocationChoicesQuery();
  const data = choices.data;
  const locations = places.data?.locations;
  const lookups = useMemo<ProductLookups>(() => {
    const groups = new Map<number, { value: number; label: string; locationIds: number[] }>();
    for (const l of locations ?? []) {
      if (l.groupId === null || l.groupId === undefined) continue;
      const g = groups.get(l.groupId) ?? { value: l.groupId, label: l.groupName ?? '', locationIds: [] };
      g.locationIds.push(l.locationId);
      groups.set(l.groupId, g);
    }
    const levels = new Map<number, string>();
    for (const p of record?.prices ?? []) levels.set(p.priceLevelId, p.priceLevelName);
    return {
      productTypes: (data?.productTypeOptions ?? []).map((p) => ({ ...option(p), kind: p.kind })),
      categories: (data?.productCategories.rows ?? []).map(option),
      revenueClasses: (data?.revenueClassOptions ?? []).map(option),
      taxRates: (data?.taxRates.rows ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.percentage}%)` })),
      memberships: (data?.membershipOptions ?? []).map(option),
      modifiers: (data?.foodModifiers.rows ?? []).map(option),
      creditTypes: (data?.creditTypeOptions ?? []).map(option),
      priceLevels: [...levels].map(([value, label]) => ({ value, label })),
      entitlementPackages: [],
      blockedAccess: (record?.blockedAccess ?? []).map((b) => ({ value: b.id, label: b.name })),
      locations: (locations ?? []).map((l) => ({ value: l.locationId, label: l.name })),
      groups: [...groups.values()],
      days: weekdays(format.locale),
      availableFrom: availabilityTimes('from', format.locale),
      availableTo: availabilityTimes('to', format.locale),
    };
  }, [data, locations, record, format.locale]);
  return { ready: data !== undefined && locations !== undefined, lookups };
}
