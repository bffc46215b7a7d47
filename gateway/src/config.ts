import { fileURLToPath } from 'node:url';
import { REQUEST_TIMEOUT_MS } from '@marquee/core/constants';

/** Everything the gateway reads from its environment, resolved once at start. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL of the REST API; the gateway is a pure client of it (DESIGN.md, The shape). */
  restApiUrl: string;
  /** Per upstream call (spec/1 §7: 70 000 ms). */
  upstreamTimeoutMs: number;
  nodeEnv: string;
  /** NODE_ENV === 'production': hides error internals, turns introspection off by default. */
  production: boolean;
  introspection: boolean;
  /** Built web app served on the same origin when the folder exists. */
  webDist: string;
  cookieSecure: boolean;
  /** pino level; 'silent' in tests. */
  logLevel: string;
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

/** Reads the configuration; throws on malformed values so a bad deployment fails at start. */
export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const production = nodeEnv === 'production';
  return {
    port: integer(env, 'PORT', 4000, 0, 65_535),
    host: env.HOST?.trim() || '0.0.0.0',
    restApiUrl: url(env, 'REST_API_URL', 'http://127.0.0.1:4001'),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', REQUEST_TIMEOUT_MS, 1, 3_600_000),
    nodeEnv,
    production,
    introspection: flag(env, 'GRAPHQL_INTROSPECTION', !production),
    webDist: env.WEB_DIST?.trim() || `${REPO_ROOT}web/dist`,
    cookieSecure: flag(env, 'COOKIE_SECURE', production),
    logLevel: env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
