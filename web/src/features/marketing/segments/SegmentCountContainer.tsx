import { useGuestSegmentCountQuery } from '../../../generated/graphql.ts';
import { SegmentCount } from './SegmentCount.tsx';

/**
 * Counts one row's guests when it is shown (GET /marketing/guest-segments/number by rowId): loading
 * on, the value set, loading off, on failure too (spec/3 §4).
 */
export function SegmentCountContainer({ rowId }: { rowId: number }) {
  const { data, loading, error, refetch } = useGuestSegmentCountQuery({
    variables: { rowId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <SegmentCount
      loading={loading}
      failed={Boolean(error)}
      count={data?.guestSegmentCount ?? null}
      onRefresh={() => void refetch().catch(() => undefined)}
    />
  );
}
