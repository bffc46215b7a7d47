/**
 * The gateway's JSON bodies: the nesting depth of the raw text is checked in one pass
 * (core's jsonTooDeep) before it is parsed, and so are the `variables` and `extensions` of a GET
 * /graphql, so a body of a million brackets costs the gateway nothing and never reaches the REST
 * API. Fastify's prototype-poisoning protection stays (its default parser does the parsing).
 * Answered as 400 in the GraphQL error shape, BAD_USER_INPUT with the field (bodyLimit.ts).
 */
import { MAX_JSON_DEPTH } from '@marquee/core/constants';
import { jsonTooDeep } from '@marquee/core/input';
import type { FastifyInstance } from 'fastify';

/** Thrown for a body or parameter nested deeper than MAX_JSON_DEPTH; `field` names it. */
export class TooDeepError extends Error {
  readonly statusCode = 400;
  constructor(readonly field: string) {
    super(`${field} nests deeper than ${MAX_JSON_DEPTH} levels`);
    this.name = 'TooDeepError';
  }
}

export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (jsonTooDeep(text)) return done(new TooDeepError('body'), undefined);
    return parse(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    for (const field of ['variables', 'extensions']) {
      const value = query?.[field];
      if (typeof value === 'string' && jsonTooDeep(value)) throw new TooDeepError(field);
    }
  });
}
