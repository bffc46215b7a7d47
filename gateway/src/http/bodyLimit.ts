/**
 * A body over the gateway's bodyLimit answers 413 in the GraphQL error shape (a 2 MB
 * body got Fastify's bare 413), so clients read `errors[0].extensions.code` as for any other
 * failure; so does a body nested too deep (jsonBody.ts), as BAD_USER_INPUT with the
 * field. Every other error goes on to Fastify's default handler unchanged.
 */
import { MAX_JSON_DEPTH } from '@marquee/core/constants';
import { ErrorCode } from '@marquee/core/errors';
import { message } from '@marquee/core/messages/en';
import type { FastifyError, FastifyInstance } from 'fastify';
import { TooDeepError } from './jsonBody.ts';

const megabytes = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

export function payloadTooLargeBody(limitBytes: number) {
  return {
    errors: [
      {
        message: message('error.payloadTooLarge', { limit: megabytes(limitBytes) }),
        extensions: { code: ErrorCode.payloadTooLarge },
      },
    ],
  };
}

export function registerBodyLimitError(app: FastifyInstance): void {
  const body = payloadTooLargeBody(app.initialConfig.bodyLimit ?? 1_048_576);
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode === 413) return reply.status(413).type('application/json').send(body);
    if (error instanceof TooDeepError) {
      const text = message('validation.tooDeep', { limit: MAX_JSON_DEPTH });
      return reply
        .status(400)
        .type('application/json')
        .send({
          errors: [{ message: text, extensions: { code: ErrorCode.badUserInput, fields: { [error.field]: text } } }],
        });
    }
    // Thrown on, the error reaches the parent handler: Fastify's default.
    throw error;
  });
}
