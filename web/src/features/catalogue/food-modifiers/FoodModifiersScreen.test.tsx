import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { FOOD_MODIFIERS_SCREEN } from './foodModifiersConfig.tsx';

const loc = (locationId: number, name: string) => ({
  __typename: 'LocationRef',
  locationId,
  name,
  code: name.slice(0, 2),
});
const modifier = (id: number, name: string, price: string, version = 1) => ({
  __typename: 'FoodModifier',
  id,
  name,
  groupName: 'Toppings',
  price,
  priceCents: Math.round(Number(price) * 100),
  version,
  locations: [loc(1, 'Downtown')],
});
const rows = [modifier(1, 'Extra cheese', '1.5'), modifier(2, 'Bacon', '2.00', 4)];
const choices = {
  data: {
    locations: [
      { __typename: 'LocationLookup', locationId: 1, name: 'Downtown', code: 'DT', groupId: null, groupName: null },
      { __typename: 'LocationLookup', locationId: 2, name: 'Mall', code: 'ML', groupId: null, groupName: null },
    ],
  },
};

const detail = (v: Record<string, unknown>) => ({ data: { foodModifier: rows.find((r) => r.id === v.id) } });
const removal = (v: Record<string, unknown>) => ({
  data: { deleteFoodModifiers: { __typename: 'RemoveResult', removed: (v.ids as number[]).length, message: 'ok' } },
});

function setup(url = '/product-management/food-modifiers') {
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    CatalogueFoodModifiers: {
      data: { foodModifiers: { __typename: 'FoodModifierPage', total: rows.length, page: 0, rowsPerPage: 25, rows } },
    },
    CatalogueFoodModifier: detail,
    LocationChoices: choices,
    CreateFoodModifier: { data: { createFoodModifier: modifier(3, 'Onions', '4.50') } },
    DeleteFoodModifiers: removal,
  });
  const utils = renderWithProviders(<ResourceScreen config={FOOD_MODIFIERS_SCREEN} />, { url, client: fake.client });
  return { ...utils, calls: fake.calls };
}

describe('Food Modifiers', () => {
  it('lists rows with the price in dollars, filtered by the location in the URL', async () => {
    const { calls } = setup('/product-management/food-modifiers?locationId=2');
    const row = await screen.findByRole('row', { name: 'Extra cheese' });
    expect(within(row).getByText('$1.50')).toBeTruthy();
    expect(within(row).getByText('Toppings')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CatalogueFoodModifiers')?.variables).toMatchObject({
      locationId: 2,
      sort: 'NAME',
    });
  });

  it('saves a new modifier with the price kept to an amount while typing', async () => {
    const user = userEvent.setup();
    const { calls, currentUrl } = setup('/product-management/food-modifiers?mode=new');
    expect(await screen.findByRole('heading', { name: 'New Food Modifier' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), ' Onions ');
    const price = screen.getByRole('textbox', { name: /Price/ }) as HTMLInputElement;
    await user.type(price, '$04.509');
    expect(price.value).toBe('4.50');
    await user.click(screen.getByRole('checkbox', { name: 'Mall' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The food modifier has been successfully saved')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CreateFoodModifier')?.variables).toEqual({
      input: { name: 'Onions', groupName: '', price: '4.50', locationIds: [2] },
    });
    expect(currentUrl()).toBe('/product-management/food-modifiers');
  });

  it('refuses to save without a price or a location (core rules) and flags the Basic Tab', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/product-management/food-modifiers?mode=new');
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Onions');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(screen.getByText('Select at least one.')).toBeTruthy();
    expect(calls.some((c) => c.name === 'CreateFoodModifier')).toBe(false);
  });

  it('removes the selected rows naming the versions it read, with the plural message', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Extra cheese' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bacon' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to remove selected items?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The selected food modifiers have been successfully removed')).toBeTruthy();
    expect(calls.find((c) => c.name === 'DeleteFoodModifiers')?.variables).toEqual({ ids: [1, 2], versions: [1, 4] });
  });
});
