import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1 },
  list: { marginBottom: tokens.spacingVerticalL },
});

export interface FormTabState {
  id: string;
  label: string;
  /** Carries an asterisk. */
  required: boolean;
  /** Turns red. */
  hasErrors: boolean;
}

export interface FormTabsProps {
  tabs: readonly FormTabState[];
  selected: string;
  onSelect: (id: string) => void;
  /** Base of the tab and panel ids. */
  idBase: string;
}

/** The tabs of an edit form: red with errors, an asterisk when required (spec/3 §2). */
export function FormTabs({ tabs, selected, onSelect, idBase }: FormTabsProps) {
  const styles = useStyles();
  const t = useT();
  const describe = (tab: FormTabState) =>
    [tab.required ? t('settings.tabRequired') : '', tab.hasErrors ? t('settings.tabHasErrors', { tab: tab.label }) : '']
      .filter(Boolean)
      .join(', ');
  return (
    <TabList className={styles.list} selectedValue={selected} onTabSelect={(_, d) => onSelect(String(d.value))}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          value={tab.id}
          id={`${idBase}-tab-${tab.id}`}
          aria-controls={`${idBase}-panel`}
          className={tab.hasErrors ? styles.error : undefined}
          aria-description={describe(tab) || undefined}
        >
          {tab.label}
          {tab.required && <span aria-hidden="true"> *</span>}
        </Tab>
      ))}
    </TabList>
  );
}
