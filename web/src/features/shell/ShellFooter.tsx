import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    minHeight: '40px',
    paddingInline: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** The layout footer: the product line and the copyright. */
export function ShellFooter() {
  const styles = useStyles();
  const t = useT();
  return (
    <footer className={styles.root}>
      <Text size={200}>{t('shell.footer')}</Text>
      {/* dir=auto: the line is Latin text; in RTL it would otherwise read 'Marquee 2026 ©'. */}
      <Text size={200} dir="auto">
        {t('app.copyright', { year: new Date().getFullYear() })}
      </Text>
    </footer>
  );
}
