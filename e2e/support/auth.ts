import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Marquee#2026';

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Signed in once the app has left the auth pages (a modal may then cover the shell).
  await expect(page).not.toHaveURL(/\/auth\//);
}

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/** The latest e-mail the REST API put in the outbox for `to` (non-production only). */
export async function latestMail(restUrl: string, to: string): Promise<{ subject: string; body: string }> {
  const res = await fetch(`${restUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { data: { subject: string; body: string }[] };
  const [mail] = body.data;
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}
