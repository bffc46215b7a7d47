import { expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';

test('the director signs in, sees the menu and the user menu, and signs out', async ({ page }) => {
  await page.goto('/settings/users');
  // Not signed in: the login page, remembering where the person wanted to go.
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByRole('textbox', { name: 'Username' }).fill('director@funzone.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('Marquee#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const group of ['Dashboards', 'Product Management', 'Club Booking', 'Marketing', 'Settings']) {
    await expect(nav.getByRole('button', { name: group })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByText('Dana Director').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dana Director Director' })).toBeVisible();

  await signOut(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a wrong password shows the login-failure message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('director@funzone.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByText('Your account or password is incorrect. If you don’t remember your password, please reset.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('the sign-in page speaks Spanish and Georgian, and passes axe in each', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The menu's code loads when the button is reached for: the first click still opens it.
  // Named by the language shown (the visible text), described as the language menu.
  const english = page.getByRole('button', { name: 'English' });
  await expect(english).toHaveAccessibleDescription('Language');
  await english.click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Español' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: 'ქართული' }).click();
  await expect(page.getByRole('button', { name: 'შესვლა' })).toBeVisible();
  // The choice is kept in this browser: a new visit opens in Georgian.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'შესვლა' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('marquee.language'));
});

test('the login button waits for a valid username and password', async ({ page }) => {
  await page.goto('/auth/login');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeDisabled();
  await page.getByRole('textbox', { name: 'Username' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password' }).fill('abcd');
  await page.getByRole('textbox', { name: 'Password' }).blur();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(login).toBeDisabled();
  await page.getByRole('textbox', { name: 'Username' }).fill('director@funzone.test');
  await expect(login).toBeEnabled();
});

test('a staff user sees no admin-only entries and is sent to / from an admin URL', async ({ page }) => {
  await signIn(page, 'staff@funzone.test');
  // `/` sends staff to their first allowed entry.
  await expect(page).toHaveURL(/\/club-booking\/manager$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Club Booking' })).toBeVisible();
  for (const hidden of ['Dashboards', 'Settings', 'Product Management', 'Admin']) {
    await expect(nav.getByRole('button', { name: hidden })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Sam Staff Guest' })).toBeVisible();

  await page.goto('/settings/users');
  await expect(page).toHaveURL(/\/club-booking\/manager$/);
  await page.goto('/ownersbox');
  await expect(page).toHaveURL(/\/club-booking\/manager$/);
});

test('the director switches master client and later requests carry it', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  await page.goto('/settings/groups');
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await expect(customer).toHaveText(/FunZone Entertainment/);

  await customer.click();
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && r.method() === 'POST' && r.headers()['x-master-client'] !== undefined,
  );
  await page.getByRole('option', { name: 'Bowlarama Group' }).click();
  await expect(customer).toHaveText(/Bowlarama Group/);
  const header = (await sent).headers()['x-master-client'];
  expect(Number(header)).toBeGreaterThan(0);

  // The choice survives a reload of the page.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveText(/Bowlarama Group/);
  // Pages outside the listed paths do not show the selector.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveCount(0);
});

test('a user with a single master client has it chosen automatically', async ({ page }) => {
  await signIn(page, 'solo@bowlarama.test');
  await page.goto('/settings/groups');
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveText(/Bowlarama Group/);
});
