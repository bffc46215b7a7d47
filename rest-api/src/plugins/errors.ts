/**
 * One place turns every failure into the contract's `{ message, fields?, fieldKeys? }`: schema
 * violations into 400 with field texts and their catalogue keys, deliberate HttpErrors into their
 * status, anything else into 500 without details (those go to the log, with the request id).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message } from '@marquee/core/messages/en';
import type { FieldKey } from '@marquee/core/rest';
import { fieldMessages, HttpError, TEXT } from '../http/errors.ts';
import { shared } from './shared.ts';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Keeps the caller's `x-request-id` (the gateway's) when it is sane, otherwise makes one. */
export function requestIdFrom(headers: Record<string, string | string[] | undefined>): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

type SchemaError = NonNullable<FastifyError['validation']>[number];

/** `/contacts/0/email` + a missing property → `contacts.0.email`. */
function fieldName(error: SchemaError): string {
  const path = error.instancePath.split('/').filter(Boolean);
  const missing = error.params?.missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') path.push(missing);
  return path.join('.') || 'body';
}

/** The catalogue message of a broken schema rule; undefined for a rule the catalogue has none for. */
function fieldKey(error: SchemaError): FieldKey | undefined {
  const limit = error.params?.limit;
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required' };
    case 'minLength':
      if (limit === 1) return { key: 'validation.required' };
      return typeof limit === 'number' ? { key: 'validation.minLength', values: { limit } } : undefined;
    case 'maxLength':
      // The catalogue's text with the schema's own limit (code points, as core counts them).
      return typeof limit === 'number'
        ? { key: 'validation.maxLength', values: { limit } }
        : { key: 'validation.tooLong' };
    case 'pattern':
      return { key: 'validation.format' };
    case 'enum':
      return { key: 'settings.unknownOption' };
    default:
      return undefined;
  }
}

/** Field name → the first broken rule's message: English text, and its catalogue key when it has one. */
export function schemaErrorFields(errors: readonly SchemaError[]): ReturnType<typeof fieldMessages> {
  const keys: Record<string, FieldKey> = {};
  const texts: Record<string, string> = {};
  for (const e of errors) {
    const name = fieldName(e);
    if (name in keys || name in texts) continue;
    const key = fieldKey(e);
    if (key) keys[name] = key;
    else texts[name] = e.message ?? 'Invalid value.';
  }
  const { fields, fieldKeys } = fieldMessages(keys);
  return { fields: { ...fields, ...texts }, fieldKeys };
}

function send(reply: FastifyReply, request: FastifyRequest, status: number, body: Record<string, unknown>) {
  return reply.status(status).send({ ...body, requestId: request.id });
}

export const errorsPlugin = shared(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, 404, { message: TEXT.notFound }));

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode < 500) {
        const { fields, fieldKeys } = error;
        return send(reply, request, error.statusCode, { message: error.message, fields, fieldKeys });
      }
      request.log.error({ err: error }, 'request failed');
      return send(reply, request, error.statusCode, { message: TEXT.internal });
    }
    if (error.validation) {
      return send(reply, request, 400, {
        message: message('validation.fillRequired'),
        ...schemaErrorFields(error.validation),
      });
    }
    const status = error.statusCode ?? 500;
    // Fastify's own 4xx (body too large, bad content type) carry fixed, safe texts.
    if (status < 500) return send(reply, request, status, { message: error.message });
    // A database or programming error: its text (SQL, relation names) goes to the log only.
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, status >= 500 && status < 600 ? status : 500, { message: TEXT.internal });
  });
});
