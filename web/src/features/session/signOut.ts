import type { ApolloClient } from '@apollo/client';
import { masterClientStore } from '../../app/tenancy/masterClientStore.ts';
import { LogoutDocument } from '../../generated/graphql.ts';
import { sessionClock } from './sessionClock.ts';

export interface SignOutOptions {
  /** Where to go afterwards. */
  to: string;
  /** Revoke the session on the server too (false when the server already refused it). */
  callServer: boolean;
}

/**
 * Spec/1 §4 logout: ends the session (errors ignored), stops the countdown, forgets the tenant,
 * leaves the signed-in area and wipes every cached answer.
 */
export async function signOut(
  client: ApolloClient,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  { to, callServer }: SignOutOptions,
): Promise<void> {
  sessionClock.stop();
  if (callServer) {
    await client.mutate({ mutation: LogoutDocument, context: { silent: true } }).catch(() => undefined);
  }
  masterClientStore.set(null);
  navigate(to, { replace: true });
  await client.clearStore();
}
