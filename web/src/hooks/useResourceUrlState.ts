import {
  resetForMasterClient,
  withFilter,
  withPage,
  withRowsPerPage,
  withSearch,
  withSort,
} from '@marquee/core/resources/listState';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type ResourceUrlState, type FilterCodec, type Filters, readResourceUrl, writeResourceUrl } from './listUrl.ts';

export interface ResourceUrlActions<F extends Filters> {
  setPage: (page: number) => void;
  setRowsPerPage: (rows: number) => void;
  /** Replaces the history entry: each debounced search does not add a Back step. */
  setSearch: (search: string) => void;
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  setSort: (sort: string) => void;
  openNew: () => void;
  openEdit: (id: number) => void;
  /** Back to table mode, list state kept. */
  toTable: () => void;
  /** A master-client change: table mode, page 0, no search or filters. */
  resetForTenant: () => void;
}

/**
 * The one hook that reads and writes an admin screen's state in the URL (wouter): list state by
 * core's paging rules, mode and open record. No screen keeps its own copy.
 */
export function useResourceUrlState<F extends Filters>(
  codec: FilterCodec<F>,
  defaultSort: string | null = null,
): ResourceUrlState<F> & ResourceUrlActions<F> {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => readResourceUrl(search, codec, defaultSort), [search, codec, defaultSort]);
  const latest = useRef(state);
  latest.current = state;

  const go = useCallback(
    (next: ResourceUrlState<F>, replace = false) => {
      const query = writeResourceUrl(next, codec, defaultSort);
      navigate(query ? `${path}?${query}` : path, { replace });
    },
    [navigate, path, codec, defaultSort],
  );

  return useMemo(() => {
    const cur = () => latest.current;
    const withList = (list: ResourceUrlState<F>['list'], replace = false) => go({ ...cur(), list }, replace);
    return {
      ...state,
      setPage: (page) => withList(withPage(cur().list, page)),
      setRowsPerPage: (rows) => withList(withRowsPerPage(cur().list, rows)),
      setSearch: (text) => {
        const next = withSearch(cur().list, text);
        if (next !== cur().list) withList(next, true);
      },
      setFilter: (key, value) => withList(withFilter(cur().list, key, value)),
      setSort: (sort) => withList(withSort(cur().list, sort)),
      openNew: () => go({ ...cur(), mode: 'new', id: null }),
      openEdit: (id) => go({ ...cur(), mode: 'edit', id }),
      toTable: () => go({ ...cur(), mode: 'table', id: null }),
      resetForTenant: () =>
        go({ list: resetForMasterClient(cur().list, codec.initial), mode: 'table', id: null }, true),
    };
  }, [state, go, codec]);
}
