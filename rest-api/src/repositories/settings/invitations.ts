/**
 * Invitations (spec/3 §7 POST /settings/user-invite): a one-time link to set a password, written
 * to the outbox and queued for delivery in the caller's transaction, and a record of who invited whom.
 */
import type { Executor } from '../../db/client.ts';
import { invitations } from '../../db/schema-settings.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/queueMail.ts';
import { createRecoveryCode } from '../recovery.ts';

export const INVITATION_SUBJECT = 'Your invitation to Club Director';

export async function writeInvitation(
  db: Executor,
  jobs: JobQueue,
  publicUrl: string,
  invite: { userId: number; email: string; firstName: string; masterClientId: number; invitedBy: number },
): Promise<number> {
  const code = await createRecoveryCode(db, invite.userId);
  const link = `${publicUrl}/auth/acrback?code=${encodeURIComponent(code)}`;
  await db.insert(invitations).values({
    userId: invite.userId,
    masterClientId: invite.masterClientId,
    invitedBy: invite.invitedBy,
  });
  return queueMail(db, jobs, {
    to: invite.email,
    subject: INVITATION_SUBJECT,
    body: [
      `Hello ${invite.firstName},`,
      '',
      'You have been invited to Club Director. Set your password with this link to sign in:',
      '',
      link,
      '',
      'If the link has expired, ask for the invitation to be sent again.',
    ].join('\n'),
  });
}
