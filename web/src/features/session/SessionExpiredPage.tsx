import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { RouterLink } from '../../components/RouterLink.tsx';
import { useT } from '../../i18n/useT.ts';
import { AuthLayout } from '../auth/AuthLayout.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, textAlign: 'center' },
  heading: { margin: 0 },
});

/** /session-expired: bare page after the countdown ends (spec/1 §4). */
export function SessionExpiredPage() {
  const styles = useStyles();
  const t = useT();
  return (
    <AuthLayout>
      <div className={styles.root}>
        <h1 className={styles.heading}>
          <Text size={600} weight="semibold">
            {t('session.expired.title')}
          </Text>
        </h1>
        <Text>{t('session.expired.text')}</Text>
        <RouterLink href="/auth/login">{t('session.expired.login')}</RouterLink>
      </div>
    </AuthLayout>
  );
}
