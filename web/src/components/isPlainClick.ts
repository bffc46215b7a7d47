import type { MouseEvent } from 'react';

/** A left click without modifiers: the app navigates itself instead of the browser. */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}
