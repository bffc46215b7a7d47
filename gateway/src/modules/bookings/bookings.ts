/**
 * schema/bookings/*.graphql over the REST calls of spec/3 §7 (Club booking and booking manager).
 * The session, tenancy and each field's @requires are checked before these run.
 */
import type { BookingGuestSegmentChoices, BookingPage, Resolvers } from '../../generated/graphql.ts';

/** The REST lists carry their rows as `data`; the schema's pages as `rows`. */
type RestPage = Omit<BookingPage, 'rows'> & { data: BookingPage['rows'] };
type RestChoices = Omit<BookingGuestSegmentChoices, 'rows'> & { data: BookingGuestSegmentChoices['rows'] };

type Query = Record<string, string | number | boolean>;
/** Absent optional arguments are not sent. */
const defined = (o: object): Query => Object.fromEntries(Object.entries(o).filter(([, v]) => v != null)) as Query;

export const bookingResolvers: Resolvers = {
  Query: {
    bookingSchedule: (_p, args, { rest }) => rest.get('/club-booking/manager/schedule', defined(args)),
    bookingProducts: (_p, args, { rest }) => rest.get('/booking-manager/products', defined(args)),
    bookingTimeSlots: (_p, args, { rest }) => rest.get('/booking-manager/bookings/activity/time-slots', args),
    bookingDaysAvailability: (_p, args, { rest }) =>
      rest.get('/booking-manager/bookings/activity/days-availability', args),
    bookingHolders: (_p, args, { rest }) => rest.get('/booking-manager/holders', defined(args)),
    bookingCheckDetails: (_p, args, { rest }) => rest.get('/club-booking/manager/check-details', args),
    bookingRescheduleOptions: (_p, args, { rest }) => rest.get('/booking-manager/bookings/reschedule-options', args),
    bookingDeskQuote: (_p, { input }, { rest }) => rest.post('/booking-manager/bookings/quote', defined(input)),
    bookingPayStatus: async (_p, args, { rest }) =>
      (await rest.get<{ isFullyPaid: boolean }>('/booking-manager/bookings/get-booking-pay-status', args)).isFullyPaid,
    bookings: async (_p, { filter, page, rowsPerPage }, { rest }) => {
      const { data, ...paging } = await rest.get<RestPage>(
        '/booking-manager/bookings',
        defined({
          ...(filter ?? {}),
          // The schema's ACTIVE/EXPIRED/NONE are the segments' active/expired/none.
          membership: filter?.membership?.toLowerCase(),
          page,
          rowsPerPage,
        }),
      );
      return { rows: data, ...paging };
    },
    booking: (_p, { id }, { rest }) => rest.get('/booking-manager/bookings/detail', { bookingId: id }),
    bookingFilters: (_p, _a, { rest }) => rest.get('/booking-manager/bookings/filters'),
    bookingGuestSegments: async (_p, args, { rest }) => {
      const { data, hasMore } = await rest.get<RestChoices>('/booking-manager/bookings/guest-segments', defined(args));
      return { rows: data, hasMore };
    },
    bookingLocalizations: (_p, args, { rest }) => rest.post('/booking-manager/localizations', defined(args)),
    // The public page: counted per client address first (core/src/throttle.ts payLinkPerAddress).
    payLink: async (_p, { token }, { rest, reply }) => {
      await reply.server.throttle.payLink(reply.request);
      return rest.get('/pay-links', { token });
    },
  },
  Mutation: {
    createBooking: (_p, { input }, { rest }) => rest.post('/booking-manager/bookings', defined(input)),
    rescheduleBooking: (_p, args, { rest }) => rest.post('/booking-manager/bookings/reschedule', defined(args)),
    cancelBooking: (_p, args, { rest }) => rest.post('/booking-manager/bookings/cancel', args),
    refundBooking: (_p, args, { rest }) => rest.post('/booking-manager/bookings/refund', defined(args)),
    takeBookingPayment: (_p, args, { rest }) => rest.post('/booking-manager/bookings/take-payment', args),
    sendBookingConfirmation: (_p, args, { rest }) => rest.post('/booking-manager/bookings/confirmation-email', args),
    updateBookingGuests: (_p, args, { rest }) => rest.post('/booking-manager/update-guests', args),
    updateBookingAmount: (_p, args, { rest }) => rest.post('/booking-manager/bookings/update-amount', args),
    removeBookingOffering: (_p, args, { rest }) => rest.post('/booking-manager/remove-offering', args),
    applyBookingDiscount: (_p, args, { rest }) =>
      rest.post(
        '/booking-manager/bookings/apply-discount',
        Object.fromEntries(Object.entries(args).filter(([, v]) => v != null)),
      ),
    selectBookingHolder: (_p, args, { rest }) => rest.post('/booking-manager/select-holder', args),
    sendBookingPayByLink: (_p, args, { rest }) => rest.post('/booking-manager/bookings/send-pay-by-link', args),
    payBookingByLink: async (_p, args, { rest, reply }) => {
      await reply.server.throttle.payLink(reply.request);
      return rest.post('/pay-links/pay', defined(args));
    },
  },
};
