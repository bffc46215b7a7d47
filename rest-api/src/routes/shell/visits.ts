/** POST /logs/visits: page-view tracking by event name (e.g. view_bookings, owners_box). */
import type { FastifyInstance } from 'fastify';
import { MAX_TEXT_LENGTH } from '@marquee/core/constants';
import type { VisitLogRequest } from '@marquee/core/rest';
import { envelope, obj, okData, query, str } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { logVisit } from '../../repositories/shell.ts';

/** Event names are short identifiers; anything else is refused before it reaches a table or a log. */
const body = obj({ eventName: str({ minLength: 1, maxLength: MAX_TEXT_LENGTH, pattern: '^[a-z0-9_]+$' }) });

export async function visitRoutes(app: FastifyInstance) {
  app.post<{ Body: VisitLogRequest }>(
    '/logs/visits',
    { schema: { querystring: query(), body, response: envelope(okData) } },
    async (request) => {
      await logVisit(app.db, {
        userId: currentUser(request).id,
        masterClientId: request.masterClientId,
        eventName: request.body.eventName,
      });
      return { data: { ok: true } };
    },
  );
}
