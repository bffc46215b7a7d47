import { unwrapResolverError } from '@apollo/server/errors';
import { ErrorCode } from '@marquee/core/errors';
import type { GraphQLFormattedError } from 'graphql';
import { GatewayError } from '../errors.ts';

/**
 * DESIGN.md: upstream bodies and stack traces never reach clients in production. There an error
 * keeps its message (the server's `message`, or a fixed text), location, path, `code` and the
 * field messages of BAD_USER_INPUT; an unexpected exception becomes 'Something went wrong'.
 * In development everything stays (stack traces, `upstreamStatus`) to help debugging.
 */
export function createFormatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    if (!production) return formatted;
    const code = formatted.extensions?.code ?? ErrorCode.internal;
    const extensions: Record<string, unknown> = { code };
    const fields = formatted.extensions?.fields;
    if (code === ErrorCode.badUserInput && fields !== undefined) extensions.fields = fields;
    const ours = unwrapResolverError(error) instanceof GatewayError;
    const message = code === ErrorCode.internal && !ours ? 'Something went wrong' : formatted.message;
    return {
      message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions,
    };
  };
}
