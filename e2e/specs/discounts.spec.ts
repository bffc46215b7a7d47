import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphql, graphqlResponse } from '../support/graphql.ts';
import { RUN_ID } from '../support/users.ts';

// Names carry the run id; what the test makes it removes in `finally`, so it passes again on the
// same database and leaves the demo catalogue as the seed made it.
const PREFIX = `E2E-${RUN_ID} D`;

async function masterClientOf(page: Page): Promise<number> {
  const me = await graphql(page, '{ me { masterClients { masterClientId isDefault } } }');
  const clients = (me.data!.me as { masterClients: { masterClientId: number; isDefault: boolean }[] }).masterClients;
  return (clients.find((c) => c.isDefault) ?? clients[0]!).masterClientId;
}

/** Removes this run's discounts, then its revenue class. */
async function removeRunRows(page: Page, mc: number, classId: number) {
  const found = await graphql(
    page,
    'query($q: String) { discounts(search: $q, rowsPerPage: 100) { rows { id } } }',
    { q: PREFIX },
    mc,
  );
  const ids = ((found.data?.discounts as { rows: { id: number }[] } | undefined)?.rows ?? []).map((r) => r.id);
  if (ids.length > 0)
    await graphql(page, 'mutation($ids: [Int!]!) { deleteDiscounts(ids: $ids) { removed } }', { ids }, mc);
  await graphql(
    page,
    'mutation($ids: [Int!]!) { deleteRevenueClasses(ids: $ids) { removed } }',
    { ids: [classId] },
    mc,
  );
}

test('discounts: create an amount with a date window, edit, search, remove several', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const className = `${PREFIX} Arcade`;
  const made = await graphql(
    page,
    'mutation($i: RevenueClassInput!) { createRevenueClass(input: $i) { id } }',
    { i: { name: className, typeId: 3, description: 'e2e' } },
    mc,
  );
  expect(made.errors).toBeUndefined();
  const classId = (made.data!.createRevenueClass as { id: number }).id;
  try {
    await discountsScreen(page, className);
  } finally {
    await removeRunRows(page, mc, classId);
  }
});

async function save(page: Page, operation: 'CreateDiscount' | 'UpdateDiscount') {
  const saved = graphqlResponse(page, operation);
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await (await saved).json()).errors).toBeUndefined();
  await expect(page.getByText('The discount has been successfully saved').first()).toBeVisible();
}

async function search(page: Page, text: string) {
  const listed = graphqlResponse(page, 'CatalogueDiscounts');
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await listed;
}

async function discountsScreen(page: Page, className: string) {
  const five = `${PREFIX} Five off`;
  const tenPercent = `${PREFIX} Ten percent`;
  await page.goto('/product-management/discounts');
  await expect(page.getByRole('heading', { name: 'Discounts' })).toBeVisible();

  // New: an amount typed with a dollar sign, a date window and the run's revenue class.
  await page.getByRole('button', { name: 'Add Discount' }).click();
  await expect(page.getByRole('heading', { name: 'New Discount' })).toBeVisible();
  await page.getByRole('textbox', { name: /Name/ }).fill(five);
  await page.getByRole('combobox', { name: /Type/ }).click();
  await page.getByRole('option', { name: 'Amount' }).click();
  const value = page.getByRole('textbox', { name: /Value/ });
  await value.pressSequentially('$5');
  await expect(value).toHaveValue('5');
  await page.getByRole('tab', { name: /Dates/ }).click();
  await page.getByLabel(/Start Date/).fill('2026-06-01');
  await page.getByLabel(/End Date/).fill('2026-08-31');
  await page.getByRole('tab', { name: /Revenue Classes/ }).click();
  await page.getByRole('checkbox', { name: className, exact: true }).check();
  await save(page, 'CreateDiscount');
  await expect(page.getByRole('heading', { name: 'Discounts' })).toBeVisible();

  // Search finds it, with the amount in dollars and its window.
  await search(page, five);
  const row = page.getByRole('row', { name: five });
  await expect(row).toContainText('$5.00');
  await expect(row).toContainText('Jun 1, 2026');
  await expect(row).toContainText('Aug 31, 2026');

  // Edit: the value becomes 10.50; the search is kept on the way back.
  const opened = graphqlResponse(page, 'CatalogueDiscount');
  await row.click();
  await opened;
  await expect(page.getByRole('heading', { name: five })).toBeVisible();
  await expect(value).toHaveValue('5.00');
  await value.fill('10.50');
  await save(page, 'UpdateDiscount');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(five);
  await expect(page.getByRole('row', { name: five })).toContainText('$10.50');

  // A second one, a percentage.
  await page.getByRole('button', { name: 'Add Discount' }).click();
  await page.getByRole('textbox', { name: /Name/ }).fill(tenPercent);
  await page.getByRole('textbox', { name: /Value/ }).pressSequentially('10');
  await page.getByRole('tab', { name: /Revenue Classes/ }).click();
  await page.getByRole('checkbox', { name: className, exact: true }).check();
  await save(page, 'CreateDiscount');

  await search(page, PREFIX);
  await expect(page.getByRole('row', { name: tenPercent })).toContainText('10.00%');

  // One selected asks the singular question; No keeps it.
  await page.getByRole('checkbox', { name: `Select ${five}` }).check();
  await page.getByRole('button', { name: 'Remove selected (1)' }).click();
  const one = page.getByRole('alertdialog', { name: 'Are you sure you want to remove the item?' });
  await one.getByRole('button', { name: 'No' }).click();
  await expect(one).toBeHidden();

  // Both: the plural question and text; the list is fetched again and is empty.
  await page.getByRole('checkbox', { name: `Select ${tenPercent}` }).check();
  await page.getByRole('button', { name: 'Remove selected (2)' }).click();
  const both = page.getByRole('alertdialog', { name: 'Are you sure you want to remove selected items?' });
  const removed = graphqlResponse(page, 'DeleteDiscounts');
  const refetched = graphqlResponse(page, 'CatalogueDiscounts');
  await both.getByRole('button', { name: 'Yes' }).click();
  expect((await (await removed).json()).data.deleteDiscounts.removed).toBe(2);
  await refetched;
  await expect(page.getByText('The selected discounts have been successfully removed').first()).toBeVisible();
  await expect(page.getByText('There are no discounts')).toBeVisible();
}
