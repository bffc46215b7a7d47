/**
 * Sign-in abuse throttle (issue 8): wrong passwords, recovery e-mails and recovery-code guesses,
 * counted per account and per client address with @fastify/rate-limit. Counts live in memory, or
 * in Redis when REDIS_URL is set so every gateway replica sees the same ones.
 */
import fastifyRateLimit, { type CreateRateLimitOptions, normalizeIP } from '@fastify/rate-limit';
import { ErrorCode } from '@marquee/core/errors';
import { message } from '@marquee/core/messages/en';
import { type ThrottleLimits, type ThrottleRuleName, throttleAccount } from '@marquee/core/throttle';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { GatewayError, hasCode } from '../errors.ts';
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
    ...(redis ? { redis, nameSpace: 'marquee:throttle:' } : {}),
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
  const loginAddress = check('loginPerAddress');
  const recoveryAccount = check('recoveryPerAccount');
  const recoveryAddress = check('recoveryPerAddress');
  const codeAddress = check('codeCheckPerAddress');
  const tokenRequests = check('apiTokenRequests');
  const payLinkAddress = check('payLinkPerAddress');
  const gate = createKeyedGate();
  const address = (request: FastifyRequest) => normalizeIP(request.ip);

  const throttle: Throttle = {
    login(request, username, attempt) {
      const account = keyed(request, throttleAccount(username));
      const from = keyed(request, address(request));
      return gate(`account:${account[KEY]}`, ACCOUNT_LANES, () =>
        gate(`address:${from[KEY]}`, ADDRESS_LANES, async () => {
          const read = { increment: false };
          const wait = refusal(await Promise.all([loginAccount(account, read), loginAddress(from, read)]), false);
          if (wait !== null) throw tooManyRequests(wait);
          try {
            return await attempt();
          } catch (error) {
            if (hasCode(error, ErrorCode.unauthenticated))
              await Promise.all([loginAccount(account), loginAddress(from)]);
            throw error;
          }
        }),
      );
    },
    async recoveryRequest(request, email) {
      const verdicts = await Promise.all([
        recoveryAccount(keyed(request, throttleAccount(email))),
        recoveryAddress(keyed(request, address(request))),
      ]);
      const wait = refusal(verdicts, true);
      if (wait !== null) throw tooManyRequests(wait);
    },
    async codeCheck(request) {
      const wait = refusal([await codeAddress(keyed(request, address(request)))], true);
      if (wait !== null) throw tooManyRequests(wait);
    },
    async apiToken(request, key) {
      const wait = refusal([await tokenRequests(keyed(request, key))], true);
      if (wait !== null) throw tooManyRequests(wait);
    },
    async payLink(request) {
      const wait = refusal([await payLinkAddress(keyed(request, address(request)))], true);
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
