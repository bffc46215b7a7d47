import { makeStyles, tokens } from '@fluentui/react-components';
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
  // A card's look without Fluent's Card (its focus and selection machinery is 7 kB the page never uses).
  card: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxWidth: '420px',
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    rowGap: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
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
      <div className={styles.card}>
        <div className={styles.brand}>
          <Wordmark size="large" />
        </div>
        {children}
      </div>
    </main>
  );
}
