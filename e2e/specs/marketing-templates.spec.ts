import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { restUrl } from '../support/stack.ts';
import { RUN_ID } from '../support/users.ts';

// The spec edits the demo 'Thank you' template of FunZone Mall and puts its subject back at the end,
// so it passes again on the same database.
const ORIGINAL_SUBJECT = 'Thanks for visiting {{ location.name }}';

test('templates: edit a template, see the preview, send a test e-mail and find it in /crm/emails', async ({ page }) => {
  const address = `e2e-${RUN_ID}@example.com`;
  await signIn(page, 'director@funzone.test');

  // No location, no templates.
  await page.goto('/marketing/email-sms/email-sms-templates');
  await expect(page.getByText('Select any location to see its templates')).toBeVisible();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'FunZone Mall' }).click();
  await expect(page).toHaveURL(/location=FZM/);
  await page.getByRole('button', { name: 'Edit template: Thank you' }).click();

  const subject = page.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue(ORIGINAL_SUBJECT);
  try {
    await subject.fill(`Thanks ${RUN_ID} from {{ location.name }}`);
    // The preview follows the draft: rendered for the sample guest inside the location's branding.
    await expect(page.getByText(`Thanks ${RUN_ID} from FunZone Mall`)).toBeVisible();
    const frame = page.frameLocator('iframe[title="Preview for a sample guest"]');
    await expect(frame.getByText('Thanks for coming, Alex!')).toBeVisible();

    // An unknown variable is shown at once and refused on save.
    const body = page.getByRole('textbox', { name: 'Body' });
    const original = await body.inputValue();
    await body.fill(`${original} {{ guest.nickname }}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Unknown variable: guest.nickname' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Unknown variable: guest.nickname').first()).toBeVisible();
    await body.fill(original);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The template has been successfully saved').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Send to' }).fill(address);
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await expect(page.getByText(`The test e-mail has been sent to ${address}`).first()).toBeVisible();

    // It reached the outbox, rendered with the sample guest.
    const outbox = (await (await fetch(`${restUrl}/dev/outbox?to=${address}`)).json()) as {
      data: { subject: string; body: string }[];
    };
    expect(outbox.data[0]).toMatchObject({ subject: `Thanks ${RUN_ID} from FunZone Mall` });
    expect(outbox.data[0]!.body).toContain('Thanks for coming, Alex!');

    // The CRM log shows it, delivered by the job queue: ahead of the timed messages a fresh stack
    // also queues (a message a person waits for is fetched before bulk ones).
    await page.goto(`/crm/emails?search=${encodeURIComponent(address)}`);
    const row = page.getByRole('row').filter({ hasText: address });
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Sent', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText(`Thanks ${RUN_ID} from FunZone Mall`);
    await expect(row).toContainText('Test');
  } finally {
    await page.goto('/marketing/email-sms/email-sms-templates?location=FZM');
    await page.getByRole('button', { name: 'Edit template: Thank you' }).click();
    const again = page.getByRole('textbox', { name: 'Subject' });
    await expect(again).not.toHaveValue('');
    await again.fill(ORIGINAL_SUBJECT);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The template has been successfully saved').first()).toBeVisible();
  }
});
