import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphqlResponse } from '../support/graphql.ts';
import { createFood, foodIds, masterClientOf, namesOf, removeRunProducts } from '../support/products.ts';
import { RUN_ID } from '../support/users.ts';

// Names carry the run id; each test removes what it made in `finally`, so the spec passes again
// on the same database and leaves the demo products alone.
const PREFIX = `E2E-${RUN_ID} PR`;
const LIST = '/product-management/products';

async function openList(page: Page) {
  const listed = graphqlResponse(page, 'CatalogueProducts');
  await page.goto(LIST);
  await listed;
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
}

/** Picks `name` (or the first choice) in the dropdown labelled `label`. */
async function choose(page: Page, label: RegExp, name?: string) {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await (name ? listbox.getByRole('option', { name }) : listbox.getByRole('option').first()).click();
}

/**
 * A food product through the editor: type, name, two locations, then a category, revenue class and
 * a tax offered there on General, and a first-level price at each, typed as a person would.
 */
async function createFoodInEditor(page: Page, name: string, category: string, places: string[]) {
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { name: 'New Product' })).toBeVisible();
  await choose(page, /Product type/, 'Food & Beverage');
  await page.getByRole('textbox', { name: /Name/ }).fill(name);
  // Locations first: the General tab then lists the categories and taxes offered there.
  await page.getByRole('tab', { name: /Locations/ }).click();
  const locations = page.getByRole('tabpanel').getByRole('group').first();
  for (const place of places) await locations.getByRole('checkbox', { name: place, exact: true }).check();
  await page.getByRole('tab', { name: /General/ }).click();
  await page
    .getByRole('group', { name: /Categories/ })
    .getByRole('checkbox', { name: category })
    .check();
  await choose(page, /Revenue class/);
  await page.getByRole('combobox', { name: /^Tax/ }).click();
  // The first entry is 'No tax'.
  await page.getByRole('listbox').getByRole('option').nth(1).click();
  await page.getByRole('tab', { name: /Pricing/ }).click();
  const at = (n: number) => page.getByRole('tabpanel').getByRole('group').nth(n).getByRole('textbox').first();
  await at(0).pressSequentially('$04.50');
  await expect(at(0)).toHaveValue('4.50');
  await at(1).pressSequentially('5');
  // A limit per order, as a venue sets one for food (blank means no limit).
  await page.getByRole('tab', { name: /Inventory/ }).click();
  await page.getByRole('textbox', { name: /Maximum quantity/ }).fill('20');
  const created = graphqlResponse(page, 'CreateProduct');
  await page.getByRole('button', { name: 'Save' }).click();
  const answer = await (await created).json();
  expect(answer.errors).toBeUndefined();
  await expect(page.getByText('The product has been successfully saved').first()).toBeVisible();
  return (answer.data.createProduct as { id: number }).id;
}

async function search(page: Page, text: string) {
  const searched = graphqlResponse(page, 'CatalogueProducts');
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await searched;
}

test('products: create a food product priced at two locations, find it, open its URL, reprice it, reorder it, remove two', async ({
  page,
}) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const popcorn = `${PREFIX} Popcorn`;
  try {
    const ids = await foodIds(page, mc);
    await openList(page);
    const names = await namesOf(page, mc, ids);
    const id = await createFoodInEditor(page, popcorn, names.category, names.places);

    // Found by search, with its lowest price; the sub-table has both prices and the tax in percent.
    await search(page, popcorn);
    const row = page.getByRole('row', { name: popcorn });
    await expect(row).toContainText('$4.50');
    await row.getByRole('button', { name: `Show the sub-table of ${popcorn}` }).click();
    const sub = page.getByRole('region', { name: new RegExp(popcorn) });
    await expect(sub.getByText('$4.50')).toBeVisible();
    await expect(sub.getByText('$5.00')).toBeVisible();
    await expect(sub.getByText(/%$/).first()).toBeVisible();

    // Opened directly by its regular-products URL (the handle is a slug of its name).
    const handle = popcorn.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const opened = graphqlResponse(page, 'CatalogueProduct');
    await page.goto(`/product-management/regular-products/${id}/${handle}`);
    await opened;
    await expect(page.getByRole('heading', { name: popcorn })).toBeVisible();

    // Its price at the second location changed in the Pricing tab, typed as a person would.
    await page.getByRole('tab', { name: /Pricing/ }).click();
    const second = page.getByRole('tabpanel').getByRole('group').nth(1).getByRole('textbox').first();
    await expect(second).toHaveValue('5.00');
    await second.fill('');
    await second.pressSequentially('$06.25');
    await expect(second).toHaveValue('6.25');
    const updated = graphqlResponse(page, 'UpdateProduct');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await (await updated).json()).errors).toBeUndefined();
    await expect(page.getByText('The product has been successfully saved').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();

    // Display order: moved up by keyboard, saved in one request.
    const reopened = graphqlResponse(page, 'CatalogueProduct');
    await page.goto(`/product-management/regular-products/${id}`);
    await reopened;
    const loaded = graphqlResponse(page, 'ProductDisplayOrder');
    await page.getByRole('tab', { name: /Display Order/ }).click();
    await loaded;
    const list = page.getByRole('list', { name: /Display order of/ });
    const before = await list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    const at = before.indexOf(popcorn);
    expect(at).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Reorder ${popcorn}` }).press('Alt+ArrowUp');
    await expect(list.getByRole('listitem').nth(at - 1)).toHaveAttribute('aria-label', popcorn);
    const saved = graphqlResponse(page, 'SaveProductDisplayOrder');
    await page.getByRole('button', { name: 'Save order' }).click();
    const order = (await (await saved).json()).data.saveProductDisplayOrder as { productId: number }[];
    expect(order.findIndex((p) => p.productId === id)).toBe(at - 1);
    await expect(page.getByText('The display order has been successfully saved').first()).toBeVisible();

    // A second one, then both selected and removed together.
    await createFood(page, mc, ids, `${PREFIX} Nachos`, ['3', '3']);
    await openList(page);
    await search(page, PREFIX);
    await page.getByRole('checkbox', { name: `Select ${popcorn}` }).check();
    await page.getByRole('checkbox', { name: `Select ${PREFIX} Nachos` }).check();
    await page.getByRole('button', { name: 'Remove selected (2)' }).click();
    const removed = graphqlResponse(page, 'DeleteProducts');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    expect((await (await removed).json()).data.deleteProducts.removed).toBe(2);
    await expect(page.getByText('The selected products have been successfully saved').first()).toBeVisible();
    await expect(page.getByRole('row', { name: popcorn })).toHaveCount(0);
  } finally {
    await removeRunProducts(page, mc, PREFIX);
  }
});

/** Axe's serious and critical findings in <main> (tabster's focus sentinels excepted, as catalogue.spec.ts explains). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter((n) => !(v.id === 'aria-hidden-focus' && n.html.includes('data-tabster-dummy'))),
    }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]!.html}`);
}

test('products: the list and the editor have no serious or critical axe findings, and fit at 1440 and 390 px', async ({
  page,
}) => {
  await signIn(page, 'director@funzone.test');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await openList(page);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: `.artifacts/screens/products-list-${width}.png`, fullPage: true });
    if (width === 1440) expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const opened = graphqlResponse(page, 'CatalogueProduct');
    await page.getByRole('row').nth(1).getByRole('gridcell').nth(2).click();
    await opened;
    await expect(page.getByRole('tab', { name: /General/ })).toBeVisible();
    await page.screenshot({ path: `.artifacts/screens/products-editor-${width}.png`, fullPage: true });
    if (width === 1440) expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test('products: a product-type list shows its kind only, under its own title', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const listed = graphqlResponse(page, 'CatalogueProducts');
  await page.goto('/product-management/food-products');
  const answer = (await (await listed).json()).data.products as { rows: { kind: string }[] };
  await expect(page.getByRole('heading', { name: 'Food Products' })).toBeVisible();
  expect(answer.rows.length).toBeGreaterThan(0);
  expect(new Set(answer.rows.map((r) => r.kind))).toEqual(new Set(['FOOD']));
  await expect(page.getByRole('row')).toHaveCount(answer.rows.length + 1);
});
