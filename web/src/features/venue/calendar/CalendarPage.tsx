import { Button, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import type { PermissionSet } from '@marquee/core/permissions';
import {
  type CalendarDay,
  type CalendarException,
  type CalendarExceptionInput,
  type CalendarView,
  type DayAvailability,
  validateWeekly,
} from '@marquee/core/venue/calendar';
import { useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { type LocationChoice, LocationCodePicker } from '../../../components/venue/LocationCodePicker.tsx';
import { WeeklyHoursFields } from '../../../components/venue/WeeklyHoursFields.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';
import { DayCard } from './DayCard.tsx';
import { ExceptionDialog } from './ExceptionDialog.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  days: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalL,
  },
  section: {
    marginTop: tokens.spacingVerticalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface CalendarPageProps {
  locations: readonly LocationChoice[];
  code: string | null;
  onLocation: (code: string | null) => void;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  /** The selected date, ISO. */
  date: string;
  onDate: (date: string) => void;
  onStep: (by: 1 | -1) => void;
  onToday: () => void;
  /** The view's dates with spec/3 §4 applied; undefined while loading. */
  days: CalendarDay[] | undefined;
  failed: boolean;
  /** The weekly availability as saved. */
  week: DayAvailability[] | undefined;
  /** Its version (0: never saved). */
  weekVersion: number | undefined;
  /** Menu 16. */
  permissions: PermissionSet;
  onSaveWeek: (week: DayAvailability[]) => Promise<void>;
  onAddException: (input: CalendarExceptionInput) => Promise<void>;
  onUpdateException: (id: number, input: CalendarExceptionInput) => Promise<void>;
  onRemoveException: (id: number) => void;
  onClearDate: (date: string) => void;
}

/** The calendar (/calendar, spec/3 §2): week or day view of a location's hours, exceptions, weekly availability. */
export function CalendarPage(props: CalendarPageProps) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const { code, days, week, permissions, view } = props;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CalendarException | null>(null);
  const [draft, setDraft] = useState<DayAvailability[] | null>(null);
  const [saving, setSaving] = useState(false);
  // Another location or a saved version starts the editor again from what is saved.
  const base = `${code}:${props.weekVersion}`;
  const [seen, setSeen] = useState(base);
  if (seen !== base) {
    setSeen(base);
    setDraft(null);
  }
  const shownWeek = draft ?? week;
  const weekErrors = shownWeek ? validateWeekly(shownWeek) : {};
  const errorTexts = Object.fromEntries(Object.entries(weekErrors).map(([k, v]) => [k, v ? t(v) : undefined]));

  return (
    <section>
      <PageHeading>{t('calendar.title')}</PageHeading>
      <div className={styles.bar}>
        <LocationCodePicker locations={props.locations} value={code} onChange={props.onLocation} />
        <TabList selectedValue={view} onTabSelect={(_, d) => props.onView(d.value as CalendarView)}>
          <Tab value="week">{t('calendar.week')}</Tab>
          <Tab value="day">{t('calendar.day')}</Tab>
        </TabList>
        <div className={styles.actions}>
          <Button onClick={() => props.onStep(-1)}>{t('calendar.previous')}</Button>
          <Button onClick={props.onToday}>{t('calendar.today')}</Button>
          <Button onClick={() => props.onStep(1)}>{t('calendar.next')}</Button>
        </div>
        <Text aria-live="polite">{format.wallTime(props.date)}</Text>
        {code && permissions.canAdd && (
          <Button appearance="primary" onClick={() => setAdding(true)}>
            {t('calendar.addException')}
          </Button>
        )}
      </div>
      {!code ? (
        <Text>{t('venue.selectLocation')}</Text>
      ) : props.failed ? (
        <Text role="alert">{t('error.generic')}</Text>
      ) : !days ? (
        <Spinner />
      ) : (
        <>
          <div className={styles.days}>
            {days.map((day) => (
              <DayCard
                key={day.date}
                day={day}
                canEdit={permissions.canUpdateAndExecute}
                canRemove={permissions.canRemove}
                onEdit={setEditing}
                onRemove={props.onRemoveException}
                onClear={props.onClearDate}
              />
            ))}
          </div>
          {shownWeek && (
            <div className={styles.section}>
              <h2>
                <Text size={500} weight="semibold">
                  {t('calendar.weeklyTitle')}
                </Text>
              </h2>
              <WeeklyHoursFields
                week={shownWeek}
                onChange={setDraft}
                disabled={!permissions.canUpdateAndExecute || saving}
                errors={errorTexts}
              />
              {permissions.canUpdateAndExecute && (
                <div className={styles.actions}>
                  <Button
                    appearance="primary"
                    disabled={!draft || saving || Object.keys(weekErrors).length > 0}
                    onClick={() => {
                      if (!draft) return;
                      setSaving(true);
                      props
                        .onSaveWeek(draft)
                        .catch(() => {})
                        .finally(() => setSaving(false));
                    }}
                  >
                    {t('calendar.saveWeekly')}
                  </Button>
                </div>
              )}
            </div>
          )}
        </>
      )}
      {adding && <ExceptionDialog date={props.date} onSave={props.onAddException} onClose={() => setAdding(false)} />}
      {editing && (
        <ExceptionDialog
          date={props.date}
          exception={editing}
          onSave={(input) => props.onUpdateException(editing.id, input)}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
