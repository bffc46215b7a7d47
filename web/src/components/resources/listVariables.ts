import type { ListState } from '@marquee/core/resources/listState';

/** The paging, search and sort arguments of a resource list query, from the URL's list state. */
export function listVariables<S extends string>(list: ListState<Record<string, unknown>>) {
  return {
    page: list.page,
    rowsPerPage: list.rowsPerPage,
    search: list.search.trim() || null,
    sort: (list.sort as S | null) ?? null,
    order: list.order === 'desc' ? ('DESC' as const) : ('ASC' as const),
  };
}
