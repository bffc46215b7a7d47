/**
 * The one session countdown of every tab of a browser. The session cookie is shared, so
 * the countdown must be too: each tab writes the deadline it computes (sign-in, every successful
 * call, 'Return') and adopts what another tab wrote, so activity anywhere keeps all tabs alive and
 * they warn and sign out together; a sign-out or an expiry in one tab ends the others.
 * localStorage's `storage` event reaches every other tab of the origin, and only them.
 */

/** What the tabs share: the deadline (ms since the epoch) while signed in, else how it ended. */
export type SharedSession = { deadline: number } | { ended: 'expired' | 'out' };

export interface SharedDeadline {
  /** Tells the other tabs. */
  write(value: SharedSession): void;
  /** Called with what another tab wrote. */
  subscribe(listener: (value: SharedSession) => void): () => void;
}

const KEY = 'marquee.session';

export function parseShared(raw: string | null): SharedSession | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<{ deadline: unknown; ended: unknown }>;
    if (typeof value.deadline === 'number' && Number.isFinite(value.deadline)) return { deadline: value.deadline };
    if (value.ended === 'expired' || value.ended === 'out') return { ended: value.ended };
  } catch {
    // Another version's value, or garbage: ignored.
  }
  return null;
}

/** The browser's shared deadline; a no-op where storage is unavailable (private modes, tests). */
export function localSharedDeadline(storage: Storage | undefined = globalThis.localStorage): SharedDeadline {
  return {
    write(value) {
      try {
        storage?.setItem(KEY, JSON.stringify(value));
      } catch {
        // Quota or privacy settings: this tab counts on its own.
      }
    },
    subscribe(listener) {
      if (typeof window === 'undefined') return () => undefined;
      const onStorage = (e: StorageEvent) => {
        if (e.key !== KEY) return;
        const value = parseShared(e.newValue);
        if (value) listener(value);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
