import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (node), the web's component tests (jsdom), and the
// integration tests that start rest-api + gateway on a fresh database. Fresh databases are
// copies of one database seeded per run (rest-api/src/db/seeded.ts; the globalSetup's folder).
const seededOncePerRun = 'rest-api/src/test/global-setup.ts';

export default defineConfig({
  test: {
    // One worker per core. Vitest's default (cores − 1) runs one file at a time on the project's
    // 2-core machines, leaving a core idle while the main process transforms and a test file
    // waits on its stack: two workers took unit + web from 488 s to 253 s, integration from 449 s
    // to 289 s. VITEST_MAX_WORKERS still overrides.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['core/src/**/*.test.ts', 'rest-api/src/**/*.test.ts', 'gateway/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: [seededOncePerRun],
        },
      },
      './web/vite.config.ts',
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: [seededOncePerRun],
        },
      },
    ],
  },
});
