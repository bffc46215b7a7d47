import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import type { GuestSegmentCountQuery } from '../../../generated/graphql.ts';

type NumberOfGuests = GuestSegmentCountQuery['guestSegmentCount'];
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  // The figure never breaks (a narrow column wrapped it one digit per line); the date may.
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  value: { whiteSpace: 'nowrap', flexShrink: 0 },
  when: { color: tokens.colorNeutralForeground3 },
});

export interface SegmentCountProps {
  loading: boolean;
  /** A count waits or runs in the job queue: loading until its figure is stored. */
  refreshing: boolean;
  failed: boolean;
  count: NumberOfGuests | null;
  onRefresh: () => void;
}

/** The number-of-guests cell (spec/3 §2, §4): loading, the result, and its last update date. */
export function SegmentCount({ loading, refreshing, failed, count, onRefresh }: SegmentCountProps) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  // Loading until a figure exists; a stored one stays shown while a newer count runs.
  if (loading || (refreshing && count?.value == null))
    return <Spinner size="tiny" aria-label={t('marketing.segments.refreshing')} />;
  const when = count?.lastUpdateDate ? new Date(count.lastUpdateDate) : null;
  return (
    <span className={styles.root}>
      {failed || count?.value == null ? (
        <Text>{t('marketing.segments.countFailed')}</Text>
      ) : (
        <>
          <Text weight="semibold" data-testid="segment-count" className={styles.value}>
            {format.number(count.value)}
          </Text>
          {when && (
            <Text size={200} className={styles.when}>
              {t('marketing.segments.lastUpdate', { time: format.dateTime(when) })}
            </Text>
          )}
          {refreshing && <Spinner size="extra-tiny" aria-label={t('marketing.segments.refreshing')} />}
        </>
      )}
      <Button
        size="small"
        appearance="subtle"
        icon={<ArrowClockwiseRegular />}
        aria-label={t('marketing.segments.refresh')}
        disabled={refreshing}
        onClick={(e) => {
          // The row would open otherwise.
          e.stopPropagation();
          onRefresh();
        }}
      />
    </span>
  );
}
