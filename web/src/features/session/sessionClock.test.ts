import { SESSION_WARNING_SECONDS } from '@marquee/core/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionClock } from './sessionClock.ts';

describe('session clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is idle until started, then counts down once a second', () => {
    const clock = createSessionClock({ ttlSeconds: () => 900 });
    expect(clock.getSnapshot()).toBeNull();
    clock.start();
    expect(clock.getSnapshot()).toBe(900);
    vi.advanceTimersByTime(1000);
    expect(clock.getSnapshot()).toBe(899);
  });

  it('drops under the warning threshold and reaches 0 at expiry, then stops', () => {
    const clock = createSessionClock({ ttlSeconds: () => 900 });
    const listener = vi.fn();
    clock.subscribe(listener);
    clock.start();
    vi.advanceTimersByTime((900 - SESSION_WARNING_SECONDS + 1) * 1000);
    expect(clock.getSnapshot()).toBeLessThan(SESSION_WARNING_SECONDS);
    vi.advanceTimersByTime(SESSION_WARNING_SECONDS * 1000);
    expect(clock.getSnapshot()).toBe(0);
    const calls = listener.mock.calls.length;
    vi.advanceTimersByTime(5000);
    expect(listener.mock.calls.length).toBe(calls);
    clock.touch();
    expect(clock.getSnapshot()).toBe(0);
  });

  it('goes back to the full lifetime on touch', () => {
    const clock = createSessionClock({ ttlSeconds: () => 900 });
    clock.start();
    vi.advanceTimersByTime(850_000);
    expect(clock.getSnapshot()).toBe(50);
    clock.touch();
    expect(clock.getSnapshot()).toBe(900);
  });

  it('ignores touches while signed out and clears on stop', () => {
    const clock = createSessionClock({ ttlSeconds: () => 900 });
    clock.touch();
    expect(clock.getSnapshot()).toBeNull();
    clock.start();
    clock.stop();
    expect(clock.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(clock.getSnapshot()).toBeNull();
  });

  it('reads the lifetime at each start (so a test override applies)', () => {
    let ttl = 900;
    const clock = createSessionClock({ ttlSeconds: () => ttl });
    ttl = 5;
    clock.start();
    expect(clock.getSnapshot()).toBe(5);
  });
});
