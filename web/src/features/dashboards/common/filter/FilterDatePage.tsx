import { Field, Input, makeStyles, Select, Switch, tokens } from '@fluentui/react-components';
import {
  COMPARE_OPTIONS,
  compareOffered,
  DATE_RANGE,
  DATE_RANGES,
  EARLIEST_DAY,
  formatUsDate,
  LATEST_DAY,
  type PlainDate,
  parseUsDate,
  ROLLING_RANGES,
} from '@marquee/core/dashboards/dateRanges';
import type { Frequency } from '@marquee/core/dashboards/frequency';
import { Temporal } from 'temporal-polyfill';
import type { MessageKey } from '@marquee/core/messages/en';
import { useT } from '../../../../i18n/useT.ts';
import { type DashboardFilter, frequencyChoice, withCustomDates, withDateRange } from '../dashboardFilter.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  dates: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface FilterDatePageProps {
  draft: DashboardFilter;
  today: PlainDate;
  onChange: (draft: DashboardFilter) => void;
}

const isoOf = (us: string | null) => (us ? (parseUsDate(us)?.toString() ?? '') : '');
const usOf = (iso: string) => {
  try {
    return formatUsDate(Temporal.PlainDate.from(iso));
  } catch {
    return null;
  }
};

/** Date range, rolling range or custom dates, comparison and frequency (spec/2 §9). */
export function FilterDatePage({ draft, today, onChange }: FilterDatePageProps) {
  const styles = useStyles();
  const t = useT();
  const { options: frequencies, fallback } = frequencyChoice(draft, today);
  const setDates = (start: string | null, end: string | null) => {
    if (start && end) onChange(withCustomDates(draft, start, end, today));
  };
  return (
    <div className={styles.page}>
      <Field label={t('dashboards.filter.dateRange')}>
        <Select
          value={draft.dateRange === null ? '' : String(draft.dateRange)}
          onChange={(_, d) => onChange(withDateRange(draft, d.value === '' ? null : Number(d.value), today))}
        >
          <option value="">{t('dashboards.filter.byTab')}</option>
          {DATE_RANGES.map((r) => (
            <option key={r.id} value={r.id}>
              {t(`dashboards.range.${r.id}` as MessageKey)}
            </option>
          ))}
        </Select>
      </Field>
      {draft.dateRange === DATE_RANGE.rolling && (
        <Field label={t('dashboards.filter.rolling')}>
          <Select
            value={String(draft.rollingDataRange ?? 1)}
            onChange={(_, d) => onChange({ ...draft, rollingDataRange: Number(d.value), frequency: null })}
          >
            {ROLLING_RANGES.map((r) => (
              <option key={r.id} value={r.id}>
                {t('dashboards.rolling.days', { days: r.days })}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {draft.dateRange === DATE_RANGE.custom && (
        <div className={styles.dates}>
          <Field label={t('dashboards.filter.startDate')}>
            <Input
              type="date"
              value={isoOf(draft.startDate)}
              min={EARLIEST_DAY.toString()}
              max={isoOf(draft.endDate) || LATEST_DAY.toString()}
              onChange={(_, d) => setDates(usOf(d.value), draft.endDate)}
            />
          </Field>
          <Field label={t('dashboards.filter.endDate')}>
            <Input
              type="date"
              value={isoOf(draft.endDate)}
              min={isoOf(draft.startDate) || EARLIEST_DAY.toString()}
              max={LATEST_DAY.toString()}
              onChange={(_, d) => setDates(draft.startDate, usOf(d.value))}
            />
          </Field>
        </div>
      )}
      {draft.dateRange !== null && compareOffered(draft.dateRange) && (
        <Field label={t('dashboards.filter.compare')}>
          <Select
            value={String(draft.comparedTo ?? 0)}
            onChange={(_, d) => onChange({ ...draft, comparedTo: Number(d.value) })}
          >
            {COMPARE_OPTIONS.map((c) => (
              <option key={c.id} value={c.id}>
                {t(`dashboards.compare.${c.id}` as MessageKey)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label={t('dashboards.filter.frequency')}>
        <Select
          value={draft.frequency && frequencies.includes(draft.frequency) ? draft.frequency : fallback}
          onChange={(_, d) => onChange({ ...draft, frequency: d.value as Frequency })}
        >
          {frequencies.map((f) => (
            <option key={f} value={f}>
              {t(`dashboards.frequency.${f}` as MessageKey)}
            </option>
          ))}
        </Select>
      </Field>
      <Switch
        checked={draft.realizedSales}
        label={t('dashboards.filter.realised')}
        onChange={(_, d) => onChange({ ...draft, realizedSales: d.checked })}
      />
    </div>
  );
}
