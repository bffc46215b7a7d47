/**
 * Secrets at rest (integration keys): AES-256-GCM with a random 12-byte IV per value, stored as
 * 'v1.<iv>.<tag>.<ciphertext>' in base64url. The key comes from INTEGRATIONS_SECRET_KEY (config);
 * outside production, without one, a fixed development key is used: it keeps demo data working
 * and protects nothing. Production refuses to start without a key (config.ts).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const DEV_KEY = createHash('sha256').update('marquee-development-only-integration-key').digest();

/** The 32-byte key of `configured` (base64 or hex), else the development key. */
export function secretKeyFrom(configured: string | undefined): Buffer {
  if (!configured) return DEV_KEY;
  const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
  if (key.length !== 32) throw new Error('INTEGRATIONS_SECRET_KEY must be 32 bytes (base64 or 64 hex digits)');
  return key;
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text of a stored secret; throws when it was not made with this key or was altered. */
export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
