import { unwrapResolverError } from '@apollo/server/errors';
import { ErrorCode, type ErrorCodeValue } from '@marquee/core/errors';
import type { GraphQLFormattedError } from 'graphql';
import { defaultMessage, GatewayError } from '../errors.ts';

/**
 * DESIGN.md: upstream bodies and stack traces never reach clients in production. There an error
 * keeps its message (the server's `message` of a 4xx, or a fixed text), location, path, `code`
 * and the field messages of BAD_USER_INPUT (`fields`, and `fieldKeys` when present: see
 * fromUpstreamStatus in ../errors.ts); an unexpected exception, or an upstream 5xx whatever
 * its text ('database exploded: relation …' reached clients), becomes the code's fixed
 * text such as 'Something went wrong'. The detail is logged with the request id where the
 * upstream call failed (context.ts).
 * In development everything stays (stack traces, `upstreamStatus`) to help debugging.
 */
export function createFormatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    if (!production) return formatted;
    const code = formatted.extensions?.code ?? ErrorCode.internal;
    const extensions: Record<string, unknown> = { code };
    const fields = formatted.extensions?.fields;
    if (code === ErrorCode.badUserInput && fields !== undefined) extensions.fields = fields;
    const fieldKeys = formatted.extensions?.fieldKeys;
    if (code === ErrorCode.badUserInput && fieldKeys !== undefined) extensions.fieldKeys = fieldKeys;
    if (code === ErrorCode.tooManyRequests) extensions.retryAfter = formatted.extensions?.retryAfter;
    const ours = unwrapResolverError(error) instanceof GatewayError;
    const upstreamStatus = formatted.extensions?.upstreamStatus;
    const upstreamFault = typeof upstreamStatus === 'number' && upstreamStatus >= 500;
    const message = upstreamFault
      ? (defaultMessageOf(code) ?? 'Something went wrong')
      : code === ErrorCode.internal && !ours
        ? 'Something went wrong'
        : formatted.message;
    return {
      message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions,
    };
  };
}

const KNOWN = new Set<unknown>(Object.values(ErrorCode));
const defaultMessageOf = (code: unknown) => (KNOWN.has(code) ? defaultMessage(code as ErrorCodeValue) : null);
