/**
 * Product images (spec/3 §5): POST /product-management/images takes a base64 data URL
 * in JSON and answers the stored file's URL; GET /images/products/:file serves it.
 *
 * Why base64 in JSON rather than multipart: the web reads the file into a data URL anyway to
 * preview and check it (core/src/settings/image.ts), the gateway is a JSON client of this API
 * (one body parser, one body limit, the same error shape), and GraphQL multipart would need an
 * upload plugin and a CSRF exception on the gateway. The cost, a third more bytes for at most
 * 1 MB, is small.
 *
 * Files are named by their content hash, so they never change: served with a year's immutable
 * cache. They are public like a CDN's (spec/3 §2 "a booking content CDN"): the name cannot be
 * guessed without the image itself.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IMAGE_BODY_LIMIT_BYTES } from '@marquee/core/settings/image';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../http/errors.ts';
import { storeImage } from '../../images/productImages.ts';
import { requireMasterClient } from '../../plugins/auth.ts';
import { can } from '../../resources/guards.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import { message } from '@marquee/core/messages/en';

/** A product image's name: a content hash alone (a master client's files carry its id, brandImages.ts). */
const PRODUCT_FILE = /^[0-9a-f]{64}\.(png|jpg|gif|webp)$/;

const SavedImage = Type.Object({
  url: Type.String(),
  bytes: Type.Integer(),
  mime: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

export async function productImageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/product-management/images',
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
      preHandler: can('products', 'add'),
    },
    async (request) => {
      requireMasterClient(request);
      return { data: await storeImage(app.images, request.body.dataUrl, 'dataUrl') };
    },
  );

  app.get(
    '/images/products/:file',
    { schema: { params: Type.Object({ file: Type.String({ maxLength: 80 }) }) }, config: { public: true } },
    async (request, reply) => {
      const { file } = request.params;
      const found = PRODUCT_FILE.test(file) ? await app.images.get(file) : null;
      if (!found) throw new HttpError(404, message('settings.notFound'));
      return reply
        .header('content-type', found.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.bytes);
    },
  );
}
