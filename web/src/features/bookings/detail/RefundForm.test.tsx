import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { RefundForm, type RefundFormProps } from './RefundForm.tsx';

const money = { currency: 'USD', totalCents: 6519, paidCents: 6519, refundedCents: 0 };

const render = (info: Partial<RefundFormProps['info']> = {}) => {
  const onRefund = vi.fn(async () => true);
  renderWithProviders(<RefundForm info={{ state: 'BOOKED', ...money, ...info }} busy={false} onRefund={onRefund} />);
  return onRefund;
};
const reasons = () =>
  Array.from((screen.getByRole('combobox', { name: 'Refund for' }) as HTMLSelectElement).options).map((o) => o.value);

describe('RefundForm', () => {
  it('asks what the refund is for before it can be sent, and sends the reason with the amount', async () => {
    const onRefund = render();
    const button = screen.getByRole('button', { name: 'Refund' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(reasons()).toEqual(['', 'REMOVED', 'GOODWILL', 'OVERPAID']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Refund for' }), { target: { value: 'REMOVED' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Refund amount/ }), { target: { value: '21.99' } });
    fireEvent.click(button);
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith('21.99', 'REMOVED'));
  });

  it('offers only a cancellation refund on a cancelled booking', () => {
    render({ state: 'CANCELLED' });
    expect(reasons()).toEqual(['', 'CANCELLATION']);
    expect((screen.getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the refund due when more was paid than the total, and prefills it for an overpayment', () => {
    render({ totalCents: 4000 });
    expect(screen.getByText('Refund due $25.19')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Refund for' }), { target: { value: 'OVERPAID' } });
    expect((screen.getByRole('textbox', { name: /Refund amount/ }) as HTMLInputElement).value).toBe('25.19');
  });
});
