import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * E2E_REUSE=1 keeps the database of the previous run (and uses a stack already listening on the
 * port): the specs make their own users and unique names, so they pass again on the same data.
 */
const reuse = process.env.E2E_REUSE === '1';

// Debian's Chromium; Playwright never downloads a browser here. The background-networking flags
// keep Chromium from flooding the closed network with refused connections.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './specs',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    // A fresh embedded database for every run, unless E2E_REUSE=1.
    command: `${reuse ? '' : 'rm -rf .artifacts/data && '}../node_modules/.bin/tsx ../scripts/start.ts`,
    url: `${baseURL}/ready`,
    timeout: 120_000,
    reuseExistingServer: reuse,
    stdout: 'ignore',
    env: {
      PORT: String(port),
      REST_PORT: String(port + 1),
      DATA_DIR: '.artifacts/data',
      // Uploaded logos and backgrounds are shown by their full address: this stack's own.
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      // Every spec signs in and sets passwords from this one address: room for a few runs in a row.
      RATE_LIMIT_CODE_CHECK_PER_ADDRESS: '200/900',
      RATE_LIMIT_RECOVERY_PER_ADDRESS: '200/3600',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '500/900',
      RATE_LIMIT_PAY_LINK_PER_ADDRESS: '500/900',
    },
  },
});
