import { expect, type Page, test } from '@playwright/test';
import { latestMail, signIn } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { shownDay } from '../support/dates.ts';
import { graphql, graphqlResponse } from '../support/graphql.ts';
import { masterClientOf } from '../support/products.ts';
import { restUrl } from '../support/stack.ts';

/** A day ahead, as the date inputs hold it (YYYY-MM-DD); days ahead are never in the past in any US zone. */
function ahead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}
/** A calendar day button's name: the day as shown ('Dec 7, 2026'), so the number it shows is a word of its name. */
const spoken = shownDay;

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
  const history = panel.getByRole('table', { name: 'Payment history' });
  await expect(history.getByText('Cash')).toBeVisible();
  // Who took it, in its own column.
  await expect(history.getByRole('row', { name: /Cash/ })).toContainText('Dana Director');

  await panel.getByLabel('New date').fill(later);
  await pickSlot(page, 'New time', 2);
  await panel.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText('The booking has been successfully rescheduled').first()).toBeVisible();

  await panel.getByRole('combobox', { name: 'Refund for' }).selectOption('GOODWILL');
  await panel.getByRole('textbox', { name: 'Refund amount (empty: everything paid)' }).fill('4.50');
  await panel.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Booking successfully refunded.').first()).toBeVisible();
  await expect(
    panel.getByRole('table', { name: 'Payment history' }).getByText('Refund: Goodwill reduction'),
  ).toBeVisible();

  await panel.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Booking successfully canceled.').first()).toBeVisible();
  await expect(panel.getByText('Canceled', { exact: true })).toBeVisible();

  // The bookings list finds it by its code and its (new) day.
  await page.goto('/club-booking/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by code, name or e-mail' }).fill(code);
  await page.getByLabel('Booking date').fill(later);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(shownDay(later));
  await expect(page).toHaveURL(new RegExp(`search=${code}`));
  // The director made it: the role filter keeps it, and the choice is in the URL.
  await page.getByRole('combobox', { name: 'Booked by role' }).selectOption({ label: 'Director' });
  await expect(page).toHaveURL(/role=\d+/);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Open booking ${code}` }).click();
  const detail = page.getByRole('region', { name: `Booking ${code}` });
  await expect(detail.getByRole('table', { name: 'Payment history' }).getByRole('row')).toHaveCount(3);
});

test('a booking paid by its holder through the pay-by-link page read from the outbox', async ({ page, browser }) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const schedule = await graphql(
    page,
    'query($d: String) { bookingSchedule(locationCode: "FZD", date: $d) { resources { activities { id capacity slots { startTime slotsRemaining started } } } } }',
    { d: ahead(5) },
    mc,
  );
  type Slot = { startTime: string; slotsRemaining: number | null; started: boolean };
  const activities = (
    schedule.data!.bookingSchedule as { resources: { activities: { id: number; slots: Slot[] }[] }[] }
  ).resources.flatMap((r) => r.activities);
  const [activity, slot] = activities
    .flatMap((a) => a.slots.map((s) => [a, s] as const))
    .find(([, s]) => !s.started && (s.slotsRemaining === null || s.slotsRemaining >= 1))!;
  const holders = await graphql(page, '{ bookingHolders(search: "a") { id email } }', {}, mc);
  const holder = (holders.data!.bookingHolders as { id: number; email: string }[]).find((h) => h.email)!;
  const made = await graphql(
    page,
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { confirmationCode booking { info { id } } } }',
    {
      i: {
        locationCode: 'FZD',
        activityId: activity.id,
        date: ahead(5),
        startTime: slot.startTime,
        guests: 1,
        holderId: holder.id,
      },
    },
    mc,
  );
  expect(made.errors).toBeUndefined();
  const { confirmationCode: code, booking } = made.data!.createBooking as {
    confirmationCode: string;
    booking: { info: { id: number } };
  };

  // Staff send the link from the booking's panel.
  await page.goto(`/club-booking/manager?location=FZD&date=${ahead(5)}&booking=${booking.info.id}`);
  const panel = page.getByRole('region', { name: `Booking ${code}` });
  await panel.getByRole('button', { name: 'Send pay-by-link' }).click();
  await expect(page.getByText('Pay By Link successfully sent').first()).toBeVisible();

  // The holder opens the e-mailed link in a browser of their own, without signing in.
  const mail = await latestMail(restUrl, holder.email);
  expect(mail.subject).toBe(`Pay for your booking ${code}`);
  const path = /\/pay\/[A-Za-z0-9_~-]+/.exec(mail.body)![0];
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(path);
  await expect(guest.getByRole('heading', { name: 'Pay for your booking' })).toBeVisible();
  await guest.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(guest.getByText(`Thank you! Booking ${code} is paid.`)).toBeVisible();
  // Used once: opening it again says so.
  await guest.reload();
  await expect(guest.getByText('This payment link has already been used.')).toBeVisible();

  await page.reload();
  await expect(panel.getByText('Fully paid')).toBeVisible();
});

test('the desk: a booking made with an add-on from a marked calendar, a guest added, the holder changed', async ({
  page,
}) => {
  await signIn(page, 'director@funzone.test');
  const day = ahead(6);
  await page.goto(`/club-booking/manager?location=FZD&date=${day}`);
  // The date picker is the location's month, the open day pressed; days with no availability are named so.
  const calendar = page.getByRole('region', { name: 'Days at this location' });
  await expect(calendar.getByRole('button', { name: spoken(day), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog');
  // The dialog's day is chosen on the same calendar, the open day pressed; arrow keys move between days.
  const days = dialog.getByRole('region', { name: 'Date' });
  const chosen = days.getByRole('button', { name: spoken(day), exact: true });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await chosen.focus();
  const first = day.endsWith('-01');
  const beside = ahead(first ? 7 : 5);
  await page.keyboard.press(first ? 'ArrowRight' : 'ArrowLeft');
  await expect(days.getByRole('button', { name: new RegExp(`^${spoken(beside)}`) })).toBeFocused();
  const product = dialog.getByRole('combobox', { name: 'Product', exact: true });
  await expect(product.locator('option').nth(1)).toBeAttached();
  await product.selectOption({ index: 1 });
  await pickSlot(page, 'Time slot', 1);
  await dialog.getByRole('spinbutton', { name: 'Guests' }).fill('1');
  const before = await dialog.getByRole('status').textContent();
  const addOn = dialog.getByRole('combobox', { name: 'Add-on' });
  await expect(addOn.locator('option').nth(1)).toBeAttached();
  await addOn.selectOption({ index: 1 });
  const addOnName = ((await addOn.locator('option').nth(1).textContent()) ?? '').split(' · ')[0]!;
  await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await dialog.getByRole('button', { name: 'Add add-on' }).click();
  await expect(dialog.getByText(`2 × ${addOnName}`)).toBeVisible();
  // The filled dialog, its calendar included: no serious axe finding.
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await expect(dialog.getByRole('status')).not.toHaveText(before ?? '');
  await dialog.getByRole('textbox', { name: 'Search guests by name, e-mail or phone' }).fill('a');
  await dialog.getByRole('radio').first().check();
  const created = graphqlResponse(page, 'CreateBooking');
  await dialog.getByRole('button', { name: 'Create booking' }).click();
  const answer = await (await created).json();
  expect(answer.errors).toBeUndefined();
  const code = answer.data.createBooking.confirmationCode as string;
  expect(answer.data.createBooking.booking.offerings).toEqual([
    expect.objectContaining({ name: addOnName, quantity: 2 }),
  ]);
  const panel = page.getByRole('region', { name: `Booking ${code}` });
  await expect(panel.getByText(new RegExp(`2 × ${addOnName}`))).toBeVisible();

  // A guest found by name (the search waits 500 ms) joins the booking.
  const guests = panel.getByRole('region', { name: 'Guests' });
  await guests.getByRole('textbox', { name: 'Add a guest: search by name or e-mail' }).fill('a');
  const add = guests.getByRole('button', { name: /^Add / }).first();
  const guestName = ((await add.textContent()) ?? '').replace(/^Add /, '');
  await add.click();
  await expect(page.getByText('Your changes have been successfully saved!').first()).toBeVisible();
  await expect(guests.getByRole('button', { name: `Remove ${guestName}` })).toBeVisible();

  // Another guest becomes the holder.
  const holder = panel.getByRole('region', { name: 'Holder' });
  await holder.getByRole('textbox', { name: 'Change holder: search by name or e-mail' }).fill('e');
  const make = holder.getByRole('button', { name: / the holder$/ }).first();
  const holderName = ((await make.textContent()) ?? '').replace(/^Make /, '').replace(/ the holder$/, '');
  // Names repeat among guests: the e-mail tells them apart.
  const email = /\S+@\S+/.exec((await make.locator('xpath=..').textContent()) ?? '')![0];
  await make.click();
  await expect(holder.getByText(`${holderName} ${email}`, { exact: true })).toBeVisible();
  await expect(panel.getByRole('definition').filter({ hasText: email })).toBeVisible();
});

test('the desk: a new guest created in the New booking dialog holds a booking, checked in from the manager and the list', async ({
  page,
}) => {
  // Two screens and a dozen round trips: three times the usual time.
  test.slow();
  await signIn(page, 'director@funzone.test');
  const day = ahead(8);
  const unique = String(Date.now()).slice(-7);
  await page.goto(`/club-booking/manager?location=FZD&date=${day}`);
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog');
  const product = dialog.getByRole('combobox', { name: 'Product', exact: true });
  await expect(product.locator('option').nth(1)).toBeAttached();
  await product.selectOption({ index: 1 });
  await pickSlot(page, 'Time slot', 3);
  await dialog.getByRole('spinbutton', { name: 'Guests' }).fill('3');
  // The confirmation e-mail is ticked unless the desk unticks it.
  await expect(dialog.getByRole('checkbox', { name: 'Send the confirmation e-mail' })).toBeChecked();

  await dialog.getByRole('button', { name: 'New guest' }).click();
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Desk');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Walkin${unique}`);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`walkin${unique}@desk.test`);
  await dialog.getByRole('textbox', { name: 'Phone (digits)' }).fill(`1555${unique}`);
  await dialog.getByRole('checkbox', { name: 'Agrees to marketing e-mail and SMS' }).check();
  const guest = graphqlResponse(page, 'CreateDeskGuest');
  await dialog.getByRole('button', { name: 'Create guest' }).click();
  expect((await (await guest).json()).errors).toBeUndefined();
  await expect(dialog.getByText(`Holder: Desk Walkin${unique} walkin${unique}@desk.test`)).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  const created = graphqlResponse(page, 'CreateBooking');
  await dialog.getByRole('button', { name: 'Create booking' }).click();
  const answer = await (await created).json();
  expect(answer.errors).toBeUndefined();
  const code = answer.data.createBooking.confirmationCode as string;
  // Sent, as the ticked box asked.
  expect((await latestMail(restUrl, `walkin${unique}@desk.test`)).subject).toContain(code);

  const panel = page.getByRole('region', { name: `Booking ${code}` });
  // Take payment starts at the balance due.
  const due = answer.data.createBooking.booking.info.balanceCents as number;
  await expect(panel.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue((due / 100).toFixed(2));

  const checkIn = panel.getByRole('region', { name: 'Check-in' });
  await checkIn.getByRole('button', { name: 'Check in all (3)' }).click();
  await expect(checkIn.getByText('3 of 3 guests checked in')).toBeVisible();
  await expect(checkIn.getByText(/3 checked in by Dana Director at/)).toBeVisible();
  await checkIn.getByRole('button', { name: /^Undo the check-in of 3/ }).click();
  await expect(checkIn.getByText('0 of 3 guests checked in')).toBeVisible();
  await checkIn.getByRole('spinbutton', { name: 'Guests arriving' }).fill('2');
  await checkIn.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(checkIn.getByText('2 of 3 guests checked in')).toBeVisible();

  // The list's Checked filter finds it; its panel checks in the last guest.
  await page.goto(`/club-booking/bookings?search=${code}`);
  await page.getByRole('combobox', { name: 'Checked in' }).selectOption('true');
  const row = page.getByRole('row', { name: new RegExp(code) });
  await row.getByRole('button', { name: `Open booking ${code}` }).click();
  const listed = page.getByRole('region', { name: `Booking ${code}` }).getByRole('region', { name: 'Check-in' });
  await listed.getByRole('button', { name: 'Check in all (1)' }).click();
  await expect(listed.getByText('3 of 3 guests checked in')).toBeVisible();
});
