/**
 * Introspection follows the explorer's rule (core mayExplore): in production only
 * administrators may read the schema, and an API token only when its creator is one in the
 * token's master client. Where GRAPHQL_INTROSPECTION is on (development by default) people may
 * introspect as before, and API tokens need only be valid.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { mayExplore } from '@marquee/core/explorer';
import { Kind, type SelectionSetNode } from 'graphql/index.js';
import type { GatewayContext } from '../context.ts';
import { forbidden, unauthenticated } from '../errors.ts';

/** True when the operation reads `__schema` or `__type` at its root (fragments included). */
function introspects(set: SelectionSetNode, fragments: Record<string, SelectionSetNode>): boolean {
  return set.selections.some((s) => {
    if (s.kind === Kind.FIELD) return s.name.value === '__schema' || s.name.value === '__type';
    if (s.kind === Kind.INLINE_FRAGMENT) return introspects(s.selectionSet, fragments);
    const named = fragments[s.name.value];
    return named ? introspects(named, fragments) : false;
  });
}

export function introspectionGuard(open: boolean): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (open && !contextValue.apiToken) return;
          const fragments: Record<string, SelectionSetNode> = {};
          for (const d of document.definitions) {
            if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d.selectionSet;
          }
          if (!operation || !introspects(operation.selectionSet, fragments)) return;
          const identity = await contextValue.session();
          if (!identity) throw unauthenticated();
          if (!mayExplore(identity, contextValue.production, contextValue.masterClient)) throw forbidden();
        },
      };
    },
  };
}
