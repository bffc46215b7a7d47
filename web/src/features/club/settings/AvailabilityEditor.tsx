import { Button, Checkbox, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { type AvailabilityPerDay, CLUB_LIMITS, WEEKDAYS } from '@marquee/core/club/settings';
import type { MessageKey } from '@marquee/core/messages/en';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  set: { border: 'none', padding: 0, margin: 0 },
  legend: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    paddingBlock: tokens.spacingVerticalS,
  },
  day: {
    display: 'grid',
    gridTemplateColumns: '160px 1fr',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  ranges: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  error: { color: tokens.colorPaletteRedForeground1 },
  range: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

export interface AvailabilityEditorProps {
  value: AvailabilityPerDay;
  onChange: (value: AvailabilityPerDay) => void;
  /** Weekday → message (ranges that overlap, a bad time). */
  errors: Partial<Record<string, string>>;
}

/** Availability per weekday, Monday to Sunday: open online or not, and its time ranges. */
/** The hours a newly opened day or an added range starts with. */
const DEFAULT_RANGE = { start: '10:00', end: '18:00' };

export function AvailabilityEditor({ value, onChange, errors }: AvailabilityEditorProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <fieldset className={styles.set}>
      <legend className={styles.legend}>{t('club.settings.availability')}</legend>
      {WEEKDAYS.map((day) => {
        const entry = value[day][0] ?? { enabled: false, data: [] };
        const dayName = t(`club.day.${day}` as MessageKey);
        const put = (next: typeof entry) => onChange({ ...value, [day]: [next] });
        return (
          <div key={day} className={styles.day}>
            <Checkbox
              label={dayName}
              checked={entry.enabled}
              onChange={(_, d) => {
                const open = d.checked === true;
                // A day ticked open with no range would offer no time at all: it opens with the usual hours.
                put({ enabled: open, data: open && entry.data.length === 0 ? [{ ...DEFAULT_RANGE }] : entry.data });
              }}
            />
            <div className={styles.ranges}>
              {entry.data.map((range, i) => (
                // Ranges have no id; their position is their identity while editing.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <div key={i} className={styles.range}>
                  <Field label={`${dayName} ${t('club.settings.from')}`}>
                    <Input
                      type="time"
                      value={range.start}
                      onChange={(_, d) =>
                        put({ ...entry, data: entry.data.map((r, j) => (j === i ? { ...r, start: d.value } : r)) })
                      }
                    />
                  </Field>
                  <Field label={`${dayName} ${t('club.settings.to')}`}>
                    <Input
                      type="time"
                      value={range.end}
                      onChange={(_, d) =>
                        put({ ...entry, data: entry.data.map((r, j) => (j === i ? { ...r, end: d.value } : r)) })
                      }
                    />
                  </Field>
                  <Button onClick={() => put({ ...entry, data: entry.data.filter((_, j) => j !== i) })}>
                    {t('club.remove')}
                  </Button>
                </div>
              ))}
              {entry.data.length < CLUB_LIMITS.rangesPerDay && (
                <div>
                  <Button
                    size="small"
                    aria-label={`${t('club.settings.addRange')}: ${dayName}`}
                    onClick={() => put({ ...entry, data: [...entry.data, { ...DEFAULT_RANGE }] })}
                  >
                    {t('club.settings.addRange')}
                  </Button>
                </div>
              )}
              {errors[day] && (
                <Text role="alert" className={styles.error}>
                  {errors[day]}
                </Text>
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
