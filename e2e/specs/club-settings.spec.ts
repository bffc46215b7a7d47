import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphql } from '../support/graphql.ts';
import { masterClientOf } from '../support/products.ts';
import { RUN_ID } from '../support/users.ts';

// Club booking settings, a lightning deal and a kiosk offering, through the screens.
// What the test changes it puts back in `finally`, so it passes again on the same database.

interface Place {
  code: string;
  name: string;
}

async function firstLocation(page: Page, mc: number): Promise<Place> {
  const res = await graphql(page, '{ locations { code name } }', {}, mc);
  return (res.data!.locations as Place[])[0]!;
}

/** A datetime-local input's text for `ms`, in the browser's (and this machine's) zone. */
/** The wall time of `ms` in `timeZone` as a datetime-local input reads it ('YYYY-MM-DDTHH:mm'). */
function localInput(ms: number, timeZone: string): string {
  // Swedish dates are ISO-shaped: '2026-11-25 09:05'.
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));
  return text.replace(' ', 'T');
}

const SETTINGS = `query($c: String!) { clubBookingSettings(locationCode: $c) { version settings {
  branding { logo backgroundImg welcomeText primaryColor } customPrompts { prompts { label isRequired } }
  generalSettings { numberOfLicenses isOnlyShowPreScheduledActivities isAskForRelationshipInfo minTimeToBookInAdvance
    bufferTime start end availabilityPerDay {
      monday { enabled data { start end } } tuesday { enabled data { start end } } wednesday { enabled data { start end } }
      thursday { enabled data { start end } } friday { enabled data { start end } } saturday { enabled data { start end } }
      sunday { enabled data { start end } } } }
  categorySettings { productCategory { categoryId } } } } }`;

/** A 1×1 PNG, made here: the logo the settings screen uploads. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function pickLocation(page: Page, place: Place) {
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: place.name, exact: true }).click();
}

test('club settings: Tuesday unavailable and a 60-minute buffer are saved', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const place = await firstLocation(page, mc);
  const before = (await graphql(page, SETTINGS, { c: place.code }, mc)).data!.clubBookingSettings as {
    settings: Record<string, unknown>;
  };
  try {
    await page.goto('/club-booking/settings');
    await expect(page.getByText('Choose a location to see its settings.').first()).toBeVisible();
    await pickLocation(page, place);
    const tuesday = page.getByRole('checkbox', { name: 'Tuesday', exact: true });
    await tuesday.check();
    await tuesday.uncheck();
    await page.getByRole('spinbutton', { name: 'Buffer time (minutes)' }).fill('60');
    // The logo is a file: uploaded from the picker and previewed from where it is stored.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload image: Logo' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    const logo = page.getByRole('img', { name: 'Preview of Logo' });
    await expect(logo).toHaveAttribute('src', new RegExp(`^/images/clients/${mc}/[0-9a-f]{64}\\.png$`));
    await expect(logo).toHaveJSProperty('naturalWidth', 1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes have been successfully saved!').first()).toBeVisible();

    const settingsAxe = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      settingsAxe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          ...v,
          nodes: v.nodes.filter((n) => !(v.id === 'aria-hidden-focus' && n.html.includes('data-tabster-dummy'))),
        }))
        .filter((v) => v.nodes.length > 0)
        .map((v) => v.id),
    ).toEqual([]);

    // A reload keeps the location (it is in the URL) and reads the saved values back.
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: 'Buffer time (minutes)' })).toHaveValue('60');
    await expect(page.getByRole('checkbox', { name: 'Tuesday', exact: true })).not.toBeChecked();
    await expect(page.getByRole('img', { name: 'Preview of Logo' })).toHaveJSProperty('naturalWidth', 1);

    // The guest shop follows on its next load: no Tuesday, and the 60-minute buffer spaces the slots.
    const shop = await page.context().newPage();
    await shop.goto(`/shop/${mc}/${place.code}`);
    await expect(shop.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    const tuesdays = shop.locator('li[data-weekday="tuesday"]');
    await expect(tuesdays.first()).toBeVisible();
    for (const day of await tuesdays.all()) await expect(day).toContainText('Not available online');
    // A Wednesday of next week (today's list may be cut by the clock): 10:00, then 12:00.
    const wednesday = shop.locator('li[data-weekday="wednesday"]').last();
    await expect(wednesday.getByRole('listitem').nth(0)).toHaveText('10:00');
    await expect(wednesday.getByRole('listitem').nth(1)).toHaveText('12:00');
    // Accessible: no serious axe finding; small: the page runs no script at all.
    const { violations } = await new AxeBuilder({ page: shop }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    expect(await shop.locator('script').count()).toBe(0);
    await shop.close();
    await page.bringToFront();

    // Overlapping ranges are refused on the day they belong to.
    const friday = page.getByRole('checkbox', { name: 'Friday', exact: true });
    await friday.check();
    await page.getByRole('button', { name: 'Add time range: Friday' }).click();
    await page.getByRole('button', { name: 'Add time range: Friday' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'These time ranges overlap.' })).toBeVisible();
  } finally {
    const now = (await graphql(page, SETTINGS, { c: place.code }, mc)).data!.clubBookingSettings as { version: number };
    const strip = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(strip)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .filter(([k]) => k !== '__typename')
                .map(([k, x]) => [k, strip(x)]),
            )
          : v;
    await graphql(
      page,
      'mutation($c: String!, $s: OnlineBookingSettingsInput!, $v: Int!) { saveClubBookingSettings(locationCode: $c, settings: $s, version: $v) { version } }',
      { c: place.code, s: strip(before.settings), v: now.version },
      mc,
    );
  }
});

test('lightning deals: a 20 % deal on an offering for a time window', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const place = await firstLocation(page, mc);
  const name = `E2E-${RUN_ID} flash`;
  try {
    await page.goto('/club-booking/lightning-deals');
    await pickLocation(page, place);
    await page.getByRole('button', { name: 'New lightning deal' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Offering' }).click();
    const offering = (await page.getByRole('option').first().textContent()) ?? '';
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Discount', exact: true }).fill('20');
    await dialog.getByLabel('Starts').fill('2026-12-01T10:00');
    await dialog.getByLabel('Ends').fill('2026-12-01T09:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The window must end after it starts: refused before anything is sent.
    await expect(dialog.getByText('The deal must end after it starts.')).toBeVisible();
    // Live now, for an hour, entered in the location's zone (the form names it).
    const zone = (
      (await dialog
        .getByText(/^Time zone: /)
        .first()
        .textContent()) ?? ''
    )
      .replace('Time zone: ', '')
      .trim();
    await dialog.getByLabel('Starts').fill(localInput(Date.now() - 5 * 60_000, zone));
    await dialog.getByLabel('Ends').fill(localInput(Date.now() + 60 * 60_000, zone));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The lightning deal has been successfully saved').first()).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('20 %');

    // The shop shows the cut price: the usual one struck through, under the deal's name.
    await page.goto(`/shop/${mc}/${place.code}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: offering, exact: true }) });
    await expect(card.locator('del')).toBeVisible();
    await expect(card).toContainText(name);
  } finally {
    const deals = (
      await graphql(page, 'query($c: String!) { lightningDeals(locationCode: $c) { id name } }', { c: place.code }, mc)
    ).data?.lightningDeals as { id: number; name: string }[] | undefined;
    const ids = (deals ?? []).filter((d) => d.name === name).map((d) => d.id);
    if (ids.length > 0) {
      await graphql(
        page,
        'mutation($c: String!, $ids: [Int!]!) { deleteLightningDeals(locationCode: $c, ids: $ids) { removed } }',
        { c: place.code, ids },
        mc,
      );
    }
  }
});

test('booking discounts: search the list, select two rows and remove them at once', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const place = await firstLocation(page, mc);
  const tag = `PICK${RUN_ID}`
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
  const codes = ['A', 'B', 'C'].map((x) => `${tag}${x}`);
  const SAVE = `mutation($input: BookingDiscountInput!) { saveBookingDiscount(input: $input) { row { id } } }`;
  for (const code of codes) {
    const saved = await graphql(
      page,
      SAVE,
      { input: { locationCode: place.code, code, cutType: 'AMOUNT', cutValue: '2.50', offeringIds: [] } },
      mc,
    );
    expect(saved.errors).toBeUndefined();
  }
  try {
    await page.goto('/club-booking/discounts');
    await pickLocation(page, place);
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    // The search is the server's: only the three rows made here, and it is in the URL.
    await expect(page.getByRole('row', { name: codes[2] })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: new RegExp(`^Select ${tag}`) })).toHaveCount(3);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    // The amount in the location's currency.
    await expect(page.getByRole('row', { name: codes[0] })).toContainText('$2.50');
    await page.getByRole('checkbox', { name: `Select ${codes[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${codes[1]}` }).check();
    await page.getByRole('button', { name: 'Remove selected (2)' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to remove selected items?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('checkbox', { name: new RegExp(`^Select ${tag}`) })).toHaveCount(1);
    await expect(page.getByRole('row', { name: codes[2] })).toBeVisible();
    await expect(page.getByRole('row', { name: codes[0] })).toHaveCount(0);
  } finally {
    const left = (
      await graphql(
        page,
        'query($c: String!, $s: String) { bookingDiscountsPage(locationCode: $c, search: $s) { rows { id } } }',
        { c: place.code, s: tag },
        mc,
      )
    ).data?.bookingDiscountsPage as { rows: { id: number }[] } | undefined;
    const ids = (left?.rows ?? []).map((r) => r.id);
    if (ids.length > 0) {
      await graphql(
        page,
        'mutation($c: String!, $ids: [Int!]!) { deleteBookingDiscounts(locationCode: $c, ids: $ids) { removed } }',
        { c: place.code, ids },
        mc,
      );
    }
  }
});

test('kiosk: add a product offering; the picker then drops that product', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const place = await firstLocation(page, mc);
  let added: number | null = null;
  try {
    await page.goto('/club-kiosk/product-offerings');
    await pickLocation(page, place);
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Product' }).click();
    const option = page.getByRole('option').first();
    const label = (await option.textContent()) ?? '';
    const product = label.split(' · ')[0]!;
    await option.click();
    await dialog.getByRole('combobox', { name: 'Kiosk category' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product offering has been successfully updated').first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: product })).toBeVisible();
    const rows = (
      await graphql(
        page,
        'query($c: String!) { kioskProductOfferings(locationCode: $c) { id productName } }',
        { c: place.code },
        mc,
      )
    ).data?.kioskProductOfferings as { id: number; productName: string }[];
    added = rows.find((r) => r.productName === product)?.id ?? null;

    // Kiosk product lists drop products already selected (spec/3 §5).
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Product' }).click();
    await expect(page.getByRole('option', { name: label, exact: true })).toHaveCount(0);
  } finally {
    if (added !== null) {
      await graphql(
        page,
        'mutation($c: String!, $ids: [Int!]!) { deleteKioskProductOfferings(locationCode: $c, ids: $ids) { removed } }',
        { c: place.code, ids: [added] },
        mc,
      );
    }
  }
});

/** Serious or critical axe findings of a shop page (plain HTML, nothing to filter out). */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('guest shop: book with a discount code made in Club Booking, then find it in the bookings list', async ({
  page,
  browser,
}) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const place = await firstLocation(page, mc);
  const code = `E2E-${RUN_ID}`.toUpperCase();
  try {
    await page.goto('/club-booking/discounts');
    await pickLocation(page, place);
    await page.getByRole('button', { name: 'New booking discount' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
    await dialog.getByRole('textbox', { name: 'Discount', exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The booking discount has been successfully saved').first()).toBeVisible();

    // The guest: another browser without a session, on a phone-sized screen.
    const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await guest.newPage();
    await shop.goto(`/shop/${mc}/${place.code}`);
    const book = shop.locator('a.book').first();
    const offering = ((await book.textContent()) ?? '').replace(/^Book /, '');
    await book.click();
    await expect(shop.getByRole('heading', { level: 1, name: `Book ${offering}` })).toBeVisible();
    const slot = shop.getByLabel('Date and time', { exact: true });
    // The last time offered: a later day, away from today's clock.
    const times = await slot
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    const chosen = times.at(-1)!;
    await slot.selectOption(chosen);
    await shop.getByLabel('Number of guests', { exact: true }).fill('2');
    await shop.getByLabel('First name', { exact: true }).fill('Shop');
    await shop.getByLabel('Last name', { exact: true }).fill(`Guest ${RUN_ID}`);
    await shop.getByLabel('E-mail', { exact: true }).fill(`shop.${RUN_ID}@guest.test`);
    await shop.getByLabel('Phone', { exact: true }).fill('555 0100');
    for (const required of await shop.getByLabel(/\(required\)$/).all()) await required.fill('Yes');
    await shop.getByLabel('Discount code (optional)', { exact: true }).fill(code.toLowerCase());
    await shop.getByRole('button', { name: 'Check total' }).click();
    // The total with the code (whatever its case), the values still there.
    await expect(shop.getByRole('status')).toContainText(`code ${code}`);
    await expect(shop.getByLabel('First name', { exact: true })).toHaveValue('Shop');
    await expect(slot).toHaveValue(chosen);
    expect(await seriousFindings(shop)).toEqual([]);
    expect(await shop.locator('script').count()).toBe(0);
    // Nothing wider than the phone's screen.
    expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shop.screenshot({ path: '.artifacts/shop-form-390.png', fullPage: true });

    await shop.getByRole('button', { name: 'Book now' }).click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    const confirmation = ((await shop.locator('p.code').textContent()) ?? '').trim();
    expect(confirmation).toMatch(/^[A-Z0-9]{8}$/);
    expect(await seriousFindings(shop)).toEqual([]);
    expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shop.screenshot({ path: '.artifacts/shop-confirmation-390.png', fullPage: true });
    await guest.close();

    // Staff find it in the bookings list by its code, on its day.
    await page.goto('/club-booking/bookings');
    await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search by code, name or e-mail' }).fill(confirmation);
    await page.getByLabel('Booking date').fill(chosen.slice(0, 10));
    const row = page.getByRole('row', { name: new RegExp(confirmation) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Guest ${RUN_ID}`);
  } finally {
    const rows = (
      await graphql(
        page,
        'query($c: String!) { bookingDiscounts(locationCode: $c) { id code } }',
        { c: place.code },
        mc,
      )
    ).data?.bookingDiscounts as { id: number; code: string }[] | undefined;
    const ids = (rows ?? []).filter((r) => r.code === code).map((r) => r.id);
    if (ids.length > 0) {
      await graphql(
        page,
        'mutation($c: String!, $ids: [Int!]!) { deleteBookingDiscounts(locationCode: $c, ids: $ids) { removed } }',
        { c: place.code, ids },
        mc,
      );
    }
  }
});
