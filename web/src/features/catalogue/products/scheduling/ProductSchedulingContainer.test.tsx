import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import { ProductSchedulingContainer } from './ProductSchedulingContainer.tsx';

const EVENT = {
  __typename: 'ProductSchedulingEvent',
  id: 8,
  name: 'Bowling hour',
  enabled: true,
  online: true,
  locationCode: 'TB',
  locationName: 'Tbilisi',
  resources: [{ __typename: 'CatalogueOption', id: 3, name: 'Lane 1' }],
};
const resource = (id: number, name: string) => ({
  __typename: 'ProductSchedulingResource',
  id,
  name,
  enabled: true,
  locationCode: 'TB',
  locationName: 'Tbilisi',
});

function setup(productId: number | null) {
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    LocationChoices: {
      data: {
        locations: [
          { __typename: 'Location', locationId: 1, name: 'Tbilisi', code: 'TB', groupId: null, groupName: null },
        ],
      },
    },
    ProductSchedulingEvents: { data: { productSchedulingEvents: [EVENT] } },
    ProductSchedulingResources: {
      data: { productSchedulingResources: [resource(3, 'Lane 1'), resource(4, 'Lane 2')] },
    },
  });
  renderWithProviders(<ProductSchedulingContainer productId={productId} locationIds={[1]} />, {
    url: '/catalogue/products',
    client: fake.client,
  });
  return fake;
}

describe('ProductSchedulingContainer', () => {
  it('lists the activities the product is sold through, each linking to the Activities screen', async () => {
    const fake = setup(7);
    const link = await screen.findByRole('link', { name: 'Open Bowling hour in Activities' });
    expect(link.getAttribute('href')).toBe('/club-booking/activities?location=TB&q=Bowling+hour');
    expect(screen.getByText('Tbilisi: Lane 1')).toBeTruthy();
    expect(fake.calls.find((c) => c.name === 'ProductSchedulingEvents')?.variables).toEqual({ productId: 7 });
  });

  it('links a new activity for the product on the resources picked', async () => {
    const user = userEvent.setup();
    setup(7);
    await user.click(await screen.findByRole('combobox', { name: /Resources for a new activity/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Lane 2' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'New activity selling this product' }).getAttribute('href')).toBe(
        '/club-booking/activities?location=TB&product=7&resources=4',
      ),
    );
  });

  it('asks to save a new product first', async () => {
    const fake = setup(null);
    expect(await screen.findByText(/Save the product first/)).toBeTruthy();
    expect(fake.calls.some((c) => c.name === 'ProductSchedulingEvents')).toBe(false);
  });
});
