import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { REVENUE_CLASSES_SCREEN } from './revenueClassesConfig.tsx';

const revenueClass = (id: number, name: string, typeId = 1, discountCount = 0) => ({
  __typename: 'RevenueClass',
  id,
  name,
  typeId,
  typeName: 'Attractions',
  description: `${name} sales`,
  discountCount,
  version: 1,
});
type Row = ReturnType<typeof revenueClass>;
const page = (rows: Row[]) => ({
  data: { revenueClasses: { __typename: 'RevenueClassPage', total: rows.length, page: 0, rowsPerPage: 25, rows } },
});

const ROWS = [revenueClass(1, 'Laser Tag', 1, 2), revenueClass(2, 'Snack Bar', 2)];

function setup(url = '/product-management/revenue-classes', rows: Row[] = ROWS) {
  const detail = (v: Record<string, unknown>) => ({ data: { revenueClass: rows.find((r) => r.id === v.id) } });
  const removal = (v: Record<string, unknown>) => ({
    data: { deleteRevenueClasses: { __typename: 'RemoveResult', removed: (v.ids as number[]).length, message: '' } },
  });
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    CatalogueRevenueClasses: page(rows),
    CatalogueRevenueClass: detail,
    RevenueClassDiscounts: {
      data: {
        revenueClassSubTable: [
          { __typename: 'RevenueClassDiscount', discountId: 7, name: 'Happy Hour' },
          { __typename: 'RevenueClassDiscount', discountId: 8, name: 'Birthday' },
        ],
      },
    },
    CreateRevenueClass: { data: { createRevenueClass: revenueClass(3, 'Party Rooms', 5) } },
    DeleteRevenueClasses: removal,
  });
  const utils = renderWithProviders(<ResourceScreen config={REVENUE_CLASSES_SCREEN} />, { url, client: fake.client });
  return { ...utils, calls: fake.calls };
}

describe('Revenue Classes', () => {
  it('lists the page by type, and loads the discounts sub-table when a row opens', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/product-management/revenue-classes?typeId=1&sort=DISCOUNT_COUNT&order=desc');
    const row = await screen.findByRole('row', { name: /Laser Tag/ });
    expect(within(row).getByText('Attractions')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Snack Bar/ })).getByText('Food & Beverage')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CatalogueRevenueClasses')?.variables).toMatchObject({
      typeId: 1,
      sort: 'DISCOUNT_COUNT',
      order: 'DESC',
    });
    // Only a class with discounts has an expander; its sub-table is fetched on opening.
    expect(screen.queryByRole('button', { name: 'Show the sub-table of Snack Bar' })).toBeNull();
    expect(calls.some((c) => c.name === 'RevenueClassDiscounts')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Show the sub-table of Laser Tag' }));
    const sub = screen.getByRole('region', { name: 'Laser Tag' });
    expect(await within(sub).findByText('Happy Hour')).toBeTruthy();
    expect(calls.find((c) => c.name === 'RevenueClassDiscounts')?.variables).toEqual({ id: 1 });
  });

  it('shows the empty text', async () => {
    setup('/product-management/revenue-classes', []);
    expect(await screen.findByText('There are no revenue classes')).toBeTruthy();
  });

  it('asks for the type on an invalid save and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/product-management/revenue-classes?mode=new');
    expect(await screen.findByRole('heading', { name: 'New Revenue Class' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Party Rooms');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.name === 'CreateRevenueClass')).toBe(false);
  });

  it('creates a class with its texts trimmed and says so', async () => {
    const user = userEvent.setup();
    const { calls, currentUrl } = setup('/product-management/revenue-classes?mode=new');
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), ' Party Rooms ');
    await user.click(screen.getByRole('combobox', { name: /Type/ }));
    await user.click(screen.getByRole('option', { name: 'Events & Parties' }));
    await user.type(screen.getByRole('textbox', { name: /Description/ }), ' Birthday rooms ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The revenue class has been successfully saved')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CreateRevenueClass')?.variables).toEqual({
      input: { name: 'Party Rooms', typeId: 5, description: 'Birthday rooms' },
    });
    expect(currentUrl()).toBe('/product-management/revenue-classes');
  });

  it('removes several with their versions and says so in the spec words', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Laser Tag' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Snack Bar' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to remove selected items?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The selected revenue class have been successfully saved')).toBeTruthy();
    expect(calls.find((c) => c.name === 'DeleteRevenueClasses')?.variables).toEqual({ ids: [1, 2], versions: [1, 1] });
    await waitFor(() => expect(calls.filter((c) => c.name === 'CatalogueRevenueClasses').length).toBeGreaterThan(1));
  });
});
