/**
 * The URL form of a resource screen's state (STYLE.md point 3): page, rows per page, search, sort,
 * filters, mode and open record, so back and reload restore the screen as it was. Defaults are
 * left out of the URL. The paging rules themselves are core's (`@marquee/core/resources/listState`).
 */
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@marquee/core/constants';
import { initialListState, type ListState, MAX_ROWS_PER_PAGE } from '@marquee/core/resources/listState';

export type ResourceMode = 'table' | 'new' | 'edit';

export type Filters = Record<string, string | number | null>;

/** How a screen's filters read from and write to the URL. */
export interface FilterCodec<F extends Filters> {
  initial: F;
  parse: (params: URLSearchParams) => F;
  write: (filters: F) => Record<string, string | null>;
}

export interface ResourceUrlState<F extends Filters> {
  list: ListState<F>;
  mode: ResourceMode;
  /** The record open in edit mode. */
  id: number | null;
}

/** Parameter names the pattern owns; a filter must not use one. */
export const RESERVED_PARAMS = ['page', 'rows', 'q', 'sort', 'order', 'mode', 'id'] as const;

const int = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
};

/** Integer filters (a role id, a group id), null when absent. */
export function intFilters<K extends string>(keys: readonly K[]): FilterCodec<Record<K, number | null>> {
  const initial = Object.fromEntries(keys.map((k) => [k, null])) as Record<K, number | null>;
  return {
    initial,
    parse: (params) => Object.fromEntries(keys.map((k) => [k, int(params.get(k))])) as Record<K, number | null>,
    write: (filters) => Object.fromEntries(keys.map((k) => [k, filters[k] === null ? null : String(filters[k])])),
  };
}

export const NO_FILTERS: FilterCodec<Record<never, never>> = { initial: {}, parse: () => ({}), write: () => ({}) };

export function readResourceUrl<F extends Filters>(
  search: string,
  codec: FilterCodec<F>,
  defaultSort: string | null = null,
): ResourceUrlState<F> {
  const params = new URLSearchParams(search);
  const base = initialListState(codec.parse(params), defaultSort);
  const rows = int(params.get('rows'));
  const list: ListState<F> = {
    ...base,
    page: int(params.get('page')) ?? FIRST_PAGE,
    rowsPerPage: rows && rows <= MAX_ROWS_PER_PAGE ? rows : DEFAULT_PAGE_SIZE,
    search: params.get('q') ?? '',
    sort: params.get('sort') ?? defaultSort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
  const rawMode = params.get('mode');
  const id = int(params.get('id'));
  const mode: ResourceMode = rawMode === 'new' ? 'new' : rawMode === 'edit' && id !== null ? 'edit' : 'table';
  return { list, mode, id: mode === 'edit' ? id : null };
}

export function writeResourceUrl<F extends Filters>(
  state: ResourceUrlState<F>,
  codec: FilterCodec<F>,
  defaultSort: string | null = null,
): string {
  const params = new URLSearchParams();
  const { list } = state;
  if (list.page !== FIRST_PAGE) params.set('page', String(list.page));
  if (list.rowsPerPage !== DEFAULT_PAGE_SIZE) params.set('rows', String(list.rowsPerPage));
  if (list.search) params.set('q', list.search);
  if (list.sort && (list.sort !== defaultSort || list.order !== 'asc')) {
    params.set('sort', list.sort);
    params.set('order', list.order);
  }
  for (const [key, value] of Object.entries(codec.write(list.filters))) if (value !== null) params.set(key, value);
  if (state.mode === 'new') params.set('mode', 'new');
  if (state.mode === 'edit' && state.id !== null) {
    params.set('mode', 'edit');
    params.set('id', String(state.id));
  }
  return params.toString();
}
