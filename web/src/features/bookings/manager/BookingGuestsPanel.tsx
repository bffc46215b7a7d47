import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  BookingCheckDetailsDocument,
  BookingScheduleDocument,
  BookingsDocument,
  type BookingDetailFieldsFragment,
  useAddBookingCustomersMutation,
  useRemoveBookingCustomersMutation,
  useSelectBookingHolderMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useGuestSearch } from './useGuestSearch.ts';

const useStyles = makeStyles({
  section: { marginTop: tokens.spacingVerticalL, display: 'grid', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

// The panel (holder, customers) and the schedule's holder names reload after a change.
const refetch = {
  refetchQueries: [BookingCheckDetailsDocument, BookingScheduleDocument, BookingsDocument],
  awaitRefetchQueries: true,
};

const nameOf = (g: { firstName: string; lastName: string }) => `${g.firstName} ${g.lastName}`;

export interface BookingGuestsPanelProps {
  detail: BookingDetailFieldsFragment;
}

/**
 * The open booking's people (spec/3 §3 booking customers, §4 select holder): its guests, listed,
 * added from a search and removed; and its holder, changed from a search. Searches wait 500 ms.
 */
export function BookingGuestsPanel({ detail }: BookingGuestsPanelProps) {
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const bookingId = detail.info.id;
  const holderId = detail.info.holder.id;
  const customerSearch = useGuestSearch();
  const holderSearch = useGuestSearch();
  const [add, adding] = useAddBookingCustomersMutation(refetch);
  const [remove, removing] = useRemoveBookingCustomersMutation(refetch);
  const [select, selecting] = useSelectBookingHolderMutation(refetch);
  const busy = adding.loading || removing.loading || selecting.loading;
  const onBooking = new Set([holderId, ...detail.customers.map((c) => c.id)]);
  const run = async (call: () => Promise<{ data?: Record<string, { message: string } | undefined> | null }>) => {
    try {
      const answer = Object.values((await call()).data ?? {})[0];
      if (answer) notify(answer.message);
      return Boolean(answer);
    } catch {
      // The shared error toast has shown the server's message.
      return false;
    }
  };

  return (
    <>
      <section className={styles.section} aria-label={t('bookingsDesk.customers.title')}>
        <Text weight="semibold">{t('bookingsDesk.customers.title')}</Text>
        {detail.customers.length === 0 ? (
          <Text>{t('bookingsDesk.customers.none')}</Text>
        ) : (
          <ul className={styles.list}>
            {detail.customers.map((c) => (
              <li key={c.id}>
                {nameOf(c)} {c.email}{' '}
                <Button
                  size="small"
                  appearance="subtle"
                  disabled={busy}
                  onClick={() => void run(() => remove({ variables: { bookingId, guestIds: [c.id] } }))}
                >
                  {t('bookingsDesk.customers.remove', { name: nameOf(c) })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Field label={t('bookingsDesk.customers.search')}>
          <Input value={customerSearch.text} onChange={(_e, d) => customerSearch.onType(d.value)} />
        </Field>
        <GuestMatches
          guests={customerSearch.guests?.filter((g) => !onBooking.has(g.id))}
          action={(g) => t('bookingsDesk.customers.add', { name: nameOf(g) })}
          disabled={busy}
          onPick={async (g) => {
            if (await run(() => add({ variables: { bookingId, guestIds: [g.id] } }))) customerSearch.clear();
          }}
        />
      </section>
      <section className={styles.section} aria-label={t('bookingsDesk.holder.title')}>
        <Text weight="semibold">{t('bookingsDesk.holder.title')}</Text>
        <Text>
          {nameOf(detail.info.holder)} {detail.info.holder.email}
        </Text>
        <Field label={t('bookingsDesk.holder.search')}>
          <Input value={holderSearch.text} onChange={(_e, d) => holderSearch.onType(d.value)} />
        </Field>
        <GuestMatches
          guests={holderSearch.guests?.filter((g) => g.id !== holderId)}
          action={(g) => t('bookingsDesk.holder.make', { name: nameOf(g) })}
          disabled={busy}
          onPick={async (g) => {
            if (await run(() => select({ variables: { bookingId, holderId: g.id } }))) holderSearch.clear();
          }}
        />
      </section>
    </>
  );
}

type Guest = { id: number; firstName: string; lastName: string; email: string };

function GuestMatches({
  guests,
  action,
  disabled,
  onPick,
}: {
  guests: Guest[] | undefined;
  action: (g: Guest) => string;
  disabled: boolean;
  onPick: (g: Guest) => void;
}) {
  const t = useT();
  const styles = useStyles();
  if (!guests) return null;
  if (guests.length === 0) return <Text>{t('bookingsDesk.noMatch')}</Text>;
  return (
    <ul className={styles.list}>
      {guests.map((g) => (
        <li key={g.id}>
          {nameOf(g)} {g.email}{' '}
          <Button size="small" disabled={disabled} onClick={() => onPick(g)}>
            {action(g)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
