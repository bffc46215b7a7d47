/** schema/bookings/deskGuests.graphql over REST: likely duplicates, a desk guest, a booking's check-ins. */
import type { Resolvers } from '../../generated/graphql.ts';

export const bookingDeskGuestResolvers: Resolvers = {
  Query: {
    bookingDuplicateGuests: (_p, args, { rest }) => rest.get('/booking-manager/guests/duplicates', args),
    bookingCheckIns: (_p, args, { rest }) => rest.get('/booking-manager/bookings/check-ins', args),
  },
  Mutation: {
    createDeskGuest: (_p, { input }, { rest }) =>
      rest.post('/booking-manager/guests', Object.fromEntries(Object.entries(input).filter(([, v]) => v != null))),
    checkInBooking: (_p, args, { rest }) => rest.post('/booking-manager/bookings/check-in', args),
    undoBookingCheckIn: (_p, args, { rest }) => rest.post('/booking-manager/bookings/undo-check-in', args),
  },
};
