import { expect, type Page, test } from '@playwright/test';
import { latestMail, signIn } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { answerContactsPrompt } from '../support/profile.ts';
import { restUrl } from '../support/stack.ts';
import { RUN_ID } from '../support/users.ts';

// provider staff open a customer; its director accepts the e-mailed invitation, lands in
// the empty customer with the setup checklist, and the first step ticks once a location exists.
// Names carry RUN_ID, so the spec passes again on a reused database.

const customer = `Laser Planet ${RUN_ID}`;
const director = `dana.${RUN_ID}@laserplanet.test`;
const PASSWORD = 'Welcome#2027';

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `.artifacts/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('provider staff open a customer; its director sets a password and follows the setup checklist', async ({
  page,
}) => {
  // One long flow (two people, seven screens scanned and shot at two widths).
  test.setTimeout(300_000);
  await signIn(page, 'support@marquee.app');
  await page.getByRole('button', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('row', { name: /FunZone Entertainment/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByRole('textbox', { name: /Customer name/ }).fill(customer);
  await dialog.getByRole('textbox', { name: /Country/ }).fill('US');
  await dialog.getByRole('textbox', { name: /Time zone/ }).fill('America/Denver');
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Dana');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Reyes');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Open customer' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(director);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: '.artifacts/customers-new-1440.png' });
  await dialog.getByRole('button', { name: 'Open customer' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox').fill(customer);
  const row = page.getByRole('row', { name: new RegExp(customer) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Sent, not yet used')).toBeVisible();
  await shoot(page, 'customers');

  // The link of the invitation e-mail, opened signed out as the director would.
  const mail = await latestMail(restUrl, director);
  expect(mail.subject).toContain(customer);
  const link = new URL(mail.body.match(/https?:\/\/\S+\/auth\/invitation\?token=[\w-]+/)?.[0] ?? 'http://x/none');
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(`Welcome, Dana. Choose a password to open ${customer} in Marquee.`)).toBeVisible();
  // The whole page: its card and the auth layout's language button (named by its visible text now).
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, 'invitation');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();

  // In the product, in the new customer: like every new person, first asked for a point of contact.
  await expect(page).not.toHaveURL(/\/auth\//);
  await answerContactsPrompt(page, { name: 'Dana Reyes', email: director, phone: '3035550100' });

  // The setup checklist, nothing ticked yet.
  await page.goto('/ownersbox');
  // The dashboard's code and data load first: slow on a busy machine.
  await expect(page.getByRole('heading', { name: `Set up ${customer}` })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('0 of 6 done')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Customer/ })).toHaveText(customer);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'setup-checklist');

  // The first step: a location, made on its screen through the checklist's link.
  await page.getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/settings\/locations/);
  await page.getByRole('button', { name: 'New Location' }).click();
  await page.getByRole('textbox', { name: /^Location/ }).fill('Laser Planet Boulder');
  await page.getByRole('textbox', { name: 'Store Number' }).fill('1');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Pearl St');
  await page.getByRole('textbox', { name: 'City' }).fill('Boulder');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The locations have been successfully saved').first()).toBeVisible();

  await page.goto('/ownersbox');
  await expect(page.getByText('1 of 6 done')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Locations' }).getByText('(Done)')).toBeVisible();

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('This invitation link has already been used. Sign in with your password.')).toBeVisible();
});
