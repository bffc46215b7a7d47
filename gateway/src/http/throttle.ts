/**
 * Sign-in abuse throttle: wrong passwords, recovery e-mails and recovery-code guesses,
 * counted per account and per client address with @fastify/rate-limit. Counts live in memory, or
 * in Redis when REDIS_URL is set so every gateway replica sees the same ones. How wrong
 * passwords are counted, and why, is decided in core/src/throttle.ts.
 */
import { createRequire } from 'node:module';
import fastifyRateLimit, { type CreateRateLimitOptions, normalizeIP } from '@fastify/rate-limit';
import { ErrorCode } from '@marquee/core/errors';
import { message } from '@marquee/core/messages/en';
import {
  KNOWN_ADDRESS_DAYS,
  SIGN_IN_RETRY_SECONDS,
  type ThrottleLimits,
  type ThrottleRuleName,
  throttleAccount,
} from '@marquee/core/throttle';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { GatewayError, hasCode, upstreamUnavailable } from '../errors.ts';
import { createKeyedGate } from './keyedGate.ts';

export interface Throttle {
  /**
   * Runs one sign-in attempt unless the username or the address has too many recent failures;
   * counts the attempt when it fails with UNAUTHENTICATED. Successful sign-ins never count, so a
   * whole office behind one address can sign in at nine.
   */
  login<T>(request: FastifyRequest, username: string, attempt: () => Promise<T>): Promise<T>;
  /** Counts a recovery e-mail request; TOO_MANY_REQUESTS past either limit. */
  recoveryRequest(request: FastifyRequest, email: string): Promise<void>;
  /** Counts a recovery-code check or submit; TOO_MANY_REQUESTS past the address limit. */
  codeCheck(request: FastifyRequest): Promise<void>;
  /** Counts a request made with an API token (`key`: the token's hash); TOO_MANY_REQUESTS past the limit. */
  apiToken(request: FastifyRequest, key: string): Promise<void>;
  /** Counts a request of the public pay-by-link page (read or pay); TOO_MANY_REQUESTS past the address limit. */
  payLink(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

const KEY = Symbol('throttle key');
type Keyed = FastifyRequest & { [KEY]: string };
type Check = ReturnType<FastifyInstance['createRateLimit']>;
type Verdict = Awaited<ReturnType<Check>>;

/** In-process parallelism per sign-in key (see keyedGate.ts): one per account, a few per address. */
const ACCOUNT_LANES = 1;
const ADDRESS_LANES = 4;
/** Counters kept per rule in memory; an attacker spraying usernames must not evict a victim's. */
const MEMORY_KEYS = 100_000;

/** The answer to a throttled call: 429, `Retry-After` and `extensions.retryAfter` in seconds. */
export function tooManyRequests(seconds: number): GatewayError {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  return new GatewayError(ErrorCode.tooManyRequests, message('error.tooManyRequests', { seconds: retryAfter }), {
    retryAfter,
    http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
  });
}

/**
 * The answer when the throttle's store (Redis) cannot be reached (it was
 * INTERNAL_SERVER_ERROR with the Redis client's own text): 503, `Retry-After` and
 * `extensions.retryAfter`. Sign-in waits rather than going on unthrottled.
 */
export function signInUnavailable(seconds = SIGN_IN_RETRY_SECONDS): GatewayError {
  return new GatewayError(ErrorCode.upstreamUnavailable, message('auth.signInUnavailable', { seconds }), {
    retryAfter: seconds,
    http: { status: 503, headers: new Map([['retry-after', String(seconds)]]) },
  });
}

/** The same request object, carrying the counter's key for the limiter's keyGenerator. */
function keyed(request: FastifyRequest, key: string): Keyed {
  return Object.create(request, { [KEY]: { value: key } }) as Keyed;
}

/** Seconds until the first refusing verdict's window ends, or null when every verdict allows. */
function refusal(verdicts: Verdict[], countsThisCall: boolean): number | null {
  let wait: number | null = null;
  for (const v of verdicts) {
    if (v.isAllowed) continue;
    const full = countsThisCall ? v.isExceeded : v.remaining <= 0;
    if (full) wait = Math.max(wait ?? 0, v.ttlInSeconds);
  }
  return wait;
}

/**
 * @fastify/rate-limit's Redis store names keys after the route (`<nameSpace><method><url>-`);
 * createRateLimit has none, so every key read `marquee:throttle:undefinedundefined-…`.
 * This store keeps the namespace and the keyGenerator's `<rule>:<subject>` only:
 * `marquee:throttle:loginPerAccount:director@funzone.test`.
 */
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => object;

export const THROTTLE_NAMESPACE = 'marquee:throttle:';

function namedRedisStore(redis: Redis) {
  return class NamedRedisStore {
    readonly inner: { incr: (...a: unknown[]) => void; read: (...a: unknown[]) => void };
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      this.inner = new RedisStore(
        Boolean(params.continueExceeding),
        Boolean(params.exponentialBackoff),
        redis,
        THROTTLE_NAMESPACE,
      ) as NamedRedisStore['inner'];
    }
    incr(...args: unknown[]) {
      this.inner.incr(...args);
    }
    read(...args: unknown[]) {
      this.inner.read(...args);
    }
    /** Every rule shares the namespace; the key generator names the rule. */
    child() {
      return this;
    }
  };
}

/** Addresses each account signed in from (core/src/throttle.ts): in Redis when shared, else here. */
interface KnownAddresses {
  has(account: string, address: string): Promise<boolean>;
  add(account: string, address: string): Promise<void>;
}

const KNOWN_MS = KNOWN_ADDRESS_DAYS * 86_400_000;

function knownAddresses(redis: Redis | null): KnownAddresses {
  const keyOf = (account: string, address: string) => `knownAddress:${account}:${address}`;
  if (redis) {
    return {
      has: async (account, address) => (await redis.exists(THROTTLE_NAMESPACE + keyOf(account, address))) === 1,
      add: async (account, address) => {
        await redis.set(THROTTLE_NAMESPACE + keyOf(account, address), '1', 'PX', KNOWN_MS);
      },
    };
  }
  // Until when each is known; the oldest go first past MEMORY_KEYS (insertion order).
  const until = new Map<string, number>();
  return {
    has: async (account, address) => (until.get(keyOf(account, address)) ?? 0) > Date.now(),
    add: async (account, address) => {
      const key = keyOf(account, address);
      until.delete(key);
      until.set(key, Date.now() + KNOWN_MS);
      if (until.size > MEMORY_KEYS) until.delete(until.keys().next().value!);
    },
  };
}

export interface ThrottleOptions {
  limits: ThrottleLimits;
  /** Shared counts across replicas; null keeps them in this process. */
  redisUrl: string | null;
}

/** Registers @fastify/rate-limit (no route limits of its own) and decorates `app.throttle`. */
export async function registerThrottle(app: FastifyInstance, { limits, redisUrl }: ThrottleOptions): Promise<void> {
  const redis = redisUrl ? await connectRedis(redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: namedRedisStore(redis) } : {}),
    // A failing store refuses the attempt (an error answer) rather than lifting the throttle.
    skipOnError: false,
  });

  const check = (rule: ThrottleRuleName): Check => {
    const { max, windowSeconds } = limits[rule];
    const options: CreateRateLimitOptions & { cache: number } = {
      max,
      timeWindow: windowSeconds * 1000,
      keyGenerator: (request) => `${rule}:${(request as Keyed)[KEY]}`,
      cache: MEMORY_KEYS,
    };
    return app.createRateLimit(options);
  };
  const loginAccount = check('loginPerAccount');
  const loginAccountAddress = check('loginPerAccountAddress');
  const known = knownAddresses(redis);
  const loginAddress = check('loginPerAddress');
  const recoveryAccount = check('recoveryPerAccount');
  const recoveryAddress = check('recoveryPerAddress');
  const codeAddress = check('codeCheckPerAddress');
  const tokenRequests = check('apiTokenRequests');
  const payLinkAddress = check('payLinkPerAddress');
  const gate = createKeyedGate();
  const address = (request: FastifyRequest) => normalizeIP(request.ip);

  /**
   * Runs a step that talks to the store; a store failure (Redis down) becomes `unavailable()`
   * rather than an internal error carrying the client's text, and is logged.
   */
  const guarded = async <T>(
    step: () => Promise<T>,
    unavailable: () => GatewayError = signInUnavailable,
  ): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      if (error instanceof GatewayError) throw error;
      app.log.error({ err: error }, 'throttle store unavailable');
      throw unavailable();
    }
  };

  const throttle: Throttle = {
    login(request, username, attempt) {
      const name = throttleAccount(username);
      const ip = address(request);
      const account = keyed(request, name);
      const pair = keyed(request, `${name}|${ip}`);
      const from = keyed(request, ip);
      return gate(`account:${name}`, ACCOUNT_LANES, () =>
        gate(`address:${ip}`, ADDRESS_LANES, async () => {
          const read = { increment: false };
          const [everywhere, here, address_] = await guarded(() =>
            Promise.all([loginAccount(account, read), loginAccountAddress(pair, read), loginAddress(from, read)]),
          );
          // This address's own guesses, or its spraying: always refused.
          const wait = refusal([here, address_], false);
          if (wait !== null) throw tooManyRequests(wait);
          // Guesses from everywhere: refused unless the person signed in from here before.
          const waitEverywhere = refusal([everywhere], false);
          if (waitEverywhere !== null && !(await guarded(() => known.has(name, ip)))) {
            throw tooManyRequests(waitEverywhere);
          }
          try {
            const result = await attempt();
            await known.add(name, ip).catch((err) => app.log.warn({ err }, 'throttle: known address not kept'));
            return result;
          } catch (error) {
            if (hasCode(error, ErrorCode.unauthenticated))
              await guarded(() => Promise.all([loginAccount(account), loginAccountAddress(pair), loginAddress(from)]));
            throw error;
          }
        }),
      );
    },
    async recoveryRequest(request, email) {
      const verdicts = await guarded(() =>
        Promise.all([
          recoveryAccount(keyed(request, throttleAccount(email))),
          recoveryAddress(keyed(request, address(request))),
        ]),
      );
      const wait = refusal(verdicts, true);
      if (wait !== null) throw tooManyRequests(wait);
    },
    async codeCheck(request) {
      const wait = refusal([await guarded(() => codeAddress(keyed(request, address(request))))], true);
      if (wait !== null) throw tooManyRequests(wait);
    },
    async apiToken(request, key) {
      const wait = refusal([await guarded(() => tokenRequests(keyed(request, key)), upstreamUnavailable)], true);
      if (wait !== null) throw tooManyRequests(wait);
    },
    async payLink(request) {
      const wait = refusal(
        [await guarded(() => payLinkAddress(keyed(request, address(request))), upstreamUnavailable)],
        true,
      );
      if (wait !== null) throw tooManyRequests(wait);
    },
  };
  app.decorate('throttle', throttle);
}

/** Connects at start, so a wrong REDIS_URL stops the gateway instead of every sign-in. */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  // Without a listener ioredis prints every reconnect failure; the log keeps them instead.
  redis.on('error', (error: Error) => log.warn({ err: error }, 'throttle: Redis error'));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL ${url} is not reachable: ${(error as Error).message}`);
  }
  return redis;
}
