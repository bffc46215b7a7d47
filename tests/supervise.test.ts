/**
 * `npm start` left a REST API that died dead (every GraphQL call failed while /health
 * said 200). scripts/supervise.ts forks it again with backoff; the gateway's /ready answers 503
 * while it is gone (gateway/src/upstream/errors.test.ts).
 */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type Supervised, supervise } from '../scripts/supervise.ts';

const CHILD = fileURLToPath(new URL('./support/fixtures/flaky-child.mjs', import.meta.url));
let running: Supervised | undefined;
afterEach(() => running?.close());

describe('a supervised child', () => {
  it('is started again each time it dies, waiting longer each time', async () => {
    const waits: number[] = [];
    let restarted!: () => void;
    const fourthRestart = new Promise<void>((resolve) => {
      restarted = resolve;
    });
    running = await supervise({
      modulePath: CHILD,
      execArgv: [],
      env: { ...process.env, FLAKY_DIE: '1' },
      backoff: { initialMs: 5, maxMs: 20, resetAfterMs: 60_000 },
      onExit: (code, _signal, waitMs) => {
        expect(code).toBe(3);
        waits.push(waitMs);
      },
      onRestart: (url, restarts) => {
        expect(url).toMatch(/^child-\d+$/);
        if (restarts === 4) restarted();
      },
    });
    await fourthRestart;
    expect(running.restarts).toBeGreaterThanOrEqual(4);
    expect(waits.slice(0, 4)).toEqual([5, 10, 20, 20]);
  });

  it('is not started again once closed', async () => {
    const exits: (number | null)[] = [];
    running = await supervise({ modulePath: CHILD, execArgv: [], onExit: (code) => exits.push(code) });
    await running.close();
    expect(running.restarts).toBe(0);
    expect(exits).toEqual([]);
  });
});
