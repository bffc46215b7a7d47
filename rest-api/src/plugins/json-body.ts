/**
 * JSON bodies with fastify's prototype-poisoning protection, except that an empty body is
 * accepted: callers (the gateway among them) send `content-type: application/json` on body-less
 * POSTs such as /ping and /out, which fastify would otherwise refuse with 400.
 */
import type { FastifyInstance } from 'fastify';
import { shared } from './shared.ts';

export const jsonBodyPlugin = shared(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parse(request, text, done);
  });
});
