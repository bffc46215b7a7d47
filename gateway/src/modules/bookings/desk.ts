/**
 * schema/bookings/desk.graphql over REST: the location's bookable days and offerings, a booking's
 * customers (POST /club-booking/customers and /customers/delete with custIds), and the card
 * provider's intent flow, completed by take-payment naming the confirmed intent.
 */
import type { Resolvers } from '../../generated/graphql.ts';

type Intent = { paymentIntentId: string; clientSecret: string; status: string; amountCents: number };

export const bookingDeskResolvers: Resolvers = {
  Query: {
    bookingLocationDaysAvailability: (_p, args, { rest }) =>
      rest.get('/booking-manager/location/days-availability', args),
    bookingOfferingChoices: (_p, args, { rest }) => rest.get('/booking-manager/offerings', args),
    bookingCardSettings: (_p, _a, { rest }) => rest.get('/booking-manager/stripe'),
  },
  Mutation: {
    addBookingCustomers: (_p, { bookingId, guestIds }, { rest }) =>
      rest.post('/club-booking/customers', { bookingId, custIds: guestIds }),
    removeBookingCustomers: (_p, { bookingId, guestIds }, { rest }) =>
      rest.post('/club-booking/customers/delete', { bookingId, custIds: guestIds }),
    initiateBookingCardPayment: (_p, { bookingId, amount, idempotencyKey }, { rest }) =>
      rest.post<Intent>('/booking-manager/stripe/initiate', {
        bookingId,
        idempotencyKey,
        ...(amount != null ? { amount } : {}),
      }),
    updateBookingCardPayment: (_p, args, { rest }) =>
      rest.post<Intent>('/booking-manager/stripe/update-client-secret', args),
    revertBookingCardPayment: (_p, args, { rest }) =>
      rest.post<Intent>('/booking-manager/stripe/revert-initiate', args),
    completeBookingCardPayment: (_p, args, { rest }) =>
      rest.post('/booking-manager/bookings/take-payment', { ...args, method: 'CARD' }),
  },
};
