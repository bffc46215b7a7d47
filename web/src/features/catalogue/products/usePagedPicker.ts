import { useState } from 'react';
import type { PagedList } from '@marquee/core/resources/pagedPicker';

/** What a generated query hook answers that the picker needs. */
export interface PagedQueryAnswer<Q> {
  data: Q | undefined;
  loading: boolean;
  fetchMore: (options: { variables: { page: number } }) => Promise<unknown>;
}

export interface PagedPicker<T> {
  rows: readonly T[];
  hasMore: boolean;
  loading: boolean;
  /** Loads the next page; the cache's field policy appends it (pagedListPolicy). */
  loadMore: () => Promise<void>;
}

/**
 * A picker's paged list over a generated query whose variables hold `search` and `page` (0 at
 * first): the query re-runs from page 0 when the search changes, and `loadMore` asks for the
 * page after the last one loaded for this search.
 */
export function usePagedPicker<Q, T>(
  answer: PagedQueryAnswer<Q>,
  search: string,
  pick: (data: Q) => PagedList<T>,
): PagedPicker<T> {
  const [loaded, setLoaded] = useState<{ search: string; page: number }>({ search, page: 0 });
  const page = loaded.search === search ? loaded.page : 0;
  const list = answer.data === undefined ? undefined : pick(answer.data);
  const [busy, setBusy] = useState(false);
  const loadMore = async () => {
    if (!list?.hasMore || busy) return;
    setBusy(true);
    try {
      await answer.fetchMore({ variables: { page: page + 1 } });
      setLoaded({ search, page: page + 1 });
    } finally {
      setBusy(false);
    }
  };
  return { rows: list?.data ?? [], hasMore: list?.hasMore ?? false, loading: answer.loading || busy, loadMore };
}
