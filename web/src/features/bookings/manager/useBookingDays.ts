import { useState } from 'react';
import { useBookingLocationDaysAvailabilityQuery } from '../../../generated/graphql.ts';
import { isBookableDay } from './AvailabilityCalendar.tsx';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/**
 * The location's days for choosing a booking's date (the manager's calendar reads the same call):
 * the month browsed, its days, and whether the chosen date can be booked — known only once its
 * own month has answered (null until then), so nothing is fetched for a day that cannot be booked.
 */
export function useBookingDays(locationCode: string, date: string, today: string) {
  const [browsed, setBrowsed] = useState<string | null>(null);
  const month = browsed ?? (ISO.test(date) ? date : today).slice(0, 7);
  const shown = useBookingLocationDaysAvailabilityQuery({
    variables: { locationCode, month },
    skip: !MONTH.test(month),
    fetchPolicy: 'cache-and-network',
  });
  // The chosen day's month, which the calendar may have browsed away from (the same request when not).
  const ofDate = useBookingLocationDaysAvailabilityQuery({
    variables: { locationCode, month: date.slice(0, 7) },
    skip: !ISO.test(date),
  });
  const dateDays = ofDate.data?.bookingLocationDaysAvailability;
  return {
    month: MONTH.test(month) ? month : null,
    browse: setBrowsed,
    /** Back to the chosen day's month. */
    follow: () => setBrowsed(null),
    days: shown.data?.bookingLocationDaysAvailability,
    bookable: dateDays ? isBookableDay(date, today, dateDays) : null,
  };
}
