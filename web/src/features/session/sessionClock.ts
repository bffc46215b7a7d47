import { SESSION_TTL_SECONDS } from '@marquee/core/constants';
import { localSharedDeadline, type SharedDeadline } from './sharedDeadline.ts';

declare global {
  interface Window {
    /**
     * Test hook: when set (e.g. by a Playwright init script) before sign-in, the session
     * countdown starts from this many seconds instead of the server's lifetime.
     */
    __MARQUEE_SESSION_TTL__?: number;
  }
}

/** Seconds left, or null while no session is being counted. */
export type SessionSnapshot = number | null;

/** How another tab ended the session. */
export type RemoteEnd = 'expired' | 'out';

export interface SessionClock {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /** Starts (or restarts) the countdown from the full lifetime, in every tab. */
  start(): void;
  /** A successful server call: back to the full lifetime, if counting, in every tab. */
  touch(): void;
  /** The server's lifetime (seconds); restarts a running countdown from it. */
  setLifetime(seconds: number): void;
  /** The lifetime the countdown starts from (seconds). */
  lifetime(): number;
  /** Stops counting in this tab only (the signed-in area unmounted). */
  stop(): void;
  /** Signed out here (`out`) or by expiry: stops, and ends the session in the other tabs too. */
  end(how: RemoteEnd): void;
  /** Another tab ended the session while this one counted. */
  onRemoteEnd(listener: (how: RemoteEnd) => void): () => void;
}

export interface SessionClockOptions {
  ttlSeconds: () => number;
  now?: () => number;
  shared?: SharedDeadline;
}

const NOT_SHARED: SharedDeadline = { write: () => undefined, subscribe: () => () => undefined };

/**
 * The session countdown of spec/1 §4 as a tiny external store (read with useSyncExternalStore):
 * a deadline, re-read once a second, so it is exact under fake timers and throttled tabs alike.
 * The deadline is shared with the browser's other tabs (sharedDeadline.ts): a later one written
 * anywhere is adopted here, so an idle tab never reaches 0 while another tab is in use.
 */
export function createSessionClock({
  ttlSeconds,
  now = Date.now,
  shared = NOT_SHARED,
}: SessionClockOptions): SessionClock {
  const listeners = new Set<() => void>();
  const endListeners = new Set<(how: RemoteEnd) => void>();
  let deadline: number | null = null;
  let snapshot: SessionSnapshot = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let serverTtl: number | null = null;
  const lifetime = () => {
    const override = ttlSeconds();
    return override > 0 ? override : (serverTtl ?? SESSION_TTL_SECONDS);
  };

  const emit = (next: SessionSnapshot) => {
    if (next === snapshot) return;
    snapshot = next;
    for (const l of listeners) l();
  };
  const halt = () => {
    deadline = null;
    if (timer !== null) clearInterval(timer);
    timer = null;
    emit(null);
  };
  const tick = () => {
    if (deadline === null) return;
    const left = Math.max(0, Math.ceil((deadline - now()) / 1000));
    if (left === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
    emit(left);
  };
  const adopt = (next: number) => {
    deadline = next;
    if (timer === null && next > now()) timer = setInterval(tick, 1000);
    tick();
  };
  const begin = () => {
    const next = now() + lifetime() * 1000;
    adopt(next);
    shared.write({ deadline: next });
  };

  shared.subscribe((value) => {
    if (deadline === null) return;
    if ('ended' in value) {
      halt();
      for (const l of endListeners) l(value.ended);
    } else if (value.deadline > deadline || snapshot !== 0) {
      // Another tab's activity (a later deadline), or its restart after this tab's 0 was reached.
      adopt(value.deadline);
    }
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start: begin,
    touch() {
      if (deadline !== null && snapshot !== 0) begin();
    },
    setLifetime(seconds) {
      if (!(seconds > 0) || seconds === serverTtl) return;
      serverTtl = seconds;
      if (deadline !== null && snapshot !== 0) begin();
    },
    lifetime,
    stop: halt,
    end(how) {
      const counting = deadline !== null;
      halt();
      if (counting) shared.write({ ended: how });
    },
    onRemoteEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
  };
}

function testOverride(): number {
  const override = typeof window === 'undefined' ? undefined : window.__MARQUEE_SESSION_TTL__;
  return typeof override === 'number' && override > 0 ? override : 0;
}

/** The app's one session clock: started on sign-in, touched by every successful response. */
export const sessionClock = createSessionClock({ ttlSeconds: testOverride, shared: localSharedDeadline() });
