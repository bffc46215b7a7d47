import type { CalendarData, CalendarExceptionAnswer } from '@marquee/core/venue/calendar';
import type { Resolvers } from '../../generated/graphql.ts';

type Removal = { removed: number; message: string };

/** schema/venue/calendar.graphql: REST /calendar (spec/3 §7). */
export const calendarResolvers: Resolvers = {
  Query: {
    calendar: (_p, { scope, from, to }, { rest }) => rest.post<CalendarData>('/calendar', { ...scope, from, to }),
    locationOpenAt: async (_p, { code, at }, { rest }) =>
      (await rest.get<{ open: boolean }>('/calendar/open', { code, at })).open,
  },
  Mutation: {
    saveWeeklyAvailability: (_p, { scope, weeklyAvailability, version }, { rest }) =>
      rest.post('/calendar/weekly-availability', {
        ...scope,
        weeklyAvailability,
        ...(version === null || version === undefined ? {} : { version }),
      }),
    addCalendarException: (_p, { scope, input }, { rest }) =>
      rest.post<CalendarExceptionAnswer>('/calendar/exceptions', { ...scope, ...input }),
    updateCalendarException: (_p, { scope, id, input }, { rest }) =>
      rest.put<CalendarExceptionAnswer>('/calendar/exceptions', { ...scope, id, ...input }),
    clearCalendarDate: (_p, { code, exceptionDate }, { rest }) =>
      rest.delete<Removal>('/calendar/exceptions', { code, exceptionDate }),
    removeCalendarException: (_p, { id }, { rest }) => rest.post<Removal>(`/calendar/remove/${id}`),
  },
};
