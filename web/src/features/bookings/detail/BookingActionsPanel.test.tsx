import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { testBooking } from '../manager/testBooking.ts';
import { BookingActionsPanel } from './BookingActionsPanel.tsx';
import type { BookingActions } from './useBookingActions.ts';

const actions = (): BookingActions => ({
  takePayment: vi.fn(async () => true),
  refund: vi.fn(async () => true),
  reschedule: vi.fn(async () => true),
  cancel: vi.fn(async () => true),
  sendConfirmation: vi.fn(async () => true),
  sendPayByLink: vi.fn(async () => true),
  updateGuests: vi.fn(async () => true),
  updateAmount: vi.fn(async () => true),
  removeOffering: vi.fn(async () => true),
  applyDiscount: vi.fn(async () => true),
  busy: false,
});

// The live deal the desk's quote offers for the booking's activity and party.
const quoteClient = () =>
  fakeClient({
    BookingDeskQuote: {
      data: {
        bookingDeskQuote: {
          __typename: 'BookingDeskQuote',
          listCents: 5000,
          addOnsCents: 0,
          liveDeal: { __typename: 'BookingLiveDeal', id: 5, name: 'Happy hour', savingCents: 1000 },
          dealId: null,
          discountCode: null,
          discountCents: 0,
          totalCents: 5000,
        },
      },
    },
    BookingRescheduleOptions: { data: { bookingRescheduleOptions: [] } },
  }).client;

function renderPanel(balanceCents: number) {
  const a = actions();
  const base = testBooking();
  const detail = { ...base, info: { ...base.info, balanceCents } };
  const props = { actions: a, slots: [], rescheduleDate: '2026-12-01', onRescheduleDate: () => undefined };
  renderWithProviders(<BookingActionsPanel detail={detail} {...props} />, { client: quoteClient() });
  return { a };
}
const amount = () => (screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value;

describe('Take payment', () => {
  it('starts with the balance due filled in, and takes it in one click', async () => {
    const { a } = renderPanel(3000);
    expect(amount()).toBe('30.00');
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(a.takePayment).toHaveBeenCalledWith('30.00', 'CASH');
  });

  it('keeps what the desk typed instead', () => {
    renderPanel(3000);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '12.5' } });
    expect(amount()).toBe('12.5');
  });

  it('is empty when the booking is paid', () => {
    renderPanel(0);
    expect(amount()).toBe('');
  });
});

describe('Discount code or deal on the booking', () => {
  it('applies a typed code, trimmed', () => {
    const { a } = renderPanel(3000);
    fireEvent.change(screen.getByRole('textbox', { name: 'Discount code' }), { target: { value: ' late10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(a.applyDiscount).toHaveBeenCalledWith({ discountCode: 'late10' });
  });

  it('offers the live lightning deal for the party', async () => {
    const { a } = renderPanel(3000);
    const deal = await waitFor(() => screen.getByRole('button', { name: /Apply lightning deal Happy hour/ }));
    fireEvent.click(deal);
    expect(a.applyDiscount).toHaveBeenCalledWith({ dealId: 5 });
  });
});
