import {
  Button,
  Field,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowDownloadRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: tokens.colorNeutralBackground2,
    paddingBlock: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalM,
  },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  summary: { color: tokens.colorNeutralForeground2, marginTop: tokens.spacingVerticalXXS },
  heading: { flexGrow: 1, '& h1': { marginBottom: 0 } },
});

export interface FilterBarProps {
  title: string;
  /** The Filter Dashboard popover, or null when the user may not filter. */
  filter: ReactNode;
  canExport: boolean;
  exporting: boolean;
  progress: number;
  onExportAll: () => void;
  onReloadAll: () => void;
  /** The active filters ('Last month · 2 locations · vs previous year'); none when unfiltered. */
  summary?: readonly string[];
}

/** Sticky bar: title, date filter, More (Export to Excel, Reload All), export progress. */
export function FilterBar({
  title,
  filter,
  canExport,
  exporting,
  progress,
  onExportAll,
  onReloadAll,
  summary = [],
}: FilterBarProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <div className={styles.heading}>
          <PageHeading>{title}</PageHeading>
        </div>
        {filter}
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button icon={<MoreHorizontalRegular />} aria-label={t('dashboards.more')} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {canExport && (
                <MenuItem icon={<ArrowDownloadRegular />} disabled={exporting} onClick={onExportAll}>
                  {t('dashboards.exportExcel')}
                </MenuItem>
              )}
              <MenuItem icon={<ArrowClockwiseRegular />} onClick={onReloadAll}>
                {t('dashboards.reloadAll')}
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
      {summary.length > 0 && (
        <Text as="p" className={styles.summary} data-testid="filter-summary" aria-label={t('dashboards.summary.label')}>
          {summary.join(' · ')}
        </Text>
      )}
      {exporting && (
        <Field
          validationMessage={t('dashboards.exportProgress', { percent: Math.round(progress * 100) })}
          validationState="none"
        >
          <ProgressBar value={progress} max={1} aria-label={t('dashboards.exporting')} thickness="large" />
        </Field>
      )}
    </div>
  );
}
