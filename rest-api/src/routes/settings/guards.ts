/** Permission guards of the settings routes, from core's screen table (core/src/settings/screens.ts). */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Flag } from '@marquee/core/permissions';
import { type ScreenOperation, type SettingsScreen, screenPermission } from '@marquee/core/settings/screens';
import { administersUsers } from '@marquee/core/settings/sharedIdentity';
import { currentUser, requireModule } from '../../plugins/auth.ts';
import type { Actor } from '../../repositories/settings/users.ts';

export function can(screen: SettingsScreen, operation: ScreenOperation): preHandlerAsyncHookHandler {
  const [index, flag] = screenPermission(screen, operation);
  return requireModule(index, Flag[flag]);
}

/** `ids=1,2,3` → [1, 2, 3] (the schema has checked the pattern). */
export function idsOf(request: FastifyRequest): number[] {
  return [...new Set((request.query as { ids: string }).ids.split(',').map(Number))];
}

/** Removing one row needs REMOVE; removing several at once also needs REMOVE_MULTIPLE. */
export function canRemove(screen: SettingsScreen): preHandlerAsyncHookHandler {
  const one = can(screen, 'remove');
  const many = can(screen, 'removeMultiple');
  return async function guard(this: unknown, request, reply) {
    await one.call(this as never, request, reply);
    if (idsOf(request).length > 1) await many.call(this as never, request, reply);
  };
}

export const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

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
