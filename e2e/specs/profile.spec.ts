import { expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/auth.ts';
import { graphqlResponse } from '../support/graphql.ts';
import { freshUser } from '../support/users.ts';

// Each test changes a person of its own, made for this run: the demo users stay as seeded.

test('the profile opens from the user menu and saves details', async ({ page }) => {
  const user = await freshUser('profile-details', { completeProfile: true });
  await signIn(page, user.email, user.password);
  await page.getByRole('button', { name: `${user.firstName} ${user.lastName} Guest` }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();

  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('55a');
  await expect(page.getByText('Digits only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await phone.fill('5551234567');
  const saved = graphqlResponse(page, 'UpdateProfile');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await (await saved).json()).errors).toBeUndefined();
  await expect(page.getByText('Your profile was saved.').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('5551234567');
});

test('a user changes the password and signs in with the new one', async ({ page }) => {
  const user = await freshUser('password', { completeProfile: true });
  const next = 'Fresh#Start2027';
  await signIn(page, user.email, user.password);
  await page.goto('/profile?page=security');
  await page.getByRole('textbox', { name: 'Current password' }).fill(user.password);
  const update = page.getByRole('button', { name: 'Update password' });
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill('weak');
  await expect(update).toBeDisabled();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill(next);
  // The show/hide toggle reveals what was typed.
  await page.getByRole('button', { name: 'Show password' }).nth(1).click();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAttribute('type', 'text');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText('Password was successfully changed.').first()).toBeVisible();

  await signOut(page);
  await page.getByRole('textbox', { name: 'Username' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Your account or password is incorrect.', { exact: false }).first()).toBeVisible();

  await signIn(page, user.email, next);
  await expect(page.getByRole('button', { name: new RegExp(user.lastName) })).toBeVisible();
});

test('an incomplete profile asks for points of contact until one is saved', async ({ page }) => {
  const user = await freshUser('incomplete');
  await signIn(page, user.email, user.password);
  const modal = page.getByRole('alertdialog', { name: 'Please fill the Points of Contacts' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/profile\?page=points/);
  await expect(modal).toHaveCount(0);

  await page.getByRole('button', { name: 'Add contact' }).click();
  const row = page.getByRole('group', { name: 'Contact 1' });
  await row.getByRole('textbox', { name: 'Contact name' }).fill('Front desk');
  await row.getByRole('textbox', { name: 'Contact email' }).fill('desk@funzone.test');
  await row.getByRole('textbox', { name: 'Contact phone' }).fill('5550100');
  const saved = graphqlResponse(page, 'UpdateContacts');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await (await saved).json()).errors).toBeUndefined();

  await page.reload();
  await expect(page.getByRole('group', { name: 'Contact 1' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Please fill the Points of Contacts' })).toHaveCount(0);
});
