/**
 * /calendar (spec/3 §2, §4, §7; menu 16): POST /calendar (the view's data), GET
 * /calendar/exceptions, POST /calendar/weekly-availability, POST/PUT/DELETE /calendar/exceptions
 * (payload with api and code), POST /calendar/remove/{id}; and GET /calendar/open, whether a
 * location is open at a local date-time, for the booking manager and the guest shop.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { message } from '@marquee/core/messages/en';
import { Flag } from '@marquee/core/permissions';
import {
  CALENDAR_INDEX,
  CalendarData,
  CalendarException,
  CalendarExceptionAnswer,
  CalendarExceptionInput,
  DATE_PATTERN,
  validateException,
  validateWeekly,
  WeeklyAvailability,
} from '@marquee/core/venue/calendar';
import { hasErrors } from '@marquee/core/validation';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { Type } from 'typebox';
import { badRequest, invalidInput } from '../../http/errors.ts';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { recordNotFound } from '../../resources/errors.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import {
  addException,
  isLocationOpenAt,
  listExceptions,
  removeException,
  removeExceptionsOn,
  saveWeekly,
  updateException,
  weeklyAvailability,
} from '../../repositories/venue/calendar.ts';
import { locationByCode } from '../../repositories/venue/locations.ts';
import { DnsScope, LocationCode } from './scope.ts';

/** The longest range one read may ask for: a month view and a little more. */
const MAX_RANGE_DAYS = 62;
const PlainDate = Type.String({ pattern: DATE_PATTERN });
const Query = Type.Object(MASTER_CLIENT_QUERY);
const guard = (flag: number) => requireModule(CALENDAR_INDEX, flag);

/** [from, to] as real dates, in order, at most MAX_RANGE_DAYS apart. */
function range(from: string, to: string): [string, string] {
  try {
    const a = Temporal.PlainDate.from(from, { overflow: 'reject' });
    const b = Temporal.PlainDate.from(to, { overflow: 'reject' });
    const days = a.until(b).days;
    if (days < 0 || days > MAX_RANGE_DAYS) throw new Error('range');
  } catch {
    throw badRequest(message('calendar.invalidDate'));
  }
  return [from, to];
}

function checkException(input: CalendarExceptionInput) {
  const errors = validateException(input);
  if (hasErrors(errors)) throw invalidInput(errors);
}

export async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/calendar',
    {
      schema: {
        querystring: Query,
        body: Type.Object({ ...DnsScope, from: PlainDate, to: PlainDate }, { additionalProperties: false }),
        response: envelopeOf(CalendarData),
      },
      preHandler: guard(Flag.view),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const [from, to] = range(request.body.from, request.body.to);
      const location = await locationByCode(app.db, mc, request.body.code);
      const week = await weeklyAvailability(app.db, mc, location);
      const exceptions = await listExceptions(app.db, mc, location.id, from, to);
      return { data: { locationCode: location.code, ...week, exceptions } };
    },
  );

  app.get(
    '/calendar/exceptions',
    {
      schema: {
        querystring: Type.Object({ ...MASTER_CLIENT_QUERY, code: LocationCode, from: PlainDate, to: PlainDate }),
        response: envelopeOf(Type.Array(CalendarException)),
      },
      preHandler: guard(Flag.view),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const [from, to] = range(request.query.from, request.query.to);
      const location = await locationByCode(app.db, mc, request.query.code);
      return { data: await listExceptions(app.db, mc, location.id, from, to) };
    },
  );

  app.post(
    '/calendar/weekly-availability',
    {
      schema: {
        querystring: Query,
        body: Type.Object(
          {
            ...DnsScope,
            weeklyAvailability: WeeklyAvailability,
            version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
          },
          { additionalProperties: false },
        ),
        response: envelopeOf(Type.Object({ version: Type.Integer(), message: Type.String() })),
      },
      preHandler: guard(Flag.updateAndExecute),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const errors = validateWeekly(request.body.weeklyAvailability);
      if (hasErrors(errors)) throw invalidInput(errors);
      const location = await locationByCode(app.db, mc, request.body.code);
      const version = await app.db.transaction((tx) =>
        saveWeekly(tx, mc, location, request.body.weeklyAvailability, request.body.version, currentUser(request).id),
      );
      return { data: { version, message: message('calendar.weeklySaved') } };
    },
  );

  const answer = (save: { kind: 'saved' | 'keptAllDay'; exception: CalendarException }) => ({
    data: {
      exception: save.exception,
      keptAllDay: save.kind === 'keptAllDay',
      message: message(save.kind === 'keptAllDay' ? 'calendar.allDayKept' : 'calendar.exceptionSaved'),
    },
  });

  app.post(
    '/calendar/exceptions',
    {
      schema: {
        querystring: Query,
        body: Type.Object({ ...DnsScope, ...CalendarExceptionInput.properties }, { additionalProperties: false }),
        response: envelopeOf(CalendarExceptionAnswer),
      },
      preHandler: guard(Flag.add),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const { code, api: _api, ...input } = request.body;
      checkException(input);
      const location = await locationByCode(app.db, mc, code);
      return answer(
        await app.db.transaction((tx) => addException(tx, mc, location.id, input, currentUser(request).id)),
      );
    },
  );

  app.put(
    '/calendar/exceptions',
    {
      schema: {
        querystring: Query,
        body: Type.Object(
          {
            ...DnsScope,
            id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
            ...CalendarExceptionInput.properties,
          },
          { additionalProperties: false },
        ),
        response: envelopeOf(CalendarExceptionAnswer),
      },
      preHandler: guard(Flag.updateAndExecute),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const { code, api: _api, id, ...input } = request.body;
      checkException(input);
      const location = await locationByCode(app.db, mc, code);
      const { save } = await app.db.transaction(async (tx) => {
        const done = await updateException(tx, mc, id, input, currentUser(request).id);
        // The exception must belong to the location named: moving it between locations is not an edit.
        if (done.locationId !== location.id) throw recordNotFound();
        return done;
      });
      return answer(save);
    },
  );

  app.delete(
    '/calendar/exceptions',
    {
      schema: {
        querystring: Type.Object({ ...MASTER_CLIENT_QUERY, code: LocationCode, exceptionDate: PlainDate }),
        response: envelopeOf(Type.Object({ removed: Type.Integer(), message: Type.String() })),
      },
      preHandler: guard(Flag.remove),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const location = await locationByCode(app.db, mc, request.query.code);
      const removed = await app.db.transaction((tx) =>
        removeExceptionsOn(tx, mc, location.id, request.query.exceptionDate, currentUser(request).id),
      );
      return { data: { removed, message: message('calendar.exceptionRemoved') } };
    },
  );

  app.post(
    '/calendar/remove/:id',
    {
      schema: {
        querystring: Query,
        params: Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) }),
        response: envelopeOf(Type.Object({ removed: Type.Integer(), message: Type.String() })),
      },
      preHandler: guard(Flag.remove),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      await app.db.transaction((tx) => removeException(tx, mc, Number(request.params.id), currentUser(request).id));
      return { data: { removed: 1, message: message('calendar.exceptionRemoved') } };
    },
  );

  app.get(
    '/calendar/open',
    {
      schema: {
        querystring: Type.Object({
          ...MASTER_CLIENT_QUERY,
          code: LocationCode,
          /** Local date-time in the location's own zone. */
          at: Type.String({ pattern: `${DATE_PATTERN.slice(0, -1)}T([01]\\d|2[0-3]):[0-5]\\d$` }),
        }),
        response: envelopeOf(Type.Object({ open: Type.Boolean() })),
      },
      preHandler: guard(Flag.view),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      range(request.query.at.slice(0, 10), request.query.at.slice(0, 10));
      const location = await locationByCode(app.db, mc, request.query.code);
      return { data: { open: await isLocationOpenAt(app.db, mc, location, request.query.at) } };
    },
  );
}
