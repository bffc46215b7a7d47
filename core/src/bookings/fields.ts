/**
 * What each GraphQL root field of the booking manager and the bookings list needs
 * (schema/bookings/), checked against the SDL's @requires by gateway/src/auth/requires.test.ts;
 * the REST routes guard the same [module, flag] (rest-api/src/routes/bookings/).
 */
import type { FlagName } from '../permissions.ts';
import { BOOKING_MANAGER_INDEX as MANAGER, BOOKINGS_INDEX as LIST } from './rules.ts';
import { ACTIVITIES_INDEX as ACTIVITIES, RESOURCES_INDEX as RESOURCES } from './setup.ts';

const need = (module: number, flag: FlagName) => ({ module, flag });

export const BOOKING_FIELDS: Readonly<Record<string, { module: number; flag: FlagName }>> = {
  bookingSchedule: need(MANAGER, 'view'),
  bookingProducts: need(MANAGER, 'view'),
  bookingTimeSlots: need(MANAGER, 'view'),
  bookingDaysAvailability: need(MANAGER, 'view'),
  bookingHolders: need(MANAGER, 'view'),
  bookingPayStatus: need(MANAGER, 'view'),
  bookingCheckDetails: need(MANAGER, 'detailView'),
  bookingRescheduleOptions: need(MANAGER, 'view'),
  bookingDeskQuote: need(MANAGER, 'view'),
  createBooking: need(MANAGER, 'add'),
  rescheduleBooking: need(MANAGER, 'updateAndExecute'),
  cancelBooking: need(MANAGER, 'updateAndExecute'),
  refundBooking: need(MANAGER, 'updateAndExecute'),
  takeBookingPayment: need(MANAGER, 'updateAndExecute'),
  sendBookingConfirmation: need(MANAGER, 'updateAndExecute'),
  sendBookingPayByLink: need(MANAGER, 'updateAndExecute'),
  updateBookingGuests: need(MANAGER, 'updateAndExecute'),
  updateBookingAmount: need(MANAGER, 'updateAndExecute'),
  applyBookingDiscount: need(MANAGER, 'updateAndExecute'),
  removeBookingOffering: need(MANAGER, 'updateAndExecute'),
  selectBookingHolder: need(MANAGER, 'updateAndExecute'),
  // The manager's desk (schema/bookings/desk.graphql).
  bookingLocationDaysAvailability: need(MANAGER, 'view'),
  bookingOfferingChoices: need(MANAGER, 'view'),
  bookingCardSettings: need(MANAGER, 'view'),
  addBookingCustomers: need(MANAGER, 'updateAndExecute'),
  removeBookingCustomers: need(MANAGER, 'updateAndExecute'),
  initiateBookingCardPayment: need(MANAGER, 'updateAndExecute'),
  updateBookingCardPayment: need(MANAGER, 'updateAndExecute'),
  revertBookingCardPayment: need(MANAGER, 'updateAndExecute'),
  completeBookingCardPayment: need(MANAGER, 'updateAndExecute'),
  // The desk's guests and check-ins (schema/bookings/deskGuests.graphql).
  bookingDuplicateGuests: need(MANAGER, 'view'),
  bookingCheckIns: need(MANAGER, 'view'),
  createDeskGuest: need(MANAGER, 'add'),
  checkInBooking: need(MANAGER, 'updateAndExecute'),
  undoBookingCheckIn: need(MANAGER, 'updateAndExecute'),
  bookings: need(LIST, 'view'),
  bookingFilters: need(LIST, 'view'),
  // The list's guest-segment filter lookup: the list's own permission, not marketing's.
  bookingGuestSegments: need(LIST, 'view'),
  // The location's booking texts in a language (POST /booking-manager/localizations).
  bookingLocalizations: need(MANAGER, 'view'),
  booking: need(LIST, 'detailView'),
  // Bookable resources and activities (schema/clubbooking/setup.graphql), each its own module.
  bookingResources: need(RESOURCES, 'view'),
  bookingResource: need(RESOURCES, 'view'),
  createBookingResource: need(RESOURCES, 'add'),
  updateBookingResource: need(RESOURCES, 'updateAndExecute'),
  bookingActivities: need(ACTIVITIES, 'view'),
  bookingActivity: need(ACTIVITIES, 'view'),
  createBookingActivity: need(ACTIVITIES, 'add'),
  updateBookingActivity: need(ACTIVITIES, 'updateAndExecute'),
};
