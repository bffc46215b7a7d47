/**
 * Who may use the GraphQL explorer at /graphiql and introspect the schema (issue 16): anyone
 * signed in during development, administrators (the admin route role) in production. An API
 * token follows the same rule through its creator: its identity is its creator's, narrowed to the
 * token's master client.
 */
import { accessIn, type Identity } from './identity.ts';

/** Path of the explorer page served by the gateway. */
export const EXPLORER_PATH = '/graphiql';

/**
 * True when `identity` may use the explorer. `masterClient`: the request's, whose role decides;
 * undefined (the page itself, before one is picked) asks whether any master client's role is admin.
 */
export function mayExplore(
  identity: Pick<Identity, 'masterClients' | 'clientRoles'> | null,
  production: boolean,
  masterClient?: number | null,
): boolean {
  if (!identity) return false;
  if (!production) return true;
  if (masterClient === undefined) return identity.clientRoles.some((c) => c.routeRole === 'admin');
  return accessIn(identity, masterClient).routeRoles.includes('admin');
}
