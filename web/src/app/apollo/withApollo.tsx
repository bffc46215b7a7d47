import type { ComponentType } from 'react';
import { catalogueStore } from '../../i18n/catalogueStore.ts';

/**
 * A lazily loaded page that needs Apollo Client, outside the signed-in app (recovery, invitation,
 * pay by link): its code, the client's and every message area are fetched in parallel.
 */
export function withApollo<P extends object>(load: () => Promise<ComponentType<P>>) {
  return () =>
    Promise.all([import('./ApolloRoot.tsx'), load(), catalogueStore.needAll()]).then(([{ ApolloRoot }, Page]) => ({
      default: (props: P) => (
        <ApolloRoot>
          <Page {...props} />
        </ApolloRoot>
      ),
    }));
}
