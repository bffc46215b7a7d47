/** GET, PUT /marketing/email-sms/branding?locationCode&languageId (spec/3 §7; languageId default 1). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Branding, BrandingInput, DEFAULT_LANGUAGE_ID, validateBranding } from '@marquee/core/marketing/branding';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { invalidInput } from '../../http/errors.ts';
import { assertOwnBrandImages } from '../../images/brandImages.ts';
import { currentUser, requireMasterClient } from '../../plugins/auth.ts';
import { getBranding, saveBranding } from '../../repositories/marketing/branding.ts';
import { assertLanguage, placeOf } from '../../repositories/marketing/places.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import { brandImageUpload } from '../images/brandImages.ts';
import { allows, LanguageId, LocationCode } from './guards.ts';

const Query = Type.Object({
  ...MASTER_CLIENT_QUERY,
  locationCode: LocationCode,
  languageId: Type.Optional(LanguageId),
});

export async function brandingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/marketing/email-sms/branding',
    { schema: { querystring: Query, response: envelopeOf(Branding) }, preHandler: allows('emailBranding') },
    async (request) => {
      const mc = requireMasterClient(request);
      const place = await placeOf(app.db, mc, request.query.locationCode);
      const languageId = request.query.languageId ?? DEFAULT_LANGUAGE_ID;
      await assertLanguage(app.db, languageId);
      return { data: await getBranding(app.db, mc, place.id, languageId) };
    },
  );

  app.put(
    '/marketing/email-sms/branding',
    {
      schema: {
        querystring: Query,
        body: { ...BrandingInput, additionalProperties: false },
        response: envelopeOf(Branding),
      },
      preHandler: allows('saveEmailBranding'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      assertOwnBrandImages(mc, [request.body.logoUrl]);
      const problems = validateBranding(request.body);
      if (Object.keys(problems).length > 0) throw invalidInput(problems);
      const place = await placeOf(app.db, mc, request.query.locationCode);
      const languageId = request.query.languageId ?? DEFAULT_LANGUAGE_ID;
      await assertLanguage(app.db, languageId);
      const userId = currentUser(request).id;
      return {
        data: await app.db.transaction((tx) => saveBranding(tx, mc, place.id, languageId, request.body, userId)),
      };
    },
  );

  // The logo, uploaded by the screen before the save names its path.
  brandImageUpload(fastify, '/marketing/email-sms/branding/images', allows('saveEmailBranding'));
}
