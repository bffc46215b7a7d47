/** The invitation e-mail of the users screens, written in the caller's transaction. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { currentUser, requireMasterClient } from '../../plugins/auth.ts';
import { writeInvitation } from '../../repositories/settings/invitations.ts';
import { userToInvite } from '../../repositories/settings/users.ts';

/**
 * Writes the invitation of `userId` (a user of the request's master client, else 404) to the
 * outbox and queues its delivery in the same transaction: the mail leaves iff the save commits.
 */
export async function invite(
  app: FastifyInstance,
  tx: Executor,
  request: FastifyRequest,
  userId: number,
): Promise<number> {
  const masterClientId = requireMasterClient(request);
  const user = await userToInvite(tx, masterClientId, userId);
  await writeInvitation(tx, app.jobs, app.config.publicUrl, {
    userId,
    email: user.email,
    firstName: user.firstName,
    masterClientId,
    invitedBy: currentUser(request).id,
  });
  return userId;
}
