import { fileURLToPath } from 'node:url';
import { REQUEST_TIMEOUT_MS, SESSION_TTL_SECONDS } from '@marquee/core/constants';
import { DEFAULT_UPSTREAM_CONNECTIONS } from './upstream/client.ts';
import { THROTTLE_RULES, type ThrottleLimits, type ThrottleRule } from '@marquee/core/throttle';

/** Everything the gateway reads from its environment, resolved once at start. */
export interface GatewayConfig {
  /** Clock in ms for the identity cache (context.ts); tests move a stopped one. Not from the environment. */
  now?: () => number;
  port: number;
  host: string;
  /**
   * Base URL of the REST API; the gateway is a pure client of it (DESIGN.md, The shape). Several
   * replicas: their URLs separated by commas (REST_API_URL), balanced by the upstream client.
   */
  restApiUrl: string;
  /** Per upstream call (spec/1 §7: 70 000 ms). */
  upstreamTimeoutMs: number;
  /** Keep-alive connections to the REST API at most; further calls queue (upstream/client.ts). */
  upstreamConnections: number;
  /** The sliding session lifetime the REST API applies (the same SESSION_TTL_SECONDS), told to the web in `me`. */
  sessionTtlSeconds: number;
  nodeEnv: string;
  /** NODE_ENV === 'production': hides error internals, turns introspection off by default. */
  production: boolean;
  introspection: boolean;
  /** Built web app served on the same origin when the folder exists. */
  webDist: string;
  cookieSecure: boolean;
  /** pino level; 'silent' in tests. */
  logLevel: string;
  /** Sign-in throttling (core/src/throttle.ts); `RATE_LIMIT_<RULE>=max/seconds` overrides one. */
  throttle: ThrottleLimits;
  /** Shared throttle counts for several replicas; null keeps them in this process's memory. */
  redisUrl: string | null;
  /**
   * Off by default: the client address is the socket's. Turn on only behind a proxy that sets
   * X-Forwarded-For, or every client could pick its own address and dodge the throttle.
   */
  /** Port of the Prometheus metrics endpoint (GET /metrics on `host`); null: none (METRICS_PORT). */
  metricsPort: number | null;
  trustProxy: boolean;
}

type Env = Record<string, string | undefined>;

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got '${raw}'`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got '${env[name]}'`);
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  const parsed = new URL(raw);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return raw.replace(/\/+$/, '');
}

/** One URL, or several separated by commas (replicas of one service), each checked like url(). */
function urls(env: Env, name: string, fallback: string): string {
  const list = (env[name]?.trim() || fallback).split(',').map((raw) => raw.trim());
  return list.map((raw) => url({ [name]: raw }, name, fallback)).join(',');
}

/** `RATE_LIMIT_LOGIN_PER_ACCOUNT` for loginPerAccount. */
function throttleEnvName(rule: string): string {
  return `RATE_LIMIT_${rule.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

function throttleRule(env: Env, name: string, fallback: ThrottleRule): ThrottleRule {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const match = raw.match(/^(\d{1,9})\/(\d{1,9})$/);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${name} must be <max attempts>/<window seconds>, e.g. 10/900, got '${raw}'`);
  }
  return { max: Number(match[1]), windowSeconds: Number(match[2]) };
}

function throttleLimits(env: Env): ThrottleLimits {
  const entries = Object.entries(THROTTLE_RULES).map(([rule, fallback]) => [
    rule,
    throttleRule(env, throttleEnvName(rule), fallback),
  ]);
  return Object.fromEntries(entries) as ThrottleLimits;
}

function redisUrl(env: Env): string | null {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return null;
  const parsed = new URL(raw);
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new Error('REDIS_URL must be a redis(s) URL');
  return raw;
}

/** Reads the configuration; throws on malformed values so a bad deployment fails at start. */
export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const production = nodeEnv === 'production';
  return {
    port: integer(env, 'PORT', 4000, 0, 65_535),
    metricsPort: env.METRICS_PORT?.trim() ? integer(env, 'METRICS_PORT', 0, 0, 65_535) : null,
    host: env.HOST?.trim() || '0.0.0.0',
    restApiUrl: urls(env, 'REST_API_URL', 'http://127.0.0.1:4001'),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', REQUEST_TIMEOUT_MS, 1, 3_600_000),
    sessionTtlSeconds: integer(env, 'SESSION_TTL_SECONDS', SESSION_TTL_SECONDS, 1, 31_536_000),
    upstreamConnections: integer(env, 'UPSTREAM_CONNECTIONS', DEFAULT_UPSTREAM_CONNECTIONS, 1, 1024),
    nodeEnv,
    production,
    introspection: flag(env, 'GRAPHQL_INTROSPECTION', !production),
    webDist: env.WEB_DIST?.trim() || `${REPO_ROOT}web/dist`,
    cookieSecure: flag(env, 'COOKIE_SECURE', production),
    logLevel: env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info'),
    throttle: throttleLimits(env),
    redisUrl: redisUrl(env),
    trustProxy: flag(env, 'TRUST_PROXY', false),
  };
}
