import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphqlResponse, saveLanguage } from '../support/graphql.ts';
import { freshUser } from '../support/users.ts';

const SCREENS = '.artifacts/screens';

// Lazy chunks and a fresh stack can be slow on a small CI machine.
test.describe.configure({ timeout: 120_000 });

/** Relative luminance of a computed `rgb(...)` colour: near 0 is dark, near 1 light. */
async function toolbarLuminance(page: Page): Promise<number> {
  const colour = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

async function openThemeSettings(page: Page) {
  await page.getByRole('button', { name: 'Theme settings' }).click();
  return page.getByRole('dialog', { name: 'Theme settings' });
}

// Language is saved on the profile: a person of this run's own, put back to English in `finally`.
test('a dark theme and Georgian are kept after a reload', async ({ page }) => {
  const user = await freshUser('language', { completeProfile: true });
  await signIn(page, user.email, user.password);
  try {
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/light-en.png` });
    expect(await toolbarLuminance(page)).toBeGreaterThan(0.7);

    const panel = await openThemeSettings(page);
    await panel.getByRole('button', { name: 'Apply Dark 3 to all areas' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
    // Theme changes apply after the 300 ms debounce.
    await expect.poll(() => toolbarLuminance(page)).toBeLessThan(0.3);

    await page.getByRole('button', { name: 'Language', exact: true }).click();
    const savedKa = graphqlResponse(page, 'SaveLanguage');
    await page.getByRole('menuitemradio', { name: 'ქართული' }).click();
    const nav = page.getByRole('navigation', { name: 'მთავარი ნავიგაცია' });
    await expect(nav).toBeVisible();
    // The language is saved on the profile before the page goes.
    expect((await (await savedKa).json()).errors).toBeUndefined();

    // Forget this browser's copy: the language must come back from the user's profile.
    await page.evaluate(() => localStorage.removeItem('marquee.language'));
    await page.reload();
    await expect(nav).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    expect(await toolbarLuminance(page)).toBeLessThan(0.3);
    await page.screenshot({ path: `${SCREENS}/dark-ka.png` });
  } finally {
    // Back to English on the profile, whatever happened above.
    await saveLanguage(page, 'en');
  }
});

// Debian's Chromium has no Georgian locale data: its own Intl writes 'December'. The app's
// formats come with the catalogue (FormatJS with CLDR's data), so a Georgian screen is Georgian.
test('a Georgian screen names its months in Georgian', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  try {
    await saveLanguage(page, 'ka');
    await page.goto('/calendar?date=2026-12-01');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka', { timeout: 30_000 });
    await expect(page.getByText('1 დეკ. 2026', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Dec');
  } finally {
    await saveLanguage(page, 'en');
  }
});

test('right to left mirrors the layout', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const main = page.getByRole('main');
  const ltr = { nav: await nav.boundingBox(), main: await main.boundingBox() };
  expect(ltr.nav!.x).toBeLessThan(ltr.main!.x);

  const panel = await openThemeSettings(page);
  await panel.getByRole('radio', { name: 'Right to left' }).click();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await nav.boundingBox())!.x).toBeGreaterThan((await main.boundingBox())!.x);
  await page.screenshot({ path: `${SCREENS}/rtl.png` });

  // Kept for the next visit too (saved when the page unloads).
  await page.reload();
  await expect(nav).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await nav.boundingBox())!.x).toBeGreaterThan((await main.boundingBox())!.x);
});

test('provider staff see the general-settings button; a director does not', async ({ page }) => {
  await signIn(page, 'support@marquee.app');
  const button = page.getByRole('button', { name: 'General settings' });
  await expect(button).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/provider-staff.png` });
  await button.click();
  await expect(page).toHaveURL(/\/general-settings$/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await signIn(page, 'director@funzone.test');
  await expect(page.getByRole('button', { name: 'Theme settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'General settings' })).toHaveCount(0);
});

test('the font-size menu scales the text and the panels open', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  await page.getByRole('button', { name: /^Font size/ }).click();
  await page.getByRole('menuitemradio', { name: '130%' }).click();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('13px');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications.getByText('There are no notifications for now.')).toBeVisible();
  await notifications.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Quick panel' }).click();
  await expect(page.getByRole('dialog', { name: 'Quick Panel' }).getByText('Quick Panel')).toBeVisible();
});
