import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { hhmm, minuteOf } from '@marquee/core/bookings/rules';
import {
  MAX_FIXED_STARTS_PER_DAY,
  MAX_RANGES_PER_DAY,
  type ScheduleDay,
  type WeeklySchedule,
} from '@marquee/core/bookings/schedule';
import { WEEKDAYS } from '@marquee/core/club/settings';
import type { MessageKey } from '@marquee/core/messages/en';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  set: { border: 'none', padding: 0, margin: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBlock: tokens.spacingVerticalS },
  // One column at 390 px; the weekday beside its times when there is room.
  day: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  times: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface ScheduleEditorProps {
  value: WeeklySchedule;
  onChange: (value: WeeklySchedule) => void;
  /** The schedule's field message (core validateSchedule), shown under the editor. */
  error?: string;
}

const emptyDay = (weekday: number): ScheduleDay => ({ weekday, ranges: [], starts: [] });

/**
 * An activity's week, Monday (ISO 1) to Sunday (7): a weekday runs or not, and runs either open
 * ranges with a start every N minutes or fixed start times (core/bookings/schedule). Every control
 * is a native input or button, so the whole editor works from the keyboard.
 */
export function ScheduleEditor({ value, onChange, error }: ScheduleEditorProps) {
  const t = useT();
  const styles = useStyles();
  const dayOf = (weekday: number) => value.find((d) => d.weekday === weekday);
  const put = (weekday: number, next: ScheduleDay | null) => {
    const rest = value.filter((d) => d.weekday !== weekday);
    onChange((next ? [...rest, next] : rest).sort((x, y) => x.weekday - y.weekday));
  };
  return (
    <fieldset className={styles.set}>
      <legend className={styles.legend}>{t('scheduling.schedule')}</legend>
      {WEEKDAYS.map((name, i) => {
        const weekday = i + 1;
        const day = dayOf(weekday);
        const dayName = t(`club.day.${name}` as MessageKey);
        const fixed = day !== undefined && day.starts.length > 0 && day.ranges.length === 0;
        return (
          <div key={name} className={styles.day}>
            <Checkbox
              label={dayName}
              checked={day !== undefined}
              onChange={(_, d) =>
                put(weekday, d.checked ? { ...emptyDay(weekday), ranges: [{ from: 600, to: 1200, every: 30 }] } : null)
              }
            />
            {day === undefined ? (
              <Text>{t('scheduling.closed')}</Text>
            ) : (
              <div className={styles.times}>
                <RadioGroup
                  layout="horizontal"
                  aria-label={`${t('scheduling.schedule')}: ${dayName}`}
                  value={fixed ? 'starts' : 'ranges'}
                  onChange={(_, d) =>
                    put(
                      weekday,
                      d.value === 'starts'
                        ? { ...emptyDay(weekday), starts: [600] }
                        : { ...emptyDay(weekday), ranges: [{ from: 600, to: 1200, every: 30 }] },
                    )
                  }
                >
                  <Radio value="ranges" label={t('scheduling.mode.ranges')} />
                  <Radio value="starts" label={t('scheduling.mode.starts')} />
                </RadioGroup>
                {fixed ? (
                  <FixedStarts day={day} dayName={dayName} onChange={(next) => put(weekday, next)} />
                ) : (
                  <Ranges day={day} dayName={dayName} onChange={(next) => put(weekday, next)} />
                )}
              </div>
            )}
          </div>
        );
      })}
      {error && (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}

interface DayProps {
  day: ScheduleDay;
  dayName: string;
  onChange: (day: ScheduleDay) => void;
}

/** A time input over minutes after midnight; an incomplete time changes nothing. */
function TimeInput({ label, minute, onMinute }: { label: string; minute: number; onMinute: (m: number) => void }) {
  return (
    <Field label={label}>
      <Input
        type="time"
        value={hhmm(minute % 1440)}
        onChange={(_, d) => {
          const m = minuteOf(d.value);
          if (m !== null) onMinute(m);
        }}
      />
    </Field>
  );
}

function Ranges({ day, dayName, onChange }: DayProps) {
  const t = useT();
  const styles = useStyles();
  const set = (i: number, patch: Partial<ScheduleDay['ranges'][number]>) =>
    onChange({ ...day, ranges: day.ranges.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <>
      {day.ranges.map((range, i) => (
        // Ranges have no id; their position is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div key={i} className={styles.row}>
          <TimeInput
            label={`${dayName} ${t('club.settings.from')}`}
            minute={range.from}
            onMinute={(from) => set(i, { from })}
          />
          <TimeInput
            label={`${dayName} ${t('club.settings.to')}`}
            minute={range.to}
            onMinute={(to) => set(i, { to })}
          />
          <Field label={`${dayName} ${t('scheduling.every')}`}>
            <Input
              type="number"
              min={5}
              value={String(range.every)}
              onChange={(_, d) => set(i, { every: Number(d.value) })}
            />
          </Field>
          <Button onClick={() => onChange({ ...day, ranges: day.ranges.filter((_, j) => j !== i) })}>
            {t('club.remove')}
          </Button>
        </div>
      ))}
      {day.ranges.length < MAX_RANGES_PER_DAY && (
        <div>
          <Button
            size="small"
            aria-label={`${t('club.settings.addRange')}: ${dayName}`}
            onClick={() => onChange({ ...day, ranges: [...day.ranges, { from: 1080, to: 1320, every: 30 }] })}
          >
            {t('club.settings.addRange')}
          </Button>
        </div>
      )}
    </>
  );
}

function FixedStarts({ day, dayName, onChange }: DayProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <>
      {day.starts.map((start, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a start's position is its identity while editing.
        <div key={i} className={styles.row}>
          <TimeInput
            label={`${dayName} ${t('scheduling.start')} ${i + 1}`}
            minute={start}
            onMinute={(m) => onChange({ ...day, starts: day.starts.map((s, j) => (j === i ? m : s)) })}
          />
          <Button onClick={() => onChange({ ...day, starts: day.starts.filter((_, j) => j !== i) })}>
            {t('club.remove')}
          </Button>
        </div>
      ))}
      {day.starts.length < MAX_FIXED_STARTS_PER_DAY && (
        <div>
          <Button
            size="small"
            aria-label={`${t('scheduling.addStart')}: ${dayName}`}
            onClick={() =>
              onChange({ ...day, starts: [...day.starts, Math.min(1439, (day.starts.at(-1) ?? 540) + 60)] })
            }
          >
            {t('scheduling.addStart')}
          </Button>
        </div>
      )}
    </>
  );
}
