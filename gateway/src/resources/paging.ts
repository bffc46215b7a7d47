/** GraphQL list arguments → the REST paged query (core/src/rest.ts PagedQuery), and back. */
import type { PagedList } from '@marquee/core/rest';
import type { Query, QueryValue } from '../upstream/client.ts';

export interface ListArgs {
  page?: number | null;
  rowsPerPage?: number | null;
  search?: string | null;
  sort?: string | null;
  order?: 'ASC' | 'DESC' | null;
}

/** LOCATION_COUNT → locationCount: the REST sort names are the schema's enum in camel case. */
export function sortName(value: string): string {
  return value.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** Null and empty arguments are left out: the REST API reads an absent parameter as "no filter". */
export function pagedQuery(args: ListArgs, filters: Record<string, QueryValue> = {}): Query {
  const query: Query = {};
  if (args.page != null) query.page = args.page;
  if (args.rowsPerPage != null) query.rowsPerPage = args.rowsPerPage;
  if (args.search?.trim()) query.search = args.search.trim();
  if (args.sort) query.sort = sortName(args.sort);
  if (args.order) query.order = args.order.toLowerCase();
  for (const [key, value] of Object.entries(filters)) if (value != null) query[key] = value;
  return query;
}

/** `{ data, total, page, rowsPerPage }` → the schema's page type with `rows`. */
export function toPage<T, R>(list: PagedList<T>, map: (row: T) => R) {
  return { rows: list.data.map(map), total: list.total, page: list.page, rowsPerPage: list.rowsPerPage };
}

/** `ids=1,2,3` as the REST removal calls take them. */
export const idsParam = (ids: readonly number[]) => ({ ids: ids.join(',') });
