import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, textAlign: 'center' },
});

/** /auth/register: the spec shows no content; accounts come from the organisation's director. */
export function RegisterPage() {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <h1 className={styles.heading}>
        <Text size={600} weight="semibold">
          {t('auth.register.title')}
        </Text>
      </h1>
      <Text>{t('auth.register.text')}</Text>
      <RouterLink href="/auth/login">{t('auth.register.back')}</RouterLink>
    </div>
  );
}
