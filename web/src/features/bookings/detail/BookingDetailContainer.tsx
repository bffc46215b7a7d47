import { BOOKING_MANAGER_INDEX } from '@marquee/core/bookings/rules';
import { Button, DrawerBody, makeStyles, OverlayDrawer, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  type BookingDetailFieldsFragment,
  useBookingCardSettingsQuery,
  useBookingCheckDetailsQuery,
  useBookingListDetailQuery,
} from '../../../generated/graphql.ts';
import { useMediaQuery } from '../../../hooks/useMediaQuery.ts';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useT } from '../../../i18n/useT.ts';
import { CheckInContainer } from '../checkin/CheckInContainer.tsx';
import { BookingGuestsPanel } from '../manager/BookingGuestsPanel.tsx';
import { CardPaymentDialog } from '../manager/CardPaymentDialog.tsx';
import { BookingActionsPanel } from './BookingActionsPanel.tsx';
import { BookingInfoView } from './BookingInfoView.tsx';
import { useBookingActions } from './useBookingActions.ts';

const useStyles = makeStyles({
  panel: {
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  // In the drawer the drawer is the frame.
  bare: { padding: 0, border: 'none' },
});

/**
 * Where the pages stop putting the detail beside the schedule or list (their one-column
 * breakpoint): below it the detail opens over the page, where the booking was tapped, instead of
 * under the whole day's schedule.
 */
export const DETAIL_BESIDE_QUERY = '(max-width: 1100px)';

export interface BookingDetailContainerProps {
  bookingId: number;
  /** 'manager': the manager's check details and its actions; 'list': the bookings list's detail. */
  source: 'manager' | 'list';
  onClose: () => void;
}

/** A booking's detail panel: info and payment history, plus the actions where the caller may act. */
export function BookingDetailContainer({ bookingId, source, onClose }: BookingDetailContainerProps) {
  const t = useT();
  const styles = useStyles();
  const manager = useBookingCheckDetailsQuery({ variables: { bookingId }, skip: source !== 'manager' });
  const list = useBookingListDetailQuery({ variables: { id: bookingId }, skip: source !== 'list' });
  const detail: BookingDetailFieldsFragment | undefined =
    source === 'manager' ? manager.data?.bookingCheckDetails : list.data?.booking;
  const loading = source === 'manager' ? manager.loading : list.loading;
  // The bookings list's panel acts as the manager's does: the same component, the same
  // permission (the manager's UPDATE_AND_EXECUTE, which the server checks on every action).
  const canAct = usePermission(BOOKING_MANAGER_INDEX).canUpdateAndExecute;
  const narrow = useMediaQuery(DETAIL_BESIDE_QUERY);
  const title = detail ? t('bookingsWeb.detail.title', { code: detail.info.confirmationCode }) : undefined;
  const panel = (
    <section className={narrow ? styles.bare : styles.panel} aria-label={title}>
      <div className={styles.head}>
        <Text size={500} weight="semibold" as="h2">
          {title ?? ''}
        </Text>
        <Button appearance="subtle" onClick={onClose}>
          {t('bookingsWeb.close')}
        </Button>
      </div>
      {!detail && loading && <Spinner />}
      {!detail && !loading && <Text>{t('bookingsWeb.loadFailed')}</Text>}
      {detail && (canAct ? <ActingDetail detail={detail} /> : <BookingInfoView detail={detail} />)}
    </section>
  );
  if (!narrow) return panel;
  return (
    <OverlayDrawer open position="end" size="full" onOpenChange={(_e, d) => !d.open && onClose()} aria-label={title}>
      <DrawerBody>{panel}</DrawerBody>
    </OverlayDrawer>
  );
}

function ActingDetail({ detail }: { detail: BookingDetailFieldsFragment }) {
  const actions = useBookingActions(detail.info.id);
  // "Card (online)" only with the provider's publishable key; the in-venue methods always.
  const card = useBookingCardSettingsQuery().data?.bookingCardSettings;
  const publishableKey = card?.enabled && card.publishableKey ? card.publishableKey : null;
  const [cardAmount, setCardAmount] = useState<string | null>(null);
  return (
    <>
      <BookingInfoView detail={detail} onRemoveOffering={(id) => void actions.removeOffering(id)} />
      <BookingActionsPanel
        detail={detail}
        actions={actions}
        onOnlineCard={publishableKey ? setCardAmount : undefined}
      />
      <CheckInContainer bookingId={detail.info.id} canCheckIn={detail.info.state === 'BOOKED'} />
      {detail.info.state === 'BOOKED' && <BookingGuestsPanel detail={detail} />}
      {publishableKey && cardAmount !== null && (
        <CardPaymentDialog
          bookingId={detail.info.id}
          publishableKey={publishableKey}
          amount={cardAmount}
          currency={detail.info.currency}
          onClose={() => setCardAmount(null)}
        />
      )}
    </>
  );
}
