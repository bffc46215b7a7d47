/**
 * Lookups of the settings forms (spec/3 §7 Lookups), for any signed-in user of the master client
 * like GET /location: /group, /roles and /groups/locations, each with src=lookup.
 */
import type { FastifyInstance } from 'fastify';
import { arrayOf, envelope, int, query, str } from '../../http/schemas.ts';
import { requireMasterClient } from '../../plugins/auth.ts';
import { groupLocationsLookup, groupLookup } from '../../repositories/settings/lookups.ts';
import { roleLookup } from '../../repositories/settings/roles.ts';
import { groupLocations, groupLookup as groupSchema, roleRef } from './schemas.ts';

const src = { src: str({ enum: ['lookup'] }) };

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

  app.get(
    '/roles',
    { schema: { querystring: query(src, ['src']), response: envelope(arrayOf(roleRef)) } },
    async (request) => ({ data: await roleLookup(app.db, requireMasterClient(request)) }),
  );

  app.get(
    '/groups/locations',
    { schema: { querystring: query(src, ['src']), response: envelope(arrayOf(groupLocations)) } },
    async (request) => ({ data: await groupLocationsLookup(app.db, requireMasterClient(request)) }),
  );
}
