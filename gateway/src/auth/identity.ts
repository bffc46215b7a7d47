import type { Identity } from '@marquee/core/identity';
import { effectivePermissions, hasBlockedDefaultAccess } from '@marquee/core/permissions';
import type { Me } from '../generated/graphql.ts';

/** The identity as the schema's `Me`, with the effective bits computed once, in core. */
export function toMe(identity: Identity): Me {
  const { permissionBits, permissionChunkLength } = effectivePermissions(identity.roles);
  return {
    userId: identity.userId,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    displayName: identity.displayName,
    title: identity.title,
    image: identity.image,
    isProfileCompleted: identity.isProfileCompleted,
    isProviderStaff: identity.isProviderStaff,
    routeRoles: identity.routeRoles,
    roles: identity.roles,
    dns: identity.dns,
    masterClients: identity.masterClients,
    permissionBits,
    permissionChunkLength,
    hasBlockedDefaultAccess: hasBlockedDefaultAccess(permissionBits, permissionChunkLength),
  };
}
