import { Spinner } from '@fluentui/react-components';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import {
  BookingCheckInsDocument,
  BookingScheduleDocument,
  BookingsDocument,
  useBookingCheckInsQuery,
  useCheckInBookingMutation,
  useUndoBookingCheckInMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useServerErrors } from '../../../hooks/useServerErrors.ts';
import { CheckInPanel } from './CheckInPanel.tsx';

// The answer carries the booking (normalised by its id, so `checked` follows everywhere) and its
// check-ins; the list (its Checked filter) and the schedule are read again.
const refetch = { refetchQueries: [BookingCheckInsDocument, BookingsDocument, BookingScheduleDocument] };

/** A booking's check-ins, read and acted on; the same in the manager and the bookings list. */
export function CheckInContainer({ bookingId, canCheckIn }: { bookingId: number; canCheckIn: boolean }) {
  const notify = useNotify();
  const server = useServerErrors();
  const read = useBookingCheckInsQuery({ variables: { bookingId }, fetchPolicy: 'cache-and-network' });
  const [checkIn, checking] = useCheckInBookingMutation({ ...refetch, context: { handledCodes: ['BAD_USER_INPUT'] } });
  const [undo, undoing] = useUndoBookingCheckInMutation(refetch);
  const checkIns = read.data?.bookingCheckIns;
  if (!checkIns) return read.loading ? <Spinner size="tiny" /> : null;
  return (
    <CheckInPanel
      checkIns={checkIns}
      canCheckIn={canCheckIn}
      busy={checking.loading || undoing.loading}
      error={server.errors.guests ?? server.errors.bookingId}
      onCheckIn={async (guests) => {
        server.set({});
        try {
          const r = await checkIn({ variables: { bookingId, guests } });
          if (r.data) notify(r.data.checkInBooking.message);
          return Boolean(r.data);
        } catch (e) {
          server.set(errorInfo(e));
          return false;
        }
      }}
      onUndo={async (checkInId) => {
        try {
          const r = await undo({ variables: { bookingId, checkInId } });
          if (r.data) notify(r.data.undoBookingCheckIn.message);
        } catch {
          // The error link shows the refusal (another day, already undone).
        }
      }}
    />
  );
}
