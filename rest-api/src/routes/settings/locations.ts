/**
 * /settings/locations (spec/3 §2 Locations, §7): paged list with search, sort and a group filter,
 * detail, create, update (the name stays as created) under an optimistic version, removal.
 */
import type { FastifyInstance } from 'fastify';
import { message } from '@marquee/core/messages/en';
import type { PagedQuery } from '@marquee/core/rest';
import type { LocationCreateInput, LocationUpdateInput } from '@marquee/core/settings/types';
import { validateLocation } from '@marquee/core/settings/validation';
import { hasErrors } from '@marquee/core/validation';
import { invalidInput } from '../../http/errors.ts';
import { envelope, int, query } from '../../http/schemas.ts';
import { requireMasterClient } from '../../plugins/auth.ts';
import { isForeignKeyViolation, recordInUse } from '../../repositories/settings/errors.ts';
import {
  createLocation,
  deleteLocations,
  getLocation,
  LOCATION_SORTS,
  listLocations,
  updateLocation,
} from '../../repositories/settings/locations.ts';
import { paging } from '../../repositories/settings/paging.ts';
import { can, canRemove, idOf, idsOf } from './guards.ts';
import {
  idParams,
  idsQuery,
  location,
  locationCreate,
  locationUpdate,
  paged,
  pagedQuery,
  removeResult,
} from './schemas.ts';

function check<T extends LocationCreateInput | LocationUpdateInput>(body: T): T {
  const errors = validateLocation(body);
  if (hasErrors(errors)) throw invalidInput(errors);
  return body;
}

export async function settingsLocationRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PagedQuery & { groupId?: number } }>(
    '/settings/locations',
    {
      schema: {
        querystring: pagedQuery(LOCATION_SORTS, { groupId: int({ minimum: 1 }) }),
        response: envelope(paged(location)),
      },
      preHandler: can('locations', 'list'),
    },
    async (request) => ({
      data: await listLocations(app.db, requireMasterClient(request), paging(request.query), request.query.groupId),
    }),
  );

  app.get(
    '/settings/locations/:id',
    {
      schema: { params: idParams, querystring: query(), response: envelope(location) },
      preHandler: can('locations', 'detail'),
    },
    async (request) => ({ data: await getLocation(app.db, requireMasterClient(request), idOf(request)) }),
  );

  app.post<{ Body: LocationCreateInput }>(
    '/settings/locations',
    {
      schema: { querystring: query(), body: locationCreate, response: envelope(location) },
      preHandler: can('locations', 'add'),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const input = check(request.body);
      const data = await app.db.transaction(async (tx) =>
        getLocation(tx, masterClientId, await createLocation(tx, masterClientId, input)),
      );
      return { data };
    },
  );

  app.put<{ Body: LocationUpdateInput }>(
    '/settings/locations/:id',
    {
      schema: { params: idParams, querystring: query(), body: locationUpdate, response: envelope(location) },
      preHandler: can('locations', 'update'),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const input = check(request.body);
      const id = idOf(request);
      const data = await app.db.transaction(async (tx) => {
        await updateLocation(tx, masterClientId, id, input);
        return getLocation(tx, masterClientId, id);
      });
      return { data };
    },
  );

  app.delete(
    '/settings/locations',
    { schema: { querystring: idsQuery, response: envelope(removeResult) }, preHandler: canRemove('locations') },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const ids = idsOf(request);
      try {
        const removed = await app.db.transaction((tx) => deleteLocations(tx, masterClientId, ids));
        return { data: { removed, message: message('settings.locations.deleted') } };
      } catch (error) {
        if (isForeignKeyViolation(error)) throw recordInUse();
        throw error;
      }
    },
  );
}
