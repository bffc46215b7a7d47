import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult, staffFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { SegmentGuestsContainer } from './SegmentGuestsContainer.tsx';

const guests = {
  data: {
    guestSegmentGuests: {
      __typename: 'GuestPage',
      rows: [
        {
          __typename: 'Guest',
          id: 5,
          firstName: 'Ana',
          lastName: 'Ruiz',
          email: 'ana@x.test',
          visits: 3,
          spendCents: 4550,
          lastVisit: null,
        },
      ],
      total: 1,
      page: 0,
      rowsPerPage: 10,
    },
  },
};

const setup = (me = meFixture()) => {
  const fake = fakeClient({ Me: { data: meResult(me) }, GuestSegmentGuests: guests });
  return renderWithProviders(<SegmentGuestsContainer rowId={42} />, {
    url: '/marketing/guest-segments?location=all&page=1',
    client: fake.client,
  });
};

describe('SegmentGuestsContainer', () => {
  it("offers every guest of the segment as a file, named by the segment's id", async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('ana@x.test');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const csv = await screen.findByRole('menuitem', { name: 'CSV' });
    expect(csv.getAttribute('href')).toMatch(/^\/exports\/segment-guests\.csv\?segment=42(&|$)/);
  });

  it('has no Export menu without Data export', async () => {
    setup(staffFixture());
    await screen.findByText('ana@x.test');
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
