import { type DeskGuestInput, validateDeskGuest } from '@marquee/core/bookings/desk';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import {
  BookingDuplicateGuestsDocument,
  type BookingDuplicateGuestsQuery,
  useCreateDeskGuestMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useServerErrors } from '../../../hooks/useServerErrors.ts';
import { useT } from '../../../i18n/useT.ts';
import { newIdempotencyKey } from '../detail/money.ts';
import { type DuplicateGuest, NewGuestForm } from './NewGuestForm.tsx';

export interface PickedGuest {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface NewGuestContainerProps {
  locationCode: string;
  today: string;
  onPicked: (guest: PickedGuest) => void;
  onCancel: () => void;
}

const EMPTY: DeskGuestInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  birthDate: '',
  marketingOptIn: false,
  languageId: null,
};

/** Checks the new guest with core's rule, offers the likely duplicates, then creates it once. */
export function NewGuestContainer({ locationCode, today, onPicked, onCancel }: NewGuestContainerProps) {
  const t = useT();
  const notify = useNotify();
  const client = useApolloClient();
  const server = useServerErrors();
  const [values, setValues] = useState(EMPTY);
  const [local, setLocal] = useState<ReturnType<typeof validateDeskGuest>>({});
  const [duplicates, setDuplicates] = useState<DuplicateGuest[] | null>(null);
  const [looking, setLooking] = useState(false);
  // One key for this guest, whatever the clicks: a double click or a retry creates it once.
  const [key] = useState(newIdempotencyKey);
  const [create, creating] = useCreateDeskGuestMutation({ context: { handledCodes: ['BAD_USER_INPUT'] } });

  const make = async () => {
    try {
      const r = await create({ variables: { input: { ...values, locationCode, idempotencyKey: key } } });
      const made = r.data?.createDeskGuest;
      if (made) {
        notify(made.message);
        onPicked(made.guest);
      }
    } catch (e) {
      server.set(errorInfo(e));
    }
  };
  const proceed = async () => {
    const errors = validateDeskGuest(values, today);
    setLocal(errors);
    server.set({});
    if (Object.keys(errors).length > 0) return;
    setLooking(true);
    try {
      const { data } = await client.query<BookingDuplicateGuestsQuery>({
        query: BookingDuplicateGuestsDocument,
        variables: { firstName: values.firstName, lastName: values.lastName, email: values.email, phone: values.phone },
        fetchPolicy: 'network-only',
      });
      const found = data?.bookingDuplicateGuests ?? [];
      setDuplicates(found);
      if (found.length === 0) await make();
    } finally {
      setLooking(false);
    }
  };
  const errors = Object.fromEntries(
    Object.entries({ ...Object.fromEntries(Object.entries(local).map(([f, k]) => [f, t(k)])), ...server.errors }),
  );
  return (
    <NewGuestForm
      values={values}
      onChange={(v) => {
        // What was offered no longer describes the guest once a field changes.
        setDuplicates(null);
        setValues(v);
      }}
      errors={errors}
      duplicates={duplicates}
      busy={looking || creating.loading}
      today={today}
      onContinue={() => void proceed()}
      onUse={(g) => onPicked(g)}
      onCreateAnyway={() => void make()}
      onCancel={onCancel}
    />
  );
}
