/**
 * Who may give which role (DESIGN.md, Permissions): nobody grants more than they hold in that
 * master client, nobody changes their own role, provider roles are given by provider staff only,
 * and the holder of role 1 keeps it. The REST API enforces these on every save; the role choice
 * of the users forms lists only what `mayGrant` allows.
 */
import type { MessageKey } from '../messages/en.ts';
import { grantsWithin, type PermissionSource } from '../permissions.ts';
import { LOCKED_ROLE_ID } from './validation.ts';

/** A role as the grant rules see it. */
export interface GrantableRole extends PermissionSource {
  id: number;
  /** Roles of the provider's own staff (e.g. 'Provider support'). */
  isProvider: boolean;
}

/** The person giving the role, in the request's master client. */
export interface Granter {
  userId: number;
  permissions: PermissionSource;
  isProviderStaff: boolean;
}

/** Whether `granter` may give `role` to someone (not themselves). */
export function mayGrant(granter: Granter, role: GrantableRole): boolean {
  if (role.isProvider && !granter.isProviderStaff) return false;
  return grantsWithin(role, granter.permissions);
}

/**
 * Why moving `targetUserId` from `currentRoleId` to `role` is refused, or null when allowed.
 * Keeping the current role is always allowed, even one above the granter's own.
 */
export function roleChangeProblem(
  granter: Granter,
  targetUserId: number | null,
  currentRoleId: number | null,
  role: GrantableRole,
): MessageKey | null {
  if (currentRoleId === role.id) return null;
  if (currentRoleId === LOCKED_ROLE_ID) return 'settings.users.roleLocked';
  if (targetUserId === granter.userId) return 'settings.users.ownRole';
  if (role.isProvider && !granter.isProviderStaff) return 'settings.users.providerRole';
  if (!grantsWithin(role, granter.permissions)) return 'settings.users.roleAboveYours';
  return null;
}
