/**
 * One page of a location-scoped club list, cut in SQL: the search (ILIKE on the list's own
 * columns, LIKE's wildcards escaped), then LIMIT/OFFSET, with the rows matching on every page
 * counted in the same query (`count(*) over ()`). Without a window a list answers all its rows.
 */
import { type SQL, sql } from 'drizzle-orm';
import { matchesAny } from '../../resources/repository.ts';

export interface ListWindow {
  search: string;
  page: number;
  rowsPerPage: number;
  /** A column of the list's CLUB_LIST_SORTS (checked by the route); none: the list's own order. */
  sort?: string;
  order?: 'asc' | 'desc';
}

/** What a windowed row carries besides its fields: the rows matching on every page. */
export interface Counted {
  total?: number | string;
}

export function windowSql(window: ListWindow | undefined, searchIn: SQL[], sorts: Record<string, SQL> = {}) {
  if (!window) return { total: sql``, where: sql``, sort: sql``, tail: sql`` };
  const match = matchesAny(window.search, searchIn);
  const by = window.sort === undefined ? undefined : sorts[window.sort];
  return {
    total: sql`, count(*) over () as "total"`,
    where: match ? sql`and ${match}` : sql``,
    // The chosen column first; the list's own order after it keeps equal values (and pages) stable.
    sort: by ? sql`${by} ${window.order === 'desc' ? sql`desc nulls last` : sql`asc nulls first`},` : sql``,
    tail: sql`limit ${window.rowsPerPage} offset ${window.page * window.rowsPerPage}`,
  };
}
