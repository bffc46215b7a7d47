import { useEffect, useState } from 'react';

/**
 * `value`, except that when it turns null the previous value stays for `delayMs` more: the edit
 * view's detail is cleared after the 50 ms edit-close delay (spec/3 §2), so a closing dialog
 * keeps its content while it animates out.
 */
export function useLingering<T>(value: T | null, delayMs: number): T | null {
  const [shown, setShown] = useState<T | null>(value);
  useEffect(() => {
    if (value !== null) {
      setShown(value);
      return;
    }
    const timer = setTimeout(() => setShown(null), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value ?? shown;
}
