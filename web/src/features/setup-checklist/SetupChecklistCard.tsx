import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { CHECKLIST_ITEMS, type ChecklistItemId } from '@marquee/core/tenants';
import { RouterLink } from '../../components/RouterLink.tsx';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  card: { marginBottom: tokens.spacingVerticalL },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  done: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
  todo: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  title: { margin: 0 },
});

export interface SetupChecklistCardProps {
  customer: string;
  items: readonly { id: string; done: boolean; path: string }[];
}

type Step = (typeof CHECKLIST_ITEMS)[number];
const STEP = Object.fromEntries(CHECKLIST_ITEMS.map((i) => [i.id, i])) as Record<ChecklistItemId, Step>;
const isItem = (id: string): id is ChecklistItemId => id in STEP;

/** The setup checklist of a master client that is not ready yet: each step links to its screen. */
export function SetupChecklistCard({ customer, items }: SetupChecklistCardProps) {
  const t = useT();
  const styles = useStyles();
  const steps = items.flatMap((i) => (isItem(i.id) ? [{ ...i, step: STEP[i.id] }] : []));
  const done = steps.filter((i) => i.done).length;
  return (
    <Card className={styles.card} aria-labelledby="setup-checklist-title">
      <CardHeader
        header={
          <h2 id="setup-checklist-title" className={styles.title}>
            <Text size={500} weight="semibold">
              {t('tenants.checklist.title', { customer })}
            </Text>
          </h2>
        }
        description={<Text>{t('tenants.checklist.subtitle', { done, total: steps.length })}</Text>}
      />
      <ol className={styles.list}>
        {steps.map((i) => (
          <li key={i.id} className={styles.item}>
            {i.done ? (
              <CheckmarkCircleFilled className={styles.done} aria-hidden />
            ) : (
              <CircleRegular className={styles.todo} aria-hidden />
            )}
            <RouterLink href={i.path}>{t(i.step.labelKey)}</RouterLink>
            <Text size={200}>({t(i.done ? 'tenants.checklist.done' : 'tenants.checklist.todo')})</Text>
            {i.step.also.map((screen) => (
              <RouterLink key={screen.path} href={screen.path}>
                {t(screen.labelKey)}
              </RouterLink>
            ))}
          </li>
        ))}
      </ol>
    </Card>
  );
}
