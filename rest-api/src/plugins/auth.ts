/**
 * Session and tenancy, deny by default: every route needs a live session unless it declares
 * `config: { public: true }`. The `masterClient` query parameter (spec/1 §7) must be absent,
 * `null`, or one of the caller's master clients; anything else is refused with 403 before the
 * route runs, so nothing is read or written for it.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasFlag } from '@marquee/core/permissions';
import { isApiToken, LAST_USED_RESOLUTION_SECONDS, parseApiToken } from '@marquee/core/settings/apiTokens';
import { loadTokenCaller, touchApiTokens } from '../repositories/apiTokens.ts';
import { badRequest, forbidden, TEXT, unauthorized } from '../http/errors.ts';
import { type AuthUser, authUserIn, loadLiveCaller, type SessionUser } from '../repositories/identity.ts';
import { extendSessions, needsSlide } from '../repositories/sessions.ts';
import { sha256Hex } from '../security/tokens.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller; null on public routes. */
    user: AuthUser | null;
    /** The selected master client, already checked against the caller's; null when none. */
    masterClientId: number | null;
    /** sha256 of the caller's session token; null on public routes and for API tokens. */
    sessionTokenHash: string | null;
    /** The API token the call was made with; null for a person's session. */
    apiTokenId: number | null;
  }
  interface FastifyInstance {
    /** Resolves once every session slide queued so far is written (see sessionSlider). */
    sessionSlidesSettled(): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Callable without a session (sign-in, recovery, health). */
    public?: boolean;
  }
}

/** The bearer token of the request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** `masterClient` as given: undefined when absent or `null`/empty, else the raw text. */
function requestedMasterClient(request: FastifyRequest): string | undefined {
  const raw = (request.query as Record<string, unknown> | undefined)?.masterClient;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === null || value === '' || value === 'null') return undefined;
  return String(value);
}

/**
 * How far a sliding expiry may lag behind the last call: 2 s (a tenth of a short test TTL), enough
 * for a dashboard's burst of calls to write the session row once. POST /ping always slides fully.
 */
const slackOf = (ttlSeconds: number) => Math.min(2, ttlSeconds / 10);

/** A live session's caller and the expiry it had when read. */
interface LiveCaller {
  user: SessionUser;
  expiresAt: Date;
}

/**
 * The caller of a token: checks the session and loads the user, without sliding it (a call
 * refused for its master client must not keep the session alive). Calls with the same token that
 * arrive while one is in flight share its answer (a dashboard's widgets come as one burst);
 * nothing is kept once it settles, so a role change applies to the next call.
 */
function sessionResolver(app: FastifyInstance) {
  const inFlight = new Map<string, Promise<LiveCaller | null>>();
  const resolve = (tokenHash: string): Promise<LiveCaller | null> =>
    loadLiveCaller(app.db, tokenHash, app.config.now());
  return (tokenHash: string): Promise<LiveCaller | null> => {
    let pending = inFlight.get(tokenHash);
    if (!pending) {
      pending = resolve(tokenHash).finally(() => inFlight.delete(tokenHash));
      inFlight.set(tokenHash, pending);
    }
    return pending;
  };
}

/**
 * Slides an accepted call's session to now + TTL, only when its expiry lags by more than the
 * slack, so most calls write nothing. Slides are group-committed: while one UPDATE is in flight,
 * the sessions that need a slide gather and then go in one statement. Under 200 busy sessions that
 * is a statement or two a second instead of one per session every two seconds.
 *
 * The call does not wait for its slide: sessions signed in together slide together, and a call
 * that waited for the UPDATE queued twice on PGlite's one connection (the UPDATE behind every
 * query in flight, then its own queries behind those), 3–4 × the median every two seconds. The
 * UPDATE is queued before the call's own queries, so on one connection it still lands first; a
 * slide lost to a crash costs the session at most the slack. A failed one is logged.
 */
function sessionSlider(app: FastifyInstance) {
  let gathering: Set<string> | null = null;
  let previous: Promise<unknown> = Promise.resolve();
  const settled = async () => {
    // A slide queued while waiting chains onto `previous`: wait until nothing new was queued.
    for (let last: Promise<unknown> | null = null; last !== previous; ) {
      last = previous;
      await last;
    }
  };
  const slide = (tokenHash: string, expiresAt: Date): void => {
    const ttl = app.config.sessionTtlSeconds;
    if (!needsSlide(expiresAt, ttl, slackOf(ttl), app.config.now())) return;
    if (gathering) {
      gathering.add(tokenHash);
      return;
    }
    const hashes = new Set([tokenHash]);
    gathering = hashes;
    previous = previous
      .then(() => {
        // From here on, new slides gather for the next statement.
        if (gathering === hashes) gathering = null;
        return extendSessions(app.db, [...hashes], ttl, app.config.now());
      })
      .catch((error: unknown) => app.log.warn({ err: error, sessions: hashes.size }, 'session slide failed'));
  };
  return { slide, settled };
}

/**
 * Records the last use of API tokens without a write per request: a token whose
 * stored last use is older than LAST_USED_RESOLUTION_SECONDS is queued, and the queued ones go in
 * one UPDATE, group-committed like the session slides. A token already queued is not queued twice.
 */
function tokenToucher(app: FastifyInstance) {
  // Tokens waiting for the next statement, and those whose statement is running.
  let gathering: Set<number> | null = null;
  const writingNow = new Set<number>();
  let writing: Promise<unknown> = Promise.resolve();
  const touch = (tokenId: number, lastUsedAt: Date | null): void => {
    const now = app.config.now();
    if (lastUsedAt && now.getTime() - lastUsedAt.getTime() < LAST_USED_RESOLUTION_SECONDS * 1000) return;
    if (writingNow.has(tokenId)) return;
    if (gathering) {
      gathering.add(tokenId);
      return;
    }
    const ids = new Set([tokenId]);
    gathering = ids;
    writing = writing
      .then(() => {
        // From here on, new touches gather for the next statement.
        if (gathering === ids) gathering = null;
        for (const id of ids) writingNow.add(id);
        return touchApiTokens(app.db, [...ids], app.config.now()).finally(() => {
          for (const id of ids) writingNow.delete(id);
        });
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'api token last use not recorded'));
  };
  const settled = async () => {
    for (let last: Promise<unknown> | null = null; last !== writing; ) {
      last = writing;
      await last;
    }
  };
  return { touch, settled };
}

/**
 * The person's own account: an API token acts for a tool, never as its creator's account, so it
 * may not read or change the creator's profile, password or contacts, nor keep a session alive.
 */
const PEOPLE_ONLY_PREFIXES = ['/user-profile', '/ping'];

function isPeopleOnly(url: string | undefined): boolean {
  return (
    url !== undefined &&
    PEOPLE_ONLY_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}-`))
  );
}

/**
 * A call made with an API token: its creator, narrowed to the token's master client and bits
 * (repositories/apiTokens.ts). Unknown, revoked, expired and malformed tokens get the same 401,
 * so the answer tells nothing about which; another master client than the token's is 403.
 */
async function authenticateToken(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  touch: (tokenId: number, lastUsedAt: Date | null) => void,
): Promise<void> {
  const parsed = parseApiToken(token);
  if (!parsed) throw unauthorized();
  const wanted = requestedMasterClient(request);
  if (wanted !== undefined && wanted !== String(parsed.masterClientId)) throw forbidden();
  const caller = await loadTokenCaller(app.db, sha256Hex(token), app.config.now());
  if (!caller || caller.masterClientId !== parsed.masterClientId) throw unauthorized();
  if (isPeopleOnly(request.routeOptions.url)) throw forbidden();
  touch(caller.tokenId, caller.lastUsedAt);
  request.user = authUserIn(caller.user, caller.masterClientId);
  request.masterClientId = caller.masterClientId;
  request.apiTokenId = caller.tokenId;
}

async function authenticate(
  request: FastifyRequest,
  callerOf: (tokenHash: string) => Promise<LiveCaller | null>,
  slide: (tokenHash: string, expiresAt: Date) => void,
): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const tokenHash = sha256Hex(token);
  const caller = await callerOf(tokenHash);
  if (!caller) throw unauthorized(TEXT.sessionExpired);
  const { user } = caller;

  const wanted = requestedMasterClient(request);
  let masterClientId: number | null = null;
  if (wanted !== undefined) {
    const id = /^\d{1,9}$/.test(wanted) ? Number(wanted) : Number.NaN;
    if (!user.masterClientIds.includes(id)) throw forbidden();
    masterClientId = id;
  }
  slide(tokenHash, caller.expiresAt);
  // Roles are per master client: the bits of the request's (else the default) master client apply.
  request.user = authUserIn(user, masterClientId);
  request.masterClientId = masterClientId;
  request.sessionTokenHash = tokenHash;
}

export const authPlugin = shared(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('masterClientId', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('apiTokenId', null);
  const callerOf = sessionResolver(app);
  const slider = sessionSlider(app);
  const toucher = tokenToucher(app);
  // Slides still queued are written before the database closes, and tests can wait for them.
  app.decorate('sessionSlidesSettled', async () => {
    await Promise.all([slider.settled(), toucher.settled()]);
  });
  app.addHook('onClose', slider.settled);
  app.addHook('onClose', toucher.settled);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const token = bearerToken(request);
    if (token && isApiToken(token)) await authenticateToken(app, request, token, toucher.touch);
    else await authenticate(request, callerOf, slider.slide);
  });
});

/** Refuses a call made with an API token: tokens never manage tokens, passwords or sessions. */
export const peopleOnly: preHandlerAsyncHookHandler = async (request) => {
  if (request.apiTokenId !== null) throw forbidden();
};

/** The caller of an authenticated route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The selected master client; 400 when the route needs one and none was sent. */
export function requireMasterClient(request: FastifyRequest): number {
  if (request.masterClientId === null) throw badRequest(TEXT.masterClientRequired);
  return request.masterClientId;
}

/**
 * Route guard for a permission module (spec/1 §6): 403 unless the caller's bits in the request's
 * master client (else their default one) grant `flag` on module `index`. Use as
 * `{ preHandler: requireModule(12, Flag.view) }`.
 */
export function requireModule(index: number, flag: number): preHandlerAsyncHookHandler {
  return async (request) => assertModule(request, index, flag);
}

/** requireModule's check inside a handler or hook, where the flag depends on the request (its body). */
export function assertModule(request: FastifyRequest, index: number, flag: number): void {
  const { permissionBits, permissionChunkLength } = currentUser(request).permissions;
  if (!hasFlag(permissionBits, permissionChunkLength, index, flag)) throw forbidden();
}
