import { Card, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../i18n/useT.ts';
import type { ProfileTab } from './profileTab.ts';

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalL },
  panel: { padding: tokens.spacingHorizontalXL, maxWidth: '760px' },
});

export interface ProfilePageProps {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

const LABELS = { details: 'profile.details', points: 'profile.pointsOfContact', security: 'profile.security' } as const;

/** /profile: Details, Points of Contact and Change password tabs. */
export function ProfilePage({ tab, onTabChange, children }: ProfilePageProps) {
  const styles = useStyles();
  const t = useT();
  const id = useId();
  return (
    <>
      <PageHeading>{t('profile.title')}</PageHeading>
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => onTabChange(d.value as ProfileTab)}>
        {(Object.keys(LABELS) as ProfileTab[]).map((value) => (
          <Tab key={value} value={value} id={`${id}-${value}`} aria-controls={`${id}-panel`}>
            {t(LABELS[value])}
          </Tab>
        ))}
      </TabList>
      <Card className={styles.panel} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {children}
      </Card>
    </>
  );
}
