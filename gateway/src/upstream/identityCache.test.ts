import { describe, expect, it, vi } from 'vitest';
import { createIdentityCache } from './identityCache.ts';

function setup(max = 10) {
  let clock = 0;
  const cache = createIdentityCache<string>({ ttlMs: 1000, max, now: () => clock });
  const load = vi.fn(async () => `answer ${load.mock.calls.length}`);
  return { cache, load, tick: (ms: number) => (clock += ms) };
}

describe('identity cache', () => {
  it('answers a session from one lookup for up to the TTL, then looks it up again', async () => {
    const { cache, load, tick } = setup();
    expect(await cache.get('t', load)).toBe('answer 1');
    tick(999);
    expect(await cache.get('t', load)).toBe('answer 1');
    tick(1);
    expect(await cache.get('t', load)).toBe('answer 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one in-flight lookup between a burst of requests', async () => {
    const { cache, load } = setup();
    const answers = await Promise.all([cache.get('t', load), cache.get('t', load), cache.get('t', load)]);
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps sessions apart', async () => {
    const { cache, load } = setup();
    await cache.get('a', load);
    expect(await cache.get('b', load)).toBe('answer 2');
  });

  it('forgets a token on delete and every token on clear', async () => {
    const { cache, load } = setup();
    await cache.get('a', load);
    await cache.get('b', load);
    cache.delete('a');
    expect(await cache.get('a', load)).toBe('answer 3');
    expect(await cache.get('b', load)).toBe('answer 2');
    cache.clear();
    expect(await cache.get('b', load)).toBe('answer 4');
  });

  it('does not keep a failed lookup', async () => {
    const { cache } = setup();
    await expect(cache.get('t', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('t', async () => 'back')).toBe('back');
  });

  it('does not keep a lookup that a write overtook', async () => {
    const { cache } = setup();
    let finish: (value: string) => void = () => {};
    const slow = cache.get('t', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('stale');
    await slow;
    expect(await cache.get('t', async () => 'fresh')).toBe('fresh');
  });

  it('takes the answer of a login', async () => {
    const { cache, load } = setup();
    cache.set('t', 'from login');
    expect(await cache.get('t', load)).toBe('from login');
    expect(load).not.toHaveBeenCalled();
  });

  it('stays within its bound, dropping the oldest', async () => {
    const { cache, load } = setup(2);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', load)).toBe('answer 4');
  });
});
