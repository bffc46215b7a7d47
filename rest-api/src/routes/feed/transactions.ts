/**
 * The venue transaction feed: POST /feed/transactions, for tools holding an API
 * token or a signed-in person, with ADD on the Sales feed module (core SALES_FEED_INDEX), checked
 * before anything is read. The body is only shaped here (an array of objects): every rule is
 * checked per transaction by core's checkVenueTransaction, so one bad transaction (a NUL, a
 * 1 MB string, an unknown tender) is refused alone and the rest of the batch goes on.
 */
import { MAX_FEED_BATCH, SALES_FEED_FLAG, SALES_FEED_INDEX } from '@marquee/core/feed/transactions';
import { Flag } from '@marquee/core/permissions';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../../http/errors.ts';
import { arrayOf, envelope, int, nullableStr, obj, query, str } from '../../http/schemas.ts';
import { requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { feedReferences } from '../../repositories/feed/references.ts';
import { recordVenueTransactions } from '../../repositories/feed/transactions.ts';

/** Room for a thousand transactions of a hundred lines; the gateway's own limit is lower. */
export const FEED_BODY_LIMIT_BYTES = 16 * 1_048_576;

const result = obj({
  externalId: str(),
  status: str({ enum: ['ACCEPTED', 'REPLAYED', 'REJECTED'] }),
  message: nullableStr(),
  field: nullableStr(),
  code: nullableStr(),
});

const guard = requireModule(SALES_FEED_INDEX, Flag[SALES_FEED_FLAG]);

export async function venueFeedRoutes(app: FastifyInstance) {
  app.get(
    '/feed/references',
    {
      schema: {
        querystring: query(),
        response: envelope(
          obj({
            locations: arrayOf(obj({ code: str(), name: str(), timeZone: str(), currency: str() })),
            products: arrayOf(obj({ id: int(), name: str(), price: str() })),
          }),
        ),
      },
      preHandler: guard,
    },
    async (request) => ({ data: await feedReferences(app.db, requireMasterClient(request)) }),
  );

  app.post<{ Body: { transactions: unknown[] } }>(
    '/feed/transactions',
    {
      bodyLimit: FEED_BODY_LIMIT_BYTES,
      // Each transaction's text is checked for NUL by core, so a NUL refuses that one alone.
      config: { checksInputItself: true },
      schema: {
        querystring: query(),
        body: obj({ transactions: arrayOf({}) }),
        response: envelope(obj({ accepted: int(), replayed: int(), rejected: int(), results: arrayOf(result) })),
      },
      preHandler: guard,
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const { transactions } = request.body;
      if (transactions.length > MAX_FEED_BATCH) {
        throw invalidInput({ transactions: { key: 'feed.error.tooMany', values: { max: MAX_FEED_BATCH } } });
      }
      return { data: await recordVenueTransactions(app.db, masterClientId, transactions, app.config.now()) };
    },
  );
}
