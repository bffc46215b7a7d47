import { useEffect, useRef } from 'react';

/** What counts as a person at work in a form: typing, clicking, tapping. */
const ACTIVITY = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Keeps the session alive while a long form is open and in use: every `periodMs` it calls `ping`
 * if the person typed or clicked since the last one, and never once unmounted. Edits in a form make
 * no server calls, so without this a long edit outlives the session and its save is refused;
 * an idle open form still lets the session run out, as an idle screen does.
 */
export function useActivityKeepAlive(ping: () => Promise<unknown>, periodMs: number): void {
  const latest = useRef(ping);
  latest.current = ping;
  useEffect(() => {
    let active = false;
    const mark = () => {
      active = true;
    };
    for (const event of ACTIVITY) document.addEventListener(event, mark, true);
    const timer = setInterval(() => {
      if (!active) return;
      active = false;
      // A failed ping is the session's own business (the shared error reaction signs out on expiry).
      latest.current().catch(() => undefined);
    }, periodMs);
    return () => {
      clearInterval(timer);
      for (const event of ACTIVITY) document.removeEventListener(event, mark, true);
    };
  }, [periodMs]);
}
