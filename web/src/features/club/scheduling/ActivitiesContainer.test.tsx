import { encodePermissions } from '@marquee/core/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ActivitiesContainer } from './ActivitiesContainer.tsx';

const lane = (id: number, name: string) => ({
  __typename: 'BookingResource',
  id,
  locationId: 1,
  name,
  kind: 'LANE',
  places: 6,
  enabled: true,
});
const LANES = [lane(3, 'Lane 1'), lane(4, 'Lane 2'), lane(5, 'Court 9')];
const BOWLING = {
  __typename: 'SchedulingActivity',
  id: 8,
  productId: 7,
  locationId: 1,
  resourceIds: [3, 4],
  resources: LANES.slice(0, 2).map(({ id, name }) => ({ __typename: 'BookingResource', id, name })),
  name: 'Bowling hour',
  schedule: [
    {
      __typename: 'ScheduleDay',
      weekday: 1,
      ranges: [{ __typename: 'ScheduleRange', from: 600, to: 1200, every: 60 }],
      starts: [],
    },
  ],
  durationMinutes: 60,
  bufferMinutes: 0,
  capacity: 12,
  minGuests: 1,
  maxGuests: 12,
  priceCents: 2699,
  depositCents: 0,
  currency: 'USD',
  online: true,
  enabled: true,
};
const IN_THE_WAY = {
  __typename: 'BookingInTheWay',
  id: 9,
  confirmationCode: 'ABC123',
  holderName: 'Nino',
  date: '2026-12-01',
  startTime: '11:00',
};

/** The server's search and ids filters, as the REST list applies them. */
const resourcesAnswer = (v: Record<string, unknown>) => {
  const text = String(v.search ?? '').toLowerCase();
  const ids = v.ids as number[] | undefined;
  const rows = LANES.filter((r) => r.name.toLowerCase().includes(text) && (!ids || ids.includes(r.id)));
  return { data: { bookingResources: { __typename: 'BookingResourcePage', rows, total: rows.length } } };
};
/** Bookings in the way until the save is repeated with keepBookings. */
const updateAnswer = (v: Record<string, unknown>) => ({
  data: {
    updateBookingActivity: v.keepBookings
      ? { __typename: 'BookingSetupResult', saved: true, id: 8, bookingsInTheWay: [] }
      : { __typename: 'BookingSetupResult', saved: false, id: null, bookingsInTheWay: [IN_THE_WAY] },
  },
});

function setup(url = '/club-booking/activities?location=TB') {
  const me = meFixture({ permissionBits: encodePermissions({ 125: ['view', 'add', 'updateAndExecute'] }) });
  const fake = fakeClient({
    Me: { data: meResult(me) },
    LocationChoices: {
      data: {
        locations: [
          { __typename: 'Location', locationId: 1, name: 'Tbilisi', code: 'TB', groupId: null, groupName: null },
        ],
      },
    },
    BookingActivities: {
      data: { bookingActivities: { __typename: 'SchedulingActivityPage', rows: [BOWLING], total: 1 } },
    },
    BookingResources: resourcesAnswer,
    ClubOfferingChoices: {
      data: {
        clubOfferingChoices: {
          __typename: 'ClubOfferingChoices',
          schedulableProducts: [
            {
              __typename: 'ClubProductChoice',
              id: 7,
              name: 'Bowling',
              isSchedulable: true,
              price: '25.00',
              capacity: 12,
            },
          ],
          nonSchedulableProducts: [],
        },
      },
    },
    UpdateBookingActivity: updateAnswer,
  });
  renderWithProviders(<ActivitiesContainer />, { url, client: fake.client });
  return fake;
}

describe('ActivitiesContainer', () => {
  it('lists an activity with its resources and price in its currency, and pages from the URL', async () => {
    const fake = setup('/club-booking/activities?location=TB&q=Bowl&page=2');
    expect(await screen.findByText('Bowling hour')).toBeTruthy();
    expect(screen.getByText('Lane 1, Lane 2')).toBeTruthy();
    expect(screen.getByText('$26.99')).toBeTruthy();
    const list = fake.calls.find((c) => c.name === 'BookingActivities')!.variables;
    expect(list).toMatchObject({ locationId: 1, search: 'Bowl', page: 2, rowsPerPage: 25 });
  });

  it('takes a resource off, lists the bookings in the way, and repeats with keepBookings', async () => {
    const user = userEvent.setup();
    const fake = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Bowling hour' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Lane 2' }));
    expect(within(dialog).queryByRole('button', { name: 'Remove Lane 2' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/ABC123: Nino, 2026-12-01 11:00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep these bookings' }));
    await waitFor(() => {
      const sent = fake.calls.filter((c) => c.name === 'UpdateBookingActivity').map((c) => c.variables);
      expect(sent.map((v) => [(v.input as { resourceIds: number[] }).resourceIds, v.keepBookings])).toEqual([
        [[3], false],
        [[3], true],
      ]);
    });
  });

  it('finds resources by typing (the server searches) and refuses an activity without one', async () => {
    const user = userEvent.setup();
    const fake = setup();
    await user.click(await screen.findByRole('button', { name: 'New activity' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Courts');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one resource.')).toBeTruthy();
    await user.type(within(dialog).getByRole('combobox', { name: /Resources it uses/ }), 'cou');
    await waitFor(
      () => expect(fake.calls.filter((c) => c.name === 'BookingResources').at(-1)?.variables.search).toBe('cou'),
      { timeout: 2000 },
    );
    // A multiselect combobox offers checkable items.
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Court 9' }));
    expect(within(dialog).getByRole('button', { name: 'Remove Court 9' })).toBeTruthy();
    expect(fake.calls.some((c) => c.name === 'CreateBookingActivity')).toBe(false);
  });

  it('opens a new activity for the product and resources a link names', async () => {
    setup('/club-booking/activities?location=TB&product=7&resources=4,5');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Remove Lane 2' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove Court 9' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Remove Lane 1' })).toBeNull();
  });
});
