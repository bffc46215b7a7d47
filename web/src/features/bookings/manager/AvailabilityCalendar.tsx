import { Button, Label, makeStyles, mergeClasses, Text, tokens, useId } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  root: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    width: 'fit-content',
  },
  labelled: { display: 'grid', gap: tokens.spacingVerticalXXS, justifyItems: 'start' },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(7, 36px)', gap: '2px', marginTop: tokens.spacingVerticalXS },
  weekday: { textAlign: 'center', color: tokens.colorNeutralForeground3 },
  day: { minWidth: '36px', height: '32px', padding: 0 },
  // Struck through, not greyed to the disabled colour: in the manager these days are still live
  // buttons, so their numbers need text contrast (axe color-contrast).
  unavailable: { textDecoration: 'line-through', color: tokens.colorNeutralForeground3 },
  today: { outline: `1px solid ${tokens.colorBrandStroke1}` },
  legend: { display: 'block', marginTop: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground3 },
});

export interface AvailabilityCalendarProps {
  /** The month shown, YYYY-MM. */
  month: string;
  onMonth: (month: string) => void;
  /** The day open in the schedule, YYYY-MM-DD. */
  selected: string;
  /** Today in the location's zone. */
  today: string;
  /** The month's days from bookingLocationDaysAvailability; absent while loading (nothing marked). */
  days: readonly { date: string; available: boolean }[] | undefined;
  onSelect: (date: string) => void;
  /** A visible label above the month, like a field's, naming the region; default 'Days at this location' (not shown). */
  label?: string;
  /** With `label`: marked required, as a form field's. */
  required?: boolean;
  /**
   * Choosing a day to book: days with no availability and days before today cannot be chosen
   * (they stay focusable, named so), nor can anything while the month is loading.
   */
  bookableOnly?: boolean;
}

/** Whether a booking can be made on `date`: not past and marked available in its month's `days`. */
export function isBookableDay(
  date: string,
  today: string,
  days: readonly { date: string; available: boolean }[] | undefined,
): boolean {
  if (date === '' || date < today) return false;
  return days?.find((d) => d.date === date)?.available === true;
}

/** Days a key moves focus by in the month grid (WAI-ARIA date picker pattern); Home/End by the week. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The manager's date picker: a month of the location's days, those with no availability struck
 * through (still selectable: the desk looks at full days' schedules too, unless `bookableOnly`).
 * Weeks start on Sunday. The month is one tab stop (a roving tabindex): Tab lands on the chosen
 * day (else today, else the 1st), or on the day last focused; arrow keys move by day and week,
 * Home and End to the week's ends.
 */
export function AvailabilityCalendar({
  month,
  onMonth,
  selected,
  today,
  days,
  onSelect,
  label,
  required = false,
  bookableOnly = false,
}: AvailabilityCalendarProps) {
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  const buttons = useRef(new Map<string, HTMLElement>());
  const [focused, setFocused] = useState<string | null>(null);
  const labelId = useId('calendar-label');
  const first = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 });
  const blanks = first.dayOfWeek % 7;
  const available = new Map((days ?? []).map((d) => [d.date, d.available]));
  const inMonth = (date: string | null) => date !== null && date.slice(0, 7) === month;
  const tabStop = [focused, selected, today].find(inMonth) ?? first.toString();
  // A day button's arrow keys (and Home/End) move focus to the day they name in this month.
  const onDayKey = (from: string, event: KeyboardEvent<HTMLElement>) => {
    const day = Temporal.PlainDate.from(from);
    const weekday = day.dayOfWeek % 7; // Sunday first
    const step = event.key === 'Home' ? -weekday : event.key === 'End' ? 6 - weekday : (STEPS[event.key] ?? null);
    if (step === null) return;
    event.preventDefault();
    buttons.current.get(day.add({ days: step }).toString())?.focus();
  };
  const title = format.fields({ month: 'long', year: 'numeric' })(new Date(Date.UTC(first.year, first.month - 1, 1)));
  const weekday = format.fields({ weekday: 'narrow' });
  // 2023-01-01 was a Sunday.
  const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((id, i) => ({
    id,
    label: weekday(new Date(Date.UTC(2023, 0, 1 + i))),
  }));
  const shift = (months: number) => onMonth(first.add({ months }).toPlainYearMonth().toString());
  // Nothing before today's month can be booked.
  const noEarlier = bookableOnly && month <= today.slice(0, 7);
  const monthView = (
    <>
      <div className={styles.head}>
        <Button
          size="small"
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t('bookingsDesk.calendar.previous')}
          disabled={noEarlier}
          onClick={() => shift(-1)}
        />
        <Text weight="semibold">{title}</Text>
        <Button
          size="small"
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t('bookingsDesk.calendar.next')}
          onClick={() => shift(1)}
        />
      </div>
      <div className={styles.grid}>
        {weekdays.map((w) => (
          <Text key={w.id} size={200} className={styles.weekday} aria-hidden>
            {w.label}
          </Text>
        ))}
        {blanks > 0 && <span style={{ gridColumn: `span ${blanks}` }} />}
        {Array.from({ length: first.daysInMonth }, (_v, i) => {
          const date = first.with({ day: i + 1 }).toString();
          const none = available.get(date) === false || (bookableOnly && today !== '' && date < today);
          const blocked = bookableOnly && !isBookableDay(date, today, days);
          return (
            <Button
              key={date}
              ref={(el) => {
                if (el) buttons.current.set(date, el);
                else buttons.current.delete(date);
              }}
              tabIndex={date === tabStop ? 0 : -1}
              onKeyDown={(event) => onDayKey(date, event)}
              onFocus={() => setFocused(date)}
              size="small"
              appearance={date === selected ? 'primary' : 'subtle'}
              aria-pressed={date === selected}
              // Focusable when blocked, so a keyboard or screen-reader user hears why it cannot be chosen.
              disabledFocusable={blocked}
              // The language's date, whose day is unpadded: the number shown is a word of the name
              // (WCAG 2.5.3 label in name: a voice-control user says "click 7").
              aria-label={t(none ? 'bookingsDesk.calendar.dayUnavailable' : 'bookingsDesk.calendar.day', {
                date: format.wallTime(date),
              })}
              className={mergeClasses(
                styles.day,
                none && date !== selected && styles.unavailable,
                date === today && styles.today,
              )}
              onClick={() => onSelect(date)}
            >
              {i + 1}
            </Button>
          );
        })}
      </div>
      <Text size={200} className={styles.legend}>
        {t(bookableOnly ? 'bookingsDesk.calendar.legendBlocked' : 'bookingsDesk.calendar.legendUnavailable')}
      </Text>
    </>
  );
  if (!label) {
    return (
      <section className={styles.root} aria-label={t('bookingsDesk.calendar.label')}>
        {monthView}
      </section>
    );
  }
  return (
    <section className={styles.labelled} aria-labelledby={labelId}>
      <Label id={labelId} required={required}>
        {label}
      </Label>
      <div className={styles.root}>{monthView}</div>
    </section>
  );
}
