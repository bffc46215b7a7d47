/// <reference lib="dom" />
/**
 * `pnpm bench:web`: what a person waits for in the browser. Starts the stack as `npm start` does
 * (PGlite, the built web app served by the gateway), drives Debian's Chromium, fresh context per
 * run, and prints medians over the runs:
 *
 * - the sign-in page: form ready (ms after navigation), compressed JavaScript and requests before it;
 * - click Login → Owner's Box with every headline value drawn, and the `login` call's duration;
 * - the first visit of each other dashboard and of the heaviest screens (a client-side navigation,
 *   as a menu click is): content shown (ms), the JavaScript and requests it fetched, its long tasks.
 *
 *   BENCH_RUNS=5          runs per figure
 *   BENCH_DB=pglite       or postgres (BENCH_DATABASE_URL)
 *   BENCH_NO_BUILD=1      use web/dist as it is (otherwise the web app is built first)
 *
 * A benchmark, not a test: it reports; it fails only when a screen never shows.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { type BenchDb, startBenchServer } from './server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DB = (process.env.BENCH_DB ?? 'pglite') as BenchDb;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Marquee#2026';
const USER = 'director@funzone.test';
const TIMEOUT = 60_000;

/** The screens whose first visit is timed after sign-in (the Owner's Box is the landing page). */
const SCREENS = [
  '/dashboard-drive',
  '/dashboard-operational',
  '/dashboard-guest',
  '/product-management/products',
  '/club-booking/bookings',
  // With a location chosen, as a desk's bookmark opens it: the day's schedule.
  '/club-booking/manager?location=FZD',
  '/marketing/guests',
  '/settings/roles-security',
];

/** Long tasks of the page, kept from the first script on (read per step as a difference). */
const LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
  .observe({ type: 'longtask', buffered: true });`;

interface Traffic {
  jsBytes: number;
  requests: number;
}

/** Compressed bytes of scripts and the requests made, counted from `reset()` on. */
async function traffic(cdp: CDPSession) {
  const scripts = new Set<string>();
  let counted: Traffic = { jsBytes: 0, requests: 0 };
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.requestWillBeSent', () => {
    counted.requests++;
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) counted.jsBytes += e.encodedDataLength;
  });
  return {
    reset: () => {
      counted = { jsBytes: 0, requests: 0 };
    },
    read: (): Traffic => ({ ...counted }),
  };
}

/** The page's content is shown: something in main, no loading placeholder, no busy region. */
async function settled(page: Page, dashboard: boolean) {
  const where = new URL(page.url()).pathname;
  await page
    .waitForFunction(
      (isDashboard) => {
        const main = document.querySelector('main');
        if (!main || (main.textContent ?? '').trim() === '') return false;
        if (main.querySelector('[aria-busy="true"], [role="progressbar"], [aria-label^="Loading"]')) return false;
        if (isDashboard) return main.querySelector('[data-testid="widget-value"]') !== null;
        return main.querySelector('table, [role="grid"], [role="table"], [role="region"], form') !== null;
      },
      dashboard,
      { timeout: TIMEOUT, polling: 'raf' },
    )
    .catch((error: Error) => {
      throw new Error(`${where}: its content never showed (${error.message})`);
    });
}

declare global {
  interface Window {
    /** Durations of the page's long tasks (LONG_TASKS). */
    __longTasks: number[];
  }
}
const longTasks = (page: Page) => page.evaluate(() => window.__longTasks.length);
const longTaskMs = (page: Page, from: number) =>
  page.evaluate((start) => window.__longTasks.slice(start).reduce((a, b) => a + b, 0), from);

interface Run {
  formReady: number;
  signInJs: Traffic;
  toOwnersBox: number;
  loginCall: number;
  ownersBoxJs: Traffic;
  screens: Map<string, { ms: number; traffic: Traffic; longTaskMs: number }>;
}

async function oneRun(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await context.addInitScript(LONG_TASKS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const net = await traffic(cdp);

    await page.goto('/auth/login');
    const login = page.getByRole('button', { name: 'Login' });
    await page.getByRole('textbox', { name: 'Username' }).waitFor({ timeout: TIMEOUT });
    await login.waitFor({ timeout: TIMEOUT });
    const formReady = await page.evaluate(() => performance.now());
    const signInJs = net.read();

    await page.getByRole('textbox', { name: 'Username' }).fill(USER);
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    net.reset();
    const loginResponse = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('mutation Login'),
    );
    const clicked = Date.now();
    await login.click();
    const answered = await loginResponse;
    await page.waitForURL(/\/ownersbox/, { timeout: TIMEOUT });
    await settled(page, true);
    const toOwnersBox = Date.now() - clicked;
    const timing = answered.request().timing();
    const loginCall = timing.responseEnd - timing.requestStart;
    const ownersBoxJs = net.read();

    const screens = new Map<string, { ms: number; traffic: Traffic; longTaskMs: number }>();
    for (const path of SCREENS) {
      net.reset();
      const tasksBefore = await longTasks(page);
      const start = Date.now();
      // A menu click: the router's navigation, no page load.
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await settled(page, path.startsWith('/dashboard'));
      screens.set(path, {
        ms: Date.now() - start,
        traffic: net.read(),
        longTaskMs: await longTaskMs(page, tasksBefore),
      });
    }
    return { formReady, signInJs, toOwnersBox, loginCall, ownersBoxJs, screens };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

if (!process.env.BENCH_NO_BUILD) {
  console.log('building the web app…');
  execFileSync('pnpm', ['--filter', '@marquee/web', 'build'], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    stdio: 'ignore',
  });
}
const server = await startBenchServer({ db: DB, postgresUrl, env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let failed = false;
try {
  // A first run warms the server (its caches, the compiled queries), as a running venue's is.
  await oneRun(browser, server.gatewayUrl);
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, server.gatewayUrl));
  const m = (f: (r: Run) => number) => median(runs.map(f));
  console.log(`bench:web — ${DB}, ${RUNS} runs, medians (fresh browser context each run)`);
  console.log(
    `sign-in page: form ready ${m((r) => r.formReady).toFixed(0)} ms; ${kb(m((r) => r.signInJs.jsBytes))} JavaScript, ${m((r) => r.signInJs.requests)} requests (targets ≤ 600 ms, ≤ 120 kB)`,
  );
  console.log(
    `click Login → Owner's Box drawn: ${m((r) => r.toOwnersBox)} ms (target ≤ 1,000); login call ${m((r) => r.loginCall).toFixed(0)} ms in the browser; ${kb(m((r) => r.ownersBoxJs.jsBytes))} JavaScript, ${m((r) => r.ownersBoxJs.requests)} requests after the click`,
  );
  for (const path of SCREENS) {
    const of = (f: (s: { ms: number; traffic: Traffic; longTaskMs: number }) => number) =>
      m((r) => f(r.screens.get(path)!));
    console.log(
      `${path}: content ${of((s) => s.ms)} ms; ${kb(of((s) => s.traffic.jsBytes))} JavaScript, ${of((s) => s.traffic.requests)} requests; long tasks ${of((s) => s.longTaskMs).toFixed(0)} ms (target ≤ 1,000 ms, ≤ 250 kB)`,
    );
  }
} catch (error) {
  failed = true;
  console.error(`bench:web failed: ${(error as Error).message}`);
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
