import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CardPaymentDialog } from './CardPaymentDialog.tsx';
import { testBooking } from './testBooking.ts';

// No network to Stripe: its React bindings are replaced by a form that records what the dialog does.
const stripe = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  fetchUpdates: vi.fn(async () => ({})),
  mountedWith: [] as unknown[],
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => ({ fake: 'stripe' })) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripe.mountedWith.push(options);
    return <div data-testid="elements">{children}</div>;
  },
  PaymentElement: () => <div>card number field</div>,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ fetchUpdates: stripe.fetchUpdates }),
}));

const intent = (amountCents: number, status = 'requires_payment_method') => ({
  paymentIntentId: 'pi_123',
  clientSecret: 'pi_123_secret_abc',
  status,
  amountCents,
});

// The fake server, by operation name (module level: its keys look like components to the linter).
const ANSWERS: Parameters<typeof fakeClient>[0] = {
  InitiateBookingCardPayment: (v) => ({
    data: { initiateBookingCardPayment: { __typename: 'BookingPaymentIntent', ...intent(v.amount ? 2500 : 3000) } },
  }),
  UpdateBookingCardPayment: (v) => ({
    data: {
      updateBookingCardPayment: {
        __typename: 'BookingPaymentIntent',
        ...intent(Math.round(Number(v.amount) * 100)),
      },
    },
  }),
  RevertBookingCardPayment: {
    data: {
      revertBookingCardPayment: { __typename: 'BookingPaymentIntent', paymentIntentId: 'pi_123', status: 'canceled' },
    },
  },
  CompleteBookingCardPayment: {
    data: {
      completeBookingCardPayment: {
        __typename: 'BookingActionResult',
        message: 'Payment Successful',
        booking: testBooking(),
      },
    },
  },
  BookingCheckDetails: { data: { bookingCheckDetails: testBooking() } },
};

function setup() {
  const fake = fakeClient(ANSWERS);
  const onClose = vi.fn();
  const view = renderWithProviders(
    <CardPaymentDialog bookingId={7} publishableKey="pk_test_x" amount="25" currency="USD" onClose={onClose} />,
    { client: fake.client },
  );
  const named = (name: string) => fake.calls.filter((c) => c.name === name);
  return { onClose, named, unmount: view.unmount };
}

describe('CardPaymentDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
    stripe.confirmPayment.mockReset();
    stripe.fetchUpdates.mockClear();
    stripe.mountedWith.length = 0;
  });

  it('mounts the card form with the client secret of the intent it opened for the amount', async () => {
    const { named } = setup();
    expect(await screen.findByText('card number field')).toBeTruthy();
    expect(named('InitiateBookingCardPayment')[0]!.variables).toMatchObject({ bookingId: 7, amount: '25' });
    expect(stripe.mountedWith.at(-1)).toEqual({ clientSecret: 'pi_123_secret_abc' });
    expect((screen.getByRole('textbox', { name: 'Amount to charge' }) as HTMLInputElement).value).toBe('25.00');
  });

  it('updates the intent 500 ms after the last keystroke, once, with the last amount', async () => {
    const { named } = setup();
    const field = await screen.findByRole('textbox', { name: 'Amount to charge' });
    vi.useFakeTimers();
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.change(field, { target: { value: '30' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(field, { target: { value: '30.5' } });
    act(() => vi.advanceTimersByTime(499));
    expect(named('UpdateBookingCardPayment')).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(stripe.fetchUpdates).toHaveBeenCalledTimes(1));
    expect(named('UpdateBookingCardPayment').map((c) => c.variables)).toEqual([
      { bookingId: 7, paymentIntentId: 'pi_123', amount: '30.5' },
    ]);
    expect(screen.getByRole('button', { name: 'Pay $30.50' })).toBeTruthy();
  });

  it('cancels the intent when the dialog is closed unpaid', async () => {
    const { named, onClose } = setup();
    await screen.findByText('card number field');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(named('RevertBookingCardPayment').map((c) => c.variables)).toEqual([{ paymentIntentId: 'pi_123' }]);
    expect(named('CompleteBookingCardPayment')).toHaveLength(0);
  });

  it('cancels the intent when the screen is left with the form open', async () => {
    const { named, unmount } = setup();
    await screen.findByText('card number field');
    unmount();
    await waitFor(() =>
      expect(named('RevertBookingCardPayment').map((c) => c.variables)).toEqual([{ paymentIntentId: 'pi_123' }]),
    );
  });

  it('records the payment once Stripe confirms it, and says so', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
    const { named, onClose } = setup();
    await screen.findByText('card number field');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(stripe.confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
    expect(named('CompleteBookingCardPayment')[0]!.variables).toMatchObject({
      bookingId: 7,
      paymentIntentId: 'pi_123',
      amount: '25.00',
    });
    expect(onClose).toHaveBeenCalled();
    expect(named('RevertBookingCardPayment')).toHaveLength(0);
  });

  it('records nothing when the card is declined', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const { named, onClose } = setup();
    await screen.findByText('card number field');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(named('CompleteBookingCardPayment')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
