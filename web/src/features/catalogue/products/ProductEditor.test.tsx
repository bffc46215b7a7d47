import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { type FakeAnswer, fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { editorChoices, locationChoices, productDetail, productPage } from './productFixtures.ts';
import { PRODUCTS_SCREEN } from './productsConfig.tsx';

const refusal = (code: string, message: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

const detail: FakeAnswer = () => ({ data: { product: productDetail(1, 'Popcorn') } });
const updated: FakeAnswer = (v) => ({
  data: { updateProduct: productDetail(1, String((v.input as { name: string }).name)) },
});

const languageRow = (locationId: number, locationName: string, languageId: number, languageName: string) => ({
  __typename: 'ProductLanguageRow',
  locationId,
  locationName,
  languageId,
  languageName,
  name: '',
});
const languages: FakeAnswer = () => ({
  data: { productLanguages: [languageRow(1, 'Downtown', 2, 'Georgian'), languageRow(2, 'Mall', 3, 'Spanish')] },
});

function setup(extra: Record<string, FakeAnswer> = {}) {
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    CatalogueProducts: productPage([]),
    ...editorChoices,
    LocationChoices: locationChoices,
    CatalogueProduct: detail,
    UpdateProduct: updated,
    ProductLanguages: languages,
    ...extra,
  });
  renderWithProviders(<ResourceScreen config={PRODUCTS_SCREEN} />, {
    url: '/product-management/products?mode=edit&id=1',
    client: fake.client,
  });
  return fake.calls;
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.getAttribute('value') ?? t.id.replace(/.*-tab-/, ''));

describe('Product editor', () => {
  it("shows the sections of the product's kind, and the kind's required ones with an asterisk", async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('heading', { name: 'Popcorn' });
    expect(tabNames()).not.toContain('gameCardDetails');
    expect(tabNames()).toContain('inventory');
    expect(screen.getByRole('tab', { name: /Pricing/ }).textContent).toContain('*');
    expect(screen.getByRole('tab', { name: /Inventory/ }).textContent).not.toContain('*');
    // Another type of another kind: its sections come, those that do not apply go.
    await user.click(screen.getByRole('combobox', { name: /Product type/ }));
    await user.click(screen.getByRole('option', { name: 'Party' }));
    expect(tabNames()).toContain('reservationProductDetailsTab');
    expect(tabNames()).not.toContain('inventory');
    expect(screen.getByRole('tab', { name: /Reservation Details/ }).textContent).toContain('*');
  });

  it('lists only the categories and tax rates offered at the product’s locations, following them', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('heading', { name: 'Popcorn' });
    // Sold at Downtown and Mall: Airport Treats and the airport's tax are offered at the Airport only.
    expect(screen.getByRole('checkbox', { name: 'Snacks' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Airport Treats' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /Tax/ }));
    expect(screen.queryByRole('option', { name: /Airport tax/ })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: /Locations/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Airport' }));
    await user.click(screen.getByRole('tab', { name: /General/ }));
    expect(screen.getByRole('checkbox', { name: 'Airport Treats' })).toBeTruthy();
  });

  it('opens for a viewer who may not read one of the catalogue lists, that list empty', async () => {
    const user = userEvent.setup();
    setup({ ProductMembershipChoices: refusal('FORBIDDEN', 'Forbidden') });
    expect(await screen.findByRole('heading', { name: 'Popcorn' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Membership Requirements/ }));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('refuses a maximum quantity of 0 with the inventory notice and keeps what was typed', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await screen.findByRole('heading', { name: 'Popcorn' });
    await user.click(screen.getByRole('tab', { name: /Inventory/ }));
    const max = screen.getByRole('textbox', { name: /Maximum quantity/ });
    await user.clear(max);
    await user.type(max, '0');
    await user.click(screen.getByRole('tab', { name: /General/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alertdialog');
    expect(within(notice).getByText('Please enter an amount between 1 and 9,999.')).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Ok' }));
    // The save opened the tab with the error; the typed value is still there.
    expect((await screen.findByRole('tab', { name: /Inventory/ })).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('textbox', { name: /Maximum quantity/ }) as HTMLInputElement).value).toBe('0');
    expect(calls.some((c) => c.name === 'UpdateProduct')).toBe(false);
  });

  it('saves prices at two locations with the version read', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await screen.findByRole('heading', { name: 'Popcorn' });
    await user.click(screen.getByRole('tab', { name: /Pricing/ }));
    const mall = screen.getByRole('group', { name: 'Mall' });
    await user.type(within(mall).getByRole('textbox', { name: 'Regular' }), '$05.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The product has been successfully saved')).toBeTruthy();
    const sent = calls.find((c) => c.name === 'UpdateProduct')?.variables as {
      id: number;
      version: number;
      input: { prices: unknown[]; taxRateId: number; inventory: unknown };
    };
    expect(sent.id).toBe(1);
    expect(sent.version).toBe(3);
    expect(sent.input.prices).toEqual([
      { locationId: 1, priceLevelId: 1, price: '4.50' },
      { locationId: 2, priceLevelId: 1, price: '5.25' },
    ]);
    expect(sent.input.taxRateId).toBe(7);
    expect(sent.input.inventory).toEqual({ maxQuantity: 20 });
  });

  it('keeps a name per language and location, sent with the product', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await screen.findByRole('heading', { name: 'Popcorn' });
    await user.click(screen.getByRole('tab', { name: /Languages/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Name in Spanish at Mall' }), 'Palomitas');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The product has been successfully saved')).toBeTruthy();
    expect(calls.find((c) => c.name === 'ProductLanguages')?.variables).toEqual({ productId: 1, locationIds: [1, 2] });
    const sent = calls.find((c) => c.name === 'UpdateProduct')?.variables as { input: { names: unknown } };
    expect(sent.input.names).toEqual([{ locationId: 2, languageId: 3, name: 'Palomitas' }]);
  });

  it('clears the prices of one location, then of all', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('heading', { name: 'Popcorn' });
    await user.click(screen.getByRole('tab', { name: /Pricing/ }));
    await user.type(within(screen.getByRole('group', { name: 'Mall' })).getByRole('textbox', { name: 'Regular' }), '5');
    await user.click(screen.getByRole('button', { name: 'Clear the prices at Mall' }));
    const regularAt = (location: string) =>
      within(screen.getByRole('group', { name: location })).getByRole('textbox', {
        name: 'Regular',
      }) as HTMLInputElement;
    expect(regularAt('Mall').value).toBe('');
    const downtown = regularAt('Downtown');
    expect(downtown.value).toBe('4.50');
    await user.click(screen.getByRole('button', { name: 'Clear all prices' }));
    expect(downtown.value).toBe('');
  });

  it("puts the server's field message on its tab, and a stale save's message above the form", async () => {
    const user = userEvent.setup();
    let answer = refusal('BAD_USER_INPUT', 'Please fill all the required fields', {
      prices: 'Prices can only be set for the product’s locations.',
    });
    const refusing: FakeAnswer = () => answer;
    setup({ UpdateProduct: refusing });
    await screen.findByRole('heading', { name: 'Popcorn' });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), ' XL');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('tab', { name: /Pricing/ })).getAttribute('aria-description')).toContain(
      'has errors',
    );
    const ok = screen.queryByRole('button', { name: 'Ok' });
    if (ok) await user.click(ok);
    answer = refusal('CONFLICT', 'Someone else saved this product first. Reload it to see their changes.');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Someone else saved this product first. Reload it to see their changes.'),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Popcorn XL!');
  });
});
