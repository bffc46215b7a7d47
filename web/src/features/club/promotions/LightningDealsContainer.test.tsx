import { encodePermissions } from '@marquee/core/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { LightningDealsContainer } from './LightningDealsContainer.tsx';

// A location four hours east of UTC (the test browser's zone): its 10:00 is 06:00Z.
const DEAL = {
  __typename: 'LightningDeal',
  id: 4,
  currency: 'USD',
  name: 'Flash',
  offeringId: 7,
  offeringName: 'Bowling',
  cutType: 'AMOUNT',
  cutValue: '5.50',
  startsAt: '2026-12-01T06:00:00.000Z',
  endsAt: '2026-12-01T10:00:00.000Z',
  timeZone: 'Asia/Tbilisi',
  startsLocal: '2026-12-01T10:00',
  endsLocal: '2026-12-01T14:00',
  quantity: null,
  enabled: true,
  version: 1,
};

function setup() {
  const me = meFixture({ permissionBits: encodePermissions({ 23: ['view', 'add', 'updateAndExecute', 'remove'] }) });
  const fake = fakeClient({
    Me: { data: meResult(me) },
    LocationChoices: {
      data: {
        locations: [
          { __typename: 'Location', locationId: 1, name: 'Tbilisi', code: 'TB', groupId: null, groupName: null },
        ],
      },
    },
    LightningDealsPage: {
      data: { lightningDealsPage: { __typename: 'LightningDealPage', rows: [DEAL], total: 1 } },
    },
    LightningDealChoices: {
      data: {
        lightningDealOfferings: [{ __typename: 'ClubNamed', id: 7, name: 'Bowling' }],
        lightningDealTimeZone: 'Asia/Tbilisi',
      },
    },
    SaveLightningDeal: {
      data: { saveLightningDeal: { __typename: 'LightningDealSaved', message: 'Saved', row: DEAL } },
    },
  });
  renderWithProviders(<LightningDealsContainer />, {
    url: '/club-booking/lightning-deals?location=TB',
    client: fake.client,
  });
  return fake;
}

describe('LightningDealsContainer', () => {
  it("lists, edits and saves the deal's times as the location's wall time, naming its zone", async () => {
    const user = userEvent.setup();
    const fake = setup();
    // The venue's wall time in the reader's format, not converted to the browser's zone; the cut in its currency.
    expect(await screen.findByText('Dec 1, 2026, 10:00 AM')).toBeTruthy();
    expect(screen.getByText('Dec 1, 2026, 2:00 PM')).toBeTruthy();
    expect(screen.getByText('$5.50')).toBeTruthy();
    const list = fake.calls.find((c) => c.name === 'LightningDealsPage')!.variables;
    expect(list).toMatchObject({ locationCode: 'TB', search: null, page: 0, rowsPerPage: 25 });
    await user.click(screen.getByRole('button', { name: 'Edit Flash' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Time zone: Asia/Tbilisi')).toHaveLength(2);
    const starts = within(dialog).getByLabelText(/Starts/) as HTMLInputElement;
    expect(starts.value).toBe('2026-12-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls.some((c) => c.name === 'SaveLightningDeal')).toBe(true));
    const input = fake.calls.find((c) => c.name === 'SaveLightningDeal')!.variables.input as Record<string, unknown>;
    // Sent as the location's wall time: the server reads it in the location's zone.
    expect(input).toMatchObject({ id: 4, startsAt: '2026-12-01T10:00', endsAt: '2026-12-01T14:00' });
  });
});
