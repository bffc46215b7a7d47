/**
 * Bookable resources and activities: list (location, search, page), one, create and
 * update, each on its own permission module (core RESOURCES_INDEX 124, ACTIVITIES_INDEX 125). The
 * writes go through the one setup repository (tenancy, validation, audit) in a transaction. An
 * update that would strand future bookings answers them (`bookingsInTheWay`) and changes nothing
 * until the caller repeats it with `keepBookings: true`. There is no delete: a resource or an
 * activity is disabled, so bookings made on it keep their rows.
 */
import {
  ACTIVITIES_INDEX,
  type ActivityInput,
  MAX_ACTIVITY_RESOURCES,
  MAX_SETUP_PAGE,
  RESOURCES_INDEX,
  type ResourceInput,
} from '@marquee/core/bookings/setup';
import { DAY_MINUTES, MAX_FIXED_STARTS_PER_DAY, MAX_RANGES_PER_DAY } from '@marquee/core/bookings/schedule';
import { MAX_TEXT_LENGTH } from '@marquee/core/constants';
import { Flag } from '@marquee/core/permissions';
import type { FastifyInstance } from 'fastify';
import { arrayOf, bool, int, obj, query, str } from '../../http/schemas.ts';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import {
  activityOf,
  createActivity,
  createResource,
  listActivities,
  listResources,
  resourceOf,
  type SetupResult,
  updateActivity,
  updateResource,
} from '../../repositories/bookings/setup.ts';

const id = int({ minimum: 1, maximum: 2147483647 });
const count = int({ minimum: -1_000_000, maximum: 1_000_000_000 });
const nullableCount = { type: ['integer', 'null'], minimum: -1_000_000, maximum: 1_000_000_000 };
const name = str({ maxLength: MAX_TEXT_LENGTH * 4 });
const minute = int({ minimum: -1, maximum: DAY_MINUTES * 2 });

const listQuery = query(
  {
    locationId: id,
    search: str({ maxLength: 200 }),
    page: int({ minimum: 0, maximum: 1_000_000 }),
    rowsPerPage: int({ minimum: 1, maximum: MAX_SETUP_PAGE }),
    ids: str({ maxLength: MAX_SETUP_PAGE * 11, pattern: '^[0-9]+(,[0-9]+)*$' }),
  },
  ['locationId', 'search', 'page', 'rowsPerPage', 'ids'],
);

const resourceBody = obj({
  locationId: id,
  name,
  kind: str({ maxLength: 40 }),
  places: nullableCount,
  enabled: bool(),
});

// Bounds only so a body stays small; core validateSchedule gives the field messages.
const scheduleSchema = arrayOf(
  obj({
    weekday: int({ minimum: 0, maximum: 8 }),
    ranges: arrayOf(obj({ from: minute, to: minute, every: minute }), { maxItems: MAX_RANGES_PER_DAY * 2 }),
    starts: arrayOf(minute, { maxItems: MAX_FIXED_STARTS_PER_DAY * 2 }),
  }),
  { maxItems: 14 },
);

const activityBody = obj({
  productId: id,
  locationId: id,
  // Bounds only; core validateActivity names the field (none, repeated, too many).
  resourceIds: arrayOf(id, { maxItems: MAX_ACTIVITY_RESOURCES * 2 }),
  name,
  schedule: scheduleSchema,
  durationMinutes: count,
  bufferMinutes: count,
  capacity: nullableCount,
  minGuests: count,
  maxGuests: nullableCount,
  priceCents: count,
  depositCents: count,
  online: bool(),
  enabled: bool(),
});

const withKeep = (body: ReturnType<typeof obj>) => ({
  ...body,
  properties: { ...(body.properties as object), keepBookings: bool() },
  required: body.required,
});

type ListQuery = { locationId?: number; search?: string; page?: number; rowsPerPage?: number; ids?: string };

function listArgs(q: ListQuery) {
  return {
    locationId: q.locationId ?? null,
    search: (q.search ?? '').trim(),
    page: q.page ?? 0,
    rowsPerPage: q.rowsPerPage ?? 25,
    ids: q.ids === undefined ? null : q.ids.split(',').map(Number),
  };
}

/** What an update answers: saved, or the bookings in the way (nothing written). */
const answer = (result: SetupResult) =>
  result.kind === 'saved'
    ? { saved: true, id: result.id, bookingsInTheWay: [] }
    : { saved: false, id: null, bookingsInTheWay: result.bookings };

export async function setupRoutes(app: FastifyInstance) {
  const resources = (flag: keyof typeof Flag) => requireModule(RESOURCES_INDEX, Flag[flag]);
  const activities = (flag: keyof typeof Flag) => requireModule(ACTIVITIES_INDEX, Flag[flag]);
  const idParams = obj({ id });

  app.get(
    '/club-booking/resources',
    { schema: { querystring: listQuery }, preHandler: resources('view') },
    async (r) => {
      const page = await listResources(app.db, requireMasterClient(r), listArgs(r.query as ListQuery));
      return { data: page };
    },
  );
  app.get(
    '/club-booking/resources/:id',
    { schema: { params: idParams, querystring: query() }, preHandler: resources('view') },
    async (r) => ({ data: await resourceOf(app.db, requireMasterClient(r), (r.params as { id: number }).id) }),
  );
  app.post(
    '/club-booking/resources',
    { schema: { querystring: query(), body: resourceBody }, preHandler: resources('add') },
    async (r) => {
      const mc = requireMasterClient(r);
      const userId = currentUser(r).id;
      const made = await app.db.transaction((tx) => createResource(tx, mc, r.body as ResourceInput, userId));
      return { data: await resourceOf(app.db, mc, made) };
    },
  );
  app.put(
    '/club-booking/resources/:id',
    {
      schema: { params: idParams, querystring: query(), body: withKeep(resourceBody) },
      preHandler: resources('updateAndExecute'),
    },
    async (r) => {
      const mc = requireMasterClient(r);
      const userId = currentUser(r).id;
      const { keepBookings, ...input } = r.body as ResourceInput & { keepBookings?: boolean };
      const id = (r.params as { id: number }).id;
      const result = await app.db.transaction((tx) => updateResource(tx, mc, id, input, userId, keepBookings === true));
      return { data: answer(result) };
    },
  );

  app.get(
    '/club-booking/activities',
    { schema: { querystring: listQuery }, preHandler: activities('view') },
    async (r) => {
      const page = await listActivities(app.db, requireMasterClient(r), listArgs(r.query as ListQuery));
      return { data: page };
    },
  );
  app.get(
    '/club-booking/activities/:id',
    { schema: { params: idParams, querystring: query() }, preHandler: activities('view') },
    async (r) => ({ data: await activityOf(app.db, requireMasterClient(r), (r.params as { id: number }).id) }),
  );
  app.post(
    '/club-booking/activities',
    { schema: { querystring: query(), body: activityBody }, preHandler: activities('add') },
    async (r) => {
      const mc = requireMasterClient(r);
      const userId = currentUser(r).id;
      const made = await app.db.transaction((tx) => createActivity(tx, mc, r.body as ActivityInput, userId));
      return { data: await activityOf(app.db, mc, made) };
    },
  );
  app.put(
    '/club-booking/activities/:id',
    {
      schema: { params: idParams, querystring: query(), body: withKeep(activityBody) },
      preHandler: activities('updateAndExecute'),
    },
    async (r) => {
      const mc = requireMasterClient(r);
      const userId = currentUser(r).id;
      const { keepBookings, ...input } = r.body as ActivityInput & { keepBookings?: boolean };
      const id = (r.params as { id: number }).id;
      const result = await app.db.transaction((tx) => updateActivity(tx, mc, id, input, userId, keepBookings === true));
      return { data: answer(result) };
    },
  );
}
