import { useClubListUrl } from './useClubListUrl.ts';

/** The variables every location list page query takes; `S` is the list's sort enum. */
export interface ClubPageVariables<S extends string> {
  locationCode: string;
  search: string | null;
  page: number;
  rowsPerPage: number;
  sort: S | null;
  order: 'ASC' | 'DESC';
}

type PageQuery<D, S extends string> = (options: {
  variables: ClubPageVariables<S>;
  skip: boolean;
  fetchPolicy: 'cache-and-network';
}) => {
  data?: D;
  error?: unknown;
};

/**
 * One location list's wiring: the URL's location, search, sort and page into its generated page
 * query, and the page back as the props ClubListScreen takes (rows, failed, paging with the total
 * and the sortable columns). `sorts` maps each sortable column (core CLUB_LIST_SORTS) to the
 * schema's sort value. `off` skips the query (a screen that shows one of two lists).
 */
export function useClubPagedList<D, Row, S extends string>(
  useQuery: PageQuery<D, S>,
  pick: (data: D) => { rows: Row[]; total: number },
  sorts: Readonly<Record<string, S>>,
  off = false,
) {
  const { code, setCode, locations, paging } = useClubListUrl();
  const { search, page, rowsPerPage } = paging;
  const { data, error } = useQuery({
    variables: {
      locationCode: code ?? '',
      search: search.trim() || null,
      page,
      rowsPerPage,
      sort: (paging.sort && sorts[paging.sort]) || null,
      order: paging.order === 'desc' ? 'DESC' : 'ASC',
    },
    skip: code === null || off,
    fetchPolicy: 'cache-and-network',
  });
  const found = data ? pick(data) : undefined;
  return {
    code,
    onLocation: setCode,
    locations,
    rows: found?.rows,
    failed: error !== undefined && !data,
    paging: { ...paging, total: found?.total, sortable: Object.keys(sorts) },
  };
}
