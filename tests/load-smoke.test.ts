/**
 * A short run of `pnpm bench:load` (bench/src/run.ts): the stack started as `npm start` starts
 * it, in its own process, and 5 signed-in sessions loading the four dashboards and the users
 * list for 5 s. Any error fails; the figures are printed, not asserted (the machine is shared).
 * On PGlite, or on a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { expect, it } from 'vitest';
import { runLoad } from '../bench/src/run.ts';

it('serves 5 sessions loading dashboards for 5 s without an error', { timeout: 240_000 }, async () => {
  const result = await runLoad({
    db: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    postgresUrl: process.env.DATABASE_URL ?? '',
    sessions: Number(process.env.BENCH_SESSIONS ?? 5),
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    warmupSeconds: 0,
    settleSeconds: 0,
  });
  console.log(
    `load smoke (${result.db}): ${result.dashboardsPerSecond.toFixed(1)} dashboards/s, p50 ${Math.round(result.p50)} ms, ` +
      `max ${Math.round(result.max)} ms, ${result.requests} requests`,
  );
  expect(result.errorSamples).toEqual([]);
  expect(result.errors).toBe(0);
  expect(result.dashboards).toBeGreaterThan(0);
});
