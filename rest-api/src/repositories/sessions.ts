/**
 * Sessions (DESIGN.md): an opaque random token goes to the client, only its sha256 is stored.
 * Expiry slides: every authenticated call moves it to now + TTL. Revoked or expired rows stay
 * for audit; they never authenticate again.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { newSessionToken, sha256Hex } from '../security/tokens.ts';

const later = (ttlSeconds: number) => new Date(Date.now() + ttlSeconds * 1000);

/** Creates a session and answers the token (shown once, never stored). */
export async function createSession(db: Executor, userId: number, ttlSeconds: number): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: sha256Hex(token), userId, expiresAt: later(ttlSeconds) });
  return token;
}

/** The user of a live session (not revoked, not expired), or null. */
export async function findLiveSession(db: Executor, tokenHash: string): Promise<{ userId: number } | null> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

/** Slides the expiry; answers false when the session died meanwhile (revoked or expired). */
export async function extendSession(db: Executor, tokenHash: string, ttlSeconds: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ expiresAt: later(ttlSeconds) })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length > 0;
}

export async function revokeSession(db: Executor, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user, except `keepTokenHash` when given (the caller's own). */
export async function revokeUserSessions(db: Executor, userId: number, keepTokenHash?: string): Promise<void> {
  const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keepTokenHash ? and(mine, ne(sessions.tokenHash, keepTokenHash)) : mine);
}
