import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphql } from '../support/graphql.ts';
import { RUN_ID } from '../support/users.ts';

// Every name made here carries the run id, and what a test makes it removes in `finally`: the
// specs pass again on the same database and leave the demo rows where the seed put them.
const PREFIX = `E2E-${RUN_ID}`;
/**
 * Store numbers are unique per master client: each location this run makes takes the
 * next one from a start that differs per run, far above the seed's 1001…
 */
let storeNumber = 900_000_000 + (Date.now() % 90_000_000);
const nextStoreNumber = () => String(storeNumber++);

async function masterClientOf(page: Page): Promise<number> {
  const me = await graphql(page, '{ me { masterClients { masterClientId isDefault } } }');
  const clients = (me.data!.me as { masterClients: { masterClientId: number; isDefault: boolean }[] }).masterClients;
  return (clients.find((c) => c.isDefault) ?? clients[0]!).masterClientId;
}

/** A location of this run, so groups take none of the demo locations away from their groups. */
async function runLocation(page: Page, mc: number, name: string): Promise<number> {
  const made = await graphql(
    page,
    'mutation($i: LocationCreateInput!) { createLocation(input: $i) { id } }',
    {
      i: {
        name,
        groupId: null,
        storeNumber: nextStoreNumber(),
        address1: '',
        address2: '',
        city: 'Austin',
        state: 'TX',
        postalCode: '',
      },
    },
    mc,
  );
  expect(made.errors).toBeUndefined();
  return (made.data!.createLocation as { id: number }).id;
}

/** Removes this run's groups and locations named with `prefix`. */
async function removeRunRows(page: Page, mc: number, prefix: string) {
  const groups = await graphql(
    page,
    'query($q: String) { settingsGroups(search: $q, rowsPerPage: 100) { rows { id } } }',
    { q: prefix },
    mc,
  );
  const groupIds = ((groups.data?.settingsGroups as { rows: { id: number }[] } | undefined)?.rows ?? []).map(
    (r) => r.id,
  );
  if (groupIds.length > 0)
    await graphql(page, 'mutation($ids: [Int!]!) { deleteGroups(ids: $ids) { removed } }', { ids: groupIds }, mc);
  const locations = await graphql(
    page,
    'query($q: String) { settingsLocations(search: $q, rowsPerPage: 100) { rows { id } } }',
    { q: prefix },
    mc,
  );
  const locationIds = ((locations.data?.settingsLocations as { rows: { id: number }[] } | undefined)?.rows ?? []).map(
    (r) => r.id,
  );
  if (locationIds.length > 0) {
    await graphql(page, 'mutation($ids: [Int!]!) { deleteLocations(ids: $ids) { removed } }', { ids: locationIds }, mc);
  }
}

test('groups: create with validation, search, page, edit and remove several', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const prefix = `${PREFIX} G`;
  const spot = `${prefix} Spot`;
  await runLocation(page, mc, spot);
  // The bulk groups take their own location: a location is in one group at a time.
  const bulkLocationId = await runLocation(page, mc, `${prefix} Bulk spot`);
  try {
    await groupsScreen(page, mc, prefix, spot, bulkLocationId);
  } finally {
    await removeRunRows(page, mc, prefix);
  }
});

async function groupsScreen(page: Page, mc: number, prefix: string, spot: string, bulkLocationId: number) {
  const alpha = `${prefix} Alpha`;
  const bulk = (i: number) => `${prefix} Bulk ${String(i).padStart(2, '0')}`;
  await page.goto('/settings/groups');
  await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();

  // New mode: an invalid save names the missing fields on the Basic Tab.
  await page.getByRole('button', { name: 'Add Group' }).click();
  await expect(page.getByRole('heading', { name: 'New Group' })).toBeVisible();
  await page.getByRole('textbox', { name: /Name/ }).fill(`  ${alpha}  `);
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('alertdialog', { name: 'Please fill all the required fields' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Select at least one location.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Basic Tab/ })).toHaveAttribute('aria-description', /has errors/);

  await page.getByRole('checkbox', { name: spot, exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The group has been successfully saved').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();
  // The name was trimmed.
  await expect(page.getByRole('row', { name: alpha })).toBeVisible();

  // Enough groups for two pages of 10.
  for (let i = 1; i <= 10; i++) {
    const made = await graphql(
      page,
      'mutation($input: GroupInput!) { createGroup(input: $input) { id } }',
      { input: { name: bulk(i), locationIds: [bulkLocationId] } },
      mc,
    );
    expect(made.errors).toBeUndefined();
  }

  // Search is debounced and kept in the URL; a reload restores it.
  await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
  await expect(page).toHaveURL(new RegExp(`q=${PREFIX}`));
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(prefix);
  await expect(page.getByText('1–11 of 11')).toBeVisible();

  // Rows per page resets to page 0; the next page keeps the search.
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page.getByText('1–10 of 11')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(page).toHaveURL(new RegExp(`q=${PREFIX}`));
  await expect(page.getByText('11–11 of 11')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('1–10 of 11')).toBeVisible();

  // Edit: open the row, rename, save; back at the table with the same list state.
  await page.getByRole('row', { name: alpha }).click();
  await expect(page).toHaveURL(/mode=edit/);
  await expect(page.getByRole('heading', { name: alpha })).toBeVisible();
  await page.getByRole('textbox', { name: /Name/ }).fill(`${alpha} Renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The group has been successfully saved').first()).toBeVisible();
  await expect(page).not.toHaveURL(/mode=edit/);
  await expect(page.getByRole('row', { name: `${alpha} Renamed` })).toBeVisible();

  // Several at once: the plural confirmation and success text; the page is fetched again.
  await page.getByRole('checkbox', { name: `Select ${bulk(1)}` }).check();
  await page.getByRole('checkbox', { name: `Select ${bulk(2)}` }).check();
  await page.getByRole('button', { name: 'Remove selected (2)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to remove selected items?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The groups have been successfully deleted').first()).toBeVisible();
  await expect(page.getByText('1–9 of 9')).toBeVisible();
  await expect(page.getByRole('row', { name: bulk(1) })).toHaveCount(0);
}

test('locations: a new location is created', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const arena = `${PREFIX} L Arena`;
  try {
    await locationScreen(page, arena);
    await runLocation(page, mc, `${PREFIX} L Spot`);
    await enabledFlag(page, arena);
  } finally {
    await removeRunRows(page, mc, `${PREFIX} L`);
  }
});

async function locationScreen(page: Page, arena: string) {
  await page.goto('/settings/locations');
  await page.getByRole('button', { name: 'New Location' }).click();
  await page.getByRole('textbox', { name: /^Location/ }).fill(arena);
  await page.getByRole('textbox', { name: 'Store Number' }).fill(nextStoreNumber());
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Main St');
  await page.getByRole('textbox', { name: 'City' }).fill('Austin');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The locations have been successfully saved').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(arena);
  await expect(page.getByRole('row', { name: arena })).toBeVisible();
  // Editing keeps the location fixed.
  await page.getByRole('row', { name: arena }).click();
  await expect(page.getByRole('textbox', { name: /^Location/ })).toHaveAttribute('readonly', '');
}

/** The Users screen's location filter: `present` must show before `name` is judged (the lookup is loaded). */
async function pickerOffers(page: Page, present: string, name: string): Promise<boolean> {
  await page.goto('/settings/users');
  await page.getByRole('combobox', { name: 'Location' }).click();
  await expect(page.getByRole('option', { name: present })).toBeVisible();
  const offered = (await page.getByRole('option', { name }).count()) > 0;
  await page.keyboard.press('Escape');
  return offered;
}

/** Switched off, the location leaves the pickers; on again, it is back (`${PREFIX} L Spot` stays on). */
async function enabledFlag(page: Page, arena: string) {
  const spot = `${PREFIX} L Spot`;
  expect(await pickerOffers(page, spot, arena)).toBe(true);
  await page.goto('/settings/locations');
  await page.getByRole('searchbox', { name: 'Search' }).fill(arena);
  await page.getByRole('row', { name: arena }).click();
  await page.getByRole('switch', { name: 'Enabled' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The locations have been successfully saved').first()).toBeVisible();
  expect(await pickerOffers(page, spot, arena)).toBe(false);

  // The Locations list still has it, under the Disabled status.
  await page.goto('/settings/locations?enabled=off');
  await page.getByRole('searchbox', { name: 'Search' }).fill(arena);
  await page.getByRole('row', { name: arena }).click();
  await page.getByRole('switch', { name: 'Enabled' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The locations have been successfully saved').first()).toBeVisible();
  expect(await pickerOffers(page, spot, arena)).toBe(true);
}

test('users: a new user is invited from the simple dialog', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const email = `erin.${RUN_ID}@funzone.test`;
  try {
    await usersScreen(page, email);
  } finally {
    const found = await graphql(
      page,
      'query($q: String) { settingsUsers(search: $q, rowsPerPage: 100) { rows { id } } }',
      { q: email },
      mc,
    );
    const ids = ((found.data?.settingsUsers as { rows: { id: number }[] } | undefined)?.rows ?? []).map((r) => r.id);
    if (ids.length > 0)
      await graphql(page, 'mutation($ids: [Int!]!) { deleteUsers(ids: $ids) { removed } }', { ids }, mc);
  }
});

async function usersScreen(page: Page, email: string) {
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
  await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
  await dialog.getByRole('combobox', { name: /Role/ }).click();
  await page.getByRole('option').nth(1).click();
  await add.click();
  await expect(page.getByText('The users have been successfully saved').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page.getByRole('row', { name: 'Erin Tester' })).toBeVisible();

  // Invited: the dialog offers to resend, showing 'Sending' then 'Resend'.
  await page.getByRole('row', { name: 'Erin Tester' }).click();
  const edit = page.getByRole('dialog', { name: 'Erin Tester' });
  const resend = edit.getByRole('button', { name: 'Resend invitation' });
  await resend.click();
  await expect(resend).toHaveText('Sending');
  await expect(resend).toHaveText('Resend');
  await expect(page.getByText('Invitation to Club Director was sent successfully!').first()).toBeVisible();
}

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
