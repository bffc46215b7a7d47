import { Card, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Wordmark } from '../../components/Wordmark.tsx';
import { GuestLanguageMenu } from '../language/GuestLanguageMenu.tsx';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground3,
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground3} 55%)`,
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    padding: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    boxShadow: tokens.shadow16,
  },
  brand: { display: 'flex', justifyContent: 'center', paddingBottom: tokens.spacingVerticalS },
  language: { position: 'absolute', top: tokens.spacingVerticalM, insetInlineEnd: tokens.spacingHorizontalM },
});

export interface AuthLayoutProps {
  children: ReactNode;
}

/** Pages outside the shell (auth, session expired, error 500): a centred card with the wordmark. */
export function AuthLayout({ children }: AuthLayoutProps) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <GuestLanguageMenu />
      </div>
      <Card className={styles.card}>
        <div className={styles.brand}>
          <Wordmark size="large" />
        </div>
        {children}
      </Card>
    </main>
  );
}
