/**
 * GET /location?src=lookup: locations of the selected master client, for any signed-in user of
 * that master client (the auth hook has checked membership). `group=<id>` keeps the locations of
 * one group (the Groups form); without it every location is listed, as before.
 */
import type { FastifyInstance } from 'fastify';
import type { LocationLookup } from '@marquee/core/rest';
import { arrayOf, envelope, int, nullableInt, nullableStr, obj, query, str } from '../../http/schemas.ts';
import { requireMasterClient } from '../../plugins/auth.ts';
import { locationLookup } from '../../repositories/tenancy.ts';

const lookup = obj({ locationId: int(), name: str(), code: str(), groupId: nullableInt(), groupName: nullableStr() });

export async function locationRoutes(app: FastifyInstance) {
  app.get(
    '/location',
    {
      schema: {
        querystring: query({ src: str({ enum: ['lookup'] }), group: int({ minimum: 1 }) }, ['group']),
        response: envelope(arrayOf(lookup)),
      },
    },
    async (request) => {
      const { group } = request.query as { group?: number };
      const data: LocationLookup[] = await locationLookup(app.db, requireMasterClient(request), group);
      return { data };
    },
  );
}
