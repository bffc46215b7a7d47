import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { codeForStatus, ErrorCode } from '@marquee/core/errors';

/** What a screen or the error link needs to know about a failed operation. */
export interface ErrorInfo {
  /** The gateway's `extensions.code`; UPSTREAM_UNAVAILABLE when no answer arrived at all. */
  code: string | undefined;
  /** The server's message, when it sent one. */
  message: string | undefined;
  /** BAD_USER_INPUT field messages: field name → message text. */
  fields: Record<string, string>;
  /** TOO_MANY_REQUESTS: seconds until the throttle lets the caller try again. */
  retryAfter: number | undefined;
}

interface FormattedError {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

function fromFormatted(e: FormattedError | undefined): ErrorInfo {
  const ext = e?.extensions ?? {};
  const rawFields = ext.fields;
  const fields: Record<string, string> = {};
  if (rawFields && typeof rawFields === 'object') {
    for (const [k, v] of Object.entries(rawFields)) if (typeof v === 'string') fields[k] = v;
  }
  return {
    code: typeof ext.code === 'string' ? ext.code : undefined,
    message: typeof e?.message === 'string' && e.message ? e.message : undefined,
    fields,
    retryAfter: typeof ext.retryAfter === 'number' && ext.retryAfter > 0 ? ext.retryAfter : undefined,
  };
}

function fromBody(bodyText: string): FormattedError | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: FormattedError[] };
    return body.errors?.[0];
  } catch {
    return undefined;
  }
}

/** Reads the first error of a failed operation (GraphQL, HTTP or network). */
export function errorInfo(error: unknown): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) return fromFormatted(error.errors[0]);
  if (ServerError.is(error) || ServerParseError.is(error)) {
    const parsed = fromBody(error.bodyText);
    if (parsed?.extensions?.code) return fromFormatted(parsed);
    // A proxy in front of a stopped gateway answers 502/503: the server is unreachable.
    const code = [502, 503].includes(error.statusCode)
      ? ErrorCode.upstreamUnavailable
      : codeForStatus(error.statusCode);
    return { code, message: undefined, fields: {}, retryAfter: undefined };
  }
  return { code: ErrorCode.upstreamUnavailable, message: undefined, fields: {}, retryAfter: undefined };
}
