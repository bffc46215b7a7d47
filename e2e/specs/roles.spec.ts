import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphql } from '../support/graphql.ts';
import { freshUser, RUN_ID } from '../support/users.ts';

const SCREENS = '.artifacts/screens';

/**
 * the director unticks View on Groups for a role in Roles and Security; a person of
 * that role, signed in, no longer has Groups in the menu and is refused it by the server.
 */
test('unticking View on Groups takes Groups away from a role', async ({ page, browser }) => {
  const roleName = `E2E role ${RUN_ID}`;
  await signIn(page, 'director@funzone.test');
  const me = await graphql(page, '{ me { masterClients { masterClientId isDefault } } }');
  const clients = (me.data!.me as { masterClients: { masterClientId: number; isDefault: boolean }[] }).masterClients;
  const funzone = clients.find((c) => c.isDefault)!.masterClientId;
  const added = await graphql(
    page,
    'mutation($n: String!) { addSecurityRole(name: $n) { roleId } }',
    { n: roleName },
    funzone,
  );
  expect(added.errors).toBeUndefined();
  const roleId = (added.data!.addSecurityRole as { roleId: number }).roleId;
  // The owner's box and settings lists (locations 12, groups 13), so the person has a home page and a menu.
  const grant = [0, 12, 13].map((routeId) => ({ routeId, view: true }));
  const saved = await graphql(
    page,
    'mutation($r: Int!, $p: [SecurityPermissionInput!]!) { saveSecurityRolePermissions(roleId: $r, permissions: $p) { roleId } }',
    { r: roleId, p: grant },
    funzone,
  );
  expect(saved.errors).toBeUndefined();
  const person = await freshUser('roles', { completeProfile: true, roleName });

  await page.goto('/settings/roles-security');
  await expect(page.getByText('Manage permissions for each user role')).toBeVisible();
  await page.getByRole('button', { name: `Show the permissions of ${roleName}` }).click();
  await page.getByRole('button', { name: 'Show the permissions of Settings', exact: true }).click();
  const view = page.getByRole('checkbox', { name: 'View: Groups', exact: true });
  await expect(view).toBeChecked();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SCREENS}/roles-security-1440.png`, fullPage: false });
  await view.click();
  await expect(view).not.toBeChecked();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Changes was saved successfully').first()).toBeVisible();
  // A fresh load at phone width, so the menu drawer is closed as a phone opens the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Manage permissions for each user role')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/roles-security-390.png`, fullPage: false });

  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await signIn(other, person.email, person.password);
    const nav = other.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Settings' }).click();
    await expect(nav.getByRole('link', { name: 'Locations' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Groups' })).toHaveCount(0);
    const refused = await graphql(other, '{ settingsGroups { total } }', {}, funzone);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  } finally {
    await context.close();
  }
});

/** Issue 11: Roles & Departments needs a location; a department is added at it and removed again. */
test('adds a department at a location and removes it', async ({ page }) => {
  const name = `E2E dept ${RUN_ID}`;
  await signIn(page, 'director@funzone.test');
  await page.goto('/settings/roles');
  await expect(page.getByText('Please select any location').last()).toBeVisible();
  await page.getByRole('combobox', { name: 'Location' }).click();
  const location = page.getByRole('option').first();
  const locationName = (await location.textContent())!.trim();
  await location.click();
  await page.getByRole('tab', { name: 'Departments' }).click();
  await page.getByRole('button', { name: 'Add New Department' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Department name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: locationName, exact: true }).last().click();
  await dialog.getByRole('button', { name: 'ADD' }).click();
  // The department's success dialog follows its 500 ms delay (spec/3 §4, §9).
  const saved = page.getByRole('alertdialog', { name: 'Saved Successfully' });
  await saved.getByRole('button', { name: 'Ok' }).click();
  await expect(saved).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByText(/^Rows: \d+$/)).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SCREENS}/roles-departments-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/roles-departments-390.png` });

  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

/** Issue 11: leaving the Security Roles tab with unsaved changes asks first; NO puts back what the server has. */
test('switching tab with unsaved matrix changes asks, and NO reverts them', async ({ page }) => {
  const dept = `E2E prompt dept ${RUN_ID}`;
  const role = `E2E prompt role ${RUN_ID}`;
  await signIn(page, 'director@funzone.test');
  const me = await graphql(page, '{ me { masterClients { masterClientId isDefault } } }');
  const clients = (me.data!.me as { masterClients: { masterClientId: number; isDefault: boolean }[] }).masterClients;
  const mc = clients.find((c) => c.isDefault)!.masterClientId;
  const listed = await graphql(page, '{ settingsLocations(rowsPerPage: 1) { rows { id name } } }', {}, mc);
  const location = (listed.data!.settingsLocations as { rows: { id: number; name: string }[] }).rows[0]!;
  // A department at the location and a role linked to it, so the Security Roles tab lists the role.
  const made = await graphql(
    page,
    'mutation($n: String!, $l: Int) { addDepartment(name: $n, locationId: $l) }',
    {
      n: dept,
      l: location.id,
    },
    mc,
  );
  const departmentId = made.data!.addDepartment as number;
  const linked = await graphql(
    page,
    'mutation($n: String!, $d: [Int!]!, $l: [Int!]!) { addLinkedRole(name: $n, departmentIds: $d, locationIds: $l) }',
    { n: role, d: [departmentId], l: [location.id] },
    mc,
  );
  const roleId = linked.data!.addLinkedRole as number;
  try {
    await page.goto('/settings/roles');
    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: location.name, exact: true }).click();
    const view = page.getByRole('checkbox', { name: `View: ${role}`, exact: true });
    await expect(view).not.toBeChecked();
    await view.click();
    await expect(view).toBeChecked();

    await page.getByRole('tab', { name: 'Departments' }).click();
    const prompt = page.getByText('You made changes in “security roles” section. Would you like to save the changes?');
    await expect(prompt).toBeVisible();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.getByRole('cell', { name: dept, exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Security Roles' }).click();
    await expect(view).not.toBeChecked();
  } finally {
    await graphql(page, 'mutation($r: Int!) { removeLinkedRole(id: $r) { removed } }', { r: roleId }, mc);
    await graphql(
      page,
      'mutation($d: [Int!]!) { removeDepartments(departmentIds: $d) { removed } }',
      {
        d: [departmentId],
      },
      mc,
    );
  }
});

test('Add New Role starts at the screen’s location, offers its departments, and adds a role for one location', async ({
  page,
}) => {
  const name = `E2E bookings ${RUN_ID}`;
  await signIn(page, 'director@funzone.test');
  await page.goto('/settings/roles');
  await page.getByRole('combobox', { name: 'Location' }).click();
  const location = page.getByRole('option').first();
  const locationName = (await location.textContent())!.trim();
  await location.click();
  await page.getByRole('button', { name: 'Add New Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Role' });
  await dialog.getByRole('textbox').first().fill(name);
  await expect(dialog.getByRole('combobox', { name: 'Locations' })).toHaveText(locationName);
  await dialog.getByRole('combobox', { name: 'Departments' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Bookings', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox', { name: 'Departments' })).toHaveText('Bookings');
  await dialog.getByRole('button', { name: 'ADD' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
});
