/**
 * Lookups of the settings forms (spec/3 §7 Lookups), for any signed-in user of the master client
 * like GET /location: /group, /roles and /groups/locations, each with src=lookup. Each answers
 * within the request's master client only.
 */
import type { FastifyInstance } from 'fastify';
import { arrayOf, bool, envelope, int, obj, query, str } from '../../http/schemas.ts';
import { requireMasterClient } from '../../plugins/auth.ts';
import { groupLocationsLookup, groupLookup } from '../../repositories/settings/lookups.ts';
import { grantableRoleLookup, roleIdOfUser, roleLookup } from '../../repositories/settings/roles.ts';
import { actorOf } from './guards.ts';

const src = { src: str({ enum: ['lookup'] }) };
const locationRef = obj({ locationId: int(), name: str(), code: str() });
const roleRef = obj({ roleId: int(), roleName: str() });
const groupSchema = obj({ groupId: int(), name: str() });
const groupLocations = obj({ groupId: int(), name: str(), locations: arrayOf(locationRef) });

export async function settingsLookupRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { exclude?: number } }>(
    '/group',
    {
      schema: {
        querystring: query({ ...src, exclude: int({ minimum: 1 }) }, ['src', 'exclude']),
        response: envelope(arrayOf(groupSchema)),
      },
    },
    async (request) => ({ data: await groupLookup(app.db, requireMasterClient(request), request.query.exclude) }),
  );

  // grantable=true: the role choice of the users forms, only roles the caller may give, plus the
  // current role of `userId` (a user of this master client) so the form can show it.
  app.get<{ Querystring: { grantable?: boolean; userId?: number } }>(
    '/roles',
    {
      schema: {
        querystring: query({ ...src, grantable: bool(), userId: int({ minimum: 1 }) }, ['src', 'grantable', 'userId']),
        response: envelope(arrayOf(roleRef)),
      },
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const { grantable, userId } = request.query;
      if (!grantable) return { data: await roleLookup(app.db, masterClientId) };
      const keep = userId === undefined ? null : await roleIdOfUser(app.db, masterClientId, userId);
      return { data: await grantableRoleLookup(app.db, masterClientId, actorOf(request), keep) };
    },
  );

  app.get(
    '/groups/locations',
    { schema: { querystring: query(src, ['src']), response: envelope(arrayOf(groupLocations)) } },
    async (request) => ({ data: await groupLocationsLookup(app.db, requireMasterClient(request)) }),
  );
}
