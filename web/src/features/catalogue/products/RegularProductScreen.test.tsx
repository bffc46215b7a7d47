import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { editorChoices, locationChoices, productDetail } from './productFixtures.ts';
import { RegularProductScreen } from './RegularProductScreen.tsx';

const detail: FakeAnswer = (v) =>
  v.id === 12 ? { data: { product: productDetail(12, 'Large Popcorn') } } : { errors: [{ message: 'Not found' }] };

function setup(url: string) {
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    ...editorChoices,
    LocationChoices: locationChoices,
    CatalogueProduct: detail,
  });
  const utils = renderWithProviders(<RegularProductScreen />, { url, client: fake.client });
  return { ...utils, calls: fake.calls };
}

describe('RegularProductScreen', () => {
  it('opens the product of the URL, with or without its handle, and Back goes to the products list', async () => {
    const user = userEvent.setup();
    const { calls, currentUrl } = setup('/product-management/regular-products/12/large-popcorn');
    expect(await screen.findByRole('heading', { name: 'Large Popcorn' })).toBeTruthy();
    expect(calls.find((c) => c.name === 'CatalogueProduct')?.variables).toEqual({ id: 12 });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentUrl()).toBe('/product-management/products');
  });

  it('opens it without a handle too', async () => {
    setup('/product-management/regular-products/12');
    expect(await screen.findByRole('heading', { name: 'Large Popcorn' })).toBeTruthy();
  });
});
