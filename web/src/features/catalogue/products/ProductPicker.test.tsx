import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ProductPicker } from './ProductPicker.tsx';

const option = (id: number, name: string) => ({ __typename: 'ProductOption', id, name, price: null });
const answer = (data: ReturnType<typeof option>[], hasMore: boolean) => ({
  data: { productOptions: { __typename: 'ProductOptionPage', data, hasMore } },
});

/** Page 0 and 1 of all products overlap on Nachos (a row moved while paging); a search has one page. */
function server(variables: Record<string, unknown>) {
  if (variables.search === 'soda') return answer([option(9, 'Soda')], false);
  if (variables.page === 1) return answer([option(2, 'Nachos'), option(3, 'Pretzel')], false);
  return answer([option(1, 'Popcorn'), option(2, 'Nachos')], true);
}

describe('ProductPicker', () => {
  it('appends the next page once per product, and a search replaces the list', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeClient({ ProductPicker: server });
    renderWithProviders(<ProductPicker label="Product" value={null} onChange={() => undefined} />, { client });
    expect(await screen.findByRole('radio', { name: 'Popcorn' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('radio', { name: 'Pretzel' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search Product' }), 'soda');
    expect(await screen.findByRole('radio', { name: 'Soda' }, { timeout: 2000 })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(calls.filter((c) => c.name === 'ProductPicker').map((c) => c.variables.page)).toEqual([0, 1, 0]);
  });
});
