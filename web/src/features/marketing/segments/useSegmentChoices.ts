import { useMemo } from 'react';
import {
  useGuestSegmentFormQuery,
  useGuestSegmentLocationsQuery,
  useGuestSegmentProductsQuery,
} from '../../../generated/graphql.ts';
import type { Choice, ConditionChoices } from './ConditionRow.tsx';

const LOOKUP_PAGE = 100;
const PRODUCT_PAGE = 25;
const ids = (rows: readonly { id: number; name: string }[] | undefined): Choice[] =>
  (rows ?? []).map((r) => ({ id: String(r.id), name: r.name }));

/**
 * The segment screen's choices: locations (by code for the list, by id for the form), and the
 * form's condition kinds, match list, options and products, loaded page by page (hasMore) and
 * merged by id in the cache (core's paged-picker rule).
 */
export function useSegmentChoices(formNeeded: boolean) {
  const locations = useGuestSegmentLocationsQuery({ variables: { page: 0, rowsPerPage: LOOKUP_PAGE } });
  const form = useGuestSegmentFormQuery({ skip: !formNeeded });
  const products = useGuestSegmentProductsQuery({
    variables: { page: 0, rowsPerPage: PRODUCT_PAGE },
    skip: !formNeeded,
  });
  const productRows = products.data?.guestSegmentProducts.data;

  return useMemo(() => {
    const locationRows = locations.data?.guestSegmentLocations.data ?? [];
    const options = form.data?.guestSegmentOptions;
    const condition: ConditionChoices = {
      kinds: form.data?.guestSegmentConditions ?? [],
      byKind: {
        product: ids(productRows),
        category: ids(options?.categories),
        location: ids(locationRows),
        tag: ids(options?.tags),
        membership: options?.membershipStatuses ?? [],
        age: options?.ageGroups ?? [],
      },
      moreProducts: products.data?.guestSegmentProducts.hasMore ?? false,
      onMoreProducts: () => {
        const page = Math.ceil((productRows?.length ?? 0) / PRODUCT_PAGE);
        void products.fetchMore({
          variables: { page, rowsPerPage: PRODUCT_PAGE },
          updateQuery: (prev, { fetchMoreResult }) => {
            const seen = new Set(prev.guestSegmentProducts.data.map((p) => p.id));
            return {
              guestSegmentProducts: {
                ...fetchMoreResult.guestSegmentProducts,
                data: [
                  ...prev.guestSegmentProducts.data,
                  ...fetchMoreResult.guestSegmentProducts.data.filter((p) => !seen.has(p.id)),
                ],
              },
            };
          },
        });
      },
    };
    return {
      listLocations: locationRows.map((l) => ({ id: l.code ?? String(l.id), name: l.name })),
      formLocations: ids(locationRows),
      /** The id of the list's location (a code; 'all' or none: null), for a new segment's location. */
      locationIdOf: (code: string | null | undefined): number | null =>
        locationRows.find((l) => l.code != null && l.code === code)?.id ?? null,
      matchList: form.data?.guestSegmentMatchList ?? [],
      condition,
    };
  }, [locations.data, form.data, productRows, products]);
}
