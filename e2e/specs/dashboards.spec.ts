import { createRequire } from 'node:module';
import { expect, type Page, type Request, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphql, graphqlResponse } from '../support/graphql.ts';
import { masterClientOf } from '../support/products.ts';

// exceljs is the web app's dependency; the test reads the downloaded workbook back with it.
interface Cell {
  value: unknown;
  numFmt: string;
}
interface Sheet {
  getCell(address: string): Cell;
  getRow(n: number): { values: unknown };
  getColumn(n: number): { width?: number };
  views: unknown[];
  rowCount: number;
}
interface Book {
  xlsx: { readFile(path: string): Promise<unknown> };
  getWorksheet(name: string): Sheet | undefined;
  worksheets: Sheet[];
}
const ExcelJS = createRequire(new URL('../../web/package.json', import.meta.url))('exceljs') as {
  Workbook: new () => Book;
};

const SCREENS = '.artifacts/screens';

interface GraphqlCall {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  request: Request;
}

/** Records every GraphQL request the page sends. */
function recordGraphql(page: Page): GraphqlCall[] {
  const calls: GraphqlCall[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as Omit<GraphqlCall, 'request'>;
    calls.push({ ...body, request });
  });
  return calls;
}

const dashboardCalls = (calls: GraphqlCall[]) => calls.filter((c) => /\bownersBox\s*\(/.test(c.query));
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function workbookOf(page: Page, trigger: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await trigger();
  const file = await download;
  const path = await file.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return { book, name: file.suggestedFilename() };
}

test("Owner's Box: one request, values, date filter, one-widget reload and Excel export", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'director@funzone.test');
  const calls = recordGraphql(page);
  const loaded = graphqlResponse(page, 'OwnersBoxDashboard');
  const visited = graphqlResponse(page, 'LogVisit');
  await page.goto('/ownersbox');

  // Every widget arrives with the one dashboard query.
  const revenue = card(page, 'Revenue');
  // Generous: the first visit loads the dashboard chunk on a busy machine.
  await expect(revenue.getByTestId('widget-value')).toHaveText(/\$[\d,]+\.\d\d/, { timeout: 90_000 });
  await expect(card(page, 'New guests').getByTestId('widget-value')).toHaveText(/^\d[\d,]*$/);
  await expect(card(page, 'Location statistics').getByRole('table')).toBeVisible();
  await Promise.all([loaded, visited]);
  const loads = dashboardCalls(calls);
  expect(loads.map((c) => c.operationName)).toEqual(['OwnersBoxDashboard']);
  // Besides it only the shell's own queries, the page-view event and the setup checklist's read
  // (a guide card above the widgets, answered from counts; nothing of the dashboard waits on it).
  const others = calls.filter((c) => !loads.includes(c)).map((c) => c.operationName);
  expect(others.filter((name) => !['Me', 'LanguageProfile', 'LogVisit', 'SetupChecklist'].includes(name))).toEqual([]);
  expect(calls.find((c) => c.operationName === 'LogVisit')?.variables).toEqual({ eventName: 'owners_box' });
  await page.screenshot({ path: `${SCREENS}/ownersbox.png` });

  // The date range, through the Filter Dashboard popover: Apply commits it to the URL.
  calls.length = 0;
  await page.getByRole('button', { name: 'Filter Dashboard' }).click();
  await page.getByRole('button', { name: /^Date/ }).click();
  await page.getByLabel('Date range').selectOption({ label: 'Last month' });
  await expect(page.getByLabel('Compared to')).toBeVisible();
  await expect(page.getByLabel('Frequency')).toHaveValue('WEEKLY');
  const refiltered = graphqlResponse(page, 'OwnersBoxDashboard');
  await page.getByRole('button', { name: 'Apply' }).click();
  await refiltered;
  await expect(page).toHaveURL(/dateRange=7/);
  await expect(revenue.getByTestId('widget-value')).toHaveText(/\$[\d,]+\.\d\d/);
  await expect(revenue.getByText('Filters Applied')).toBeVisible();
  const filtered = dashboardCalls(calls);
  expect(filtered).toHaveLength(1);
  expect(filtered[0]!.variables.filter).toMatchObject({ dateRange: 7, frequency: 'WEEKLY', comparedTo: 1 });

  // Reloading one widget asks for that widget alone.
  calls.length = 0;
  await revenue.getByRole('button', { name: 'Actions of Revenue' }).click();
  const reloaded = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'OwnersBoxRevenueWidget',
  );
  await page.getByRole('menuitem', { name: 'Reload' }).click();
  const answer = (await (await reloaded).json()) as { data: { ownersBox: Record<string, unknown> } };
  expect(Object.keys(answer.data.ownersBox).filter((k) => k !== '__typename')).toEqual(['revenue']);
  await expect(revenue.getByTestId('widget-value')).toHaveText(/\$[\d,]+\.\d\d/);
  expect(calls.map((c) => c.operationName)).toEqual(['OwnersBoxRevenueWidget']);

  // One widget to Excel, built in the worker and read back here.
  await revenue.getByRole('button', { name: 'Actions of Revenue' }).click();
  const { book, name } = await workbookOf(page, () => page.getByRole('menuitem', { name: 'Export to Excel' }).click());
  expect(name).toBe('Revenue.xlsx');
  const sheet = book.getWorksheet('Revenue')!;
  // What the sheet is: dashboard, widget, period, locations, made at; then the widget.
  expect([1, 2, 3, 4, 5].map((r) => sheet.getCell(`A${r}`).value)).toEqual([
    'Dashboard',
    'Widget',
    'Period',
    'Locations',
    'Made at',
  ]);
  expect(sheet.getCell('B1').value).toBe("Owner's Box");
  // Dates in the reader's language (English here), as the screen writes them.
  expect(String(sheet.getCell('B3').value)).toMatch(
    /^Last month: [A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  expect(sheet.getCell('B4').value).toBe('All locations');
  expect(sheet.getCell('A7').value).toBe('Revenue');
  expect(sheet.getCell('A8').value).toBe('Value');
  expect(typeof sheet.getCell('B8').value).toBe('number');
  expect(sheet.getCell('B8').numFmt).toBe('"$"#,##0.00');
  expect((sheet.getRow(10).values as unknown[]).slice(1, 3)).toEqual(['Period', 'Revenue']);
  expect(sheet.rowCount).toBeGreaterThan(10);

  // Number of guests: the quarter-hour sheet of spec/2 §9.
  const guests = card(page, 'Number of guests');
  await guests.getByRole('button', { name: 'Actions of Number of guests' }).click();
  const exported = await workbookOf(page, () => page.getByRole('menuitem', { name: 'Export to Excel' }).click());
  expect(exported.name).toBe('Number of guests.xlsx');
  const guestSheet = exported.book.worksheets[0]!;
  // Below the five about rows and a blank one, the heading row of spec/2 §9.
  expect((guestSheet.getRow(7).values as unknown[]).slice(1, 5)).toEqual(['Day', 'Date', 'Total', '00:00']);
  expect(guestSheet.getCell('CU7').value).toBe('23:45');
  expect(guestSheet.getColumn(1).width).toBe(15);
  expect(guestSheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 2, ySplit: 7 });
  // Last month: one row per day, each a date and a total from column D on.
  expect(guestSheet.rowCount).toBeGreaterThanOrEqual(7 + 28);
  expect(String(guestSheet.getCell('B8').value)).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  expect((guestSheet.getCell('C8').value as { formula: string }).formula).toBe('SUM(D8:CU8)');
});

test("a widget's Yesterday tab shows with no request", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'director@funzone.test');
  const calls = recordGraphql(page);
  await page.goto('/ownersbox');
  const revenue = card(page, 'Revenue');
  await expect(revenue.getByTestId('widget-value')).toHaveText(/\$[\d,]+\.\d\d/, { timeout: 90_000 });
  // Today (date range 1) has no trend; Yesterday (2) has one.
  await expect(revenue.getByTestId('widget-trend')).toHaveCount(0);

  // From here on: any GraphQL request, and any placeholder or busy state of the card, counts.
  calls.length = 0;
  await revenue.evaluate((region) => {
    const w = window as unknown as { sawLoading: boolean };
    w.sawLoading = false;
    const check = () => {
      if (region.getAttribute('aria-busy') === 'true' || region.querySelector('[aria-label^="Loading"]')) {
        w.sawLoading = true;
      }
    };
    new MutationObserver(check).observe(region, { subtree: true, childList: true, attributes: true });
  });
  await revenue.getByRole('tab', { name: 'Yesterday' }).click();
  await expect(revenue.getByRole('tab', { name: 'Yesterday' })).toHaveAttribute('aria-selected', 'true');
  await expect(revenue.getByTestId('widget-trend')).toBeVisible();
  const shown = await revenue.getByTestId('widget-value').textContent();

  // Yesterday's revenue as the gateway answers it for that tab alone (not a page request).
  const mc = await masterClientOf(page);
  const alone = await graphql(
    page,
    '{ ownersBox(filter: {}) { revenue(tab: YESTERDAY) { conversion { value } } } }',
    {},
    mc,
  );
  const value = (alone.data!.ownersBox as { revenue: { conversion: { value: number } } }).revenue.conversion.value;
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
  expect(shown).toContain(money);
  expect(calls.map((c) => c.operationName)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading)).toBe(false);
});

for (const [path, title] of [
  ['/dashboard-operational', 'Operational Efficiency'],
  ['/dashboard-drive', 'Drive Revenue'],
  ['/dashboard-guest', 'Guest Experience'],
] as const) {
  test(`${title} loads in one request`, async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, 'director@funzone.test');
    const calls = recordGraphql(page);
    const loaded = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && /Dashboard$/.test(r.request().postDataJSON()?.operationName ?? ''),
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId('widget-value').first()).toBeVisible({ timeout: 90_000 });
    await loaded;
    const loads = calls.filter((c) => c.operationName.endsWith('Dashboard'));
    expect(loads).toHaveLength(1);
    await page.screenshot({ path: `${SCREENS}${path}.png` });
    if (path !== '/dashboard-drive') return;

    // Switching customer asks the dashboard once more, for the new customer, with every widget.
    const customer = page.getByRole('combobox', { name: 'Customer' });
    await customer.click();
    const reloaded = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'DriveRevenueDashboard',
    );
    await page.getByRole('option', { name: 'Bowlarama Group' }).click();
    await reloaded;
    await expect(page.getByTestId('widget-value').first()).toBeVisible({ timeout: 30_000 });
    const after = calls.filter((c) => c.operationName.endsWith('Dashboard')).slice(1);
    expect(after).toHaveLength(1);
    expect(after[0]!.request.headers()['x-master-client']).not.toBe(loads[0]!.request.headers()['x-master-client']);
    expect(Object.values(after[0]!.variables).filter((v) => v === false)).toEqual([]);
  });
}

test('Guest Experience: number-of-guests local filters, then the whole dashboard to Excel', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'director@funzone.test');
  await page.goto('/dashboard-guest');
  const guests = card(page, 'Number of guests');
  await expect(guests.getByTestId('widget-value')).toHaveText(/^\d[\d,]*$/, { timeout: 90_000 });

  // Resources stay disabled until a location is chosen (spec/2 §4).
  const resources = guests.getByRole('combobox', { name: 'Resources' });
  await expect(resources).toBeDisabled();
  const widgetCall = (check: (variables: Record<string, unknown>) => boolean) =>
    page.waitForRequest((r) => {
      const body = r.url().endsWith('/graphql') ? r.postDataJSON() : null;
      return body?.operationName === 'GuestExperienceNumberOfGuestsWidget' && check(body.variables);
    });
  await guests.getByRole('combobox', { name: 'Location' }).click();
  const firstLocation = page.getByRole('option').filter({ visible: true }).first();
  const locationName = (await firstLocation.textContent())!.trim();
  const byLocation = widgetCall((v) => typeof v.location === 'string' && !v.resources);
  await firstLocation.click();
  const locationCode = (await byLocation).postDataJSON().variables.location as string;
  await expect(guests.getByRole('combobox', { name: 'Location' })).toHaveText(locationName);
  await expect(resources).toBeEnabled();
  await expect(guests.getByTestId('widget-value')).toHaveText(/^\d[\d,]*$/);
  const guestsAt = async () => Number((await guests.getByTestId('widget-value').textContent())!.replace(/,/g, ''));
  const atLocation = await guestsAt();

  // One resource narrows the count further; the request carries the location and the resource.
  await resources.click();
  // A multiselect list: Fluent gives its options the menuitemcheckbox role.
  const firstResource = page.getByRole('menuitemcheckbox').first();
  await expect(firstResource).toBeVisible();
  const byResource = widgetCall((v) => v.location === locationCode && Array.isArray(v.resources));
  await firstResource.click();
  const narrowed = await byResource;
  expect(narrowed.postDataJSON().variables.resources).toHaveLength(1);
  await page.keyboard.press('Escape');
  // The narrowed answer has arrived before the value is read.
  await narrowed.response();
  await expect(guests.getByTestId('widget-value')).toHaveText(/^\d[\d,]*$/);
  expect(await guestsAt()).toBeLessThanOrEqual(atLocation);
  await page.screenshot({ path: `${SCREENS}/guest-local-filters.png` });

  // More → Export to Excel: every widget the director may view and export, one sheet each.
  await page.getByRole('button', { name: 'More' }).click();
  const { book, name } = await workbookOf(page, () => page.getByRole('menuitem', { name: 'Export to Excel' }).click());
  expect(name).toBe('Guest Experience.xlsx');
  const sheetNames = book.worksheets.map((s) => (s as unknown as { name: string }).name);
  expect(sheetNames).toEqual(expect.arrayContaining(['Average group size', 'Guests by hour', 'Number of guests']));
  expect(sheetNames.length).toBeGreaterThanOrEqual(8);
  // Number of guests is the quarter-hour sheet there too.
  const guestSheet = book.getWorksheet('Number of guests')!;
  expect((guestSheet.getRow(7).values as unknown[]).slice(1, 5)).toEqual(['Day', 'Date', 'Total', '00:00']);
  expect(guestSheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 2 });
  // Every sheet says what it is, money has its currency format, and no row is written twice.
  for (const s of book.worksheets) {
    expect(s.getCell('A1').value).toBe('Dashboard');
    expect(s.getCell('B1').value).toBe('Guest Experience');
    const rows: string[] = [];
    for (let r = 1; r <= s.rowCount; r++) rows.push(JSON.stringify(s.getRow(r).values));
    const filled = rows.filter((r) => r !== '[]');
    expect(new Set(filled).size, (s as unknown as { name: string }).name).toBe(filled.length);
  }
  expect(book.getWorksheet('New guest revenue')!.getCell('B8').numFmt).toBe('"$"#,##0.00');
});

test('Operational Efficiency: employee performance narrowed by its own location, then product', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'director@funzone.test');
  await page.goto('/dashboard-operational');
  const employees = card(page, 'Employee performance');
  await expect(employees.getByRole('table')).toBeVisible({ timeout: 90_000 });

  // The product picker waits for a location (spec/2 §4).
  const product = employees.getByRole('combobox', { name: 'Product' });
  await expect(product).toBeDisabled();
  const widgetCall = (check: (variables: Record<string, unknown>) => boolean) =>
    page.waitForRequest((r) => {
      const body = r.url().endsWith('/graphql') ? r.postDataJSON() : null;
      return body?.operationName === 'OperationalEmployeePerformanceWidget' && check(body.variables);
    });
  await employees.getByRole('combobox', { name: 'Location' }).click();
  const byLocation = widgetCall((v) => typeof v.location === 'string' && !v.product);
  await page.getByRole('option').filter({ visible: true }).first().click();
  const location = (await byLocation).postDataJSON().variables.location as string;
  await expect(product).toBeEnabled();

  // Choosing a product asks for the location and the product together.
  await product.click();
  const firstProduct = page.getByRole('option').filter({ visible: true }).first();
  const productName = (await firstProduct.textContent())!.trim();
  const byProduct = widgetCall((v) => v.location === location && v.product === productName);
  await firstProduct.click();
  await byProduct;
  await expect(product).toHaveText(productName);
  await expect(employees.getByRole('table')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/employee-performance-filtered.png` });
});

// Language is saved on the profile: the director's is put back to English in `finally`.
test('a Georgian dashboard shows no English widget title', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'director@funzone.test');
  await page.goto('/ownersbox');
  await expect(card(page, 'Revenue').getByTestId('widget-value')).toBeVisible({ timeout: 90_000 });
  const english = await page.getByRole('region').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  expect(english.length).toBeGreaterThanOrEqual(10);
  try {
    await page.getByRole('button', { name: 'Language', exact: true }).click();
    const saved = graphqlResponse(page, 'SaveLanguage');
    await page.getByRole('menuitemradio', { name: 'ქართული' }).click();
    await saved;
    await expect(page.getByRole('region', { name: 'შემოსავალი', exact: true })).toBeVisible({ timeout: 30_000 });
    const titles = await page
      .getByRole('region')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(titles).toHaveLength(english.length);
    for (const title of titles) expect(title, String(title)).not.toMatch(/[A-Za-z]{3,}/);
    // Legends and channel names too: the payments pie names its channels in Georgian.
    await expect(page.getByText('Walk-In', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/ownersbox-ka.png` });
  } finally {
    await page.getByRole('button', { name: /^(Language|ენა)$/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
  }
});
