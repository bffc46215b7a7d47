import { SESSION_TTL_SECONDS } from '@marquee/core/constants';

declare global {
  interface Window {
    /**
     * Test hook: when set (e.g. by a Playwright init script) before sign-in, the session
     * countdown starts from this many seconds instead of SESSION_TTL_SECONDS.
     */
    __MARQUEE_SESSION_TTL__?: number;
  }
}

/** Seconds left, or null while no session is being counted. */
export type SessionSnapshot = number | null;

export interface SessionClock {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /** Starts (or restarts) the countdown from the full lifetime. */
  start(): void;
  /** A successful server call: back to the full lifetime, if counting. */
  touch(): void;
  stop(): void;
}

export interface SessionClockOptions {
  ttlSeconds: () => number;
  now?: () => number;
}

/**
 * The session countdown of spec/1 §4 as a tiny external store (read with useSyncExternalStore):
 * a deadline, re-read once a second, so it is exact under fake timers and throttled tabs alike.
 */
export function createSessionClock({ ttlSeconds, now = Date.now }: SessionClockOptions): SessionClock {
  const listeners = new Set<() => void>();
  let deadline: number | null = null;
  let snapshot: SessionSnapshot = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const emit = (next: SessionSnapshot) => {
    if (next === snapshot) return;
    snapshot = next;
    for (const l of listeners) l();
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
  const begin = () => {
    deadline = now() + ttlSeconds() * 1000;
    if (timer === null) timer = setInterval(tick, 1000);
    tick();
  };

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
    stop() {
      deadline = null;
      if (timer !== null) clearInterval(timer);
      timer = null;
      emit(null);
    },
  };
}

function configuredTtl(): number {
  const override = typeof window === 'undefined' ? undefined : window.__MARQUEE_SESSION_TTL__;
  return typeof override === 'number' && override > 0 ? override : SESSION_TTL_SECONDS;
}

/** The app's one session clock: started on sign-in, touched by every successful response. */
export const sessionClock = createSessionClock({ ttlSeconds: configuredTtl });
