import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphql, graphqlResponse } from '../support/graphql.ts';
import { RUN_ID } from '../support/users.ts';
import { seriousViolations } from '../support/axe.ts';

// Names carry the run id, and each test removes what it made in `finally`: the spec passes again
// on the same database and leaves the seeded modifiers alone.
const PREFIX = `E2E-${RUN_ID} FM`;
const LIST = '/product-management/food-modifiers';

async function masterClientOf(page: Page): Promise<number> {
  const me = await graphql(page, '{ me { masterClients { masterClientId isDefault } } }');
  const clients = (me.data!.me as { masterClients: { masterClientId: number; isDefault: boolean }[] }).masterClients;
  return (clients.find((c) => c.isDefault) ?? clients[0]!).masterClientId;
}

/** Removes this run's food modifiers (what a failed test left). */
async function removeRunModifiers(page: Page, mc: number) {
  const found = await graphql(
    page,
    'query($q: String) { foodModifiers(search: $q, rowsPerPage: 100) { rows { id } } }',
    { q: PREFIX },
    mc,
  );
  const ids = ((found.data?.foodModifiers as { rows: { id: number }[] } | undefined)?.rows ?? []).map((r) => r.id);
  if (ids.length > 0)
    await graphql(page, 'mutation($ids: [Int!]!) { deleteFoodModifiers(ids: $ids) { removed } }', { ids }, mc);
}

/** Opens the list and waits for its first page. */
async function openList(page: Page) {
  const listed = graphqlResponse(page, 'CatalogueFoodModifiers');
  await page.goto(LIST);
  await listed;
  await expect(page.getByRole('heading', { name: 'Food Modifiers' })).toBeVisible();
}

/** Fills the new-modifier form (the price typed key by key, as a person would) and saves it. */
async function createModifier(page: Page, name: string, price: string, shown: string) {
  await page.getByRole('button', { name: 'Add Food Modifier' }).click();
  await expect(page.getByRole('heading', { name: 'New Food Modifier' })).toBeVisible();
  await page.getByRole('textbox', { name: /Name/ }).fill(name);
  await page.getByRole('textbox', { name: /Group/ }).fill('Toppings');
  const priceBox = page.getByRole('textbox', { name: /Price/ });
  await priceBox.pressSequentially(price);
  await expect(priceBox).toHaveValue(shown);
  await page
    .getByRole('group', { name: /Locations/ })
    .getByRole('checkbox')
    .first()
    .check();
  const created = graphqlResponse(page, 'CreateFoodModifier');
  const relisted = graphqlResponse(page, 'CatalogueFoodModifiers');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await (await created).json()).errors).toBeUndefined();
  await expect(page.getByText('The food modifier has been successfully saved').first()).toBeVisible();
  await relisted;
}

test('food modifiers: create with a typed amount, edit the price, search, remove two', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const onions = `${PREFIX} Onions`;
  const peppers = `${PREFIX} Peppers`;
  try {
    await openList(page);

    // '$04.50' typed: the '$' and the leading zero are dropped as you type.
    await createModifier(page, onions, '$04.50', '4.50');
    await expect(page.getByRole('heading', { name: 'Food Modifiers' })).toBeVisible();
    await expect(page.getByRole('row', { name: onions })).toContainText('$4.50');

    // Edit the price; back at the table with the new one.
    const opened = graphqlResponse(page, 'CatalogueFoodModifier');
    await page.getByRole('row', { name: onions }).click();
    await opened;
    await expect(page.getByRole('heading', { name: onions })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Price/ })).toHaveValue('4.50');
    await page.getByRole('textbox', { name: /Price/ }).fill('5.25');
    const updated = graphqlResponse(page, 'UpdateFoodModifier');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await (await updated).json()).errors).toBeUndefined();
    await expect(page.getByText('The food modifier has been successfully saved').first()).toBeVisible();
    await expect(page.getByRole('row', { name: onions })).toContainText('$5.25');

    // Search (debounced, kept in the URL) finds it alone.
    const searched = graphqlResponse(page, 'CatalogueFoodModifiers');
    await page.getByRole('searchbox', { name: 'Search' }).fill(onions);
    await searched;
    await expect(page).toHaveURL(/q=E2E-/);
    await expect(page.getByRole('row', { name: onions })).toBeVisible();
    await expect(page.getByText('1–1 of 1')).toBeVisible();

    // A second one, then both found by the run's prefix, selected and removed together.
    await createModifier(page, peppers, '1', '1');
    const both = graphqlResponse(page, 'CatalogueFoodModifiers');
    await page.getByRole('searchbox', { name: 'Search' }).fill(PREFIX);
    await both;
    await expect(page.getByRole('row', { name: peppers })).toContainText('$1.00');
    await page.getByRole('checkbox', { name: `Select ${onions}` }).check();
    await page.getByRole('checkbox', { name: `Select ${peppers}` }).check();
    await page.getByRole('button', { name: 'Remove selected (2)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to remove selected items?' });
    const removed = graphqlResponse(page, 'DeleteFoodModifiers');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    expect((await (await removed).json()).data.deleteFoodModifiers.removed).toBe(2);
    await expect(page.getByText('The selected food modifiers have been successfully removed').first()).toBeVisible();
    await expect(page.getByRole('row', { name: onions })).toHaveCount(0);
    await expect(page.getByRole('row', { name: peppers })).toHaveCount(0);
  } finally {
    await removeRunModifiers(page, mc);
  }
});

test('food modifiers: the list and the editor have no serious or critical axe violations', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  await openList(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const opened = graphqlResponse(page, 'CatalogueFoodModifier');
  await page.getByRole('row').nth(1).click();
  await opened;
  await expect(page.getByRole('textbox', { name: /Price/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Add Food Modifier' }).click();
  await expect(page.getByRole('heading', { name: 'New Food Modifier' })).toBeVisible();
  // Save turns on once the form is changed; a name alone leaves the price and locations missing.
  await page.getByRole('textbox', { name: /Name/ }).fill(`${PREFIX} Axe`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
  // Until the alert has gone, the page behind it is aria-hidden (with its focusable fields).
  await expect(page.getByRole('alertdialog')).toBeHidden();
  // The form with its error messages shown.
  await expect(page.getByText('Select at least one.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('food modifiers: at 390 px the columns do not overlap; the grid scrolls inside its container', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'director@funzone.test');
  await openList(page);
  const headers = page.getByRole('columnheader');
  await expect(headers.first()).toBeVisible();
  const boxes = [];
  for (const header of await headers.all()) boxes.push((await header.boundingBox())!);
  expect(boxes.length).toBeGreaterThanOrEqual(4);
  for (let i = 1; i < boxes.length; i++) {
    // Each header starts where the one before it ends (1 px of rounding allowed).
    expect(boxes[i]!.x, `header ${i}`).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
  }
  // The page itself does not scroll sideways: the table's wrapper does.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  const scrolls = await page
    .getByRole('grid')
    .or(page.getByRole('table'))
    .first()
    .evaluate((table) => {
      const wrapper = table.parentElement!;
      return getComputedStyle(wrapper).overflowX === 'auto' && wrapper.scrollWidth > wrapper.clientWidth;
    });
  expect(scrolls).toBe(true);
});
