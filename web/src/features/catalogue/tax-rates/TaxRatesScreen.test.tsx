import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { TAX_RATES_SCREEN } from './taxRatesConfig.tsx';

const loc = (locationId: number, name: string) => ({
  __typename: 'LocationRef',
  locationId,
  name,
  code: name.slice(0, 2),
});
const rate = (id: number, name: string, percentage: string, taxTypeId = 1) => ({
  __typename: 'TaxRate',
  id,
  name,
  percentage,
  taxTypeId,
  taxTypeName: 'Sales tax',
  version: 1,
  locations: [loc(1, 'Downtown')],
});
const rows = [rate(1, 'City sales', '8.875')];
const taxTypes = {
  data: {
    taxTypes: [
      { __typename: 'CatalogueOption', id: 1, name: 'Sales tax' },
      { __typename: 'CatalogueOption', id: 3, name: 'Prepared food tax' },
    ],
  },
};
const choices = {
  data: {
    locations: [
      { __typename: 'LocationLookup', locationId: 1, name: 'Downtown', code: 'DT', groupId: null, groupName: null },
    ],
  },
};

function setup(url = '/product-management/tax-rates') {
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    CatalogueTaxRates: {
      data: { taxRates: { __typename: 'TaxRatePage', total: rows.length, page: 0, rowsPerPage: 25, rows } },
    },
    TaxTypeChoices: taxTypes,
    LocationChoices: choices,
    CreateTaxRate: { data: { createTaxRate: rate(2, 'Food', '7.5', 3) } },
  });
  const utils = renderWithProviders(<ResourceScreen config={TAX_RATES_SCREEN} />, { url, client: fake.client });
  return { ...utils, calls: fake.calls };
}

describe('Tax Rates', () => {
  it('lists rates with a percent and the tax type, filtered by type and location from the URL', async () => {
    const { calls } = setup('/product-management/tax-rates?taxTypeId=1&locationId=1');
    const row = await screen.findByRole('row', { name: 'City sales' });
    expect(within(row).getByText('8.875%')).toBeTruthy();
    expect(within(row).getByText('Sales tax')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CatalogueTaxRates')?.variables).toMatchObject({ taxTypeId: 1, locationId: 1 });
  });

  it('asks for a tax type, keeps the percentage within 0–100, and saves', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/product-management/tax-rates?mode=new');
    expect(await screen.findByRole('heading', { name: 'New Tax Rate' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Food');
    const percentage = screen.getByRole('textbox', { name: /Percentage/ }) as HTMLInputElement;
    await user.type(percentage, '750');
    expect(percentage.value).toBe('75');
    await user.clear(percentage);
    await user.type(percentage, '7.5');
    await user.click(screen.getByRole('checkbox', { name: 'Downtown' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(calls.some((c) => c.name === 'CreateTaxRate')).toBe(false);
    await user.click(await screen.findByRole('combobox', { name: /Tax Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Prepared food tax' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The tax rate has been successfully saved')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CreateTaxRate')?.variables).toEqual({
      input: { name: 'Food', percentage: '7.5', taxTypeId: 3, locationIds: [1] },
    });
  });
});
