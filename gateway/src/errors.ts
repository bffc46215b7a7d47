import { codeForStatus, ErrorCode, type ErrorCodeValue } from '@marquee/core/errors';
// 'graphql/index.js', not 'graphql': vitest resolves the bare name to index.mjs while Apollo and
// graphql-tools load index.js, and two copies of graphql refuse each other's objects.
import { GraphQLError } from 'graphql/index.js';

/**
 * An error the gateway raises on purpose, with one of the stable codes of DESIGN.md. Its message
 * is safe to show (the server's `message`, or a fixed text); formatError masks anything else.
 */
export class GatewayError extends GraphQLError {
  constructor(code: ErrorCodeValue, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } });
    this.name = 'GatewayError';
  }
}

/** Fallback texts when the REST API sent no `message` (the web shows its own toast for most). */
const DEFAULT_MESSAGES: Record<ErrorCodeValue, string> = {
  UNAUTHENTICATED: 'Not signed in',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not found',
  BAD_USER_INPUT: 'Invalid input',
  CONFLICT: 'The record was changed by someone else',
  TIMEOUT: 'Timeout: Request failed',
  UPSTREAM_UNAVAILABLE: 'Network error: Unable to reach the server',
  INTERNAL_SERVER_ERROR: 'Something went wrong',
  TOO_MANY_REQUESTS: 'Too many attempts',
  PAYLOAD_TOO_LARGE: 'The request is too large',
};

/** The fixed text of a code: what production shows for an upstream fault. */
export function defaultMessage(code: ErrorCodeValue): string {
  return DEFAULT_MESSAGES[code];
}

export function unauthenticated(): GatewayError {
  return new GatewayError(ErrorCode.unauthenticated, DEFAULT_MESSAGES.UNAUTHENTICATED);
}

export function forbidden(message = DEFAULT_MESSAGES.FORBIDDEN): GatewayError {
  return new GatewayError(ErrorCode.forbidden, message);
}

export function timeout(): GatewayError {
  return new GatewayError(ErrorCode.timeout, DEFAULT_MESSAGES.TIMEOUT);
}

export function upstreamUnavailable(): GatewayError {
  return new GatewayError(ErrorCode.upstreamUnavailable, DEFAULT_MESSAGES.UPSTREAM_UNAVAILABLE);
}

/**
 * Only `message`, `fields` and `fieldKeys` of an upstream error body are kept; the rest never
 * leaves here. A 5xx message is a fault's detail (e.g. a database error): it stays for the log
 * and for development, and production's formatError replaces it with the code's fixed text.
 *
 * BAD_USER_INPUT extensions (the SDL cannot describe extensions, so they are documented here):
 * - `fields`: field name → message text in English, as before;
 * - `fieldKeys` (present when the REST API sent any): field name →
 *   `{ key, values? }`, the key of that message in core's catalogue and the values of its
 *   `{placeholders}` (core/src/rest.ts FieldKey), so a client shows it in its person's language
 *   and falls back to `fields` for a key it does not know. A field of `fields` without an entry
 *   here has no catalogue text.
 */
export function fromUpstreamStatus(status: number, body: unknown): GatewayError {
  const code = codeForStatus(status);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message.trim() !== '' ? record.message : DEFAULT_MESSAGES[code];
  const extensions: Record<string, unknown> = { upstreamStatus: status };
  if (code === ErrorCode.badUserInput) {
    extensions.fields = stringFields(record.fields);
    const keys = fieldKeys(record.fieldKeys);
    if (Object.keys(keys).length > 0) extensions.fieldKeys = keys;
  }
  return new GatewayError(code, message, extensions);
}

function stringFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') out[key] = text;
  return out;
}

type FieldKeyOut = { key: string; values?: Record<string, string | number> };

/** The well-formed entries of an upstream `fieldKeys`: a string key, string or number values. */
function fieldKeys(value: unknown): Record<string, FieldKeyOut> {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, FieldKeyOut> = {};
  for (const [field, entry] of Object.entries(value)) {
    const { key, values } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof key !== 'string') continue;
    const kept: Record<string, string | number> = {};
    if (typeof values === 'object' && values !== null) {
      for (const [name, v] of Object.entries(values))
        if (typeof v === 'string' || typeof v === 'number') kept[name] = v;
    }
    out[field] = Object.keys(kept).length > 0 ? { key, values: kept } : { key };
  }
  return out;
}

export function hasCode(error: unknown, code: ErrorCodeValue): boolean {
  return error instanceof GraphQLError && error.extensions.code === code;
}
