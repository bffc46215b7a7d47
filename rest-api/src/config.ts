/** Settings of the REST API, read from the environment once at start. */
import { fileURLToPath } from 'node:url';
import { SESSION_TTL_SECONDS } from '@marquee/core/constants';

export interface RestConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, kept across restarts. */
  dataDir: string;
  /** PGlite in memory (tests): a fresh database per start. */
  memory: boolean;
  /** Seconds a session lives without a call; every authenticated call extends it. */
  sessionTtlSeconds: number;
  /** Production disables the dev routes (e.g. GET /dev/outbox). */
  production: boolean;
  /** When set, outbox messages are also delivered through this SMTP server. */
  smtpUrl?: string;
  /** Multiplies the amount of generated demo data. */
  seedScale: number;
  /** Origin of the web app, used in links sent by e-mail. */
  publicUrl: string;
  /** The clock of session expiry; tests inject a fake one instead of sleeping. */
  now: () => Date;
}

const defaultDataDir = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

function positiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

export function loadRestConfig(env: NodeJS.ProcessEnv = process.env): RestConfig {
  return {
    port: positiveNumber(env.REST_PORT, 4001, 'REST_PORT'),
    host: env.REST_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || defaultDataDir,
    memory: false,
    sessionTtlSeconds: positiveNumber(env.SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, 'SESSION_TTL_SECONDS'),
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    seedScale: positiveNumber(env.SEED_SCALE, 1, 'SEED_SCALE'),
    publicUrl: (env.PUBLIC_URL || 'http://localhost:4000').replace(/\/+$/, ''),
    now: () => new Date(),
  };
}
