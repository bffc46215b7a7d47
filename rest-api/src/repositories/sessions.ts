/**
 * Sessions (DESIGN.md): an opaque random token goes to the client, only its sha256 is stored.
 * Expiry slides: every authenticated call moves it to now + TTL (within a few seconds of slack). Revoked or expired rows stay
 * for audit; they never authenticate again.
 */
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { sessions } from '../db/schema.ts';
import { newSessionToken, sha256Hex } from '../security/tokens.ts';

// Every function takes `now` from the app's clock (RestConfig.now), so tests can move time.
const later = (now: Date, ttlSeconds: number) => new Date(now.getTime() + ttlSeconds * 1000);

/** Creates a session and answers the token (shown once, never stored). */
export async function createSession(db: Executor, userId: number, ttlSeconds: number, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: sha256Hex(token), userId, expiresAt: later(now, ttlSeconds) });
  return token;
}

/**
 * The user of a live session, sliding its expiry to now + TTL in the same statement; null when
 * the session is revoked, expired or unknown. The write is skipped when the expiry already lies
 * within `slackSeconds` of the new one: a dashboard fires a burst of concurrent calls, and one
 * row update per call would queue them all on the same row lock for a few seconds of expiry.
 */
export async function slideLiveSession(
  db: Executor,
  tokenHash: string,
  ttlSeconds: number,
  slackSeconds: number,
  now: Date,
): Promise<{ userId: number } | null> {
  const next = later(now, ttlSeconds);
  const skipAfter = new Date(next.getTime() - slackSeconds * 1000);
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`with live as (
          select user_id, expires_at from sessions
          where token_hash = ${tokenHash} and revoked_at is null and expires_at > ${now.toISOString()}::timestamptz
        ), slid as (
          -- A data-modifying CTE runs whether or not the outer query reads it.
          update sessions set expires_at = ${next.toISOString()}::timestamptz
          where token_hash = ${tokenHash} and revoked_at is null and expires_at > ${now.toISOString()}::timestamptz
            and expires_at < ${skipAfter.toISOString()}::timestamptz
          returning user_id
        )
        select user_id from live`,
  );
  return rows[0] ? { userId: Number(rows[0].user_id) } : null;
}

/**
 * When a call should move the expiry of a session last known to end at `expiresAt`: only once it
 * lags more than `slackSeconds` behind now + TTL (see slideLiveSession for why).
 */
export function needsSlide(expiresAt: Date, ttlSeconds: number, slackSeconds: number, now: Date): boolean {
  return expiresAt.getTime() < later(now, ttlSeconds).getTime() - slackSeconds * 1000;
}

/**
 * Moves the expiry of several live sessions to now + TTL in one statement (the auth hook's
 * batched slides); revoked or expired ones stay as they are. At most 1,000 tokens a statement.
 */
export async function extendSessions(
  db: Executor,
  tokenHashes: readonly string[],
  ttlSeconds: number,
  now: Date,
): Promise<void> {
  for (let i = 0; i < tokenHashes.length; i += 1000) {
    await db
      .update(sessions)
      .set({ expiresAt: later(now, ttlSeconds) })
      .where(
        and(
          inArray(sessions.tokenHash, tokenHashes.slice(i, i + 1000)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      );
  }
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
