import { type RefObject, useEffect } from 'react';

/** Scrolls the page (and a scrolling container, if given) to the top whenever `key` changes. */
export function useScrollToTop(key: string, container?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    // `key` is the trigger: a new path means a new page.
    void key;
    container?.current?.scrollTo?.({ top: 0 });
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [key, container]);
}
