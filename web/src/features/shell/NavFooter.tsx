import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { MarqueeMark } from '../../components/MarqueeMark.tsx';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
    paddingBlock: tokens.spacingVerticalS,
  },
});

/** Navbar footer: the provider logo and the copyright line. */
export function NavFooter() {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <MarqueeMark size={20} />
      {/* dir=auto: the line is Latin text; in RTL it would otherwise read 'Marquee 2026 ©'. */}
      <Text size={200} dir="auto">
        {t('app.copyright', { year: new Date().getFullYear() })}
      </Text>
    </div>
  );
}
