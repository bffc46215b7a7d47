import {
  MASTER_CLIENT_HEADER,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  TIMEZONE_OFFSET_HEADER,
} from '@marquee/core/constants';
import { traceOf } from './http/trace.ts';
import { ErrorCode } from '@marquee/core/errors';
import type { Identity } from '@marquee/core/identity';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { checkApiToken } from './auth/apiToken.ts';
import { clearSessionCookie, setSessionCookie } from './auth/cookie.ts';
import { GatewayError, hasCode } from './errors.ts';
import type { UpstreamClient } from './upstream/client.ts';
import { createIdentityCache } from './upstream/identityCache.ts';
import { createRequestCache } from './upstream/requestCache.ts';
import { bindRest, type Rest, type RestRequest } from './upstream/rest.ts';

/** What every resolver receives; one per GraphQL request. */
export interface GatewayContext {
  /** Session token from the cookie or `Authorization: Bearer`; null when signed out. */
  readonly token: string | null;
  /**
   * From `X-Master-Client`; checked against the session before any tenant data call. With an API
   * token, the token's own master client (another one is refused before the context exists).
   */
  readonly masterClient: number | null;
  /** True when the request carries an API token rather than a person's session. */
  readonly apiToken: boolean;
  /** Browser's offset in minutes, passed on to every REST call. */
  readonly timezoneOffset: number;
  readonly requestId: string;
  readonly production: boolean;
  /** Sliding session lifetime in seconds (GatewayConfig.sessionTtlSeconds). */
  readonly sessionTtlSeconds: number;
  /** The REST client bound to this request (token, tenant, offset, id, abort signal). */
  readonly rest: Rest;
  /**
   * The same, for calls about the caller's own session (/login, /me, /out): they send
   * `masterClient=null`, so a stale or foreign master client cannot stop sign-in, sign-out or
   * the identity lookup that the tenancy check itself needs.
   */
  readonly account: Rest;
  /**
   * The signed-in identity (`GET /me`); null without a valid session. Once per request, and
   * shared for up to IDENTITY_TTL_MS by the requests of the same session (upstream/identityCache.ts).
   */
  session(): Promise<Identity | null>;
  /** Adopts the session created by `login` for the rest of the request and sets the cookie. */
  startSession(token: string, identity: Identity): void;
  /** Forgets the session for the rest of the request and clears the cookie. */
  endSession(): void;
  readonly reply: FastifyReply;
  readonly log: FastifyBaseLogger;
}

export interface ContextOptions {
  upstream: UpstreamClient;
  production: boolean;
  cookieSecure: boolean;
  /** Sliding session lifetime in seconds; the default is core's SESSION_TTL_SECONDS. */
  sessionTtlSeconds?: number;
  /** How long one session's identity is reused across requests (0 turns it off; at most 1000). */
  identityTtlMs?: number;
  /** Clock in ms of the identity cache; tests move a stopped one. */
  now?: () => number;
}

/** Issue 8: a change to someone's roles or master clients applies within a second. */
export const IDENTITY_TTL_MS = 1000;
/** Sessions whose identity is kept; beyond it the oldest are looked up again. */
const IDENTITY_CACHE_MAX = 10_000;

/** Codes that describe the caller's request, not a fault: logged quietly. */
const EXPECTED = new Set<unknown>([
  ErrorCode.unauthenticated,
  ErrorCode.forbidden,
  ErrorCode.notFound,
  ErrorCode.badUserInput,
  ErrorCode.conflict,
]);

export function createContextFactory({
  upstream: direct,
  production,
  cookieSecure,
  sessionTtlSeconds = SESSION_TTL_SECONDS,
  identityTtlMs = IDENTITY_TTL_MS,
  now,
}: ContextOptions) {
  const identities = createIdentityCache<Identity | null>({
    ttlMs: Math.min(identityTtlMs, IDENTITY_TTL_MS),
    max: IDENTITY_CACHE_MAX,
    now,
  });
  // Any write through this gateway may change someone's roles, master clients or profile: the
  // next request of every session looks its identity up again.
  const upstream: UpstreamClient = {
    ...direct,
    async call<T>(call: Parameters<UpstreamClient['call']>[0]): Promise<T> {
      try {
        return await direct.call<T>(call);
      } finally {
        if (call.method !== 'GET' && !call.read) identities.clear();
      }
    },
  };

  return async (request: FastifyRequest, reply: FastifyReply): Promise<GatewayContext> => {
    const cookieToken = request.cookies[SESSION_COOKIE] || null;
    let token = bearerToken(request.headers.authorization) ?? cookieToken;
    let identity: Promise<Identity | null> | null = null;
    const requested = parseMasterClient(request.headers[MASTER_CLIENT_HEADER]);
    // An API token: malformed, another master client or over its rate: refused here, before any
    // upstream call (auth/apiToken.ts). A well-formed one works in its own master client.
    const tokenClient = token ? await checkApiToken(request, token, requested) : null;
    const masterClient = tokenClient ?? requested;
    const timezoneOffset = parseTimezoneOffset(request.headers[TIMEZONE_OFFSET_HEADER]);

    // Stops upstream calls when the browser gives up on this request.
    const aborter = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborter.abort();
    });

    const onError = (error: unknown, call: RestRequest) => {
      const code = error instanceof GatewayError ? error.extensions.code : undefined;
      // A 401 means the session is gone (DESIGN.md, Sessions), except a refused login, which
      // says nothing about the session the browser may still hold.
      if (code === ErrorCode.unauthenticated && call.path !== '/login') {
        if (token) identities.delete(token);
        if (cookieToken) clearSessionCookie(reply, cookieSecure);
      }
      const level = EXPECTED.has(code) ? 'debug' : 'warn';
      request.log[level]({ method: call.method, path: call.path, code, err: error }, 'upstream call failed');
    };
    const traceId = traceOf(request.raw).traceId;
    const binding = () => ({
      token,
      masterClient,
      timezoneOffset,
      requestId: request.id,
      traceId,
      signal: aborter.signal,
    });
    const cache = createRequestCache();
    const rest = bindRest({ client: upstream, binding, cache, onError });
    const account = bindRest({
      client: upstream,
      binding: () => ({ ...binding(), masterClient: null }),
      cache,
      onError,
    });
    // The identity lookup may be shared with other requests of the session, so it must not be
    // cancelled when this one's browser goes away (its own timeout still applies).
    const identityRest = bindRest({
      client: upstream,
      binding: () => ({ ...binding(), masterClient: null, signal: undefined }),
      cache,
      onError,
    });

    return {
      get token() {
        return token;
      },
      masterClient,
      apiToken: tokenClient !== null,
      timezoneOffset,
      requestId: request.id,
      production,
      sessionTtlSeconds,
      rest,
      account,
      session() {
        if (!token) return Promise.resolve(null);
        identity ??= identities.get(token, () =>
          identityRest.get<Identity>('/me').catch((error: unknown) => {
            if (hasCode(error, ErrorCode.unauthenticated)) return null;
            throw error;
          }),
        );
        return identity;
      },
      startSession(newToken, user) {
        if (token) identities.delete(token);
        token = newToken;
        identity = Promise.resolve(user);
        identities.set(newToken, user);
        setSessionCookie(reply, newToken, cookieSecure);
      },
      endSession() {
        if (token) identities.delete(token);
        token = null;
        identity = Promise.resolve(null);
        clearSessionCookie(reply, cookieSecure);
      },
      reply,
      log: request.log,
    };
  };
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** Absent, empty or `null` means no master client selected; anything else must be an id. */
export function parseMasterClient(header: string | string[] | undefined): number | null {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (raw === undefined || raw === '' || raw === 'null') return null;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new GatewayError(ErrorCode.badUserInput, `${MASTER_CLIENT_HEADER} must be a master client id`, {
      http: { status: 400 },
    });
  }
  return Number(raw);
}

/** Minutes, as the browser's Date#getTimezoneOffset gives; anything unusable counts as UTC. */
export function parseTimezoneOffset(header: string | string[] | undefined): number {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!raw || !/^[+-]?\d{1,4}$/.test(raw)) return 0;
  const minutes = Number(raw);
  return Math.abs(minutes) <= 24 * 60 ? minutes : 0;
}
