import { useEffect } from 'react';
import { useGuestSegmentCountLazyQuery, useGuestSegmentCountQuery } from '../../../generated/graphql.ts';
import { SegmentCount } from './SegmentCount.tsx';

/** How often a row asks again while its count waits or runs in the job queue. */
export const COUNT_POLL_MS = 1000;

/**
 * One row's number of guests (GET /marketing/guest-segments/number by rowId): the stored count at
 * once; while a count job is queued (after a save, a stale figure, or the refresh button) the cell
 * shows loading and asks again until the new figure is stored — loading on, value set, loading
 * off, on failure too (spec/3 §4).
 */
export function SegmentCountContainer({ rowId }: { rowId: number }) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useGuestSegmentCountQuery({
    variables: { rowId },
    fetchPolicy: 'network-only',
  });
  // The refresh button's own query: polling the row's query must never queue counts again.
  const [countAgain, again] = useGuestSegmentCountLazyQuery({ fetchPolicy: 'network-only' });
  const refreshing = Boolean(data?.guestSegmentCount.refreshing) && !error;
  useEffect(() => {
    if (!refreshing) return;
    startPolling(COUNT_POLL_MS);
    return () => stopPolling();
  }, [refreshing, startPolling, stopPolling]);
  return (
    <SegmentCount
      loading={loading || again.loading}
      refreshing={refreshing}
      failed={Boolean(error || again.error)}
      count={data?.guestSegmentCount ?? null}
      onRefresh={() =>
        void countAgain({ variables: { rowId, refresh: true } })
          .then(() => refetch())
          .catch(() => undefined)
      }
    />
  );
}
