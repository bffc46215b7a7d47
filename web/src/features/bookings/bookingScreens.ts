import { type ComponentType, lazy } from 'react';

/** The booking screens, lazily loaded, by their routes in core's route table. */
export const BOOKING_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/club-booking/manager': lazy(() =>
    import('./manager/BookingManagerContainer.tsx').then((m) => ({ default: m.BookingManagerContainer })),
  ),
  '/club-booking/bookings': lazy(() =>
    import('./list/BookingsContainer.tsx').then((m) => ({ default: m.BookingsContainer })),
  ),
};
