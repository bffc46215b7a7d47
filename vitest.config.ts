import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (node), the web's component tests (jsdom), and the
// integration tests that start rest-api + gateway on a fresh database. Fresh databases are
// copies of one database seeded per run (rest-api/src/db/seeded.ts; the globalSetup's folder).
const seededOncePerRun = 'rest-api/src/test/global-setup.ts';

export default defineConfig({
  test: {
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
