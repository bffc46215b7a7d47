import { useSyncExternalStore } from 'react';
import { type SessionClock, type SessionSnapshot, sessionClock } from './sessionClock.ts';

/** Seconds left in the session, or null when signed out. */
export function useSessionSeconds(clock: SessionClock = sessionClock): SessionSnapshot {
  return useSyncExternalStore(clock.subscribe, clock.getSnapshot, clock.getSnapshot);
}
