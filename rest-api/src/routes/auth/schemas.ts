/** Response schemas of the sign-in routes, mirroring core/src/identity.ts. */
import { arrayOf, bool, int, nullableStr, obj, str } from '../../http/schemas.ts';

export const roleSchema = obj({ id: int(), name: str(), permissionBits: str(), permissionChunkLength: int() });
export const dnsSchema = obj({ name: str(), code: str(), host: str() });
export const clientRoleSchema = obj({ masterClientId: int(), role: roleSchema, routeRole: str() });
export const masterClientSchema = obj({ masterClientId: int(), masterClientName: str(), isDefault: bool() });

export const identitySchema = obj({
  userId: int(),
  email: str(),
  firstName: str(),
  lastName: str(),
  displayName: str(),
  title: arrayOf(str()),
  image: nullableStr(),
  isProfileCompleted: bool(),
  isProviderStaff: bool(),
  routeRoles: arrayOf(str()),
  roles: arrayOf(roleSchema),
  clientRoles: arrayOf(clientRoleSchema),
  dns: arrayOf(dnsSchema),
  masterClients: arrayOf(masterClientSchema),
});
