import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { type FakeAnswer, fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { editorChoices, locationChoices, pricesOf, productDetail, productPage, productRow } from './productFixtures.ts';
import { PRODUCTS_SCREEN, productsScreen } from './productsConfig.tsx';

const ROWS = [productRow(1, 'Popcorn'), productRow(2, 'Nachos', { price: '6', enabled: false })];

const detail: FakeAnswer = (v) => ({ data: { product: productDetail(Number(v.id), 'Popcorn') } });
const removal: FakeAnswer = (v) => ({
  data: { deleteProducts: { __typename: 'RemoveResult', removed: (v.ids as number[]).length, message: null } },
});

function setup(url: string, extra: Record<string, FakeAnswer> = {}, config = PRODUCTS_SCREEN) {
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    CatalogueProducts: productPage(ROWS),
    ...editorChoices,
    LocationChoices: locationChoices,
    ProductPrices: pricesOf,
    CatalogueProduct: detail,
    DeleteProducts: removal,
    ...extra,
  });
  const utils = renderWithProviders(<ResourceScreen config={config} />, { url, client: fake.client });
  return { ...utils, calls: fake.calls };
}

describe('Products list', () => {
  it('shows prices with a dollar prefix, and the sub-table with the tax as a percent', async () => {
    const user = userEvent.setup();
    setup('/product-management/products');
    const popcorn = await screen.findByRole('row', { name: /Popcorn/ });
    expect(within(popcorn).getByText('$4.50')).toBeTruthy();
    expect(within(popcorn).getByText('Kids')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show the sub-table of Popcorn' }));
    expect(await screen.findByText('8.25%')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /Popcorn/ })).getByText('Regular')).toBeTruthy();
  });

  it('sends the URL filters, and a type list its kind, with its own title', async () => {
    const { calls } = setup(
      '/product-management/food-products?q=pop&category=10&location=2&enabled=on&schedulable=off',
      {},
      productsScreen('FOOD'),
    );
    expect(await screen.findByRole('heading', { name: 'Food Products' })).toBeTruthy();
    expect(calls.find((c) => c.name === 'CatalogueProducts')?.variables).toMatchObject({
      search: 'pop',
      kind: 'FOOD',
      categoryId: 10,
      locationId: 2,
      enabled: true,
      schedulable: false,
    });
  });

  it("starts a new product of the type list's kind, offering only its types", async () => {
    const user = userEvent.setup();
    setup('/product-management/food-products?mode=new', {}, productsScreen('FOOD'));
    expect(await screen.findByRole('heading', { name: 'New Product' })).toBeTruthy();
    // A food product's sections: inventory yes, game card details no.
    expect(screen.getByRole('tab', { name: /Inventory/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /Game Card Details/ })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /Product type/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Snacks']);
  });

  it("removes two selected products with the spec's wording", async () => {
    const user = userEvent.setup();
    const { calls } = setup('/product-management/products');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Popcorn' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Nachos' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The selected products have been successfully saved')).toBeTruthy();
    expect(calls.find((c) => c.name === 'DeleteProducts')?.variables).toEqual({ ids: [1, 2], versions: [3, 3] });
  });
});
