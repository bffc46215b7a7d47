import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { RUN_ID } from '../support/users.ts';

/**
 * an administrator creates an API token in Settings → API tokens, copies it (shown
 * once), and runs a query with it in the GraphQL explorer at /graphiql, bundled by our own build.
 */
test('create a token, copy it, run a query with it in GraphiQL', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  try {
    const name = `E2E tool ${RUN_ID}`;
    await signIn(page, 'admin@funzone.test');
    await page.goto('/settings/api-tokens');
    await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();
    await page.getByRole('button', { name: 'Create token' }).click();

    const form = page.getByRole('dialog', { name: 'New API token' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('checkbox', { name: 'Locations: View', exact: true }).check();
    await form.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('alertdialog', { name: 'Copy your token now' });
    await expect(shown).toBeVisible();
    const secret = await shown.getByRole('textbox', { name: 'Token' }).inputValue();
    expect(secret).toMatch(/^mq_\d+_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(secret);
    await shown.getByRole('button', { name: 'Done' }).click();

    // Listed, never shown in full again.
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Active');
    await expect(row).toContainText(`…${secret.slice(-4)}`);
    await expect(page.getByText(secret)).toHaveCount(0);

    await page.goto('/graphiql');
    await expect(page.getByText('Marquee GraphQL explorer')).toBeVisible();
    await page.getByLabel('API token (optional)').fill(copied);
    // The editor (Monaco) has loaded the default query before it can run.
    await expect(page.locator('.graphiql-query-editor')).toContainText('query Locations');
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await expect(page.locator('.result-window')).toContainText('"locationId"');
    await expect(page.locator('.result-window')).not.toContainText('UNAUTHENTICATED');
  } finally {
    await context.close();
  }
});
