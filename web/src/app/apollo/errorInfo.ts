import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { codeForStatus, ErrorCode } from '@marquee/core/errors';
import { codeOnly, type ErrorInfo, fromBody, fromFormatted } from './formattedError.ts';

// Read without Apollo Client by the sign-in page (formattedError.ts); Apollo's errors here.
export type { ErrorInfo };

/** Reads the first error of a failed operation (GraphQL, HTTP or network). */
export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof Error && error.name === 'RequestTimeoutError') {
    return codeOnly(ErrorCode.timeout);
  }
  if (CombinedGraphQLErrors.is(error)) return fromFormatted(error.errors[0]);
  if (ServerError.is(error) || ServerParseError.is(error)) {
    const parsed = fromBody(error.bodyText);
    if (parsed?.extensions?.code) return fromFormatted(parsed);
    // A proxy in front of a stopped gateway answers 502/503: the server is unreachable.
    const code = [502, 503].includes(error.statusCode)
      ? ErrorCode.upstreamUnavailable
      : codeForStatus(error.statusCode);
    return codeOnly(code);
  }
  return codeOnly(ErrorCode.upstreamUnavailable);
}
