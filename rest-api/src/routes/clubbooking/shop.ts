/**
 * The public guest shop's data, callable without signing in. A location is named by
 * its master client and code (codes are unique per master client only); an unknown pair, or an
 * offering not sold online there, answers 404 like any missing row.
 * - GET /shop/:masterClientId/:locationCode: branding, offerings, the location's days;
 * - GET /shop/:masterClientId/:locationCode/offerings/:offeringId: an offering's booking form
 *   (price, guests allowed, custom prompts, the next days' times with places left);
 * - POST /shop/:masterClientId/:locationCode/bookings: prices (`quote`) or books, through the
 *   booking manager's service in one transaction (repositories/clubbooking/shopBooking.ts).
 * The gateway's page in front of it rate-limits per client address and checks the form's token.
 */
import { SHOP_LIMITS } from '@marquee/core/club/shop';
import { LANGUAGES } from '@marquee/core/messages/languages';
import { CLUB_LIMITS, type OnlineBookingSettings } from '@marquee/core/club/settings';
import { absoluteImageUrl } from '@marquee/core/settings/brandImage';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { inBookingTransaction } from '../../repositories/bookings/facts.ts';
import { readShop } from '../../repositories/clubbooking/shop.ts';
import { bookInShop, readShopBookingForm } from '../../repositories/clubbooking/shopBooking.ts';
import { isUniqueViolation } from '../../resources/errors.ts';
import { envelopeOf } from '../../resources/register.ts';

const Params = Type.Object({
  masterClientId: Type.String({ pattern: '^\\d{1,9}$' }),
  locationCode: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' }),
});
const OfferingParams = Type.Object({ ...Params.properties, offeringId: Type.String({ pattern: '^\\d{1,9}$' }) });

const text = (maxLength: number) => Type.String({ maxLength });
const BookingBody = Type.Object(
  {
    offeringId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    date: text(10),
    startTime: text(5),
    guests: Type.Integer({ minimum: 0, maximum: 100_000 }),
    firstName: text(SHOP_LIMITS.name * 2),
    lastName: text(SHOP_LIMITS.name * 2),
    email: text(SHOP_LIMITS.email * 2),
    phone: text(SHOP_LIMITS.phone * 2),
    answers: Type.Array(text(SHOP_LIMITS.answer * 2), { maxItems: CLUB_LIMITS.prompts }),
    discountCode: text(SHOP_LIMITS.code * 2),
    formKey: Type.String({ pattern: '^[A-Za-z0-9_-]{16,80}$' }),
    quote: Type.Boolean(),
    /** The guest's language (their browser's), for the messages they are sent. */
    language: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l.code)))),
  },
  { additionalProperties: false },
);

export async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Uploaded images are paths on this product; the page shows them by their full address, so
  // the shop works on any origin that serves it.
  const shown = <T extends { branding: OnlineBookingSettings['branding'] }>(page: T): T => ({
    ...page,
    branding: {
      ...page.branding,
      logo: absoluteImageUrl(app.config.publicUrl, page.branding.logo),
      backgroundImg: absoluteImageUrl(app.config.publicUrl, page.branding.backgroundImg),
    },
  });
  app.get(
    '/shop/:masterClientId/:locationCode',
    {
      schema: { params: Params, response: envelopeOf(Type.Unknown()) },
      config: { public: true },
    },
    async (request) => ({
      data: shown(await readShop(app.db, Number(request.params.masterClientId), request.params.locationCode)),
    }),
  );
  app.get(
    '/shop/:masterClientId/:locationCode/offerings/:offeringId',
    {
      schema: { params: OfferingParams, response: envelopeOf(Type.Unknown()) },
      config: { public: true },
    },
    async (request) => ({
      data: shown(
        await readShopBookingForm(
          app.db,
          Number(request.params.masterClientId),
          request.params.locationCode,
          Number(request.params.offeringId),
        ),
      ),
    }),
  );
  app.post(
    '/shop/:masterClientId/:locationCode/bookings',
    {
      schema: { params: Params, body: BookingBody, response: envelopeOf(Type.Unknown()) },
      config: { public: true },
    },
    async (request) => {
      const attempt = () =>
        inBookingTransaction(app.db, (tx) =>
          bookInShop(
            tx,
            Number(request.params.masterClientId),
            request.params.locationCode,
            request.body,
            app.jobs,
            app.config.publicUrl,
          ),
        );
      try {
        return { data: await attempt() };
      } catch (error) {
        // The same form sent twice at once (a double click): the second waits on the form key,
        // finds it taken when the first commits and, run again, answers the first's booking.
        if (!isUniqueViolation(error)) throw error;
        return { data: await attempt() };
      }
    },
  );
}
