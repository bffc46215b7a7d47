/** The caller as the users screens judge them (the permission guards are the wing's: resources/guards.ts). */
import { administersUsers } from '@marquee/core/settings/sharedIdentity';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import type { Actor } from '../../repositories/settings/users.ts';

/** The caller as the users saves judge them: bits in the request's master client, and where they administer. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return {
    userId: user.id,
    permissions: user.permissions,
    isProviderStaff: user.isProviderStaff,
    administeredClientIds: user.clientRoles.filter((c) => administersUsers(c.role)).map((c) => c.masterClientId),
  };
}
