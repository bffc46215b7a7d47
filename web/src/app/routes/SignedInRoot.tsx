import { ApolloRoot } from '../apollo/ApolloRoot.tsx';
import { TenancyProvider } from '../tenancy/TenancyProvider.tsx';
import { SignedInArea } from './SignedInArea.tsx';

/**
 * The signed-in app with its Apollo Client and tenancy: a chunk of its own, so the sign-in page
 * loads none of it.
 */
export function SignedInRoot() {
  return (
    <ApolloRoot>
      <TenancyProvider>
        <SignedInArea />
      </TenancyProvider>
    </ApolloRoot>
  );
}
