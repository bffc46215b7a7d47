import { makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { useT } from '../i18n/useT.ts';
import { Wordmark } from './Wordmark.tsx';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  inline: { minHeight: '240px', backgroundColor: tokens.colorTransparentBackground },
});

export interface SplashProps {
  /** Text under the spinner; 'Loading…' by default. */
  label?: string;
  /** Fills its container instead of the whole page. */
  inline?: boolean;
}

/** Full-page splash: the logo and a spinner, while the app or a sign-in is loading. */
export function Splash({ label, inline }: SplashProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={mergeClasses(styles.root, inline && styles.inline)}>
      <Wordmark size="large" />
      <Spinner size="large" label={label ?? t('common.loading')} labelPosition="below" />
    </div>
  );
}
