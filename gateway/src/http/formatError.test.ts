import { GraphQLError } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../errors.ts';
import { createFormatError } from './formatError.ts';

/** What graphql-js hands Apollo for an exception thrown in a resolver. */
function fromResolver(error: Error): GraphQLError {
  return new GraphQLError(error.message, { path: ['profile'], originalError: error });
}

const internal = (message: string) => ({
  message,
  path: ['profile'],
  extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at db.ts:1'], upstreamStatus: 500 },
});

describe('formatError in production', () => {
  const format = createFormatError(true);

  it('masks the message of an unexpected exception', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'password_hash')");
    expect(format(internal(bug.message), fromResolver(bug))).toEqual({
      message: 'Something went wrong',
      path: ['profile'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it("keeps the message of the gateway's own error, without stack", () => {
    const own = new GatewayError('INTERNAL_SERVER_ERROR', 'Could not save the profile');
    const formatted = { message: own.message, path: ['profile'], extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    expect(format(formatted, fromResolver(own))).toEqual({
      message: 'Could not save the profile',
      path: ['profile'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it("replaces an upstream 5xx's text, whatever it says, with the code's fixed text", () => {
    const upstream = new GatewayError('INTERNAL_SERVER_ERROR', 'database exploded: relation "users"', {
      upstreamStatus: 500,
    });
    expect(format(internal(upstream.message), fromResolver(upstream))).toEqual({
      message: 'Something went wrong',
      path: ['profile'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const slow = { message: 'pool at 10.0.0.3', extensions: { code: 'TIMEOUT', upstreamStatus: 504 } };
    expect(format(slow, fromResolver(new GatewayError('TIMEOUT', slow.message, { upstreamStatus: 504 })))).toEqual({
      message: 'Timeout: Request failed',
      extensions: { code: 'TIMEOUT' },
    });
  });

  it('keeps request errors such as validation failures as they are', () => {
    const formatted = {
      message: 'Cannot query field "x" on type "Query".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    };
    expect(format(formatted, new GraphQLError(formatted.message))).toEqual(formatted);
  });
});

describe('formatError in development', () => {
  it('changes nothing', () => {
    const formatted = internal('boom');
    expect(createFormatError(false)(formatted, new Error('boom'))).toBe(formatted);
  });
});
