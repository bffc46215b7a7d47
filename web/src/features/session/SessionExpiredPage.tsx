import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { sessionExpiredText } from '@marquee/core/shell';
import { RouterLink } from '../../components/RouterLink.tsx';
import { useT } from '../../i18n/useT.ts';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { sessionClock } from './sessionClock.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, textAlign: 'center' },
  heading: { margin: 0 },
});

export interface SessionExpiredPageProps {
  /** The session lifetime that ran out, in seconds (the server's, as the countdown learnt it). */
  ttlSeconds?: number;
}

/** /session-expired: bare page after the countdown ends (spec/1 §4). */
export function SessionExpiredPage({ ttlSeconds = sessionClock.lifetime() }: SessionExpiredPageProps) {
  const styles = useStyles();
  const t = useT();
  const text = sessionExpiredText(ttlSeconds);
  return (
    <AuthLayout>
      <div className={styles.root}>
        <h1 className={styles.heading}>
          <Text size={600} weight="semibold">
            {t('session.expired.title')}
          </Text>
        </h1>
        <Text>{t(text.key, { minutes: text.minutes })}</Text>
        <RouterLink href="/auth/login">{t('session.expired.login')}</RouterLink>
      </div>
    </AuthLayout>
  );
}
