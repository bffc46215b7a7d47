/**
 * Uploads of a master client's logos and backgrounds, one route per screen that shows them, each
 * with that screen's save permission (POST /marketing/email-sms/branding/images,
 * POST /club-booking/settings/images): a base64 data URL in JSON, as product images
 * (routes/catalogue/productImages.ts explains why not multipart), answered with the stored path.
 *
 * GET /images/clients/:masterClientId/:file serves them, public like product images: a mail
 * client or a guest's browser loads them without a session, and a name is a content hash.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { message } from '@marquee/core/messages/en';
import { BRAND_IMAGE_FILE } from '@marquee/core/settings/brandImage';
import { IMAGE_BODY_LIMIT_BYTES } from '@marquee/core/settings/image';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../http/errors.ts';
import { brandImageKey, storeBrandImage } from '../../images/brandImages.ts';
import { requireMasterClient } from '../../plugins/auth.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';

const SavedImage = Type.Object({
  url: Type.String(),
  bytes: Type.Integer(),
  mime: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

/** Registers the upload of one screen at `path`, guarded by `preHandler`. */
export function brandImageUpload(fastify: FastifyInstance, path: string, preHandler: preHandlerAsyncHookHandler) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    path,
    {
      schema: {
        querystring: Type.Object(MASTER_CLIENT_QUERY),
        body: Type.Object(
          { dataUrl: Type.String({ maxLength: IMAGE_BODY_LIMIT_BYTES }) },
          { additionalProperties: false },
        ),
        response: envelopeOf(SavedImage),
      },
      bodyLimit: IMAGE_BODY_LIMIT_BYTES,
      preHandler,
    },
    async (request) => ({
      data: await storeBrandImage(app.images, requireMasterClient(request), request.body.dataUrl),
    }),
  );
}

export async function brandImageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/images/clients/:masterClientId/:file',
    {
      schema: {
        params: Type.Object({
          masterClientId: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
          file: Type.String({ maxLength: 80 }),
        }),
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { masterClientId, file } = request.params;
      const found = BRAND_IMAGE_FILE.test(file) ? await app.images.get(brandImageKey(masterClientId, file)) : null;
      if (!found) throw new HttpError(404, message('settings.notFound'));
      return reply
        .header('content-type', found.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.bytes);
    },
  );
}
