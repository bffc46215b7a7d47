/**
 * JSON bodies with fastify's prototype-poisoning protection, except that an empty body is
 * accepted: callers (the gateway among them) send `content-type: application/json` on body-less
 * POSTs such as /ping and /out, which fastify would otherwise refuse with 400.
 *
 * Also refuses a NUL character (U+0000) anywhere in the body, query or path parameters with 400
 * and the field's name: PostgreSQL text cannot hold it, and it used to fail in the database as a
 * 500 (issue 8). One check here covers every route.
 */
import type { FastifyInstance } from 'fastify';
import { hasNulCharacter } from '@marquee/core/validation';
import { invalidInput } from '../http/errors.ts';
import { shared } from './shared.ts';

/**
 * The dotted path (`contacts.0.name`, as schema errors name fields) of the first string or key
 * holding a NUL, or null. Iterative: a deeply nested body cannot exhaust the stack.
 */
export function nulCharacterPath(value: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasNulCharacter(current)) return path.join('.') || 'body';
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (hasNulCharacter(key)) return [...path, key.replaceAll('\u0000', '')].join('.') || 'body';
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

export const jsonBodyPlugin = shared(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parse(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    const field = nulCharacterPath(request.body) ?? nulCharacterPath(request.query) ?? nulCharacterPath(request.params);
    if (field !== null) throw invalidInput({ [field]: 'validation.nulCharacter' });
  });
});
