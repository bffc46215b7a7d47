/**
 * The first director's invitation link: what it says about itself before use, and
 * using it. Only sha256(token) is looked up; a link is single use (one UPDATE … WHERE used_at IS
 * NULL decides between two simultaneous uses) and expires.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { InvitationProblem } from '@marquee/core/tenants';
import type { Executor } from '../../db/client.ts';
import { masterClients, users } from '../../db/schema.ts';
import { tenantInvitations } from '../../db/schema-tenants.ts';
import { sha256Hex } from '../../security/tokens.ts';

export interface InvitationView {
  problem: InvitationProblem | null;
  firstName: string;
  customer: string;
}

const NONE: InvitationView = { problem: 'unknown', firstName: '', customer: '' };

export async function viewInvitation(db: Executor, token: string, now: Date): Promise<InvitationView> {
  if (!token) return NONE;
  const [row] = await db
    .select({ inv: tenantInvitations, firstName: users.firstName, customer: masterClients.name })
    .from(tenantInvitations)
    .innerJoin(users, eq(users.id, tenantInvitations.userId))
    .innerJoin(masterClients, eq(masterClients.id, tenantInvitations.masterClientId))
    .where(eq(tenantInvitations.tokenHash, sha256Hex(token)));
  if (!row) return NONE;
  const problem: InvitationProblem | null = row.inv.usedAt
    ? 'used'
    : row.inv.revokedAt || row.inv.expiresAt.getTime() <= now.getTime()
      ? 'expired'
      : null;
  // Names are shown only to the holder of a live link.
  return problem
    ? { problem, firstName: '', customer: '' }
    : { problem, firstName: row.firstName, customer: row.customer };
}

/** Uses the link up: its user and master client, or null when it is unknown, used, revoked or expired. */
export async function consumeInvitation(
  db: Executor,
  token: string,
  now: Date,
): Promise<{ userId: number; masterClientId: number } | null> {
  const [row] = await db
    .update(tenantInvitations)
    .set({ usedAt: now })
    .where(
      and(
        eq(tenantInvitations.tokenHash, sha256Hex(token)),
        isNull(tenantInvitations.usedAt),
        isNull(tenantInvitations.revokedAt),
        gt(tenantInvitations.expiresAt, now),
      ),
    )
    .returning({ userId: tenantInvitations.userId, masterClientId: tenantInvitations.masterClientId });
  return row ?? null;
}
