import type { ApolloClient } from '@apollo/client';
import { masterClientStore } from '../../app/tenancy/masterClientStore.ts';
import { LogoutDocument } from '../../generated/graphql.ts';
import { notificationStore } from '../notifications/notificationStore.ts';
import { sessionClock } from './sessionClock.ts';

/** Where an expired session lands (spec/1 §4). */
export const SESSION_EXPIRED_PATH = '/session-expired';

export interface SignOutOptions {
  /** Where to go afterwards. */
  to: string;
  /** Revoke the session on the server too (false when the server, or another tab, already did). */
  callServer: boolean;
}

/**
 * Spec/1 §4 logout: ends the session (errors ignored), stops the countdown here and in the other
 * tabs, and resets the entire client state — the tenant, the notifications list and its toolbar
 * count, every cached answer — so the next person on this tab sees nothing of the last one.
 */
export async function signOut(
  client: ApolloClient,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  { to, callServer }: SignOutOptions,
): Promise<void> {
  sessionClock.end(to === SESSION_EXPIRED_PATH ? 'expired' : 'out');
  if (callServer) {
    await client.mutate({ mutation: LogoutDocument, context: { silent: true } }).catch(() => undefined);
  }
  masterClientStore.set(null);
  notificationStore.dismissAll();
  navigate(to, { replace: true });
  await client.clearStore();
}
