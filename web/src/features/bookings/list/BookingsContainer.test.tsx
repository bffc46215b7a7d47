import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { BookingsContainer } from './BookingsContainer.tsx';

const booking = {
  __typename: 'BookingInfo',
  id: 41,
  confirmationCode: 'ABCE2346',
  state: 'BOOKED',
  locationName: 'Downtown',
  activityName: 'Lane 1',
  bookingDate: '2026-12-01',
  startTime: '10:00',
  guests: 2,
  holder: { __typename: 'BookingHolder', id: 5, firstName: 'Ada', lastName: 'Lovelace' },
  totalCents: 5000,
  paidCents: 0,
  refundedCents: 0,
  isFullyPaid: false,
  currency: 'USD',
};

const segment = (id: number, name: string, locationName = '') => ({
  __typename: 'BookingGuestSegmentChoice',
  id,
  name,
  locationName,
});

/** The lookup's fake answer: 'vip' finds one segment of Downtown, anything else one for all locations. */
const segmentsAnswer: FakeAnswer = (v) => ({
  data: {
    bookingGuestSegments: {
      __typename: 'BookingGuestSegmentChoices',
      hasMore: false,
      rows: v.search === 'vip' ? [segment(9, 'VIP guests', 'Downtown')] : [segment(8, 'Lapsed members')],
    },
  },
});

function setup(url: string) {
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    LocationChoices: {
      data: {
        locations: [
          { __typename: 'LocationChoice', locationId: 7, name: 'Downtown', code: 'FZD', groupId: 1, groupName: 'A' },
        ],
      },
    },
    BookingFilterChoices: {
      data: {
        bookingFilters: {
          __typename: 'BookingFilters',
          categories: [{ __typename: 'BookingFilterCategory', id: 2, name: 'Parties' }],
          roles: [
            { __typename: 'BookingFilterRole', id: 3, name: 'Front desk' },
            { __typename: 'BookingFilterRole', id: 4, name: 'Manager' },
          ],
        },
      },
    },
    BookingGuestSegments: segmentsAnswer,
    Bookings: {
      data: { bookings: { __typename: 'BookingPage', total: 1, page: 0, rowsPerPage: 25, rows: [booking] } },
    },
  });
  const view = renderWithProviders(<BookingsContainer />, { url, client: fake.client });
  return { calls: fake.calls, view };
}

const lastFilter = (calls: { name: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.name === 'Bookings').at(-1)?.variables.filter as Record<string, unknown>;

describe('the bookings list filter', () => {
  it('reads role, membership and guest segment from the URL and sends them', async () => {
    const { calls } = setup('/club-booking/bookings?role=3&membership=EXPIRED&guestSegment=8&location=FZD');
    expect(await screen.findByText('ABCE2346')).toBeTruthy();
    expect(lastFilter(calls)).toMatchObject({ role: 3, membership: 'EXPIRED', guestSegment: 8, location: 'FZD' });
    // The segment lookup is asked for the chosen location.
    expect(calls.find((c) => c.name === 'BookingGuestSegments')?.variables).toMatchObject({ locationCode: 'FZD' });
    expect((screen.getByRole('combobox', { name: 'Guest segment' }) as HTMLSelectElement).value).toBe('8');
  });

  it('keeps a chosen role and membership in the URL, back on page 0', async () => {
    const user = userEvent.setup();
    const { calls, view } = setup('/club-booking/bookings?page=2');
    await screen.findByText('ABCE2346');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Booked by role' }), 'Manager');
    await waitFor(() => expect(lastFilter(calls)).toMatchObject({ role: 4 }));
    await user.selectOptions(screen.getByRole('combobox', { name: "Holder's membership" }), 'Never a member');
    await waitFor(() => expect(lastFilter(calls)).toMatchObject({ role: 4, membership: 'NONE' }));
    expect(view.currentUrl()).toContain('role=4');
    expect(view.currentUrl()).toContain('membership=NONE');
    expect(view.currentUrl()).not.toContain('page=');
  });

  it('searches guest segments 500 ms after typing, then filters by the one chosen', async () => {
    const user = userEvent.setup();
    const { calls, view } = setup('/club-booking/bookings');
    await screen.findByText('ABCE2346');
    const lookups = () => calls.filter((c) => c.name === 'BookingGuestSegments');
    const before = lookups().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search guest segments' }), 'vip');
    // Nothing sent per keystroke: one lookup with the whole text once typing stops.
    await waitFor(() => expect(lookups().at(-1)?.variables.search).toBe('vip'), { timeout: 2000 });
    expect(lookups().length).toBe(before + 1);
    const select = screen.getByRole('combobox', { name: 'Guest segment' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'VIP guests' })).toBeTruthy());
    await user.selectOptions(select, 'VIP guests');
    await waitFor(() => expect(lastFilter(calls)).toMatchObject({ guestSegment: 9 }));
    expect(view.currentUrl()).toContain('guestSegment=9');
  });
});
