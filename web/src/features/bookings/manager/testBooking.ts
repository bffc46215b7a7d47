import type { BookingDetailFieldsFragment } from '../../../generated/graphql.ts';

/** A booking detail as the gateway answers it (BookingDetailFields), for the manager's component tests. */
export function testBooking(
  over: { customers?: { id: number; firstName: string; lastName: string; email: string }[] } = {},
) {
  const info = {
    __typename: 'BookingInfo',
    id: 7,
    confirmationCode: 'ABC23467',
    state: 'BOOKED' as const,
    locationCode: 'FZD',
    locationName: 'FunZone Downtown',
    timeZone: 'America/Chicago',
    currency: 'USD',
    activityId: 1,
    activityName: 'Bowling',
    productName: 'Bowling',
    resourceName: 'Lane 1',
    bookingDate: '2026-12-01',
    startTime: '10:00',
    startsAt: '2026-12-01T10:00:00-06:00',
    endsAt: '2026-12-01T11:00:00-06:00',
    guests: 2,
    holder: { __typename: 'BookingGuest', id: 3, firstName: 'Ana', lastName: 'Lopez', email: 'ana@x.test', phone: '1' },
    totalCents: 5000,
    paidCents: 2000,
    refundedCents: 0,
    balanceCents: 3000,
    isFullyPaid: false,
    checked: false,
    version: 2,
  };
  const detail = {
    __typename: 'BookingDetail',
    info,
    offerings: [],
    paymentHistory: [],
    isStripePayment: true,
    isFullyPaid: false,
    emails: [],
    customers: (over.customers ?? []).map((c) => ({ __typename: 'BookingGuest', ...c })),
  };
  // The gateway's answers carry __typename, which the generated fragment type leaves out.
  return detail as BookingDetailFieldsFragment & typeof detail;
}
