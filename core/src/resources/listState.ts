/**
 * List state of the table mode of spec/3 §2 and the paging rules of spec/3 §4: first page 0,
 * 25 rows per page; changing rows per page, the search or a filter goes back to page 0; changing
 * page keeps everything else. Pure functions, so the URL-backed hook of the web and any other
 * client share one set of rules.
 */
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../constants.ts';

export type SortOrder = 'asc' | 'desc';

export interface ListState<F extends Record<string, unknown> = Record<string, unknown>> {
  page: number;
  rowsPerPage: number;
  search: string;
  sort: string | null;
  order: SortOrder;
  filters: F;
}

/** Rows-per-page choices offered under a table; the server accepts at most the last. */
export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const MAX_ROWS_PER_PAGE = 100;

export function initialListState<F extends Record<string, unknown>>(
  filters: F,
  sort: string | null = null,
): ListState<F> {
  return { page: FIRST_PAGE, rowsPerPage: DEFAULT_PAGE_SIZE, search: '', sort, order: 'asc', filters };
}

/** Changing page keeps search, filters and sort. */
export function withPage<F extends Record<string, unknown>>(state: ListState<F>, page: number): ListState<F> {
  return { ...state, page: Math.max(FIRST_PAGE, Math.floor(page)) };
}

/** Changing rows per page goes back to the first page. */
export function withRowsPerPage<F extends Record<string, unknown>>(
  state: ListState<F>,
  rowsPerPage: number,
): ListState<F> {
  const rows = Math.min(MAX_ROWS_PER_PAGE, Math.max(1, Math.floor(rowsPerPage)));
  return { ...state, rowsPerPage: rows, page: FIRST_PAGE };
}

/** A new search goes back to the first page; the same search (after trimming) changes nothing. */
export function withSearch<F extends Record<string, unknown>>(state: ListState<F>, search: string): ListState<F> {
  if (search.trim() === state.search.trim()) return state;
  return { ...state, search, page: FIRST_PAGE };
}

/** Changing a filter goes back to the first page. */
export function withFilter<F extends Record<string, unknown>, K extends keyof F>(
  state: ListState<F>,
  key: K,
  value: F[K],
): ListState<F> {
  if (Object.is(state.filters[key], value)) return state;
  return { ...state, filters: { ...state.filters, [key]: value }, page: FIRST_PAGE };
}

/** Sorting by a new column starts ascending; the same column flips the order. Page goes to 0. */
export function withSort<F extends Record<string, unknown>>(state: ListState<F>, sort: string): ListState<F> {
  const order: SortOrder = state.sort === sort && state.order === 'asc' ? 'desc' : 'asc';
  return { ...state, sort, order, page: FIRST_PAGE };
}

/** Switching master client (or location) reloads the list from page 0 with the same size. */
export function resetForMasterClient<F extends Record<string, unknown>>(state: ListState<F>, filters: F): ListState<F> {
  return { ...state, page: FIRST_PAGE, search: '', filters };
}

/**
 * After removing `removed` rows, the page to show: the same page (a group mass-delete re-fetches
 * with the current rowsPerPage and page, spec/3 §4), or the last page that still has rows.
 */
export function pageAfterRemoval(
  state: Pick<ListState, 'page' | 'rowsPerPage'>,
  total: number,
  removed: number,
): number {
  const left = Math.max(0, total - removed);
  const lastPage = Math.max(FIRST_PAGE, Math.ceil(left / state.rowsPerPage) - 1);
  return Math.min(state.page, lastPage);
}

/** The query parameters of a paged settings list (see PagedQuery in rest.ts). */
export function toPagedQuery<F extends Record<string, unknown>>(state: ListState<F>): Record<string, string> {
  const query: Record<string, string> = { page: String(state.page), rowsPerPage: String(state.rowsPerPage) };
  if (state.search.trim()) query.search = state.search.trim();
  if (state.sort) {
    query.sort = state.sort;
    query.order = state.order;
  }
  for (const [key, value] of Object.entries(state.filters)) {
    if (value !== null && value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}
