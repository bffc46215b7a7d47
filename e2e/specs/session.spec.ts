import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, signOut } from '../support/auth.ts';
import { graphql } from '../support/graphql.ts';

test('the session warning appears under 60 s and Return keeps the session', async ({ page }) => {
  // A 65-second session so the warning (under 60 s) appears at once; the product reads this hook.
  await page.addInitScript(() => {
    (window as unknown as { __MARQUEE_SESSION_TTL__: number }).__MARQUEE_SESSION_TTL__ = 65;
  });
  await signIn(page, 'director@funzone.test');
  const warning = page.getByRole('alertdialog', { name: 'Your session is about to expire' });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  const ping = page.waitForRequest((r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('ping'));
  await warning.getByRole('button', { name: 'Return' }).click();
  await ping;
  await expect(warning).toHaveCount(0);
});

test('at zero the user is signed out to the session-expired page', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __MARQUEE_SESSION_TTL__: number }).__MARQUEE_SESSION_TTL__ = 3;
  });
  await signIn(page, 'director@funzone.test');
  await expect(page).toHaveURL(/\/session-expired$/, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Sign in again' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('two tabs share one countdown: an idle tab past the lifetime does not sign out the tab in use', async ({
  context,
}) => {
  // A fake clock in every tab of the context (the same time in both, as on one computer), so the
  // idle tab can pass the server's session lifetime without a real wait.
  await context.clock.install();
  const working = await context.newPage();
  await signIn(working, 'director@funzone.test');
  const lifetime = (await graphql(working, '{ me { sessionTtlSeconds } }')).data?.me as { sessionTtlSeconds: number };
  const idle = await context.newPage();
  await idle.goto('/settings/users');
  await expect(idle.getByRole('searchbox')).toBeVisible();
  await working.goto('/settings/users');
  const search = working.getByRole('searchbox');
  await expect(search).toBeVisible();

  // Four steps of 40 % of the lifetime: 160 % in all, while the working tab calls the server after
  // each step and the idle tab does nothing.
  const step = Math.ceil(lifetime.sessionTtlSeconds * 0.4) * 1000;
  for (const term of ['ann', 'bob', 'cal', 'dee']) {
    await context.clock.fastForward(step);
    const answered = working.waitForResponse(
      (r) => r.url().endsWith('/graphql') && JSON.stringify(r.request().postDataJSON()?.variables ?? {}).includes(term),
    );
    await search.fill(term);
    expect((await answered).ok()).toBe(true);
  }
  await context.clock.fastForward(1000);
  await expect(idle).toHaveURL(/\/settings\/users$/);
  await expect(idle.getByRole('alertdialog', { name: 'Your session is about to expire' })).toHaveCount(0);
  // The session is still valid on the server: the working tab's next call is answered, not sent to login.
  await search.fill('');
  await expect(working).toHaveURL(/\/settings\/users/);
  const me = await graphql(working, '{ me { email } }');
  expect(me.errors).toBeUndefined();
});

test('the next person on the same tab sees no notification of the previous one', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  // The director meets a server error: it becomes an error notification of their session.
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'SettingsUsers') return route.fallback();
    await route.fulfill({
      json: { errors: [{ message: 'Director-only failure', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    });
  });
  await page.goto('/settings/users');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('There are no notifications for now.')).toHaveCount(0);
  const mine = await panel.getByRole('listitem').count();
  expect(mine).toBeGreaterThan(0);
  await panel.getByRole('button', { name: 'Close' }).click();
  await page.unroute('**/graphql');

  // Logout leaves the app loaded on the login page: the next person signs in there, in the same
  // document (no reload that would clear memory anyway).
  await signOut(page);
  const loaded = await page.evaluate(() => performance.timeOrigin);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin@funzone.test');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\//);
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(loaded);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText('There are no notifications for now.'),
  ).toBeVisible();
});
