import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { testBooking } from '../manager/testBooking.ts';
import { CheckInContainer } from './CheckInContainer.tsx';

const checkIns = (checked: number, rows: { id: number; guests: number; canUndo: boolean }[]) => ({
  __typename: 'BookingCheckIns',
  bookingId: 1,
  guests: 4,
  checkedInGuests: checked,
  rows: rows.map((r) => ({
    __typename: 'BookingCheckIn',
    ...r,
    businessDate: '2026-11-24',
    checkedInAt: '2026-11-24T15:05:00-06:00',
    checkedInBy: 'Dana Director',
  })),
});
const result = (name: string, message: string) => ({
  data: {
    [name]: { __typename: 'BookingCheckInResult', message, booking: testBooking(), checkIns: checkIns(4, []) },
  },
});

function renderPanel(answers: Parameters<typeof fakeClient>[0], canCheckIn = true) {
  const fake = fakeClient({
    BookingCheckIns: { data: { bookingCheckIns: checkIns(1, [{ id: 5, guests: 1, canUndo: true }]) } },
    ...answers,
  });
  renderWithProviders(<CheckInContainer bookingId={1} canCheckIn={canCheckIn} />, { client: fake.client });
  return fake;
}

describe('CheckInContainer', () => {
  it('checks in every guest left at once, or some, and says who came when', async () => {
    const fake = renderPanel({ CheckInBooking: result('checkInBooking', 'Checked in.') });
    expect(await screen.findByText('1 of 4 guests checked in')).toBeTruthy();
    expect(screen.getByText(/1 checked in by Dana Director at/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check in all (3)' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.name === 'CheckInBooking')?.variables).toEqual({ bookingId: 1, guests: 3 }),
    );
    expect(await screen.findByText('Checked in.')).toBeTruthy();
  });

  it('undoes a check-in of today', async () => {
    const fake = renderPanel({ UndoBookingCheckIn: result('undoBookingCheckIn', 'Check-in undone.') });
    fireEvent.click(await screen.findByRole('button', { name: /Undo the check-in of 1 at/ }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.name === 'UndoBookingCheckIn')?.variables).toEqual({
        bookingId: 1,
        checkInId: 5,
      }),
    );
  });

  it("shows the server's refusal under the guests field", async () => {
    renderPanel({
      CheckInBooking: {
        errors: [
          {
            message: 'Check in from 1 to 3 guests.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { guests: 'Check in from 1 to 3 guests.' },
              fieldKeys: { guests: { key: 'deskGuests.error.checkInGuests', values: { left: 3 } } },
            },
          },
        ],
      },
    });
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Guests arriving' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Check in from 1 to 3 guests.')).toBeTruthy();
  });

  it('takes no check-in on a canceled booking', async () => {
    renderPanel({}, false);
    expect(await screen.findByText('1 of 4 guests checked in')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Check in all/ })).toBeNull();
  });
});
