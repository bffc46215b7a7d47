import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

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
    // A fresh embedded database for every run: the tests change passwords and profiles.
    command: 'rm -rf .artifacts/data && ../node_modules/.bin/tsx ../scripts/start.ts',
    url: `${baseURL}/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(port),
      REST_PORT: String(port + 1),
      DATA_DIR: '.artifacts/data',
      NODE_ENV: 'test',
    },
  },
});
