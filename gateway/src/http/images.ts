/**
 * GET /images/products/:file on the web's origin: the REST API's stored product images, passed
 * through with their type and year-long immutable caching (their names are content hashes), so a
 * browser loads each image once. Public, like the REST route: an image's name cannot be guessed.
 */
import type { FastifyInstance } from 'fastify';
import type { UpstreamClient } from '../upstream/client.ts';

const FILE = /^[0-9a-f]{64}\.(png|jpg|gif|webp)$/;

export function registerImages(app: FastifyInstance, upstream: UpstreamClient): void {
  app.get<{ Params: { file: string } }>('/images/products/:file', async (request, reply) => {
    const { file } = request.params;
    if (!FILE.test(file)) return reply.code(404).send({ message: 'Not found' });
    const found = await upstream.file(`/images/products/${file}`);
    if (found.status !== 200) return reply.code(found.status === 404 ? 404 : 502).send({ message: 'Not found' });
    return reply
      .header('content-type', found.contentType ?? 'application/octet-stream')
      .header('cache-control', found.cacheControl ?? 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(found.body);
  });
}
