import { SEARCH_DEBOUNCE_MS } from '@marquee/core/constants';
import { useState } from 'react';
import type { ResourceChoice } from '../../../../components/ResourceTagPicker.tsx';
import {
  useLocationChoicesQuery,
  useProductSchedulingEventsQuery,
  useProductSchedulingResourcesQuery,
} from '../../../../generated/graphql.ts';
import { useDebouncedCallback } from '../../../../hooks/useDebouncedCallback.ts';
import { ProductSchedulingPanel, type SoldThroughEvent } from './ProductSchedulingPanel.tsx';

export interface ProductSchedulingContainerProps {
  productId: number | null;
  /** The product's locations (the form's, saved or not). */
  locationIds: readonly number[];
}

const ACTIVITIES = '/club-booking/activities';

/** The reservation section's activities and resources, read through the two scheduling lookups. */
export function ProductSchedulingContainer({ productId, locationIds }: ProductSchedulingContainerProps) {
  const { data: places } = useLocationChoicesQuery();
  const codes = (places?.locations ?? []).filter((l) => locationIds.includes(l.locationId)).map((l) => l.code);
  const [chosen, setChosen] = useState<(ResourceChoice & { locationCode: string })[]>([]);
  const [search, setSearch] = useState('');
  const onSearch = useDebouncedCallback(setSearch, SEARCH_DEBOUNCE_MS);
  const events = useProductSchedulingEventsQuery({
    variables: { productId },
    skip: productId === null,
    fetchPolicy: 'cache-and-network',
  });
  // A new activity is at one location: once a resource is chosen, only its location's are offered.
  const at = chosen[0]?.locationCode ?? null;
  const resources = useProductSchedulingResourcesQuery({
    variables: { locationCodes: at ? [at] : codes, search: search.trim() || null },
    skip: productId === null || codes.length === 0,
  });
  const options = (resources.data?.productSchedulingResources ?? []).filter((r) => r.enabled);
  const home = at ?? codes[0] ?? null;
  const newActivityHref =
    productId === null || home === null
      ? null
      : `${ACTIVITIES}?${new URLSearchParams({
          location: home,
          product: String(productId),
          ...(chosen.length > 0 ? { resources: chosen.map((r) => r.id).join(',') } : {}),
        }).toString()}`;
  return (
    <ProductSchedulingPanel
      productId={productId}
      events={events.data?.productSchedulingEvents}
      failed={(events.error !== undefined && !events.data) || (resources.error !== undefined && !resources.data)}
      chosen={chosen}
      options={options}
      onSearch={onSearch}
      onChoose={(next) =>
        setChosen(
          next.map((c) => ({
            ...c,
            locationCode:
              chosen.find((x) => x.id === c.id)?.locationCode ?? options.find((o) => o.id === c.id)?.locationCode ?? '',
          })),
        )
      }
      newActivityHref={newActivityHref}
      activityHref={(e: SoldThroughEvent) =>
        `${ACTIVITIES}?${new URLSearchParams({ location: e.locationCode, q: e.name }).toString()}`
      }
    />
  );
}
