import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CreateBookingDialog } from './CreateBookingDialog.tsx';

const offering = (
  offeringId: number,
  name: string,
  unitPrice: string,
  minQuantity = 1,
  maxQuantity: number | null = null,
) => ({
  __typename: 'BookingOfferingChoice',
  offeringId,
  productId: offeringId + 100,
  name,
  unitPrice,
  unitCents: Math.round(Number(unitPrice) * 100),
  minQuantity,
  maxQuantity,
});

// The fake server, by operation name (module level: its keys look like components to the linter).
const ANSWERS: Parameters<typeof fakeClient>[0] = {
  BookingProducts: {
    data: {
      bookingProducts: [
        {
          __typename: 'BookingProduct',
          productId: 9,
          name: 'Bowling',
          priceCents: 2500,
          slotsRemaining: null,
          activities: [
            {
              __typename: 'BookingActivity',
              id: 7,
              name: 'Game',
              resourceName: 'Lane 1',
              priceCents: 2500,
              capacity: 6,
            },
          ],
        },
      ],
    },
  },
  BookingOfferingChoices: {
    data: { bookingOfferingChoices: [offering(1, 'Socks', '3.50'), offering(2, 'Pizza', '12.00', 2, 4)] },
  },
  BookingTimeSlots: {
    data: {
      bookingTimeSlots: [
        {
          __typename: 'BookingTimeSlot',
          activityId: 7,
          date: '2026-12-01',
          startTime: '10:00',
          startsAt: '2026-12-01T10:00:00-06:00',
          slotsRemaining: 4,
          started: false,
        },
      ],
    },
  },
  BookingHolders: {
    data: {
      bookingHolders: [
        { __typename: 'BookingGuest', id: 3, firstName: 'Ana', lastName: 'Lopez', email: 'ana@x.test', phone: '1' },
      ],
    },
  },
};

describe('CreateBookingDialog', () => {
  it('adds the location’s add-ons with quantities (within their limits), counts them in the total and sends them', async () => {
    const fake = fakeClient(ANSWERS);
    const onCreate = vi.fn(async () => null);
    renderWithProviders(
      <CreateBookingDialog
        locationCode="FZD"
        initialDate="2026-12-01"
        currency="USD"
        busy={false}
        onCreate={onCreate}
        onClose={() => undefined}
      />,
      { client: fake.client },
    );
    const product = screen.getByRole('combobox', { name: 'Product' });
    await screen.findByRole('option', { name: 'Bowling' });
    fireEvent.change(product, { target: { value: '9' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Time slot' }), { target: { value: '10:00' } });
    await screen.findByRole('option', { name: '10:00 AM (4 left)' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Time slot' }), { target: { value: '10:00' } });
    expect(screen.getByText('Total: $50.00')).toBeTruthy();

    const addOn = screen.getByRole('combobox', { name: 'Add-on' });
    fireEvent.change(addOn, { target: { value: '1' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add add-on' }));
    expect(screen.getByText(/3 × Socks \(\$10\.50\)/)).toBeTruthy();
    // Pizza: at least 2, at most 4 — asking for 9 adds 4.
    fireEvent.change(addOn, { target: { value: '2' } });
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add add-on' }));
    expect(screen.getByText(/4 × Pizza \(\$48\.00\)/)).toBeTruthy();
    expect(screen.getByText('Total: $108.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pizza' }));
    expect(screen.getByText('Total: $60.50')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search guests by name, e-mail or phone' }), {
      target: { value: 'ana' },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Ana Lopez/ }, { timeout: 2000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        activityId: 7,
        startTime: '10:00',
        guests: 2,
        holderId: 3,
        offerings: [{ productId: 101, name: 'Socks', quantity: 3, unitPrice: '3.50' }],
      }),
    );
  });
});
