import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { type SignOutOptions, signOut } from './signOut.ts';

/** Logout as a hook: `signOut()` goes to the login page. */
export function useSignOut(): (options?: Partial<SignOutOptions>) => Promise<void> {
  const client = useApolloClient();
  const [, navigate] = useLocation();
  return useCallback(
    (options) => signOut(client, navigate, { to: '/auth/login', callServer: true, ...options }),
    [client, navigate],
  );
}
