import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphql, graphqlResponse } from '../support/graphql.ts';
import { RUN_ID } from '../support/users.ts';

// The audit log: a tax rate changed in its editor shows on the audit screen and in the
// record's History. Names carry the run id; the tax rate is removed in `finally`.
const NAME = `E2E-${RUN_ID} Audit tax`;

async function masterClientOf(page: Page): Promise<number> {
  const me = await graphql(page, '{ me { masterClients { masterClientId isDefault } } }');
  const clients = (me.data!.me as { masterClients: { masterClientId: number; isDefault: boolean }[] }).masterClients;
  return (clients.find((c) => c.isDefault) ?? clients[0]!).masterClientId;
}

test('a tax rate changed in its editor is on the audit screen and in its History', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const locations = await graphql(page, '{ locations { locationId } }', {}, mc);
  const locationId = (locations.data?.locations as { locationId: number }[] | undefined)?.[0]?.locationId;
  const created = await graphql(
    page,
    'mutation($i: TaxRateInput!) { createTaxRate(input: $i) { id } }',
    { i: { name: NAME, percentage: '5', taxTypeId: 1, locationIds: [locationId] } },
    mc,
  );
  expect(created.errors).toBeUndefined();
  const id = (created.data!.createTaxRate as { id: number }).id;
  const renamed = `${NAME} 2`;
  try {
    // Change it in the editor.
    const opened = graphqlResponse(page, 'CatalogueTaxRate');
    await page.goto(`/product-management/tax-rates?mode=edit&id=${id}`);
    await opened;
    await page.getByRole('textbox', { name: /Name/ }).fill(renamed);
    const saved = graphqlResponse(page, 'UpdateTaxRate');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await (await saved).json()).errors).toBeUndefined();

    // The audit screen, narrowed to tax rates: the change, by whom, with before and after.
    const listed = graphqlResponse(page, 'AuditLog');
    await page.goto('/settings/audit-log?entity=taxRates');
    await listed;
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: `"${renamed}"` });
    await expect(row).toContainText('Changed');
    await expect(row).toContainText(`name: "${NAME}" → "${renamed}"`);
    await expect(row).toContainText(String(id));

    // The record's History under its editor.
    await page.goto(`/product-management/tax-rates?mode=edit&id=${id}`);
    const history = graphqlResponse(page, 'RecordHistory');
    await page.getByRole('button', { name: 'History' }).click();
    await history;
    const table = page.getByRole('table', { name: 'History' });
    await expect(table.getByRole('row').filter({ hasText: 'Changed' })).toContainText(`"${renamed}"`);
    await expect(table.getByRole('row').filter({ hasText: 'Created' })).toContainText(`"${NAME}"`);
  } finally {
    await graphql(page, 'mutation($ids: [Int!]!) { deleteTaxRates(ids: $ids) { removed } }', { ids: [id] }, mc);
  }
});
