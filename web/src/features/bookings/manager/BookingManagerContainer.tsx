import { BOOKING_MANAGER_INDEX } from '@marquee/core/bookings/rules';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  BookingLocationDaysAvailabilityDocument,
  BookingScheduleDocument,
  BookingsDocument,
  useBookingLocationDaysAvailabilityQuery,
  useBookingScheduleQuery,
  useCreateBookingMutation,
  useLocationChoicesQuery,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useUrlParam } from '../../../hooks/useUrlParam.ts';
import { BookingDetailContainer } from '../detail/BookingDetailContainer.tsx';
import { AvailabilityCalendar } from './AvailabilityCalendar.tsx';
import { BookingManagerPage } from './BookingManagerPage.tsx';
import { CreateBookingDialog } from './CreateBookingDialog.tsx';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The location, day, open booking and dialog from the URL; the day's schedule; create. */
export function BookingManagerContainer() {
  const notify = useNotify();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [location, setLocation] = useUrlParam('location');
  const [dateParam, setDate] = useUrlParam('date');
  const [bookingParam, setBooking] = useUrlParam('booking');
  const [dialog, setDialog] = useUrlParam('dialog');
  const permissions = usePermission(BOOKING_MANAGER_INDEX);
  const locations = useLocationChoicesQuery();
  const date = dateParam && ISO.test(dateParam) ? dateParam : null;
  const schedule = useBookingScheduleQuery({
    variables: { locationCode: location ?? '', date },
    skip: !location,
    fetchPolicy: 'cache-and-network',
  });
  const [create, creating] = useCreateBookingMutation({
    refetchQueries: [BookingScheduleDocument, BookingsDocument, BookingLocationDaysAvailabilityDocument],
  });
  const day = schedule.data?.bookingSchedule;
  const shownDay = date ?? day?.today ?? '';
  // The calendar may browse other months than the open day's; picking a day brings it back.
  const [browsed, setBrowsed] = useState<string | null>(null);
  const month = browsed ?? shownDay.slice(0, 7);
  const days = useBookingLocationDaysAvailabilityQuery({
    variables: { locationCode: location ?? '', month },
    skip: !location || !/^\d{4}-\d{2}$/.test(month),
    fetchPolicy: 'cache-and-network',
  });
  const bookingId = bookingParam && /^\d+$/.test(bookingParam) ? Number(bookingParam) : null;

  return (
    <BookingManagerPage
      locations={(locations.data?.locations ?? []).map((l) => ({ code: l.code, name: l.name }))}
      locationCode={location}
      onLocation={(code) => {
        setBooking(null);
        setLocation(code);
      }}
      date={date ?? day?.today ?? ''}
      onDate={(d) => {
        setBrowsed(null);
        setDate(d);
      }}
      onToday={() => {
        setBrowsed(null);
        setDate(null);
      }}
      schedule={day}
      loading={schedule.loading}
      canAdd={permissions.canAdd}
      onNew={() => setDialog('new')}
      onOpen={(id) => setBooking(String(id))}
      calendar={
        month && day ? (
          <AvailabilityCalendar
            month={month}
            onMonth={setBrowsed}
            selected={shownDay}
            today={day.today}
            days={days.data?.bookingLocationDaysAvailability}
            onSelect={(d) => {
              setBrowsed(null);
              setDate(d);
            }}
          />
        ) : null
      }
      detail={
        bookingId !== null && permissions.canDetailView ? (
          <BookingDetailContainer
            key={bookingId}
            bookingId={bookingId}
            source="manager"
            onClose={() => setBooking(null)}
          />
        ) : null
      }
      dialog={
        // Opened from the URL (a reload, a shared link), the dialog waits for the location's today:
        // its day is kept from the first render, and an empty one was sent as an invalid date.
        dialog === 'new' && location && shownDay ? (
          <CreateBookingDialog
            locationCode={location}
            initialDate={shownDay}
            today={day?.today ?? ''}
            currency={day?.location.currency ?? 'USD'}
            busy={creating.loading}
            onClose={() => setDialog(null)}
            onCreate={async (v) => {
              try {
                const result = await create({ variables: { input: { locationCode: location, ...v } } });
                const made = result.data?.createBooking ?? null;
                if (made) {
                  notify(made.message);
                  // One navigation: the dialog closes, the day and the new booking open.
                  const params = new URLSearchParams(search);
                  params.delete('dialog');
                  params.set('date', made.booking.info.bookingDate);
                  params.set('booking', String(made.booking.info.id));
                  navigate(`${path}?${params}`, { replace: true });
                }
                return made;
              } catch {
                return null;
              }
            }}
          />
        ) : null
      }
    />
  );
}
