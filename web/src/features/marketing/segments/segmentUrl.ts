import type { FilterCodec } from '../../../hooks/listUrl.ts';

/** The list's location in the URL: a location code, 'all', or none (no call is made). */
export const SEGMENT_FILTERS: FilterCodec<{ location: string | null }> = {
  initial: { location: null },
  parse: (params) => ({ location: params.get('location') }),
  write: (filters) => ({ location: filters.location }),
};
