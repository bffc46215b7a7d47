import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';

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
