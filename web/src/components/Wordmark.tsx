import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useT } from '../i18n/useT.ts';
import { MarqueeMark } from './MarqueeMark.tsx';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { color: tokens.colorBrandForeground1, letterSpacing: '0.02em' },
});

export interface WordmarkProps {
  size?: 'medium' | 'large';
  className?: string;
}

/** The Marquee logo mark with the product name. */
export function Wordmark({ size = 'medium', className }: WordmarkProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <span className={mergeClasses(styles.root, className)}>
      <MarqueeMark size={size === 'large' ? 40 : 28} />
      <Text className={styles.name} weight="bold" size={size === 'large' ? 700 : 500}>
        {t('app.name')}
      </Text>
    </span>
  );
}
