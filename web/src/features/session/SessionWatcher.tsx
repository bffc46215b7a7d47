import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useMe } from '../../app/viewer/useMe.ts';
import { usePingMutation } from '../../generated/graphql.ts';
import { SessionCountdown } from './SessionCountdown.tsx';
import { sessionClock } from './sessionClock.ts';
import { SESSION_EXPIRED_PATH, signOut } from './signOut.ts';
import { useSignOut } from './useSignOut.ts';

/**
 * The session countdown of the signed-in area: it starts from the server's lifetime (`me`),
 * 'Return' pings, 0 signs out to /session-expired; when another tab signs out or expires, this
 * one follows without calling the server again.
 */
export function SessionWatcher() {
  const [ping, { loading }] = usePingMutation();
  const signOutHere = useSignOut();
  const client = useApolloClient();
  const [, navigate] = useLocation();
  const lifetime = useMe()?.sessionTtlSeconds;
  useEffect(() => {
    if (lifetime) sessionClock.setLifetime(lifetime);
  }, [lifetime]);
  useEffect(
    () =>
      sessionClock.onRemoteEnd((how) => {
        const to = how === 'expired' ? SESSION_EXPIRED_PATH : '/auth/login';
        void signOut(client, navigate, { to, callServer: false });
      }),
    [client, navigate],
  );
  const expire = useCallback(() => void signOutHere({ to: SESSION_EXPIRED_PATH }), [signOutHere]);
  // A successful ping resets the clock through the Apollo success link.
  const ret = useCallback(() => void ping().catch(() => undefined), [ping]);
  return <SessionCountdown clock={sessionClock} onReturn={ret} returning={loading} onExpire={expire} />;
}
