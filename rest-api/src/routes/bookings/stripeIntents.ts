/**
 * The card provider's payment-intent flow (spec/3 §4, §7: stripe, stripe/initiate,
 * stripe/client-secret, stripe/update-client-secret, stripe/revert-initiate), on menu 20's
 * UPDATE_AND_EXECUTE. Each intent carries its booking and master client in its metadata and is
 * refused for any other (NOT_FOUND). Without STRIPE_SECRET_KEY each answers the provider's
 * "could not be reached" message.
 */
import { balanceDue, BOOKING_MANAGER_INDEX } from '@marquee/core/bookings/rules';
import { Flag } from '@marquee/core/permissions';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireMasterClient, requireModule } from '../../plugins/auth.ts';
import type { CardIntents, IntentAnswer } from '../../payments/stripe.ts';
import { bookingNotFound, refused } from '../../repositories/bookings/errors.ts';
import { bookingInfo } from '../../repositories/bookings/read.ts';
import { Amount, body, Id, Key, query } from './schemas.ts';

const IntentId = Type.String({ pattern: '^pi_[A-Za-z0-9_]{1,100}$' });

export async function stripeIntentRoutes(
  fastify: FastifyInstance,
  options: { intents: CardIntents | null; centsOf: (v: string | number) => number },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const act = requireModule(BOOKING_MANAGER_INDEX, Flag.updateAndExecute);
  const intents = () => {
    if (!options.intents) throw refused('payment', 'bookings.error.processorUnavailable');
    return options.intents;
  };
  const booking = async (request: FastifyRequest, id: number) => {
    const b = await bookingInfo(app.db, requireMasterClient(request), id);
    if (!b) throw bookingNotFound();
    return b;
  };
  /** The intent, when it is this master client's (and this booking's, when one is named). */
  const owned = async (request: FastifyRequest, intentId: string, bookingId?: number) => {
    const intent = await intents().retrieve(intentId);
    const mc = String(requireMasterClient(request));
    if (intent.metadata.masterClientId !== mc) throw bookingNotFound();
    if (bookingId !== undefined && intent.metadata.bookingId !== String(bookingId)) throw bookingNotFound();
    return intent;
  };
  const out = (i: IntentAnswer) => ({
    data: { paymentIntentId: i.id, clientSecret: i.clientSecret, status: i.status, amountCents: i.amountCents },
  });

  app.post(
    '/booking-manager/stripe/initiate',
    {
      schema: {
        querystring: query({}),
        body: body({ bookingId: Id, amount: Type.Optional(Amount), idempotencyKey: Key }),
      },
      preHandler: act,
    },
    async (request) => {
      const b0 = request.body as { bookingId: number; amount?: string | number; idempotencyKey: string };
      const b = await booking(request, b0.bookingId);
      const amount = b0.amount === undefined ? balanceDue(b) : options.centsOf(b0.amount);
      if (amount <= 0) throw refused('amount', 'bookings.error.nothingDue');
      return out(
        await intents().initiate({
          amountCents: amount,
          currency: b.currency,
          idempotencyKey: b0.idempotencyKey,
          description: `Booking ${b.confirmationCode}`,
          metadata: { bookingId: String(b.id), masterClientId: String(requireMasterClient(request)) },
        }),
      );
    },
  );
  app.post(
    '/booking-manager/stripe/client-secret',
    { schema: { querystring: query({}), body: body({ paymentIntentId: IntentId }) }, preHandler: act },
    async (request) => out(await owned(request, (request.body as { paymentIntentId: string }).paymentIntentId)),
  );
  app.post(
    '/booking-manager/stripe/update-client-secret',
    {
      schema: { querystring: query({}), body: body({ bookingId: Id, paymentIntentId: IntentId, amount: Amount }) },
      preHandler: act,
    },
    async (request) => {
      const b = request.body as { bookingId: number; paymentIntentId: string; amount: string | number };
      await owned(request, b.paymentIntentId, b.bookingId);
      return out(await intents().update(b.paymentIntentId, options.centsOf(b.amount)));
    },
  );
  app.post(
    '/booking-manager/stripe/revert-initiate',
    { schema: { querystring: query({}), body: body({ paymentIntentId: IntentId }) }, preHandler: act },
    async (request) => {
      const id = (request.body as { paymentIntentId: string }).paymentIntentId;
      await owned(request, id);
      return out(await intents().cancel(id));
    },
  );
}
