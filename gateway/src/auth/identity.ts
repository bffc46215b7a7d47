import { accessIn, type Identity } from '@marquee/core/identity';
import { effectivePermissions, hasBlockedDefaultAccess } from '@marquee/core/permissions';
import type { Me } from '../generated/graphql.ts';

/**
 * The identity as the schema's `Me` within the request's master client (else the default one, as
 * the web selects it): roles are per master client, so `permissionBits`, `roles` and `routeRoles`
 * are those of that master client, computed in core.
 */
export function toMe(identity: Identity, masterClient: number | null, sessionTtlSeconds: number): Me {
  const { roles, routeRoles } = accessIn(identity, masterClient);
  const { permissionBits, permissionChunkLength } = effectivePermissions(roles);
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
    routeRoles,
    roles,
    dns: identity.dns,
    masterClients: identity.masterClients,
    permissionBits,
    permissionChunkLength,
    hasBlockedDefaultAccess: hasBlockedDefaultAccess(permissionBits, permissionChunkLength),
    sessionTtlSeconds,
  };
}
