import { useState } from 'react';
import { type BookingDetailFieldsFragment, useBookingRescheduleOptionsQuery } from '../../../generated/graphql.ts';
import { RescheduleForm } from './RescheduleForm.tsx';
import type { BookingActions } from './useBookingActions.ts';

/** The reschedule form of an opened booking, fed by the location's activities on the chosen day. */
export function RescheduleContainer({
  detail,
  actions,
}: {
  detail: BookingDetailFieldsFragment;
  actions: BookingActions;
}) {
  const [date, setDate] = useState(detail.info.bookingDate);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const { data, error } = useBookingRescheduleOptionsQuery({
    variables: { bookingId: detail.info.id, date },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <RescheduleForm
      options={valid ? (data?.bookingRescheduleOptions ?? null) : []}
      failed={Boolean(error)}
      date={date}
      onDate={setDate}
      guests={detail.info.guests}
      currency={detail.info.currency}
      busy={actions.busy}
      onReschedule={actions.reschedule}
    />
  );
}
