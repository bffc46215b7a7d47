import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { PRODUCT_CATEGORIES_SCREEN } from './productCategoriesConfig.tsx';

const loc = (locationId: number, name: string) => ({
  __typename: 'LocationRef',
  locationId,
  name,
  code: name.slice(0, 2),
});
const category = (id: number, name: string, displayOrder: number) => ({
  __typename: 'ProductCategory',
  id,
  name,
  description: 'Hot food',
  displayOrder,
  version: 1,
  locations: [loc(1, 'Downtown')],
});
const rows = [category(1, 'Kitchen', 3)];
const choices = {
  data: {
    locations: [
      { __typename: 'LocationLookup', locationId: 1, name: 'Downtown', code: 'DT', groupId: null, groupName: null },
    ],
  },
};

function setup(url = '/product-management/product-categories') {
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    CatalogueProductCategories: {
      data: {
        productCategories: { __typename: 'ProductCategoryPage', total: rows.length, page: 0, rowsPerPage: 25, rows },
      },
    },
    LocationChoices: choices,
    CreateProductCategory: { data: { createProductCategory: category(2, 'Drinks', 12) } },
  });
  const utils = renderWithProviders(<ResourceScreen config={PRODUCT_CATEGORIES_SCREEN} />, {
    url,
    client: fake.client,
  });
  return { ...utils, calls: fake.calls };
}

describe('Product Categories', () => {
  it('lists categories with their display order and a sub-table of locations', async () => {
    const user = userEvent.setup();
    setup();
    const row = await screen.findByRole('row', { name: 'Kitchen' });
    expect(within(row).getByText('3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show the sub-table of Kitchen' }));
    expect(within(screen.getByRole('region', { name: /Kitchen/ })).getByText('Downtown')).toBeTruthy();
  });

  it('keeps the display order to digits within 0–9999 and saves it as a number', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/product-management/product-categories?mode=new');
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Drinks');
    const order = screen.getByRole('textbox', { name: /Display Order/ }) as HTMLInputElement;
    await user.clear(order);
    await user.type(order, '0a12345');
    expect(order.value).toBe('1234');
    await user.click(screen.getByRole('checkbox', { name: 'Downtown' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The product category has been successfully saved')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CreateProductCategory')?.variables).toEqual({
      input: { name: 'Drinks', description: '', displayOrder: 1234, locationIds: [1] },
    });
  });
});
