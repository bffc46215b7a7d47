import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalS },
});

export interface TableSkeletonProps {
  rows?: number;
}

/** Placeholder rows while a table's first page loads. */
export function TableSkeleton({ rows = 6 }: TableSkeletonProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Skeleton className={styles.root} aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <SkeletonItem key={i} size={32} />
      ))}
    </Skeleton>
  );
}
