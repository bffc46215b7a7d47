import { Checkbox, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { MessageKey } from '@marquee/core/messages/en';
import type { DayAvailability } from '@marquee/core/venue/calendar';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(110px, max-content) max-content minmax(120px, 160px) minmax(120px, 160px)',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  error: { gridColumn: '1 / -1', color: tokens.colorPaletteRedForeground1 },
});

export interface WeeklyHoursFieldsProps {
  /** Seven weekdays, Monday first. */
  week: readonly DayAvailability[];
  onChange: (week: DayAvailability[]) => void;
  disabled?: boolean;
  /** Weekday → message of that row. */
  errors?: Partial<Record<string, string>>;
}

/**
 * The weekly hours editor shared by the calendar's weekly availability and general settings'
 * opening hours (one column in the database): per weekday open or not, from and to.
 */
export function WeeklyHoursFields({ week, onChange, disabled, errors = {} }: WeeklyHoursFieldsProps) {
  const t = useT();
  const styles = useStyles();
  const set = (i: number, change: Partial<DayAvailability>) =>
    onChange(week.map((d, j) => (j === i ? { ...d, ...change } : d)));
  return (
    <div className={styles.grid}>
      {week.map((day, i) => {
        const name = t(`calendar.weekday.${day.weekday}` as MessageKey);
        return [
          <Text key={`${day.weekday}-n`} weight="semibold">
            {name}
          </Text>,
          <Checkbox
            key={`${day.weekday}-o`}
            label={t('calendar.isOpen')}
            aria-label={`${name}: ${t('calendar.isOpen')}`}
            checked={day.isOpen}
            disabled={disabled}
            onChange={(_, d) => set(i, { isOpen: d.checked === true })}
          />,
          <Input
            key={`${day.weekday}-s`}
            type="time"
            aria-label={`${name}: ${t('calendar.startTime')}`}
            value={day.startTime}
            disabled={disabled || !day.isOpen}
            onChange={(_, d) => set(i, { startTime: d.value })}
          />,
          <Input
            key={`${day.weekday}-e`}
            type="time"
            aria-label={`${name}: ${t('calendar.endTime')}`}
            value={day.endTime}
            disabled={disabled || !day.isOpen}
            onChange={(_, d) => set(i, { endTime: d.value })}
          />,
          errors[day.weekday] ? (
            <Text key={`${day.weekday}-x`} role="alert" className={styles.error}>
              {errors[day.weekday]}
            </Text>
          ) : null,
        ];
      })}
    </div>
  );
}
