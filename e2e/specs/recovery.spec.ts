import { expect, test } from '@playwright/test';
import { latestMail, signIn } from '../support/auth.ts';
import { restUrl } from '../support/stack.ts';
import { freshUser, RUN_ID } from '../support/users.ts';

// The person recovering is made for this run: a second run on the same database starts over.

test('a person recovers a forgotten password through the dialog and the e-mailed link', async ({ page }) => {
  const { email } = await freshUser('recovery', { completeProfile: true });
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot My Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  const reset = dialog.getByRole('button', { name: 'Reset password' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`${email.split('@')[0]}@`);
  await expect(reset).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await reset.click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`Reset link sent to ${email}`)).toBeVisible();

  // The link from the e-mail, as the person would open it.
  const mail = await latestMail(restUrl, email);
  const link = mail.body.match(/https?:\/\/\S+\/auth\/acrback\?code=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);

  const setNew = page.getByRole('dialog', { name: 'Set a new password' });
  await expect(setNew).toBeVisible();
  await setNew.getByRole('textbox', { name: 'New password', exact: true }).fill('Unblocked#2027');
  await setNew.getByRole('textbox', { name: 'Repeat new password' }).fill('Unblocked#2027');
  await setNew.getByRole('button', { name: 'Reset password' }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toBeVisible();
  await expect(
    success.getByText('Password has been updated. Please log back in using your new credentials.'),
  ).toBeVisible();
  await success
    .getByRole('button', { name: /Back to login|Close/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await signIn(page, email, 'Unblocked#2027');

  // The link is single use.
  await page.context().clearCookies();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByRole('dialog', { name: 'Oops, Something Went Wrong' })).toBeVisible();
  await expect(page.getByText('The password reset link is expired or invalid.')).toBeVisible();
});

test('the standalone recovery page sends a reset link', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await expect(page.getByRole('heading', { name: 'Recover your password' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send reset link' });
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: 'Email' }).fill('nope');
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.getByText('You must enter a valid email')).toBeVisible();
  // An address no one has: the answer is the same, and no demo user collects recovery e-mails.
  const nobody = `nobody-${RUN_ID}@funzone.test`;
  await page.getByRole('textbox', { name: 'Email' }).fill(nobody);
  await send.click();
  await expect(page.getByText(`Reset link sent to ${nobody}`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back to login' })).toBeVisible();
});
