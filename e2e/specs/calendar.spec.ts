import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { shownDay } from '../support/dates.ts';
import { graphql } from '../support/graphql.ts';
import { RUN_ID } from '../support/users.ts';

/** The demo director's default master client and its first location's code and name. */
async function firstLocation(page: Page): Promise<{ mc: number; code: string; name: string }> {
  const me = await graphql(page, '{ me { masterClients { masterClientId isDefault } } }');
  const clients = (me.data!.me as { masterClients: { masterClientId: number; isDefault: boolean }[] }).masterClients;
  const mc = (clients.find((c) => c.isDefault) ?? clients[0]!).masterClientId;
  const found = await graphql(page, '{ locations { code name } }', {}, mc);
  const [first] = found.data!.locations as { code: string; name: string }[];
  return { mc, ...first! };
}

/** A Thursday of its own per run, years ahead, so runs on one database never meet. */
function runThursday(): { iso: string; shown: string } {
  const day = new Date(Date.UTC(2040, 0, 5)); // a Thursday
  day.setUTCDate(day.getUTCDate() + 7 * (Number.parseInt(RUN_ID.slice(-4), 36) % 1500));
  const iso = day.toISOString().slice(0, 10);
  return { iso, shown: shownDay(iso) };
}

test('an all-day exception closes its day in the calendar', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const { mc, code } = await firstLocation(page);
  const { iso, shown } = runThursday();
  try {
    await page.goto(`/calendar?location=${code}&date=${iso}`);
    const day = page.getByRole('region', { name: `Thursday ${shown}` });
    // The demo hours open every Thursday.
    await expect(day).toContainText('Open');
    await page.getByRole('button', { name: 'Add exception' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add exception' });
    await expect(dialog.getByLabel('Date')).toHaveValue(iso);
    await expect(dialog.getByRole('checkbox', { name: 'All day (closed)' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(day).toContainText('Closed');
    await expect(day).not.toContainText('Open');
    await expect(page.getByRole('region', { name: /^Wednesday / })).toContainText('Open');
  } finally {
    await graphql(
      page,
      'mutation($c: String!, $d: String!) { clearCalendarDate(code: $c, exceptionDate: $d) { removed } }',
      { c: code, d: iso },
      mc,
    );
  }
});

test('Google Analytics enabled with an id is saved and shown enabled', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const { mc, code } = await firstLocation(page);
  const measurementId = `G-${RUN_ID.toUpperCase()}`;
  const card = page.getByRole('button', { name: 'Google Analytics' });
  try {
    await page.goto(`/integrations?location=${code}`);
    await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
    await expect(card).not.toContainText('Enabled');
    await card.click();
    await expect(page.getByRole('heading', { name: 'Booking Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bookings' })).toBeVisible();
    await page.getByRole('switch', { name: 'Enabled' }).check();
    // Required once enabled: the save-time check refuses the empty id, nothing is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Measurement ID' }).fill(measurementId);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(card).toContainText('Enabled');
    await page.reload();
    await expect(card).toContainText('Enabled');
    await card.click();
    await expect(page.getByRole('textbox', { name: 'Measurement ID' })).toHaveValue(measurementId);
    // What the guest shop will read for its tags.
    const restPort = Number(new URL(page.url()).port) + 1;
    const tags = await page.request.get(
      `http://127.0.0.1:${restPort}/guest-shop/tags?masterClient=${mc}&locationCode=${code}`,
    );
    expect((await tags.json()).data.measurementId).toBe(measurementId);
    // And the guest shop's page loads Google's tag with it.
    const shopPage = await (await page.request.get(`/shop/${mc}/${code}`)).text();
    expect(shopPage).toContain(`https://www.googletagmanager.com/gtag/js?id=${measurementId}`);
  } finally {
    await graphql(
      page,
      'mutation($c: String) { saveIntegration(kind: GOOGLE_ANALYTICS, locationCode: $c, input: { isEnabled: false, measurementId: "" }) { version } }',
      { c: code },
      mc,
    );
  }
});
