import { SESSION_WARNING_SECONDS } from '@marquee/core/constants';
import { useEffect } from 'react';
import type { SessionClock } from './sessionClock.ts';
import { SessionWarningDialog } from './SessionWarningDialog.tsx';
import { useSessionSeconds } from './useSessionSeconds.ts';

export interface SessionCountdownProps {
  clock: SessionClock;
  onReturn: () => void;
  returning: boolean;
  /** The countdown reached 0. */
  onExpire: () => void;
}

/** Counts the signed-in session down: starts on mount, warns under 60 s, expires at 0. */
export function SessionCountdown({ clock, onReturn, returning, onExpire }: SessionCountdownProps) {
  const seconds = useSessionSeconds(clock);
  useEffect(() => {
    clock.start();
    return () => clock.stop();
  }, [clock]);
  useEffect(() => {
    if (seconds === 0) onExpire();
  }, [seconds, onExpire]);
  const warning = seconds !== null && seconds > 0 && seconds < SESSION_WARNING_SECONDS;
  return <SessionWarningDialog open={warning} secondsLeft={seconds ?? 0} onReturn={onReturn} returning={returning} />;
}
