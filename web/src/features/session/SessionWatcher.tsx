import { useCallback } from 'react';
import { usePingMutation } from '../../generated/graphql.ts';
import { SessionCountdown } from './SessionCountdown.tsx';
import { sessionClock } from './sessionClock.ts';
import { useSignOut } from './useSignOut.ts';

/** The session countdown of the signed-in area: 'Return' pings, 0 signs out to /session-expired. */
export function SessionWatcher() {
  const [ping, { loading }] = usePingMutation();
  const signOut = useSignOut();
  const expire = useCallback(() => void signOut({ to: '/session-expired' }), [signOut]);
  // A successful ping resets the clock through the Apollo success link.
  const ret = useCallback(() => void ping().catch(() => undefined), [ping]);
  return <SessionCountdown clock={sessionClock} onReturn={ret} returning={loading} onExpire={expire} />;
}
