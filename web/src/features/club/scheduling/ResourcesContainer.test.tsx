import { encodePermissions } from '@marquee/core/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ResourcesContainer } from './ResourcesContainer.tsx';

const LANE = {
  __typename: 'BookingResource',
  id: 3,
  locationId: 1,
  name: 'Lane 1',
  kind: 'LANE',
  places: 6,
  enabled: true,
};
const IN_THE_WAY = {
  __typename: 'BookingInTheWay',
  id: 9,
  confirmationCode: 'ABC123',
  holderName: 'Nino',
  date: '2026-12-01',
  startTime: '10:00',
};

function setup(url = '/club-booking/resources?location=TB', total = 1) {
  const me = meFixture({ permissionBits: encodePermissions({ 124: ['view', 'add', 'updateAndExecute', 'remove'] }) });
  const fake = fakeClient({
    Me: { data: meResult(me) },
    LocationChoices: {
      data: {
        locations: [
          { __typename: 'Location', locationId: 1, name: 'Tbilisi', code: 'TB', groupId: null, groupName: null },
        ],
      },
    },
    BookingResources: {
      data: { bookingResources: { __typename: 'BookingResourcePage', rows: [LANE], total } },
    },
    UpdateBookingResource: {
      data: {
        updateBookingResource: {
          __typename: 'BookingSetupResult',
          saved: false,
          id: null,
          bookingsInTheWay: [IN_THE_WAY],
        },
      },
    },
  });
  renderWithProviders(<ResourcesContainer />, { url, client: fake.client });
  return fake;
}

const listCalls = (fake: ReturnType<typeof setup>) =>
  fake.calls
    .filter((c) => c.name === 'BookingResources')
    .map(({ variables: { search, page, rowsPerPage } }) => ({ search, page, rowsPerPage }));

describe('ResourcesContainer', () => {
  it('reads search and page from the URL, pages, and searches after typing stops (back to page 0)', async () => {
    const user = userEvent.setup();
    const fake = setup('/club-booking/resources?location=TB&q=Lane&page=1&rows=10', 30);
    expect(await screen.findByText('Lane 1')).toBeTruthy();
    expect(listCalls(fake)[0]).toEqual({ search: 'Lane', page: 1, rowsPerPage: 10 });
    expect(screen.getByText('11–20 of 30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(fake).at(-1)).toEqual({ search: 'Lane', page: 2, rowsPerPage: 10 }));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'Court');
    await waitFor(() => expect(listCalls(fake).at(-1)).toEqual({ search: 'Court', page: 0, rowsPerPage: 10 }), {
      timeout: 2000,
    });
  });

  it('lists the rows; the form shows a field error and sends nothing', async () => {
    const user = userEvent.setup();
    const fake = setup();
    expect(await screen.findByText('Lane 1')).toBeTruthy();
    // Nothing is deleted: no remove button even with the remove flag.
    expect(screen.queryByRole('button', { name: 'Remove Lane 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New resource' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Lane 2');
    await user.type(within(dialog).getByLabelText(/Places/), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Places are a whole number from 0 to 10,000.')).toBeTruthy();
    expect(fake.calls.some((c) => c.name === 'CreateBookingResource')).toBe(false);
  });

  it('lists the bookings in the way and repeats the save with keepBookings', async () => {
    const user = userEvent.setup();
    const fake = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Lane 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/ABC123: Nino, 2026-12-01 10:00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep these bookings' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.name === 'UpdateBookingResource').map((c) => c.variables.keepBookings)).toEqual(
        [false, true],
      ),
    );
  });
});
