import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';

/** Calls the gateway with the page's session cookie, as the signed-in person would. */
async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}, masterClient?: number) {
  const res = await page.request.post('/graphql', {
    data: { query, variables },
    headers: masterClient === undefined ? {} : { 'x-master-client': String(masterClient) },
  });
  return (await res.json()) as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
}

async function masterClientOf(page: Page): Promise<number> {
  const me = await graphql(page, '{ me { masterClients { masterClientId isDefault } } }');
  const clients = (me.data!.me as { masterClients: { masterClientId: number; isDefault: boolean }[] }).masterClients;
  return (clients.find((c) => c.isDefault) ?? clients[0]!).masterClientId;
}

test('groups: create with validation, search, page, edit and remove several', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  await page.goto('/settings/groups');
  await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();

  // New mode: an invalid save names the missing fields on the Basic Tab.
  await page.getByRole('button', { name: 'Add Group' }).click();
  await expect(page.getByRole('heading', { name: 'New Group' })).toBeVisible();
  await page.getByRole('textbox', { name: /Name/ }).fill('  E2E Alpha  ');
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('alertdialog', { name: 'Please fill all the required fields' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Select at least one location.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Basic Tab/ })).toHaveAttribute('aria-description', /has errors/);

  await page.getByRole('checkbox', { name: 'FunZone Mall' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The group has been successfully saved').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();
  // The name was trimmed.
  await expect(page.getByRole('row', { name: 'E2E Alpha' })).toBeVisible();

  // Enough groups for two pages of 10.
  const mc = await masterClientOf(page);
  const locations = await graphql(page, '{ locations { locationId } }', {}, mc);
  const locationId = (locations.data!.locations as { locationId: number }[])[0]!.locationId;
  for (let i = 1; i <= 10; i++) {
    const made = await graphql(
      page,
      'mutation($input: GroupInput!) { createGroup(input: $input) { id } }',
      { input: { name: `E2E Bulk ${String(i).padStart(2, '0')}`, locationIds: [locationId] } },
      mc,
    );
    expect(made.errors).toBeUndefined();
  }

  // Search is debounced and kept in the URL; a reload restores it.
  await page.getByRole('searchbox', { name: 'Search' }).fill('E2E');
  await expect(page).toHaveURL(/q=E2E/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('E2E');
  await expect(page.getByText('1–11 of 11')).toBeVisible();

  // Rows per page resets to page 0; the next page keeps the search.
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page.getByText('1–10 of 11')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(page).toHaveURL(/q=E2E/);
  await expect(page.getByText('11–11 of 11')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('1–10 of 11')).toBeVisible();

  // Edit: open the row, rename, save; back at the table with the same list state.
  await page.getByRole('row', { name: 'E2E Alpha' }).click();
  await expect(page).toHaveURL(/mode=edit/);
  await expect(page.getByRole('heading', { name: 'E2E Alpha' })).toBeVisible();
  await page.getByRole('textbox', { name: /Name/ }).fill('E2E Alpha Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The group has been successfully saved').first()).toBeVisible();
  await expect(page).not.toHaveURL(/mode=edit/);
  await expect(page.getByRole('row', { name: 'E2E Alpha Renamed' })).toBeVisible();

  // Several at once: the plural confirmation and success text; the page is fetched again.
  await page.getByRole('checkbox', { name: 'Select E2E Bulk 01' }).check();
  await page.getByRole('checkbox', { name: 'Select E2E Bulk 02' }).check();
  await page.getByRole('button', { name: 'Remove selected (2)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to remove selected items?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The groups have been successfully deleted').first()).toBeVisible();
  await expect(page.getByText('1–9 of 9')).toBeVisible();
  await expect(page.getByRole('row', { name: 'E2E Bulk 01' })).toHaveCount(0);
});

test('locations: a new location is created', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  await page.goto('/settings/locations');
  await page.getByRole('button', { name: 'New Location' }).click();
  await page.getByRole('textbox', { name: /^Location/ }).fill('E2E Arena');
  await page.getByRole('textbox', { name: 'Store Number' }).fill('77');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Main St');
  await page.getByRole('textbox', { name: 'City' }).fill('Austin');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The locations have been successfully saved').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('E2E Arena');
  await expect(page.getByRole('row', { name: 'E2E Arena' })).toBeVisible();
  // Editing keeps the location fixed.
  await page.getByRole('row', { name: 'E2E Arena' }).click();
  await expect(page.getByRole('textbox', { name: /^Location/ })).toHaveAttribute('readonly', '');
});

test('users: a new user is invited from the simple dialog', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  await page.goto('/settings/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  const add = dialog.getByRole('button', { name: 'Add', exact: true });
  await dialog.getByRole('textbox', { name: /First Name/ }).fill('Erin');
  await dialog.getByRole('textbox', { name: /Last Name/ }).fill('Tester');
  await dialog.getByRole('textbox', { name: /Email/ }).fill('erin.tester@');
  await dialog.getByRole('textbox', { name: /Phone Number/ }).fill('5125550199');
  await dialog.getByRole('textbox', { name: /Email/ }).blur();
  await expect(dialog.getByText('An Invalid E-mail address')).toBeVisible();
  await expect(add).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Email/ }).fill('erin.tester@funzone.test');
  await dialog.getByRole('combobox', { name: /Role/ }).click();
  await page.getByRole('option').nth(1).click();
  await add.click();
  await expect(page.getByText('The users have been successfully saved').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('erin.tester');
  await expect(page.getByRole('row', { name: 'Erin Tester' })).toBeVisible();

  // Invited: the dialog offers to resend, showing 'Sending' then 'Resend'.
  await page.getByRole('row', { name: 'Erin Tester' }).click();
  const edit = page.getByRole('dialog', { name: 'Erin Tester' });
  const resend = edit.getByRole('button', { name: 'Resend invitation' });
  await resend.click();
  await expect(resend).toHaveText('Sending');
  await expect(resend).toHaveText('Resend');
  await expect(page.getByText('Invitation to Club Director was sent successfully!').first()).toBeVisible();
});

test('a view-only user sees no Add button and the server refuses the mutation', async ({ page }) => {
  await signIn(page, 'viewer@funzone.test');
  await page.goto('/settings/groups');
  await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Central Texas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Group' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Select Central Texas' })).toHaveCount(0);

  const mc = await masterClientOf(page);
  const answer = await graphql(
    page,
    'mutation($input: GroupInput!) { createGroup(input: $input) { id } }',
    { input: { name: 'Not allowed', locationIds: [1] } },
    mc,
  );
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
