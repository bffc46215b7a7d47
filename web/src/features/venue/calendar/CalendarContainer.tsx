import { CALENDAR_INDEX, calendarDays, type DayAvailability, type WEEKDAYS } from '@marquee/core/venue/calendar';
import { useEffect, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useLocationCode } from '../../../components/venue/useLocationCode.ts';
import {
  useAddCalendarExceptionMutation,
  useClearCalendarDateMutation,
  useRemoveCalendarExceptionMutation,
  useSaveWeeklyAvailabilityMutation,
  useUpdateCalendarExceptionMutation,
  useVenueCalendarQuery,
  VenueCalendarDocument,
} from '../../../generated/graphql.ts';
import { useMe } from '../../../app/viewer/useMe.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useUrlParam } from '../../../hooks/useUrlParam.ts';
import { useT } from '../../../i18n/useT.ts';
import { CalendarPage } from './CalendarPage.tsx';
import { dateOf, rangeOf, step, viewOf } from './calendarUrl.ts';

const refetch = { refetchQueries: [VenueCalendarDocument], awaitRefetchQueries: true };

/** Location, view and date from the URL; the calendar of that range; the writes (spec/3 §7 /calendar). */
export function CalendarContainer() {
  const t = useT();
  const notify = useNotify();
  const me = useMe();
  const { locations, code, setCode } = useLocationCode();
  const [viewParam, setView] = useUrlParam('view');
  const [dateParam, setDate] = useUrlParam('date');
  // "Today" is the location's (its zone arrives with its calendar); the browser's until then.
  const [zone, setZone] = useState<{ code: string; timeZone: string } | null>(null);
  const today = Temporal.Now.plainDateISO(zone?.code === code ? zone.timeZone : Temporal.Now.timeZoneId()).toString();
  const view = viewOf(viewParam);
  const date = dateOf(dateParam, today);
  const [from, to] = rangeOf(view, date);
  const permissions = usePermission(CALENDAR_INDEX);
  // Spec/3 §7: the payload carries api and code from the session's DNS entries; the code is the location's.
  const scope = { code: code ?? '', api: me?.dns.find((d) => d.code === code)?.host ?? null };
  const { data, error } = useVenueCalendarQuery({
    variables: { scope, from, to },
    skip: code === null,
    fetchPolicy: 'cache-and-network',
  });
  const [saveWeek] = useSaveWeeklyAvailabilityMutation(refetch);
  const [addException] = useAddCalendarExceptionMutation(refetch);
  const [updateException] = useUpdateCalendarExceptionMutation(refetch);
  const [clearDate] = useClearCalendarDateMutation(refetch);
  const [removeException] = useRemoveCalendarExceptionMutation(refetch);
  const calendar = data?.calendar.locationCode === code ? data?.calendar : undefined;
  const timeZone = calendar?.timeZone;
  useEffect(() => {
    if (code && timeZone) setZone({ code, timeZone });
  }, [code, timeZone]);
  const week = calendar?.weeklyAvailability.map((d) => ({
    ...d,
    weekday: d.weekday as (typeof WEEKDAYS)[number],
  })) as DayAvailability[] | undefined;

  return (
    <CalendarPage
      locations={locations}
      code={code}
      onLocation={setCode}
      view={view}
      onView={(next) => setView(next === 'week' ? null : next)}
      date={date}
      onDate={setDate}
      onStep={(by) => setDate(step(view, date, by))}
      onToday={() => setDate(null)}
      days={calendar && week ? calendarDays(week, calendar.exceptions, view, date) : undefined}
      failed={error !== undefined && !calendar}
      week={week}
      weekVersion={calendar?.version}
      permissions={permissions}
      onSaveWeek={async (next) => {
        const res = await saveWeek({ variables: { scope, week: next, version: calendar?.version ?? null } });
        if (res.data) notify(t('calendar.weeklySaved'));
      }}
      onAddException={async (input) => {
        const res = await addException({ variables: { scope, input } });
        const saved = res.data?.addCalendarException;
        if (saved)
          notify(
            t(saved.keptAllDay ? 'calendar.allDayKept' : 'calendar.exceptionSaved'),
            saved.keptAllDay ? 'warning' : 'success',
          );
      }}
      onUpdateException={async (id, input) => {
        const res = await updateException({ variables: { scope, id, input } });
        const saved = res.data?.updateCalendarException;
        if (saved) {
          notify(
            t(saved.keptAllDay ? 'calendar.allDayKept' : 'calendar.exceptionSaved'),
            saved.keptAllDay ? 'warning' : 'success',
          );
        }
      }}
      onRemoveException={(id) =>
        void removeException({ variables: { id } })
          .then(() => notify(t('calendar.exceptionRemoved')))
          .catch(() => {})
      }
      onClearDate={(exceptionDate) =>
        void clearDate({ variables: { code: code ?? '', exceptionDate } })
          .then(() => notify(t('calendar.exceptionRemoved')))
          .catch(() => {})
      }
    />
  );
}
