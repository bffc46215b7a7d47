/**
 * Pay by link over REST: staff send it (menu 20 UPDATE_AND_EXECUTE); the guest's page
 * reads it and pays with it without signing in (the token is the only credential, checked for
 * signature, expiry and single use). Without a card provider the page records the payment through
 * the built-in processor outside production only (demos and tests): in production it refuses.
 */
import { BOOKING_MANAGER_INDEX } from '@marquee/core/bookings/rules';
import { message } from '@marquee/core/messages/en';
import { Flag } from '@marquee/core/permissions';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { inVenueProcessor, type PaymentProcessor } from '../../payments/processor.ts';
import { refused } from '../../repositories/bookings/errors.ts';
import { inBookingTransaction } from '../../repositories/bookings/facts.ts';
import { payByLink, payLinkView, sendPayLink } from '../../repositories/bookings/payLinks.ts';
import { bookingDetail } from '../../repositories/bookings/read.ts';
import { body, Id, query } from './schemas.ts';

const Token = Type.String({ minLength: 30, maxLength: 320 });

export async function payLinkRoutes(fastify: FastifyInstance, options: { card: PaymentProcessor | null }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const secret = app.config.payLinkSecret;
  const processor = options.card ?? (app.config.production ? null : inVenueProcessor);

  app.post(
    '/booking-manager/bookings/send-pay-by-link',
    {
      schema: { querystring: query({}), body: body({ bookingId: Id }) },
      preHandler: requireModule(BOOKING_MANAGER_INDEX, Flag.updateAndExecute),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const { bookingId } = request.body as { bookingId: number };
      return inBookingTransaction(app.db, async (db) => {
        await sendPayLink(db, masterClientId, bookingId, { secret, publicUrl: app.config.publicUrl, jobs: app.jobs });
        return {
          data: {
            message: message('bookings.done.payByLinkSent'),
            booking: await bookingDetail(db, masterClientId, bookingId),
          },
        };
      });
    },
  );

  app.get(
    '/pay-links',
    { schema: { querystring: query({ token: Token }) }, config: { public: true } },
    async (request) => ({
      data: {
        ...(await payLinkView(app.db, (request.query as { token: string }).token, secret)),
        cardProvider: options.card !== null,
      },
    }),
  );

  app.post(
    '/pay-links/pay',
    {
      schema: {
        querystring: query({}),
        body: body({ token: Token, paymentMethodId: Type.Optional(Type.String({ maxLength: 100 })) }),
      },
      config: { public: true },
    },
    async (request) => {
      const b = request.body as { token: string; paymentMethodId?: string };
      if (!processor) throw refused('token', 'bookings.error.processorUnavailable');
      const booking = await inBookingTransaction(app.db, (db) =>
        payByLink(db, b.token, secret, processor, b.paymentMethodId),
      );
      return { data: { message: message('bookings.done.paid'), confirmationCode: booking.confirmationCode } };
    },
  );
}
