import { describe, expect, it } from 'vitest';
import { createKeyedGate } from './keyedGate.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createKeyedGate', () => {
  it('runs at most `limit` tasks of one key at a time, in arrival order, and other keys freely', async () => {
    const gate = createKeyedGate();
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await tick();
      order.push(n);
      running -= 1;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => gate('a', 2, task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);

    peak = 0;
    await Promise.all([gate('x', 1, task(6)), gate('y', 1, task(7))]);
    expect(peak).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const gate = createKeyedGate();
    await expect(gate('k', 1, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate('k', 1, async () => 'next')).resolves.toBe('next');
  });
});
