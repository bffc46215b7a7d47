/**
 * Password-recovery codes: single use, expiring after RECOVERY_CODE_TTL_MINUTES, stored only as
 * sha256 like session tokens.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_TTL_MINUTES } from '@marquee/core/constants';
import type { Executor } from '../db/client.ts';
import { recoveryCodes } from '../db/schema.ts';
import { newRecoveryCode, sha256Hex } from '../security/tokens.ts';

/**
 * Revokes every unused code of the user (marks it used): a newer code, a changed password or a
 * completed reset leaves only what was issued after it valid.
 */
export async function revokeRecoveryCodes(db: Executor, userId: number): Promise<void> {
  await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** A new code for the user; their older codes stop working. */
export async function createRecoveryCode(db: Executor, userId: number): Promise<string> {
  await revokeRecoveryCodes(db, userId);
  const code = newRecoveryCode();
  const expiresAt = new Date(Date.now() + RECOVERY_CODE_TTL_MINUTES * 60_000);
  await db.insert(recoveryCodes).values({ codeHash: sha256Hex(code), userId, expiresAt });
  return code;
}

const usable = (code: string) =>
  and(
    eq(recoveryCodes.codeHash, sha256Hex(code)),
    isNull(recoveryCodes.usedAt),
    gt(recoveryCodes.expiresAt, new Date()),
  );

export async function isRecoveryCodeUsable(db: Executor, code: string): Promise<boolean> {
  return (await db.select({ userId: recoveryCodes.userId }).from(recoveryCodes).where(usable(code))).length > 0;
}

/**
 * Uses the code up and answers its user, or null when it is unknown, used or expired. One
 * UPDATE tests and marks it, so a code cannot be used twice even by concurrent requests.
 */
export async function consumeRecoveryCode(db: Executor, code: string): Promise<number | null> {
  const [row] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(usable(code))
    .returning({ userId: recoveryCodes.userId });
  return row?.userId ?? null;
}
