import { useEffect, useMemo, useRef } from 'react';

/** `fn` called `delayMs` after the last call (the search filter's 500 ms, spec/3 §2). */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delayMs: number) {
  const latest = useRef(fn);
  latest.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const call = (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    };
    call.cancel = () => clearTimeout(timer.current);
    return call;
  }, [delayMs]);
}
