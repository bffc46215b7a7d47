import { SESSION_WARNING_SECONDS } from '@marquee/core/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionClock } from './sessionClock.ts';
import { localSharedDeadline, parseShared, type SharedDeadline, type SharedSession } from './sharedDeadline.ts';

/** Tabs of one browser: what one writes reaches the others (like localStorage's storage event), not itself. */
function browser() {
  const tabs = new Set<{ listeners: Set<(v: SharedSession) => void> }>();
  return {
    tab(): SharedDeadline {
      const me = { listeners: new Set<(v: SharedSession) => void>() };
      tabs.add(me);
      return {
        write(value) {
          for (const t of tabs) if (t !== me) for (const l of t.listeners) l(value);
        },
        subscribe(listener) {
          me.listeners.add(listener);
          return () => me.listeners.delete(listener);
        },
      };
    },
  };
}

describe('one session countdown across tabs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const twoTabs = () => {
    const b = browser();
    const working = createSessionClock({ ttlSeconds: () => 0, shared: b.tab() });
    const idle = createSessionClock({ ttlSeconds: () => 0, shared: b.tab() });
    working.setLifetime(100);
    idle.setLifetime(100);
    working.start();
    idle.start();
    return { working, idle };
  };

  it('activity in one tab keeps the idle tab alive past its own lifetime', () => {
    const { working, idle } = twoTabs();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(60_000);
      working.touch();
    }
    vi.advanceTimersByTime(1000);
    expect(idle.getSnapshot()).toBe(99);
    expect(idle.getSnapshot()).toBeGreaterThan(SESSION_WARNING_SECONDS);
  });

  it('both warn and reach 0 together when no tab is used', () => {
    const { working, idle } = twoTabs();
    vi.advanceTimersByTime(50_000);
    expect([working.getSnapshot(), idle.getSnapshot()]).toEqual([50, 50]);
    vi.advanceTimersByTime(50_000);
    expect([working.getSnapshot(), idle.getSnapshot()]).toEqual([0, 0]);
  });

  it('a sign-out or expiry in one tab ends the others, which are told how', () => {
    const { working, idle } = twoTabs();
    const told = vi.fn();
    idle.onRemoteEnd(told);
    working.end('out');
    expect(idle.getSnapshot()).toBeNull();
    expect(told).toHaveBeenCalledWith('out');
    // A tab that already stopped is not told again.
    working.end('expired');
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('starts from the server lifetime; the test hook wins over it', () => {
    const clock = createSessionClock({ ttlSeconds: () => 0 });
    clock.start();
    expect(clock.getSnapshot()).toBe(900);
    clock.setLifetime(1800);
    expect([clock.getSnapshot(), clock.lifetime()]).toEqual([1800, 1800]);
    const hooked = createSessionClock({ ttlSeconds: () => 5 });
    hooked.setLifetime(1800);
    hooked.start();
    expect(hooked.getSnapshot()).toBe(5);
  });
});

describe('the localStorage channel', () => {
  it('writes what other tabs read, and ignores anything else', () => {
    const store = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => store.set(k, v) } as unknown as Storage;
    localSharedDeadline(storage).write({ deadline: 42 });
    expect(parseShared([...store.values()][0]!)).toEqual({ deadline: 42 });
    expect(parseShared('{"ended":"out"}')).toEqual({ ended: 'out' });
    expect(parseShared('nonsense')).toBeNull();
    expect(parseShared('{"deadline":"soon"}')).toBeNull();
  });
});
