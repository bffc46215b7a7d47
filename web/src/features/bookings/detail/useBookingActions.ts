import type { RefundReason } from '@marquee/core/bookings/deskPricing';
import {
  BookingCheckDetailsDocument,
  BookingListDetailDocument,
  BookingRescheduleOptionsDocument,
  BookingScheduleDocument,
  BookingsDocument,
  useApplyBookingDiscountMutation,
  useCancelBookingMutation,
  useRefundBookingMutation,
  useRemoveBookingOfferingMutation,
  useRescheduleBookingMutation,
  useSendBookingConfirmationMutation,
  useSendBookingPayByLinkMutation,
  useTakeBookingPaymentMutation,
  useUpdateBookingAmountMutation,
  useUpdateBookingGuestsMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { newIdempotencyKey } from './money.ts';

export interface BookingActions {
  takePayment: (amount: string, method: 'CASH' | 'CARD_TERMINAL' | 'VOUCHER') => Promise<boolean>;
  refund: (amount: string, reason: RefundReason) => Promise<boolean>;
  reschedule: (date: string, startTime: string, activityId?: number) => Promise<boolean>;
  cancel: () => Promise<boolean>;
  sendConfirmation: () => Promise<boolean>;
  sendPayByLink: () => Promise<boolean>;
  updateGuests: (guests: number) => Promise<boolean>;
  updateAmount: (amount: string) => Promise<boolean>;
  removeOffering: (offeringId: number) => Promise<boolean>;
  applyDiscount: (discount: { discountCode?: string; dealId?: number }) => Promise<boolean>;
  busy: boolean;
}

// The schedule, the list and the open detail show places, totals and history: they reload after every action.
const refetch = {
  refetchQueries: [
    BookingRescheduleOptionsDocument,
    BookingScheduleDocument,
    BookingsDocument,
    BookingCheckDetailsDocument,
    BookingListDetailDocument,
  ],
  awaitRefetchQueries: true,
};

/**
 * The booking actions of spec/3 §4 on one booking: each shows the server's success text (the
 * spec's, word for word); a refusal shows its message through the shared error toast.
 */
export function useBookingActions(bookingId: number): BookingActions {
  const notify = useNotify();
  const [pay, p1] = useTakeBookingPaymentMutation(refetch);
  const [refund, p2] = useRefundBookingMutation(refetch);
  const [reschedule, p3] = useRescheduleBookingMutation(refetch);
  const [cancel, p4] = useCancelBookingMutation(refetch);
  const [confirm, p5] = useSendBookingConfirmationMutation(refetch);
  const [payByLink, p9] = useSendBookingPayByLinkMutation(refetch);
  const [guests, p6] = useUpdateBookingGuestsMutation(refetch);
  const [amount, p7] = useUpdateBookingAmountMutation(refetch);
  const [offering, p8] = useRemoveBookingOfferingMutation(refetch);
  const [discount, p10] = useApplyBookingDiscountMutation(refetch);
  const run = async (call: () => Promise<{ data?: Record<string, { message: string } | undefined> | null }>) => {
    try {
      const result = await call();
      const answer = result.data && Object.values(result.data)[0];
      if (answer) notify(answer.message);
      return Boolean(answer);
    } catch {
      return false;
    }
  };
  return {
    takePayment: (a, method) =>
      run(() => pay({ variables: { bookingId, amount: a, method, idempotencyKey: newIdempotencyKey() } })),
    refund: (a, reason) =>
      run(() =>
        refund({ variables: { bookingId, amount: a.trim() || null, idempotencyKey: newIdempotencyKey(), reason } }),
      ),
    reschedule: (date, startTime, activityId) =>
      run(() => reschedule({ variables: { bookingId, date, startTime, activityId } })),
    cancel: () => run(() => cancel({ variables: { bookingId } })),
    sendConfirmation: () => run(() => confirm({ variables: { bookingId } })),
    sendPayByLink: () => run(() => payByLink({ variables: { bookingId } })),
    updateGuests: (g) => run(() => guests({ variables: { bookingId, guests: g } })),
    updateAmount: (a) => run(() => amount({ variables: { bookingId, amount: a } })),
    removeOffering: (offeringId) => run(() => offering({ variables: { bookingId, offeringId } })),
    applyDiscount: (d) => run(() => discount({ variables: { bookingId, ...d } })),
    busy: [p1, p2, p3, p4, p5, p6, p7, p8, p9, p10].some((s) => s.loading),
  };
}
