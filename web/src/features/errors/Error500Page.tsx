import { makeStyles, tokens } from '@fluentui/react-components';
import { RouterLink } from '../../components/RouterLink.tsx';
import { useT } from '../../i18n/useT.ts';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { ErrorContent } from './ErrorContent.tsx';

const useStyles = makeStyles({
  link: { alignSelf: 'center', marginTop: tokens.spacingVerticalM },
});

/** /error-500: bare generic server-error page (also shown when `me` cannot be loaded). */
export function Error500Page() {
  const styles = useStyles();
  const t = useT();
  return (
    <AuthLayout>
      <ErrorContent />
      <RouterLink className={styles.link} href="/">
        {t('error.home')}
      </RouterLink>
    </AuthLayout>
  );
}
