import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { useT } from '../i18n/useT.ts';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  row: { display: 'grid', gap: tokens.spacingVerticalXS },
  label: { width: '30%' },
});

export interface FormSkeletonProps {
  rows?: number;
}

/** Placeholder of a form while its data loads. */
export function FormSkeleton({ rows = 4 }: FormSkeletonProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Skeleton className={styles.root} aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <div key={i} className={styles.row}>
          <SkeletonItem size={12} className={styles.label} />
          <SkeletonItem size={32} />
        </div>
      ))}
    </Skeleton>
  );
}
