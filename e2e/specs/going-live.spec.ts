import { expect, type Page, test } from '@playwright/test';
import { latestMail, signIn } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { answerContactsPrompt } from '../support/profile.ts';
import { restUrl } from '../support/stack.ts';
import { RUN_ID } from '../support/users.ts';

// Going live, as far as a new customer gets today: provider staff open a customer; its director sets
// a password from the e-mailed invitation and follows the setup checklist's links through every
// screen a venue needs (location, tax rate, revenue class, category, reservation product, resource,
// activity with its weekly schedule, booking settings, online offering); the booking settings show
// the guest shop's address, and the shop, opened there on a phone, sells the activity; a guest
// books it there and the director finds the booking in the bookings list; at the desk a walk-in
// guest is created, pays the balance in cash and is checked in.
// Names carry RUN_ID, so the spec passes again on a reused database.

// The venue and its director are in Chicago, its business days in that zone.
test.use({ timezoneId: 'America/Chicago' });

const customer = `Orbit Bowl ${RUN_ID}`;
const director = `lee.${RUN_ID}@orbitbowl.test`;
const PASSWORD = 'Welcome#2027';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

async function openCustomer(page: Page): Promise<string> {
  await signIn(page, 'support@marquee.app');
  await page.getByRole('button', { name: 'Customers' }).click();
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByRole('textbox', { name: /Customer name/ }).fill(customer);
  await dialog.getByRole('textbox', { name: /Country/ }).fill('US');
  await dialog.getByRole('textbox', { name: /Time zone/ }).fill('America/Chicago');
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Lee');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Park');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(director);
  await dialog.getByRole('button', { name: 'Open customer' }).click();
  await expect(dialog).toBeHidden();
  const mail = await latestMail(restUrl, director);
  const link = new URL(mail.body.match(/https?:\/\/\S+\/auth\/invitation\?token=[\w-]+/)?.[0] ?? 'http://x/none');
  return link.pathname + link.search;
}

async function acceptInvitation(page: Page, link: string) {
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\//);
  await answerContactsPrompt(page, { name: 'Lee Park', email: director, phone: '3125550100' });
}

/** The checklist on Owner's Box, `done` steps ticked; then the step's link is followed. */
async function checklistStep(page: Page, done: number, link: string) {
  await page.goto('/ownersbox');
  await expect(page.getByText(`${done} of 6 done`)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: link }).click();
}

test("going live: a new customer set up through its checklist's screens is offered in its guest shop", async ({
  page,
}) => {
  // One long flow over a dozen screens, Owner's Box loaded five times: about 2.5 minutes here.
  test.setTimeout(420_000);
  const link = await openCustomer(page);
  await acceptInvitation(page, link);

  await checklistStep(page, 0, 'Locations');
  await page.getByRole('button', { name: 'New Location' }).click();
  await page.getByRole('textbox', { name: /^Location/ }).fill('Orbit Bowl Loop');
  await page.getByRole('textbox', { name: 'Store Number' }).fill('1');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 State St');
  await page.getByRole('textbox', { name: 'City' }).fill('Chicago');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The locations have been successfully saved').first()).toBeVisible();

  await checklistStep(page, 1, 'Tax rates and revenue classes');
  await page.getByRole('button', { name: 'Add Tax Rate' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Illinois sales tax');
  await page.getByRole('textbox', { name: 'Percentage' }).fill('10');
  await page.getByRole('combobox', { name: 'Tax Type' }).click();
  await page.getByRole('option', { name: 'Amusement tax' }).click();
  await page.getByRole('checkbox', { name: 'Orbit Bowl Loop' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Illinois sales tax/ })).toBeVisible();
  await page.goto('/product-management/revenue-classes');
  await page.getByRole('button', { name: 'Add Revenue Class' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Bowling');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Bowling/ })).toBeVisible();

  await checklistStep(page, 2, 'Products');
  await page.goto('/product-management/product-categories');
  await page.getByRole('button', { name: /^Add/ }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Bowling');
  await page.getByRole('checkbox', { name: 'Orbit Bowl Loop' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Bowling/ })).toBeVisible();
  await page.goto('/product-management/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByRole('combobox', { name: 'Product type' }).click();
  await page.getByRole('option', { name: 'Attraction' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Bowling lane hour');
  await page.getByRole('combobox', { name: 'Revenue class' }).click();
  await page.getByRole('option', { name: 'Bowling' }).click();
  await page.getByRole('combobox', { name: 'Tax' }).click();
  await page.getByRole('option', { name: /Illinois sales tax/ }).click();
  await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Bowling' }).check();
  await page.getByRole('tab', { name: 'Locations' }).click();
  await page.getByRole('checkbox', { name: 'Orbit Bowl Loop' }).check();
  await page.getByRole('tab', { name: 'Reservation Details' }).click();
  await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('60');
  await page.getByRole('textbox', { name: 'Guests per slot' }).fill('6');
  await page.getByRole('textbox', { name: 'Buffer after a booking (minutes)' }).fill('0');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await page.getByRole('textbox', { name: 'Regular' }).fill('30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The product has been successfully saved').first()).toBeVisible();

  await checklistStep(page, 3, 'Resources and activities');
  await pickLocation(page);
  await page.getByRole('button', { name: 'New resource' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Lane 1');
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Lane' }).click();
  await dialog.getByRole('spinbutton', { name: 'Places' }).fill('6');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Lane 1/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/club-booking/activities');
  await pickLocation(page);
  await page.getByRole('button', { name: 'New activity' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Open bowling');
  await dialog.getByRole('combobox', { name: 'Reservation product' }).click();
  await page.getByRole('option', { name: 'Bowling lane hour' }).click();
  // Resources are searched as you type; a multiselect offers checkable items.
  const resources = dialog.getByRole('combobox', { name: /Resources it uses/ });
  await resources.click();
  await resources.pressSequentially('Lane');
  await page.getByRole('menuitemcheckbox', { name: 'Lane 1' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove Lane 1' })).toBeVisible();
  for (const day of WEEKDAYS) await dialog.getByRole('checkbox', { name: day, exact: true }).check();
  await dialog.getByRole('spinbutton', { name: 'Session length (minutes)' }).fill('60');
  await dialog.getByRole('spinbutton', { name: 'Places per slot' }).fill('6');
  await dialog.getByRole('spinbutton', { name: 'Least guests' }).fill('1');
  await dialog.getByRole('spinbutton', { name: 'Most guests' }).fill('6');
  await dialog.getByRole('textbox', { name: 'Price per guest' }).fill('30');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Open bowling/ })).toBeVisible();
  await checklistStep(page, 4, 'Booking settings and online offerings');
  await pickLocation(page);
  // Every day open online (a day ticked open starts with the usual hours).
  for (const day of WEEKDAYS) await page.getByRole('checkbox', { name: day, exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been successfully saved!').first()).toBeVisible();
  const shopUrl = (await page.getByRole('link', { name: /\/shop\// }).getAttribute('href')) ?? '';

  await checklistStep(page, 4, 'Product offerings');
  await pickLocation(page);
  await page.getByRole('button', { name: 'Add' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: /Bowling lane hour/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Bowling lane hour/ })).toBeVisible();
  await page.goto('/ownersbox');
  await expect(page.getByText('5 of 6 done')).toBeVisible({ timeout: 60_000 });

  // The guest shop, on a phone, signed out, at the address the booking settings showed.
  const guest = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const shop = await guest.newPage();
  await shop.goto(shopUrl);
  await expect(shop.getByRole('heading', { level: 1, name: 'Orbit Bowl Loop' })).toBeVisible();
  await shop.getByRole('link', { name: 'Book Bowling lane hour' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Book Bowling lane hour' })).toBeVisible();
  await expect(shop.getByText('$30.00 per person')).toBeVisible();
  // The new location's Calendar is open every day: the shop offers times; book the last one.
  const slot = shop.getByLabel('Date and time', { exact: true });
  const times = await slot
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(times.length).toBeGreaterThan(0);
  const chosen = times.at(-1)!;
  await slot.selectOption(chosen);
  await shop.getByLabel('Number of guests', { exact: true }).fill('2');
  await shop.getByLabel('First name', { exact: true }).fill('Rae');
  await shop.getByLabel('Last name', { exact: true }).fill('Orbit');
  await shop.getByLabel('E-mail', { exact: true }).fill(`rae.${RUN_ID}@guest.test`);
  await shop.getByLabel('Phone', { exact: true }).fill('555 0142');
  for (const required of await shop.getByLabel(/\(required\)$/).all()) await required.fill('Yes');
  await shop.getByRole('button', { name: 'Book now' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  const confirmation = ((await shop.locator('p.code').textContent()) ?? '').trim();
  expect(confirmation).toMatch(/^[A-Z0-9]{8}$/);
  await guest.close();

  // The director finds the guest's booking in the bookings list, on its day.
  await page.goto('/club-booking/bookings');
  await page.getByRole('textbox', { name: 'Search by code, name or e-mail' }).fill(confirmation);
  await page.getByLabel('Booking date').fill(chosen.slice(0, 10));
  await expect(page.getByRole('row', { name: new RegExp(confirmation) })).toContainText('Orbit');

  // At the desk: a walk-in guest made in the New booking dialog, paid in cash, checked in.
  await page.goto('/club-booking/manager');
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Orbit Bowl Loop' });
  await expect(page).toHaveURL(/location=/);
  const locationCode = new URL(page.url()).searchParams.get('location');
  const deskDay = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/club-booking/manager?location=${locationCode}&date=${deskDay}`);
  await page.getByRole('button', { name: 'New booking' }).click();
  const desk = page.getByRole('dialog');
  const product = desk.getByRole('combobox', { name: 'Product', exact: true });
  await expect(product.locator('option').nth(1)).toBeAttached();
  await product.selectOption({ index: 1 });
  const time = desk.getByRole('combobox', { name: 'Time slot', exact: true });
  await expect(time.locator('option').nth(1)).toBeAttached();
  await time.selectOption({ index: 1 });
  await desk.getByRole('spinbutton', { name: 'Guests' }).fill('2');
  await desk.getByRole('button', { name: 'New guest' }).click();
  await desk.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await desk.getByRole('textbox', { name: 'Last name' }).fill(`Walkin ${RUN_ID}`);
  await desk.getByRole('textbox', { name: 'E-mail' }).fill(`sam.${RUN_ID}@desk.test`);
  await desk.getByRole('textbox', { name: 'Phone (digits)' }).fill('13125550177');
  await desk.getByRole('button', { name: 'Create guest' }).click();
  await expect(desk.getByText(`Holder: Sam Walkin ${RUN_ID}`)).toBeVisible();
  await desk.getByRole('button', { name: 'Create booking' }).click();
  await expect(desk).toBeHidden();
  const panel = page.getByRole('region', { name: /^Booking / });
  // The balance is filled in: two guests at the activity's $30.
  const amount = panel.getByRole('textbox', { name: 'Amount', exact: true });
  await expect(amount).toHaveValue('60.00');
  await panel.getByRole('combobox', { name: 'Payment method' }).selectOption('CASH');
  await panel.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByText('Payment Successful').first()).toBeVisible();
  const checkIn = panel.getByRole('region', { name: 'Check-in' });
  await checkIn.getByRole('button', { name: 'Check in all (2)' }).click();
  await expect(checkIn.getByText('2 of 2 guests checked in')).toBeVisible();

  // The owner sees today's visit and money at once, on the day of the director's browser (Chicago,
  // the venue's zone): the shop's and the desk's bookings ($60 each; only the shop's is online),
  // the desk's $60 in cash, one new guest (the walk-in party of two; the shop's have not come yet).
  const figure = (title: string) => page.getByRole('region', { name: title, exact: true }).getByTestId('widget-value');
  await page.goto('/ownersbox');
  await expect(figure('Revenue')).toHaveText('$120.00', { timeout: 60_000 });
  await expect(figure('Payments received')).toHaveText('$60.00');
  await expect(figure('New guests')).toHaveText('1');
  await expect(figure('Repeat guests')).toHaveText('0');
  await expect(figure('Online bookings')).toHaveText('1');
  // Each booking is a sale of the reservation product (2 guests × $30): two sales of $120 in all,
  // so Average ticket is $120 / 2 sales = $60.00; only the desk's party of two has visited, so
  // Revenue per guest is $120 / 2 guests = $60.00; the top product is the one booked, 4 sold.
  await expect(figure('Average ticket')).toHaveText('$60.00');
  await expect(figure('Revenue per guest')).toHaveText('$60.00');
  const top = page.getByRole('region', { name: 'Top product sold', exact: true });
  await expect(top.getByText('Bowling lane hour', { exact: true })).toBeVisible();
  await expect(figure('Top product sold')).toHaveText('$120.00');
  await page.goto('/dashboard-guest');
  await expect(figure('New guests')).toHaveText('1', { timeout: 60_000 });
  await expect(figure('New guest revenue')).toHaveText('$60.00');
  await expect(figure('Average group size')).toHaveText('2');
});

async function pickLocation(page: Page) {
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Orbit Bowl Loop' }).click();
}
