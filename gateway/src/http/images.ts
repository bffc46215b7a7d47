/**
 * The REST API's stored images on the web's origin, passed through with their type and year-long
 * immutable caching (their names are content hashes), so a browser loads each image once:
 * GET /images/products/:file (product images) and GET /images/clients/:masterClientId/:file (a
 * master client's logos and backgrounds, which e-mails and the guest shop load by this address).
 * Public, like the REST routes: an image's name cannot be guessed.
 */
import { BRAND_IMAGE_FILE } from '@marquee/core/settings/brandImage';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UpstreamClient } from '../upstream/client.ts';

const FILE = /^[0-9a-f]{64}\.(png|jpg|gif|webp)$/;
const CLIENT = /^[1-9]\d{0,8}$/;

export function registerImages(app: FastifyInstance, upstream: UpstreamClient): void {
  const pass = async (reply: FastifyReply, path: string, embedded = false) => {
    const found = await upstream.file(path);
    if (found.status !== 200) return reply.code(found.status === 404 ? 404 : 502).send({ message: 'Not found' });
    // Logos are loaded by mail clients on other origins and by the sandboxed e-mail preview
    // (an opaque origin): the gateway's same-origin resource policy would block them there.
    if (embedded) reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply
      .header('content-type', found.contentType ?? 'application/octet-stream')
      .header('cache-control', found.cacheControl ?? 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(found.body);
  };
  app.get<{ Params: { file: string } }>('/images/products/:file', async (request, reply) => {
    const { file } = request.params;
    if (!FILE.test(file)) return reply.code(404).send({ message: 'Not found' });
    return pass(reply, `/images/products/${file}`);
  });
  app.get<{ Params: { masterClientId: string; file: string } }>(
    '/images/clients/:masterClientId/:file',
    async (request, reply) => {
      const { masterClientId, file } = request.params;
      if (!CLIENT.test(masterClientId) || !BRAND_IMAGE_FILE.test(file)) {
        return reply.code(404).send({ message: 'Not found' });
      }
      return pass(reply, `/images/clients/${masterClientId}/${file}`, true);
    },
  );
}
