/** Opaque secrets (session tokens, recovery codes): random, URL-safe, stored only as sha256. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 24 random bytes, base64url: 32 URL-safe characters, e-mailed in the recovery link. */
export function newRecoveryCode(): string {
  return randomBytes(24).toString('base64url');
}

export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
