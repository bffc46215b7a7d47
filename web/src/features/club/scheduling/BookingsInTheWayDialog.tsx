import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { BookingInTheWayRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';

export interface BookingsInTheWayDialogProps {
  /** The future bookings the refused update answered; empty: closed. */
  bookings: readonly BookingInTheWayRowFragment[];
  busy: boolean;
  onCancel: () => void;
  /** Repeats the save with keepBookings: true. */
  onKeep: () => void;
}

/** The bookings a resource or activity change would strand: nothing was written until the user keeps them. */
export function BookingsInTheWayDialog({ bookings, busy, onCancel, onKeep }: BookingsInTheWayDialogProps) {
  const t = useT();
  const count = bookings.length;
  const title = count === 1 ? t('scheduling.bookingsInTheWay.one') : t('scheduling.bookingsInTheWay.other', { count });
  return (
    <Dialog open={count > 0} modalType="alert" onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface aria-label={title}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <ul>
              {bookings.map((b) => (
                <li key={b.id}>
                  {b.confirmationCode}: {b.holderName}, {b.date} {b.startTime}
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('club.cancel')}</Button>
            <Button appearance="primary" onClick={onKeep} disabled={busy}>
              {t('scheduling.keepBookings')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
