import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { DISCOUNTS_SCREEN } from './discountsConfig.tsx';

const cls = (revenueClassId: number, name: string) => ({ __typename: 'DiscountRevenueClass', revenueClassId, name });
const discount = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'Discount',
  id,
  name,
  typeId: 1,
  typeName: 'Percentage',
  value: '15.00',
  valueHundredths: 1500,
  startDate: '2026-01-01',
  endDate: null,
  enabled: true,
  version: 1,
  revenueClasses: [cls(1, 'Attractions')],
  ...over,
});
type Row = ReturnType<typeof discount>;
const page = (rows: Row[]) => ({
  data: { discounts: { __typename: 'DiscountPage', total: rows.length, page: 0, rowsPerPage: 25, rows } },
});
const options = {
  data: {
    revenueClassOptions: [
      { __typename: 'CatalogueOption', id: 1, name: 'Attractions' },
      { __typename: 'CatalogueOption', id: 2, name: 'Arcade' },
    ],
  },
};

const ROWS = [
  discount(1, 'Happy Hour'),
  discount(2, 'Five Off', { typeId: 2, typeName: 'Amount', value: '5.00', endDate: '2026-03-31' }),
];

function setup(url = '/product-management/discounts', rows: Row[] = ROWS) {
  const detail = (v: Record<string, unknown>) => ({ data: { discount: rows.find((r) => r.id === v.id) } });
  const created = (v: Record<string, unknown>) => ({
    data: { createDiscount: discount(3, (v.input as { name: string }).name) },
  });
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    CatalogueDiscounts: page(rows),
    DiscountRevenueClassChoices: options,
    CatalogueDiscount: detail,
    CreateDiscount: created,
  });
  const utils = renderWithProviders(<ResourceScreen config={DISCOUNTS_SCREEN} />, { url, client: fake.client });
  return { ...utils, calls: fake.calls };
}

/** Fills a native date input (jsdom does not type into one). */
const setDate = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Discounts', () => {
  it('lists the page with its filters, values by type and the revenue classes sub-table', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/product-management/discounts?q=off&type=2&enabled=on&class=1');
    const row = await screen.findByRole('row', { name: /Five Off/ });
    expect(within(row).getByText('$5.00')).toBeTruthy();
    expect(within(row).getByText('Mar 31, 2026')).toBeTruthy();
    const happy = screen.getByRole('row', { name: /Happy Hour/ });
    expect(within(happy).getByText('15.00%')).toBeTruthy();
    expect(within(happy).getByText('No end')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CatalogueDiscounts')?.variables).toMatchObject({
      search: 'off',
      sort: 'NAME',
      typeId: 2,
      enabled: true,
      revenueClassId: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Show the sub-table of Five Off' }));
    expect(within(screen.getByRole('region', { name: 'Five Off' })).getByText('Attractions')).toBeTruthy();
  });

  it('shows the empty text', async () => {
    setup('/product-management/discounts', []);
    expect(await screen.findByText('There are no discounts')).toBeTruthy();
  });

  it('creates an amount discount typed with a dollar sign and a date window', async () => {
    const user = userEvent.setup();
    const { calls, currentUrl } = setup('/product-management/discounts?mode=new');
    expect(await screen.findByRole('heading', { name: 'New Discount' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Summer  ');
    await user.click(screen.getByRole('combobox', { name: /Type/ }));
    await user.click(screen.getByRole('option', { name: 'Amount' }));
    // The amount input keeps what spec/1 §5 allows: the '$' is dropped, a third decimal refused.
    await user.type(screen.getByRole('textbox', { name: /Value/ }), '$05.999');
    expect((screen.getByRole('textbox', { name: /Value/ }) as HTMLInputElement).value).toBe('5.99');
    await user.click(screen.getByRole('tab', { name: /Dates/ }));
    setDate(/Start Date/, '2026-06-01');
    setDate(/End Date/, '2026-08-31');
    await user.click(screen.getByRole('tab', { name: /Revenue Classes/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Arcade' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The discount has been successfully saved')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CreateDiscount')?.variables).toEqual({
      input: {
        name: 'Summer',
        typeId: 2,
        value: '5.99',
        startDate: '2026-06-01',
        endDate: '2026-08-31',
        enabled: true,
        revenueClassIds: [2],
      },
    });
    expect(currentUrl()).toBe('/product-management/discounts');
  });

  it('refuses an end before the start on the Dates tab and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/product-management/discounts?mode=new');
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Backwards');
    await user.type(screen.getByRole('textbox', { name: /Value/ }), '10');
    await user.click(screen.getByRole('tab', { name: /Revenue Classes/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Attractions' }));
    await user.click(screen.getByRole('tab', { name: /Dates/ }));
    setDate(/Start Date/, '2026-06-10');
    setDate(/End Date/, '2026-06-09');
    await user.click(screen.getByRole('tab', { name: /Basic Tab/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Ok' }));
    // The form moves to the first tab with errors: Dates, red, with the message under End Date.
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeTruthy();
    // The page is accessible again once the dialog's modal focus trap lets go (tabster, async).
    expect((await screen.findByRole('tab', { name: /Dates/ })).getAttribute('aria-description')).toContain(
      'has errors',
    );
    expect(screen.getByRole('tab', { name: /Basic Tab/ }).getAttribute('aria-description') ?? '').not.toContain(
      'has errors',
    );
    expect(calls.some((c) => c.name === 'CreateDiscount')).toBe(false);
  });

  it('takes a percentage of at most 100 with 2 decimals', async () => {
    const user = userEvent.setup();
    setup('/product-management/discounts?mode=new');
    const value = await screen.findByRole('textbox', { name: /Value/ });
    await user.type(value, '12.345');
    expect((value as HTMLInputElement).value).toBe('12.34');
    // A keystroke past 100 is dropped.
    await user.clear(value);
    await user.type(value, '150');
    expect((value as HTMLInputElement).value).toBe('15');
    await user.type(value, '0');
    expect((value as HTMLInputElement).value).toBe('15');
  });
});
