import { Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, DismissCircleRegular, FilterRegular } from '@fluentui/react-icons';
import type { PlainDate } from '@marquee/core/dashboards/dateRanges';
import type { MessageKey } from '@marquee/core/messages/en';
import { useState } from 'react';
import { useT } from '../../../../i18n/useT.ts';
import { type DashboardFilter, EMPTY_FILTER } from '../dashboardFilter.ts';
import { FilterDatePage } from './FilterDatePage.tsx';
import { type FilterLocationOption, FilterLocationsPage } from './FilterLocationsPage.tsx';

const useStyles = makeStyles({
  surface: { width: '300px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  row: { justifyContent: 'space-between', width: '100%' },
  value: {
    color: tokens.colorNeutralForeground3,
    marginInlineStart: 'auto',
    paddingInlineEnd: tokens.spacingHorizontalXS,
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

type FilterPage = 'main' | 'locations' | 'date';

export interface FilterPopoverProps {
  filter: DashboardFilter;
  locations: readonly FilterLocationOption[];
  today: PlainDate;
  /** Commits the draft (Apply). */
  onApply: (filter: DashboardFilter) => void;
}

/** Filter Dashboard: main, Locations and Date pages; Apply commits, closing discards (spec/2 §2). */
export function FilterPopover({ filter, locations, today, onApply }: FilterPopoverProps) {
  const styles = useStyles();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<FilterPage>('main');
  const [draft, setDraft] = useState(filter);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setPage('main');
    setDraft(filter);
  };
  const locationText =
    draft.locations.length === 0
      ? t('dashboards.filter.allLocations')
      : draft.locations.length === 1
        ? (locations.find((l) => l.locationId === draft.locations[0])?.name ?? '')
        : t('dashboards.filter.locationsCount', { count: draft.locations.length });
  const dateText =
    draft.dateRange === null ? t('dashboards.filter.byTab') : t(`dashboards.range.${draft.dateRange}` as MessageKey);
  const title =
    page === 'main'
      ? t('dashboards.filter.button')
      : page === 'locations'
        ? t('dashboards.filter.locations')
        : t('dashboards.filter.date');
  return (
    <Popover open={open} onOpenChange={(_, d) => onOpenChange(d.open)} positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button icon={<FilterRegular />}>{t('dashboards.filter.button')}</Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('dashboards.filter.button')}>
        <div className={styles.head}>
          {page !== 'main' && (
            <Button
              appearance="subtle"
              size="small"
              icon={<ChevronLeftRegular />}
              aria-label={t('dashboards.filter.back')}
              onClick={() => setPage('main')}
            />
          )}
          <Text weight="semibold">{title}</Text>
          <Button
            appearance="subtle"
            size="small"
            icon={<DismissCircleRegular />}
            aria-label={t('dashboards.filter.clear')}
            title={t('dashboards.filter.clear')}
            onClick={() => setDraft(EMPTY_FILTER)}
          />
        </div>
        {page === 'main' && (
          <>
            <Button
              appearance="subtle"
              className={styles.row}
              icon={<ChevronRightRegular />}
              iconPosition="after"
              onClick={() => setPage('locations')}
            >
              {t('dashboards.filter.locations')}
              <span className={styles.value}>{locationText}</span>
            </Button>
            <Button
              appearance="subtle"
              className={styles.row}
              icon={<ChevronRightRegular />}
              iconPosition="after"
              onClick={() => setPage('date')}
            >
              {t('dashboards.filter.date')}
              <span className={styles.value}>{dateText}</span>
            </Button>
          </>
        )}
        {page === 'locations' && (
          <FilterLocationsPage
            locations={locations}
            selected={draft.locations}
            onChange={(ids) => setDraft({ ...draft, locations: ids })}
          />
        )}
        {page === 'date' && <FilterDatePage draft={draft} today={today} onChange={setDraft} />}
        <div className={styles.actions}>
          <Button
            appearance="primary"
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
          >
            {t('dashboards.filter.apply')}
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
