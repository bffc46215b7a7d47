import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { BookingScheduleQuery } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalXS },
});

export interface ClosedDayBookingsProps {
  bookings: BookingScheduleQuery['bookingSchedule']['closedBookings'];
  onOpen: (bookingId: number) => void;
}

/**
 * The day's bookings at times the Calendar has closed since they were made: never
 * dropped silently, each one a button that opens it, to reschedule or contact its holder.
 */
export function ClosedDayBookings({ bookings, onOpen }: ClosedDayBookingsProps) {
  const t = useT();
  const { clock } = useFormat();
  const styles = useStyles();
  if (bookings.length === 0) return null;
  const count = bookings.length;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          {t(count === 1 ? 'scheduling.closedBookings.one' : 'scheduling.closedBookings.other', { count })}
        </MessageBarTitle>
        <div className={styles.list}>
          {bookings.map((b) => (
            <Button key={b.id} size="small" onClick={() => onOpen(b.id)}>
              {t('scheduling.closedBookings.open', {
                code: b.confirmationCode,
                name: b.holderName,
                time: clock(b.startTime),
              })}
            </Button>
          ))}
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}
