import { creditCents, REFUND_REASONS, type RefundReason } from '@marquee/core/bookings/deskPricing';
import type { MessageKey } from '@marquee/core/messages/en';
import { amountInput, fromCents } from '@marquee/core/resources/fields';
import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { BookingDetailFieldsFragment } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    marginTop: tokens.spacingVerticalM,
  },
});

export interface RefundFormProps {
  info: Pick<BookingDetailFieldsFragment['info'], 'state' | 'currency' | 'totalCents' | 'paidCents' | 'refundedCents'>;
  busy: boolean;
  onRefund: (amount: string, reason: RefundReason) => Promise<boolean>;
}

/**
 * A refund says what it is for (core deskPricing): the server lowers the total for removed guests
 * or add-ons and goodwill, so the booking does not owe back what was refunded. A cancelled booking
 * is refunded for its cancellation only; money paid above the total is offered as "Refund due".
 */
export function RefundForm({ info, busy, onRefund }: RefundFormProps) {
  const t = useT();
  const styles = useStyles();
  const { money: formatMoney } = useFormat();
  const [amount, setAmount] = useState('');
  const cancelled = info.state === 'CANCELLED';
  const [reason, setReason] = useState<RefundReason | ''>(cancelled ? 'CANCELLATION' : '');
  const credit = creditCents(info);
  // A booking's state can change under the form (cancelled from the same panel).
  const offered = REFUND_REASONS.filter((r) => (cancelled ? r === 'CANCELLATION' : r !== 'CANCELLATION'));
  const chosen = reason !== '' && offered.includes(reason) ? reason : '';
  return (
    <form
      className={styles.form}
      onSubmit={async (e) => {
        e.preventDefault();
        if (chosen === '') return;
        if (await onRefund(amount, chosen)) setAmount('');
      }}
    >
      <Field label={t('deskPricing.refundReason.label')} required>
        <Select
          value={chosen}
          onChange={(_e, d) => {
            const next = d.value as RefundReason | '';
            setReason(next);
            // Paid above the total: the amount owed back is the natural amount.
            if (next === 'OVERPAID' && amount === '') setAmount(fromCents(credit));
          }}
        >
          <option value="">{t('deskPricing.refundReason.choose')}</option>
          {offered.map((r) => (
            <option key={r} value={r}>
              {t(`deskPricing.refundReason.${r}` as MessageKey)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('bookingsWeb.field.refundAmount')}>
        <Input value={amount} inputMode="decimal" onChange={(_e, d) => setAmount(amountInput(d.value))} />
      </Field>
      <Button type="submit" disabled={busy || chosen === '' || info.paidCents - info.refundedCents <= 0}>
        {t('bookingsWeb.action.refund')}
      </Button>
      {credit > 0 && !cancelled && (
        <Text>{t('deskPricing.credit', { amount: formatMoney(credit, info.currency) })}</Text>
      )}
    </form>
  );
}
