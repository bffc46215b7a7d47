import type { ListAnswer } from './resourceScreenConfig.ts';

/** The page of a list query's answer. */
export interface PageOf<Row> {
  rows: readonly Row[];
  total: number;
}

/** What the wing needs of a generated list-query hook (`useSettingsGroupsQuery` …). */
export type ListQueryHook<Q, V> = (options: { variables: V; fetchPolicy: 'cache-and-network' }) => {
  data?: Q;
  previousData?: Q;
  loading: boolean;
  refetch: () => Promise<unknown>;
};

/**
 * One page of a resource's rows through its generated query hook. The previous page stays while
 * the next one loads, so the table does not flash back to its skeleton on every page or sort.
 */
export function useResourceRows<Q, V, Row>(
  useQuery: ListQueryHook<Q, V>,
  variables: V,
  page: (data: Q) => PageOf<Row>,
): ListAnswer<Row> {
  const { data, previousData, loading, refetch } = useQuery({ variables, fetchPolicy: 'cache-and-network' });
  const shown = data ?? previousData;
  const answer = shown === undefined ? undefined : page(shown);
  return { rows: answer?.rows ?? [], total: answer?.total ?? 0, loading: loading && !answer, refetch };
}
