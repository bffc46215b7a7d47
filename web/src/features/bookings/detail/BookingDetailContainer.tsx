import { BOOKING_MANAGER_INDEX } from '@marquee/core/bookings/rules';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  type BookingDetailFieldsFragment,
  useBookingCardSettingsQuery,
  useBookingCheckDetailsQuery,
  useBookingListDetailQuery,
  useBookingTimeSlotsQuery,
} from '../../../generated/graphql.ts';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useT } from '../../../i18n/useT.ts';
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
});

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
  const canAct = usePermission(BOOKING_MANAGER_INDEX).canUpdateAndExecute && source === 'manager';
  return (
    <section
      className={styles.panel}
      aria-label={detail ? t('bookingsWeb.detail.title', { code: detail.info.confirmationCode }) : undefined}
    >
      <div className={styles.head}>
        <Text size={500} weight="semibold" as="h2">
          {detail ? t('bookingsWeb.detail.title', { code: detail.info.confirmationCode }) : ''}
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
}

function ActingDetail({ detail }: { detail: BookingDetailFieldsFragment }) {
  const actions = useBookingActions(detail.info.id);
  const [date, setDate] = useState(detail.info.bookingDate);
  // "Card (online)" only with the provider's publishable key; the in-venue methods always.
  const card = useBookingCardSettingsQuery().data?.bookingCardSettings;
  const publishableKey = card?.enabled && card.publishableKey ? card.publishableKey : null;
  const [cardAmount, setCardAmount] = useState<string | null>(null);
  const slots = useBookingTimeSlotsQuery({
    variables: { activityId: detail.info.activityId, date },
    skip: !/^\d{4}-\d{2}-\d{2}$/.test(date),
    fetchPolicy: 'cache-and-network',
  });
  return (
    <>
      <BookingInfoView detail={detail} onRemoveOffering={(id) => void actions.removeOffering(id)} />
      <BookingActionsPanel
        detail={detail}
        actions={actions}
        slots={slots.data?.bookingTimeSlots ?? []}
        rescheduleDate={date}
        onRescheduleDate={setDate}
        onOnlineCard={publishableKey ? setCardAmount : undefined}
      />
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
