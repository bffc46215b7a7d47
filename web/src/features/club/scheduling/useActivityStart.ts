import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type BookingResourceRowFragment, useBookingResourcesQuery } from '../../../generated/graphql.ts';
import { type ActivityForm, blankActivity } from './activityForm.ts';

const NONE: readonly BookingResourceRowFragment[] = [];

/**
 * A new activity asked for by a link (the product editor's reservation section):
 * `?product=ID&resources=1,2` opens the new-activity form with that product and those resources
 * (named from the server, this location's only). Answers the form once it can be filled, and
 * `started` to drop the two parameters (kept list state stays).
 */
export function useActivityStart(locationId: number | null): { form: ActivityForm | null; started: () => void } {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const product = Number(params.get('product'));
  const wanted = (params.get('resources') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const asked = Number.isInteger(product) && product > 0;
  const { data } = useBookingResourcesQuery({
    variables: { locationId, ids: wanted, rowsPerPage: 100 },
    skip: !asked || locationId === null || wanted.length === 0,
  });
  const named = data?.bookingResources.rows ?? NONE;
  const ready = asked && locationId !== null && (wanted.length === 0 || data !== undefined);
  const started = useCallback(() => {
    const next = new URLSearchParams(search);
    next.delete('product');
    next.delete('resources');
    const query = next.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  }, [search, path, navigate]);
  const form = useMemo(
    () =>
      ready
        ? { ...blankActivity(), productId: product, resources: named.map((r) => ({ id: r.id, name: r.name })) }
        : null,
    [ready, product, named],
  );
  return { form, started };
}
