import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { BookingActionsPanel } from '../detail/BookingActionsPanel.tsx';
import type { BookingActions } from '../detail/useBookingActions.ts';
import { testBooking } from './testBooking.ts';

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

const render = (onOnlineCard?: (amount: string) => void) => {
  const a = actions();
  renderWithProviders(<BookingActionsPanel detail={testBooking()} actions={a} onOnlineCard={onOnlineCard} />);
  return a;
};
const methods = () =>
  Array.from((screen.getByRole('combobox', { name: 'Payment method' }) as HTMLSelectElement).options).map(
    (o) => o.textContent,
  );

describe('Take payment’s methods', () => {
  it('offers only the in-venue processor without the card provider’s key', () => {
    render();
    expect(methods()).toEqual(['Cash', 'Card terminal', 'Voucher']);
  });

  it('with the key, "Card (online)" opens the card form for the amount instead of recording a payment', () => {
    const onOnlineCard = vi.fn();
    const a = render(onOnlineCard);
    expect(methods()).toEqual(['Cash', 'Card terminal', 'Voucher', 'Card (online)']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '12.5' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Payment method' }), { target: { value: 'ONLINE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(onOnlineCard).toHaveBeenCalledWith('12.5');
    expect(a.takePayment).not.toHaveBeenCalled();
  });
});
