/**
 * Venue events through the feed: POST /feed/events, for tools holding an API token or a
 * signed-in person, with ADD on the Sales feed module (core SALES_FEED_INDEX), checked before
 * anything is read. The body is only shaped here (an array of objects): every rule is checked per
 * event by core's checkVenueEvent, so one bad event is refused alone and the rest go on.
 */
import { SALES_FEED_FLAG, SALES_FEED_INDEX, MAX_FEED_BATCH } from '@marquee/core/feed/transactions';
import { Flag } from '@marquee/core/permissions';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../../http/errors.ts';
import { arrayOf, envelope, int, nullableStr, obj, query, str } from '../../http/schemas.ts';
import { requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { recordVenueEvents } from '../../repositories/feed/events.ts';
import { FEED_BODY_LIMIT_BYTES } from './transactions.ts';

const result = obj({
  externalId: str(),
  status: str({ enum: ['ACCEPTED', 'REPLAYED', 'REJECTED'] }),
  message: nullableStr(),
  field: nullableStr(),
  code: nullableStr(),
});

export async function venueEventRoutes(app: FastifyInstance) {
  app.post<{ Body: { events: unknown[] } }>(
    '/feed/events',
    {
      bodyLimit: FEED_BODY_LIMIT_BYTES,
      // Each event's text is checked for NUL by core, so a NUL refuses that one alone.
      config: { checksInputItself: true },
      schema: {
        querystring: query(),
        body: obj({ events: arrayOf({}) }),
        response: envelope(obj({ accepted: int(), replayed: int(), rejected: int(), results: arrayOf(result) })),
      },
      preHandler: requireModule(SALES_FEED_INDEX, Flag[SALES_FEED_FLAG]),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const { events } = request.body;
      if (events.length > MAX_FEED_BATCH) {
        throw invalidInput({ events: { key: 'feed.error.tooManyEvents', values: { max: MAX_FEED_BATCH } } });
      }
      return { data: await recordVenueEvents(app.db, masterClientId, events, app.config.now()) };
    },
  );
}
