import { amountCents, BOOKING_SEARCH_DEBOUNCE_MS } from '@marquee/core/bookings/rules';
import { amountInput } from '@marquee/core/resources/fields';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import {
  BookingCheckDetailsDocument,
  BookingScheduleDocument,
  BookingsDocument,
  useCompleteBookingCardPaymentMutation,
  useInitiateBookingCardPaymentMutation,
  useRevertBookingCardPaymentMutation,
  useUpdateBookingCardPaymentMutation,
} from '../../../generated/graphql.ts';
import { useDebouncedCallback } from '../../../hooks/useDebouncedCallback.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';
import { newIdempotencyKey } from '../detail/money.ts';

const useStyles = makeStyles({ body: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: '300px' } });

// Stripe.js is loaded once per key (loadStripe must not run on every render).
const loaders = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaders.has(key)) loaders.set(key, loadStripe(key));
  return loaders.get(key)!;
};

/** The secret update waits 500 ms after the last keystroke (spec/3 §4, §9). */
export const SECRET_UPDATE_DEBOUNCE_MS = BOOKING_SEARCH_DEBOUNCE_MS;

export interface CardPaymentDialogProps {
  bookingId: number;
  publishableKey: string;
  /** Dollars as typed in the panel; empty: the balance due. */
  amount: string;
  currency: string;
  /** Closed: paid or canceled. */
  onClose: () => void;
}

/**
 * "Card (online)": opens a payment intent (stripe/initiate), mounts Stripe's Payment Element with
 * its client secret, keeps the intent's amount in step with the field (update-client-secret, 500
 * ms after typing), confirms the card in the browser, then has the server record the payment once
 * the provider says it succeeded. Closing unpaid cancels the intent (revert-initiate).
 */
export function CardPaymentDialog({ bookingId, publishableKey, amount, currency, onClose }: CardPaymentDialogProps) {
  const t = useT();
  const styles = useStyles();
  const [initiate] = useInitiateBookingCardPaymentMutation();
  const [revert] = useRevertBookingCardPaymentMutation();
  const [intent, setIntent] = useState<{ id: string; clientSecret: string; amountCents: number } | null>(null);
  const [openKey] = useState(newIdempotencyKey);
  const done = useRef(false);
  // Opened once per dialog: the effect reads the latest callbacks without re-running on them.
  const latest = useRef({ initiate, revert, onClose });
  latest.current = { initiate, revert, onClose };

  useEffect(() => {
    let live = true;
    // The same key each time: StrictMode's second run gets the same intent back.
    latest.current
      .initiate({ variables: { bookingId, amount: amount || null, idempotencyKey: openKey } })
      .then((r) => {
        const i = r.data?.initiateBookingCardPayment;
        if (live && i) setIntent({ id: i.paymentIntentId, clientSecret: i.clientSecret, amountCents: i.amountCents });
      })
      .catch(() => {
        if (live) latest.current.onClose();
      });
    return () => {
      live = false;
    };
  }, [bookingId, amount, openKey]);

  // Leaving the screen with the form open (not paid, not canceled) cancels the intent too.
  const openIntent = intent?.id;
  useEffect(
    () => () => {
      if (!openIntent || done.current) return;
      done.current = true;
      latest.current.revert({ variables: { paymentIntentId: openIntent } }).catch(() => undefined);
    },
    [openIntent],
  );

  const cancel = async () => {
    if (intent && !done.current) {
      done.current = true;
      try {
        await revert({ variables: { paymentIntentId: intent.id } });
      } catch {
        // The toast said why; the intent expires unpaid at the provider anyway.
      }
    }
    onClose();
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && void cancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('bookingsDesk.card.title')}</DialogTitle>
          <DialogContent className={styles.body}>
            {!intent ? (
              <Spinner label={t('bookingsDesk.card.preparing')} />
            ) : (
              <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: intent.clientSecret }}>
                <CardForm
                  bookingId={bookingId}
                  intent={intent}
                  currency={currency}
                  onPaid={() => {
                    done.current = true;
                    onClose();
                  }}
                />
              </Elements>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void cancel()}>{t('bookingsDesk.card.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function CardForm({
  bookingId,
  intent,
  currency,
  onPaid,
}: {
  bookingId: number;
  intent: { id: string; amountCents: number };
  currency: string;
  onPaid: () => void;
}) {
  const t = useT();
  const notify = useNotify();
  const { money: formatMoney } = useFormat();
  const stripe = useStripe();
  const elements = useElements();
  const [value, setValue] = useState((intent.amountCents / 100).toFixed(2));
  const [paying, setPaying] = useState(false);
  const sent = useRef(intent.amountCents);
  const [update] = useUpdateBookingCardPaymentMutation();
  const [complete] = useCompleteBookingCardPaymentMutation({
    refetchQueries: [BookingCheckDetailsDocument, BookingScheduleDocument, BookingsDocument],
    awaitRefetchQueries: true,
  });
  /** The intent's amount made `typed` (when it differs), and the mounted form told. */
  const sync = async (typed: string) => {
    const cents = amountCents(typed);
    if (cents === null || cents <= 0 || cents === sent.current) return;
    await update({ variables: { bookingId, paymentIntentId: intent.id, amount: typed } });
    sent.current = cents;
    await elements?.fetchUpdates();
  };
  const later = useDebouncedCallback((typed: string) => {
    sync(typed).catch(() => undefined);
  }, SECRET_UPDATE_DEBOUNCE_MS);
  const cents = amountCents(value);

  const pay = async () => {
    if (!stripe || !elements || cents === null || cents <= 0) return;
    setPaying(true);
    try {
      // A click within the 500 ms: the intent takes the typed amount first.
      later.cancel();
      await sync(value);
      const { error, paymentIntent } = await stripe.confirmPayment({ elements, redirect: 'if_required' });
      if (error || paymentIntent?.status !== 'succeeded') {
        notify(error?.message ?? t('bookingsWeb.loadFailed'), 'error');
        return;
      }
      const r = await complete({
        variables: { bookingId, paymentIntentId: intent.id, amount: value, idempotencyKey: newIdempotencyKey() },
      });
      const answer = r.data?.completeBookingCardPayment;
      if (answer) {
        notify(answer.message);
        onPaid();
      }
    } catch {
      // The shared error toast has shown the server's message.
    } finally {
      setPaying(false);
    }
  };

  return (
    <>
      <Field label={t('bookingsDesk.card.amount')}>
        <Input
          value={value}
          inputMode="decimal"
          onChange={(_e, d) => {
            const typed = amountInput(d.value);
            setValue(typed);
            later(typed);
          }}
        />
      </Field>
      <PaymentElement />
      <Button
        appearance="primary"
        disabled={!stripe || !elements || paying || cents === null || cents <= 0}
        onClick={() => void pay()}
      >
        {t('bookingsDesk.card.pay', { amount: formatMoney(cents ?? 0, currency) })}
      </Button>
    </>
  );
}
