/**
 * Stable error codes the gateway puts in `extensions.code` (DESIGN.md, Shared request
 * behaviour), and how the web shows each (spec/1 §8).
 */
export const ErrorCode = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  badUserInput: 'BAD_USER_INPUT',
  conflict: 'CONFLICT',
  timeout: 'TIMEOUT',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  internal: 'INTERNAL_SERVER_ERROR',
  /** Sign-in throttling (core/src/throttle.ts); `extensions.retryAfter` gives the seconds. */
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** A request body over the gateway's limit (413); the web shows the message. */
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Maps an upstream HTTP status to the gateway's code. */
export function codeForStatus(status: number): ErrorCodeValue {
  if (status === 401) return ErrorCode.unauthenticated;
  if (status === 403) return ErrorCode.forbidden;
  if (status === 404) return ErrorCode.notFound;
  if (status === 400 || status === 422) return ErrorCode.badUserInput;
  if (status === 409) return ErrorCode.conflict;
  if (status === 413) return ErrorCode.payloadTooLarge;
  if (status === 429) return ErrorCode.tooManyRequests;
  if (status === 504 || status === 408) return ErrorCode.timeout;
  return ErrorCode.internal;
}

export type ErrorReaction =
  | { kind: 'logout' }
  | { kind: 'toast'; messageKey: 'error.timeout' | 'error.network' | 'error.generic' }
  | { kind: 'toast'; text: string };

/** Spec/1 §8: what the web does for an error of each code. */
export function reactionFor(code: string | undefined, serverMessage: string | undefined): ErrorReaction {
  switch (code) {
    case ErrorCode.unauthenticated:
      return { kind: 'logout' };
    case ErrorCode.timeout:
      return { kind: 'toast', messageKey: 'error.timeout' };
    case ErrorCode.upstreamUnavailable:
      return { kind: 'toast', messageKey: 'error.network' };
    default:
      return serverMessage ? { kind: 'toast', text: serverMessage } : { kind: 'toast', messageKey: 'error.generic' };
  }
}
