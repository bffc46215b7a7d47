import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphqlResponse } from '../support/graphql.ts';

/** A day ahead, as the date inputs hold it (YYYY-MM-DD); days ahead are never in the past in any US zone. */
function ahead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The first time slot option with at least `guests` places left (or unlimited). */
async function pickSlot(page: Page, label: string, guests: number) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select.locator('option').nth(1)).toBeAttached();
  const options = await select
    .locator('option')
    .evaluateAll((els) => els.map((e) => ({ value: (e as HTMLOptionElement).value, text: e.textContent ?? '' })));
  const fits = options.find((o) => {
    if (!o.value) return false;
    const left = /\((\d+) left\)/.exec(o.text);
    return !left || Number(left[1]) >= guests;
  });
  expect(fits, 'a slot with room').toBeDefined();
  await select.selectOption(fits!.value);
}

test('a booking for two guests: created, paid in cash, rescheduled, refunded in part, canceled, found in the list', async ({
  page,
}) => {
  await signIn(page, 'director@funzone.test');
  const day = ahead(3);
  const later = ahead(4);
  await page.goto(`/club-booking/manager?location=FZD&date=${day}`);
  await expect(page.getByRole('heading', { name: 'Booking manager' })).toBeVisible();
  await expect(page.getByRole('region').first()).toBeVisible();

  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog');
  const product = dialog.getByRole('combobox', { name: 'Product', exact: true });
  await expect(product.locator('option').nth(1)).toBeAttached();
  await product.selectOption({ index: 1 });
  await pickSlot(page, 'Time slot', 2);
  await dialog.getByRole('spinbutton', { name: 'Guests' }).fill('2');
  // The holder search waits 500 ms after the last keystroke, then lists matching guests.
  await dialog.getByRole('textbox', { name: 'Search guests by name, e-mail or phone' }).fill('a');
  await dialog.getByRole('radio').first().check();
  const created = graphqlResponse(page, 'CreateBooking');
  await dialog.getByRole('button', { name: 'Create booking' }).click();
  const answer = await (await created).json();
  expect(answer.errors).toBeUndefined();
  const code = answer.data.createBooking.confirmationCode as string;
  await expect(page.getByText(`The booking has been created. Confirmation code: ${code}`).first()).toBeVisible();
  const panel = page.getByRole('region', { name: `Booking ${code}` });
  await expect(panel).toBeVisible();

  await panel.getByRole('textbox', { name: 'Amount', exact: true }).fill('10');
  await panel.getByRole('combobox', { name: 'Payment method' }).selectOption('CASH');
  await panel.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByText('Payment Successful').first()).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Payment history' }).getByText('Cash')).toBeVisible();

  await panel.getByLabel('New date').fill(later);
  await pickSlot(page, 'New time', 2);
  await panel.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText('The booking has been successfully rescheduled').first()).toBeVisible();

  await panel.getByRole('textbox', { name: 'Refund amount (empty: everything paid)' }).fill('4.50');
  await panel.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Booking successfully refunded.').first()).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Payment history' }).getByText('Refund')).toBeVisible();

  await panel.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Booking successfully canceled.').first()).toBeVisible();
  await expect(panel.getByText('Canceled')).toBeVisible();

  // The bookings list finds it by its code and its (new) day.
  await page.goto('/club-booking/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by code, name or e-mail' }).fill(code);
  await page.getByLabel('Booking date').fill(later);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(us(later));
  await expect(page).toHaveURL(new RegExp(`search=${code}`));
  await row.getByRole('button', { name: `Open booking ${code}` }).click();
  const detail = page.getByRole('region', { name: `Booking ${code}` });
  await expect(detail.getByRole('table', { name: 'Payment history' }).getByRole('row')).toHaveCount(3);
});
