/** Settings of the REST API, read from the environment once at start. */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { SESSION_TTL_SECONDS } from '@marquee/core/constants';
import { DEFAULT_SEGMENT_COUNT_REFRESH_MINUTES } from '@marquee/core/marketing/segments';

/** S3-compatible object storage of uploaded images (S3_* variables; MinIO in docker compose). */
export interface S3Config {
  bucket: string;
  region: string;
  /** e.g. http://minio:9000; AWS's own endpoint when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix of every image, e.g. 'products/'. */
  prefix: string;
}

export interface RestConfig {
  port: number;
  /** Port of the Prometheus metrics endpoint (GET /metrics on `host`); null: none (REST_METRICS_PORT). */
  metricsPort: number | null;
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
  /**
   * SEGMENT_COUNT_REFRESH_MINUTES: a stored segment count older than this is refreshed by the job
   * queue — by a sweep that runs this often, and when the list asks for it (GET …/number).
   */
  segmentCountRefreshMinutes: number;
  /** Origin of the web app, used in links sent by e-mail. */
  publicUrl: string;
  /** The clock of session expiry; tests inject a fake one instead of sleeping. */
  now: () => Date;
  /** Folder of uploaded images when no object storage is configured. */
  imageDir: string;
  /** Object storage of uploaded images; the disk folder when absent. */
  s3?: S3Config;
  /** The card provider (bookings); in-venue payments only when absent. */
  stripe?: StripeConfig;
  /**
   * Signs pay-by-link tokens (PAY_LINK_SECRET). Required in production; elsewhere a fixed
   * development secret stands in, the same in every process, so a link made by one replica opens
   * on another and survives a restart. It protects nothing.
   */
  payLinkSecret: string;
  /**
   * SEED_DEMO: fill an empty database with the demo data on start. `1` asks for it, `0` refuses
   * it; unset, only the embedded database outside production is seeded (what `npm start` does),
   * so a production PostgreSQL never gets demo users by accident.
   */
  seedDemo: boolean;
  /**
   * INTEGRATIONS_SECRET_KEY: 32 bytes as base64 or 64 hex digits, the AES-256-GCM key of stored
   * integration secrets. Required in production; elsewhere a fixed development key stands in
   * (src/security/secrets.ts), which protects nothing.
   */
  secretKey?: string;
}

/** STRIPE_SECRET_KEY turns the card provider on; STRIPE_API_HOST/PORT/PROTOCOL point it elsewhere (tests). */
export interface StripeConfig {
  secretKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function stripeConfig(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  return {
    secretKey,
    host: env.STRIPE_API_HOST || undefined,
    port: env.STRIPE_API_PORT ? positiveNumber(env.STRIPE_API_PORT, 443, 'STRIPE_API_PORT') : undefined,
    protocol: env.STRIPE_API_PROTOCOL === 'http' ? 'http' : undefined,
  };
}

const defaultDataDir = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
const defaultImageDir = fileURLToPath(new URL('../../.data/images', import.meta.url));

/** Object storage when S3_BUCKET is set. */
function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    prefix: env.S3_PREFIX ?? 'images/',
  };
}

function positiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

export function loadRestConfig(env: NodeJS.ProcessEnv = process.env): RestConfig {
  return {
    port: positiveNumber(env.REST_PORT, 4001, 'REST_PORT'),
    metricsPort: env.REST_METRICS_PORT?.trim() ? positiveNumber(env.REST_METRICS_PORT, 0, 'REST_METRICS_PORT') : null,
    host: env.REST_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || defaultDataDir,
    memory: false,
    sessionTtlSeconds: positiveNumber(env.SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, 'SESSION_TTL_SECONDS'),
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    seedScale: positiveNumber(env.SEED_SCALE, 1, 'SEED_SCALE'),
    segmentCountRefreshMinutes: positiveNumber(
      env.SEGMENT_COUNT_REFRESH_MINUTES,
      DEFAULT_SEGMENT_COUNT_REFRESH_MINUTES,
      'SEGMENT_COUNT_REFRESH_MINUTES',
    ),
    publicUrl: (env.PUBLIC_URL || 'http://localhost:4000').replace(/\/+$/, ''),
    now: () => new Date(),
    imageDir: env.IMAGE_DIR || defaultImageDir,
    s3: s3Config(env),
    stripe: stripeConfig(env),
    payLinkSecret: payLinkSecretOf(env),
    secretKey: secretKeyOf(env),
    seedDemo: seedDemoOf(env),
  };
}

/** Stands in for PAY_LINK_SECRET outside production: derived from a fixed text, so every process agrees. */
export const DEVELOPMENT_PAY_LINK_SECRET = createHash('sha256').update('marquee development pay links').digest('hex');

function payLinkSecretOf(env: NodeJS.ProcessEnv): string {
  const secret = env.PAY_LINK_SECRET?.trim();
  if (secret) return secret;
  if (env.NODE_ENV === 'production') {
    throw new Error('PAY_LINK_SECRET is required in production (the same long random text in every REST API replica)');
  }
  return DEVELOPMENT_PAY_LINK_SECRET;
}

function seedDemoOf(env: NodeJS.ProcessEnv): boolean {
  const raw = env.SEED_DEMO?.trim();
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  if (raw) throw new Error(`SEED_DEMO must be 1 or 0, got "${raw}"`);
  return !env.DATABASE_URL && env.NODE_ENV !== 'production';
}

function secretKeyOf(env: NodeJS.ProcessEnv): string | undefined {
  const key = env.INTEGRATIONS_SECRET_KEY || undefined;
  if (!key && env.NODE_ENV === 'production') {
    throw new Error('INTEGRATIONS_SECRET_KEY is required in production (32 bytes, base64 or hex)');
  }
  return key;
}
