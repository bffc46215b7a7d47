import { useClubListUrl } from './useClubListUrl.ts';

/** The variables every location list page query takes. */
export interface ClubPageVariables {
  locationCode: string;
  search: string | null;
  page: number;
  rowsPerPage: number;
}

type PageQuery<D> = (options: { variables: ClubPageVariables; skip: boolean; fetchPolicy: 'cache-and-network' }) => {
  data?: D;
  error?: unknown;
};

/**
 * One location list's wiring: the URL's location, search and page into its generated page query,
 * and the page back as the props ClubListScreen takes (rows, failed, paging with the total).
 * `off` skips the query (a screen that shows one of two lists).
 */
export function useClubPagedList<D, Row>(
  useQuery: PageQuery<D>,
  pick: (data: D) => { rows: Row[]; total: number },
  off = false,
) {
  const { code, setCode, locations, paging } = useClubListUrl();
  const { search, page, rowsPerPage } = paging;
  const { data, error } = useQuery({
    variables: { locationCode: code ?? '', search: search.trim() || null, page, rowsPerPage },
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
    paging: { ...paging, total: found?.total },
  };
}
