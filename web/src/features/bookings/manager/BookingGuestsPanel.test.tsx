import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { BookingGuestsPanel } from './BookingGuestsPanel.tsx';
import { testBooking } from './testBooking.ts';

const guest = (id: number, firstName: string, lastName: string) => ({
  __typename: 'BookingGuest',
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@x.test`,
  phone: '1',
});
const MAYA = guest(4, 'Maya', 'Ruiz');
const saved = (rows: unknown[]) => ({
  __typename: 'BookingCustomersResult',
  message: 'Your changes have been successfully saved!',
  rows,
});

// The fake server, by operation name (module level: its keys look like components to the linter).
const ANSWERS: Parameters<typeof fakeClient>[0] = {
  // The holder (3) matches too: the panel leaves out who is already on the booking.
  BookingHolders: () => ({ data: { bookingHolders: [guest(3, 'Ana', 'Lopez'), MAYA] } }),
  AddBookingCustomers: { data: { addBookingCustomers: saved([MAYA]) } },
  RemoveBookingCustomers: { data: { removeBookingCustomers: saved([]) } },
  SelectBookingHolder: {
    data: {
      selectBookingHolder: {
        __typename: 'BookingActionResult',
        message: 'Your changes have been successfully saved!',
        booking: testBooking(),
      },
    },
  },
  BookingCheckDetails: { data: { bookingCheckDetails: testBooking() } },
};

function setup(customers: { id: number; firstName: string; lastName: string; email: string }[] = []) {
  const fake = fakeClient(ANSWERS);
  renderWithProviders(<BookingGuestsPanel detail={testBooking({ customers })} />, { client: fake.client });
  return (name: string) => fake.calls.filter((c) => c.name === name);
}

describe('BookingGuestsPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('searches guests 500 ms after the last keystroke, then adds one to the booking', async () => {
    const named = setup();
    expect(screen.getByText('No guests besides the holder.')).toBeTruthy();
    vi.useFakeTimers();
    const box = screen.getByRole('textbox', { name: 'Add a guest: search by name or e-mail' });
    fireEvent.change(box, { target: { value: 'm' } });
    fireEvent.change(box, { target: { value: 'may' } });
    act(() => vi.advanceTimersByTime(499));
    expect(named('BookingHolders')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    const add = await screen.findByRole('button', { name: 'Add Maya Ruiz' });
    expect(named('BookingHolders').map((c) => c.variables)).toEqual([{ search: 'may' }]);
    expect(screen.queryByRole('button', { name: 'Add Ana Lopez' })).toBeNull();
    fireEvent.click(add);
    expect(await screen.findByText('Your changes have been successfully saved!')).toBeTruthy();
    expect(named('AddBookingCustomers').map((c) => c.variables)).toEqual([{ bookingId: 7, guestIds: [4] }]);
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
  });

  it('removes a guest of the booking', async () => {
    const named = setup([{ id: 4, firstName: 'Maya', lastName: 'Ruiz', email: 'maya@x.test' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Maya Ruiz' }));
    expect(await screen.findByText('Your changes have been successfully saved!')).toBeTruthy();
    expect(named('RemoveBookingCustomers').map((c) => c.variables)).toEqual([{ bookingId: 7, guestIds: [4] }]);
  });

  it('makes another guest the holder from its own search', async () => {
    const named = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Change holder: search by name or e-mail' }), {
      target: { value: 'ma' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make Maya Ruiz the holder' }));
    expect(await screen.findByText('Your changes have been successfully saved!')).toBeTruthy();
    expect(named('SelectBookingHolder').map((c) => c.variables)).toEqual([{ bookingId: 7, holderId: 4 }]);
    expect(screen.queryByRole('button', { name: 'Make Ana Lopez the holder' })).toBeNull();
  });
});
