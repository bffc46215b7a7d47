/**
 * JSON bodies with fastify's prototype-poisoning protection, except that an empty body is
 * accepted: callers (the gateway among them) send `content-type: application/json` on body-less
 * POSTs such as /ping and /out, which fastify would otherwise refuse with 400.
 *
 * Every body, query and path parameter then meets core's input rules (core/src/input.ts) before
 * any route sees it, with 400 and the field's name: a NUL (PostgreSQL text cannot hold it; issue
 * 8), a lone surrogate, control and text-direction characters, invisible-only text, and dates
 * that are no real day in the window. One check here covers every route.
 *
 * a body nested thousands deep froze the API (the old walk copied the path at every
 * level, the square of the depth). The raw text's depth is now checked in one pass before it is
 * parsed, and the walk is linear.
 */
import { MAX_JSON_DEPTH } from '@marquee/core/constants';
import { inputProblem, jsonTooDeep } from '@marquee/core/input';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../http/errors.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route applies core's input rules to its body itself, item by item (the venue feed:
     * one bad transaction is refused alone, never the whole batch). Its query and parameters
     * are still checked here.
     */
    checksInputItself?: boolean;
  }
}

export const jsonBodyPlugin = shared(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    if (jsonTooDeep(text)) {
      return done(invalidInput({ body: { key: 'validation.tooDeep', values: { limit: MAX_JSON_DEPTH } } }), undefined);
    }
    return parse(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    const body = request.routeOptions.config.checksInputItself ? undefined : request.body;
    const found = inputProblem(body) ?? inputProblem(request.query) ?? inputProblem(request.params);
    if (found) throw invalidInput({ [found.field]: found.problem });
  });
});
