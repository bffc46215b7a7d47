import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { type FakeAnswer, fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { editorChoices, locationChoices, productDetail, productPage } from './productFixtures.ts';
import { PRODUCTS_SCREEN } from './productsConfig.tsx';

const item = (productId: number, name: string, position: number) => ({
  __typename: 'DisplayOrderItem',
  productId,
  name,
  image: null,
  position,
});
const ORDER = [item(1, 'Popcorn', 1), item(5, 'Nachos', 2), item(6, 'Soda', 3)];
const detail: FakeAnswer = () => ({ data: { product: productDetail(1, 'Popcorn') } });
const order: FakeAnswer = () => ({ data: { productDisplayOrder: ORDER } });
const saved: FakeAnswer = (v) => {
  const ids = (v.input as { productIds: number[] }).productIds;
  return {
    data: {
      saveProductDisplayOrder: ids.map((id, i) => ({ ...ORDER.find((o) => o.productId === id)!, position: i + 1 })),
    },
  };
};

describe('Product editor: display order', () => {
  it('moves a product by keyboard and saves the whole order of the category at the location in one request', async () => {
    const user = userEvent.setup();
    const fake = fakeClient({
      Me: { data: meResult(meFixture()) },
      CatalogueProducts: productPage([]),
      ...editorChoices,
      LocationChoices: locationChoices,
      CatalogueProduct: detail,
      ProductDisplayOrder: order,
      SaveProductDisplayOrder: saved,
    });
    renderWithProviders(<ResourceScreen config={PRODUCTS_SCREEN} />, {
      url: '/product-management/products?mode=edit&id=1&tab=displayOrder',
      client: fake.client,
    });
    const save = await screen.findByRole('button', { name: 'Save order' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'Reorder Soda' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save order' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('The display order has been successfully saved')).toBeTruthy();
    expect(fake.calls.filter((c) => c.name === 'SaveProductDisplayOrder').map((c) => c.variables)).toEqual([
      { input: { categoryId: 10, locationId: 1, productIds: [1, 6, 5] } },
    ]);
    expect(fake.calls.find((c) => c.name === 'ProductDisplayOrder')?.variables).toEqual({
      categoryId: 10,
      locationId: 1,
    });
  });
});
