import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (node), the web's component tests (jsdom), and the
// integration tests that start rest-api + gateway on a fresh database.
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
        },
      },
    ],
  },
});
