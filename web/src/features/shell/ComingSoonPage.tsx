import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { RocketRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

const useStyles = makeStyles({
  card: {
    alignItems: 'center',
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalXXXL,
    rowGap: tokens.spacingVerticalM,
  },
  icon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
});

export interface ComingSoonPageProps {
  /** The screen's name (its menu label). */
  title: string;
}

/** Placeholder for routes whose screens arrive in later releases. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Card className={styles.card}>
        <RocketRegular className={styles.icon} aria-hidden />
        <Text size={500} weight="semibold">
          {t('shell.comingSoon')}
        </Text>
        <Text>{t('shell.comingSoonText', { screen: title })}</Text>
      </Card>
    </>
  );
}
