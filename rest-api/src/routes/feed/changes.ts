/**
 * The change feed: GET /feed/changes, for BI tools holding an API token or a signed-in person.
 * VIEW of Data export is needed for any entity, and VIEW of bookings or guests for theirs,
 * checked before anything is read. Only the request's master client's changes are served.
 */
import {
  CHANGE_ENTITY_MODULE,
  CHANGE_START,
  type ChangeEntity,
  DEFAULT_CHANGE_PAGE,
  decodeChangeCursor,
  isChangeEntity,
  MAX_CHANGE_PAGE,
} from '@marquee/core/feed/changes';
import { DATA_EXPORT_INDEX } from '@marquee/core/exports/permission';
import { Flag, hasFlag } from '@marquee/core/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, invalidInput } from '../../http/errors.ts';
import { arrayOf, bool, envelope, obj, query, str } from '../../http/schemas.ts';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { venueChangePage } from '../../repositories/feed/changes.ts';

interface ChangesQuery {
  entity: string;
  after?: string;
  first?: string;
}

const anyFields = { type: ['object', 'null'], additionalProperties: true };
const change = obj({
  id: str(),
  kind: str({ enum: ['CREATED', 'UPDATED', 'DELETED'] }),
  changedAt: str(),
  transaction: anyFields,
  booking: anyFields,
  guest: anyFields,
});

function requireEntityView(request: FastifyRequest, entity: ChangeEntity) {
  const module = CHANGE_ENTITY_MODULE[entity];
  const { permissionBits, permissionChunkLength } = currentUser(request).permissions;
  if (module !== null && !hasFlag(permissionBits, permissionChunkLength, module, Flag.view)) throw forbidden();
}

function pageSize(first: string | undefined): number {
  if (first === undefined) return DEFAULT_CHANGE_PAGE;
  const n = /^\d{1,4}$/.test(first) ? Number(first) : 0;
  if (n < 1 || n > MAX_CHANGE_PAGE) {
    throw invalidInput({ first: { key: 'feed.error.pageSize', values: { max: MAX_CHANGE_PAGE } } });
  }
  return n;
}

export async function venueChangeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ChangesQuery }>(
    '/feed/changes',
    {
      schema: {
        querystring: query(
          { entity: str({ maxLength: 20 }), after: str({ maxLength: 200 }), first: str({ maxLength: 10 }) },
          ['after', 'first'],
        ),
        response: envelope(obj({ items: arrayOf(change), cursor: str(), hasMore: bool() })),
      },
      preHandler: requireModule(DATA_EXPORT_INDEX, Flag.view),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const { entity, after, first } = request.query;
      if (!isChangeEntity(entity)) throw invalidInput({ entity: 'feed.error.changeEntity' });
      requireEntityView(request, entity);
      const position = after === undefined ? CHANGE_START : decodeChangeCursor(after);
      if (!position) throw invalidInput({ after: 'feed.error.cursor' });
      return { data: await venueChangePage(app.db, masterClientId, entity, position, pageSize(first)) };
    },
  );
}
