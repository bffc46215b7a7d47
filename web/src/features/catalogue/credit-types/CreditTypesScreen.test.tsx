import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { type FakeAnswer, fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CREDIT_TYPES_SCREEN } from './creditTypesConfig.tsx';

const creditType = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'CreditType',
  id,
  name,
  description: '',
  isMonetary: false,
  expirationDays: null as number | null,
  membershipCount: 0,
  version: 1,
  ...over,
});
type Row = ReturnType<typeof creditType>;
const page = (rows: Row[]) => ({
  data: { creditTypes: { __typename: 'CreditTypePage', total: rows.length, page: 0, rowsPerPage: 25, rows } },
});
const ROWS = [
  creditType(1, 'Game Credits', { isMonetary: true, expirationDays: 365, membershipCount: 2 }),
  creditType(2, 'Tickets'),
];
const granting = {
  data: {
    creditTypeSubTable: [
      { __typename: 'CreditTypeMembership', membershipId: 7, name: 'Gold', quantity: 100 },
      { __typename: 'CreditTypeMembership', membershipId: 8, name: 'Silver', quantity: 40 },
    ],
  },
};

function setup(
  url = '/product-management/activity-credits',
  rows: Row[] = ROWS,
  extra: Record<string, FakeAnswer> = {},
) {
  const detail: FakeAnswer = (v) => ({ data: { creditType: rows.find((r) => r.id === v.id) } });
  const created: FakeAnswer = (v) => ({
    data: { createCreditType: creditType(3, String((v.input as { name: string }).name)) },
  });
  const removal: FakeAnswer = (v) => ({
    data: {
      deleteCreditTypes: {
        __typename: 'RemoveResult',
        removed: (v.ids as number[]).length,
        message: '2 activity credits removed',
      },
    },
  });
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    CatalogueCreditTypes: page(rows),
    CatalogueCreditType: detail,
    CreditTypeMemberships: granting,
    CreateCreditType: created,
    UpdateCreditType: { data: { updateCreditType: { ...rows[0], version: 2 } } },
    DeleteCreditTypes: removal,
    ...extra,
  });
  const utils = renderWithProviders(<ResourceScreen config={CREDIT_TYPES_SCREEN} />, { url, client: fake.client });
  return { ...utils, calls: fake.calls };
}

describe('Activity Credits', () => {
  it('lists the page with monetary, expiry and memberships, and loads the sub-table when opened', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/product-management/activity-credits?sort=MEMBERSHIP_COUNT&order=desc');
    const game = await screen.findByRole('row', { name: /Game Credits/ });
    expect(within(game).getByRole('img', { name: 'Yes' })).toBeTruthy();
    expect(within(game).getByText('365')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Tickets/ })).getByText('Never')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CatalogueCreditTypes')?.variables).toMatchObject({
      sort: 'MEMBERSHIP_COUNT',
      order: 'DESC',
    });
    // Tickets is granted by no membership: no expander; the sub-table is fetched only when opened.
    expect(screen.queryByRole('button', { name: 'Show the sub-table of Tickets' })).toBeNull();
    expect(calls.some((c) => c.name === 'CreditTypeMemberships')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Show the sub-table of Game Credits' }));
    const sub = screen.getByRole('region', { name: 'Game Credits' });
    expect(await within(sub).findByText('Silver')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CreditTypeMemberships')?.variables).toEqual({ id: 1 });
  });

  it('shows the empty text', async () => {
    setup('/product-management/activity-credits', []);
    expect(await screen.findByText('There are no activity credits')).toBeTruthy();
  });

  it('creates a monetary credit type; empty days mean it never expires', async () => {
    const user = userEvent.setup();
    const { calls, currentUrl } = setup('/product-management/activity-credits?mode=new');
    expect(await screen.findByRole('heading', { name: 'New Activity Credit' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Bonus  ');
    await user.click(screen.getByRole('switch', { name: 'Monetary credits' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The activity credit has been successfully saved')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CreateCreditType')?.variables).toEqual({
      input: { name: 'Bonus', description: '', isMonetary: true, expirationDays: null },
    });
    expect(currentUrl()).toBe('/product-management/activity-credits');
  });

  it('refuses more than 3650 days and keeps only digits', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/product-management/activity-credits?mode=new');
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Long');
    const days = screen.getByRole('textbox', { name: /Expires after/ });
    await user.type(days, '9x9999');
    expect((days as HTMLInputElement).value).toBe('9999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 3650.')).toBeTruthy();
    expect(calls.some((c) => c.name === 'CreateCreditType')).toBe(false);
  });

  it("puts the server's field message under the name on the Basic Tab", async () => {
    const user = userEvent.setup();
    const taken = {
      errors: [
        {
          message: 'Please fill all the required fields',
          extensions: { code: 'BAD_USER_INPUT', fields: { name: 'This name is already in use.' } },
        },
      ],
    };
    setup('/product-management/activity-credits?mode=edit&id=1', ROWS, { UpdateCreditType: taken });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Tickets');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is already in use.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Basic Tab/ }).getAttribute('aria-description')).toContain('has errors'),
    );
  });

  it("shows the server's message after removing several", async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Game Credits' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Tickets' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('2 activity credits removed')).toBeTruthy();
    expect(calls.find((c) => c.name === 'DeleteCreditTypes')?.variables).toEqual({ ids: [1, 2] });
  });
});
