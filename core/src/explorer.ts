/**
 * Who may use the GraphQL explorer at /graphiql and introspect the schema: anyone
 * signed in during development; in production whoever holds VIEW of the API tokens module (123,
 * the explorer's menu link), by permission bits like every other screen — never a route
 * role. An API token follows the same rule through its creator: its identity is its creator's,
 * narrowed to the token's master client.
 */
import { accessIn, type Identity } from './identity.ts';
import { effectivePermissions, Flag, hasFlag } from './permissions.ts';
import { API_TOKENS_INDEX } from './settings/apiTokens.ts';

/** Path of the explorer page served by the gateway. */
export const EXPLORER_PATH = '/graphiql';

type Who = Pick<Identity, 'masterClients' | 'clientRoles'>;

function grants(identity: Who, masterClient: number | null): boolean {
  const { permissionBits, permissionChunkLength } = effectivePermissions(accessIn(identity, masterClient).roles);
  return hasFlag(permissionBits, permissionChunkLength, API_TOKENS_INDEX, Flag.view);
}

/**
 * True when `identity` may use the explorer. `masterClient`: the request's, whose roles decide;
 * undefined (the page itself, before one is picked) asks whether any of its master clients grants it.
 */
export function mayExplore(identity: Who | null, production: boolean, masterClient?: number | null): boolean {
  if (!identity) return false;
  if (!production) return true;
  if (masterClient === undefined) return identity.masterClients.some((m) => grants(identity, m.masterClientId));
  return grants(identity, masterClient);
}
