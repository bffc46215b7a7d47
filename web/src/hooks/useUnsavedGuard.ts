import { useCallback, useEffect, useRef, useState } from 'react';

export interface UnsavedGuard {
  /** Runs `proceed` at once when nothing is unsaved; else asks first ('Stay' or 'Leave'). */
  confirm: (proceed: () => void) => void;
  /** The question is open. */
  asking: boolean;
  stay: () => void;
  leave: () => void;
}

const here = () => `${location.pathname}${location.search}${location.hash}`;

/**
 * Keeps unsaved edits from being thrown away without asking: while `active`, leaving through the
 * form's own Back (`confirm`), the browser's back/forward buttons, an in-app link or a reload asks
 * first. `navigate` performs a leave that was interrupted (the router's navigate).
 *
 * The browser's back button cannot be cancelled, only undone: the popstate is kept from the router
 * (a capture listener runs before wouter's) and the URL put back, and Leave navigates to where it
 * was going.
 */
export function useUnsavedGuard(active: boolean, navigate: (to: string) => void): UnsavedGuard {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const activeRef = useRef(active);
  activeRef.current = active;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // The URL before a popstate: kept current by the router's own pushState/replaceState events.
  const last = useRef(typeof location === 'undefined' ? '' : here());

  useEffect(() => {
    const track = () => {
      last.current = here();
    };
    const ask = (to: string) => setPending(() => () => navigateRef.current(to));
    const onPop = (e: PopStateEvent) => {
      if (!activeRef.current) return track();
      e.stopImmediatePropagation();
      const to = here();
      history.pushState(history.state, '', last.current);
      ask(to);
    };
    const onClick = (e: MouseEvent) => {
      if (!activeRef.current || e.defaultPrevented || e.button !== 0) return;
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== location.origin) return;
      e.preventDefault();
      e.stopPropagation();
      ask(`${link.pathname}${link.search}${link.hash}`);
    };
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!activeRef.current) return;
      e.preventDefault();
      // Older browsers show their question only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('popstate', onPop, { capture: true });
    window.addEventListener('pushState', track);
    window.addEventListener('replaceState', track);
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.removeEventListener('popstate', onPop, { capture: true });
      window.removeEventListener('pushState', track);
      window.removeEventListener('replaceState', track);
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('beforeunload', onUnload);
    };
  }, []);

  const confirm = useCallback((proceed: () => void) => {
    if (activeRef.current) setPending(() => proceed);
    else proceed();
  }, []);
  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    const proceed = pending;
    setPending(null);
    // The edits are given up: nothing guards the navigation that follows.
    activeRef.current = false;
    proceed?.();
  }, [pending]);
  return { confirm, asking: pending !== null, stay, leave };
}
