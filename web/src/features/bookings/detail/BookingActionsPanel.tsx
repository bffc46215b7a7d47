import { amountInput } from '@marquee/core/resources/fields';
import type { MessageKey } from '@marquee/core/messages/en';
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
  Select,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { BookingDetailFieldsFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { DiscountForm } from './DiscountForm.tsx';
import { RefundForm } from './RefundForm.tsx';
import { RescheduleContainer } from './RescheduleContainer.tsx';
import type { BookingActions } from './useBookingActions.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    marginTop: tokens.spacingVerticalM,
  },
});

const METHODS = ['CASH', 'CARD_TERMINAL', 'VOUCHER'] as const;
/** The card provider's form (manager/CardPaymentDialog.tsx), offered only when it is configured. */
const ONLINE = 'ONLINE';
type Method = (typeof METHODS)[number] | typeof ONLINE;

export interface BookingActionsPanelProps {
  detail: BookingDetailFieldsFragment;
  actions: BookingActions;
  /** When the card provider's publishable key is configured: "Card (online)" opens its form for the amount. */
  onOnlineCard?: (amount: string) => void;
}

/** The booking actions of spec/3 §4, each a small form; hidden on a canceled booking but refunds. */
export function BookingActionsPanel({ detail, actions, onOnlineCard }: BookingActionsPanelProps) {
  const t = useT();
  const styles = useStyles();
  const { info } = detail;
  // Null: the balance due, filled in and following the booking after each payment or change.
  const [typed, setTyped] = useState<string | null>(null);
  const amount = typed ?? (info.balanceCents > 0 ? (info.balanceCents / 100).toFixed(2) : '');
  const [method, setMethod] = useState<Method>('CASH');
  const [guests, setGuests] = useState(String(info.guests));
  const [total, setTotal] = useState('');
  const [confirming, setConfirming] = useState(false);
  const booked = info.state === 'BOOKED';
  const busy = actions.busy;

  return (
    <div>
      {booked && (
        <form
          className={styles.form}
          onSubmit={async (e) => {
            e.preventDefault();
            if (method === ONLINE) onOnlineCard?.(amount);
            else if (await actions.takePayment(amount, method)) setTyped(null);
          }}
        >
          <Field label={t('bookingsWeb.field.amount')}>
            <Input value={amount} inputMode="decimal" onChange={(_e, d) => setTyped(amountInput(d.value))} />
          </Field>
          <Field label={t('bookingsWeb.field.method')}>
            <Select value={method} onChange={(_e, d) => setMethod(d.value as Method)}>
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`bookings.method.${m}` as MessageKey)}
                </option>
              ))}
              {onOnlineCard && <option value={ONLINE}>{t('bookingsDesk.card.method')}</option>}
            </Select>
          </Field>
          <Button type="submit" appearance="primary" disabled={busy || amount === ''}>
            {t('bookingsWeb.action.takePayment')}
          </Button>
        </form>
      )}
      <RefundForm info={info} busy={busy} onRefund={actions.refund} />
      {booked && (
        <>
          <RescheduleContainer detail={detail} actions={actions} />
          <DiscountForm info={info} busy={busy} onApply={actions.applyDiscount} />
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              void actions.updateGuests(Number(guests));
            }}
          >
            <Field label={t('bookingsWeb.detail.guests')}>
              <Input type="number" min={1} value={guests} onChange={(_e, d) => setGuests(d.value)} />
            </Field>
            <Button type="submit" disabled={busy || !/^\d+$/.test(guests)}>
              {t('bookingsWeb.action.updateGuests')}
            </Button>
          </form>
          <form
            className={styles.form}
            onSubmit={async (e) => {
              e.preventDefault();
              if (await actions.updateAmount(total)) setTotal('');
            }}
          >
            <Field label={t('bookingsWeb.field.total')}>
              <Input value={total} inputMode="decimal" onChange={(_e, d) => setTotal(amountInput(d.value))} />
            </Field>
            <Button type="submit" disabled={busy || total === ''}>
              {t('bookingsWeb.action.updateAmount')}
            </Button>
          </form>
          <div className={styles.form}>
            <Button disabled={busy || !info.holder.email} onClick={() => void actions.sendConfirmation()}>
              {t('bookingsWeb.action.sendConfirmation')}
            </Button>
            <Button
              disabled={busy || !info.holder.email || info.balanceCents <= 0}
              onClick={() => void actions.sendPayByLink()}
            >
              {t('bookingsWeb.action.sendPayByLink')}
            </Button>
            <Button disabled={busy} onClick={() => setConfirming(true)}>
              {t('bookingsWeb.action.cancelBooking')}
            </Button>
          </div>
        </>
      )}
      <Dialog open={confirming} onOpenChange={(_e, d) => setConfirming(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('bookingsWeb.action.cancelBooking')}</DialogTitle>
            <DialogContent>{t('bookingsWeb.action.confirmCancel')}</DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirming(false)}>{t('bookingsWeb.action.no')}</Button>
              <Button
                appearance="primary"
                onClick={async () => {
                  setConfirming(false);
                  await actions.cancel();
                }}
              >
                {t('bookingsWeb.action.yes')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
