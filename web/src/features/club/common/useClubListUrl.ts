import type { FilterCodec } from '../../../hooks/listUrl.ts';
import { useResourceUrlState } from '../../../hooks/useResourceUrlState.ts';
import { useClubLocation } from './useClubLocation.ts';

type LocationFilter = { location: string | null };

/** The location code as a list filter: `?location=` as the other club screens write it. */
const LOCATION_CODEC: FilterCodec<LocationFilter> = {
  initial: { location: null },
  parse: (params) => ({ location: params.get('location') || null }),
  write: (filters) => ({ location: filters.location }),
};

/**
 * A paged club list's state, all of it in the URL: the location (`?location=`), the search
 * (`q`), the sort column and direction, the page and rows per page. Choosing another location,
 * sorting or searching goes back to the first page (core's list rules).
 */
export function useClubListUrl() {
  const url = useResourceUrlState(LOCATION_CODEC);
  const { locations } = useClubLocation();
  const { list } = url;
  return {
    code: list.filters.location,
    setCode: (code: string | null) => url.setFilter('location', code),
    locations,
    paging: {
      search: list.search,
      page: list.page,
      rowsPerPage: list.rowsPerPage,
      /** A column of the list's sorts, or null: the list's own order. */
      sort: list.sort,
      order: list.order,
      onSort: url.setSort,
      onSearch: url.setSearch,
      onPage: url.setPage,
      onRowsPerPage: url.setRowsPerPage,
    },
  };
}

export type ClubListPaging = ReturnType<typeof useClubListUrl>['paging'];
