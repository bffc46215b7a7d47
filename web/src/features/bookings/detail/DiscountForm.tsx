import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { type BookingDetailFieldsFragment, useBookingDeskQuoteQuery } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  box: { display: 'grid', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

export interface DiscountFormProps {
  info: BookingDetailFieldsFragment['info'];
  busy: boolean;
  onApply: (discount: { discountCode?: string; dealId?: number }) => Promise<boolean>;
}

/**
 * A discount code or the live lightning deal on a booking already made: the server applies the
 * shop's rules and prices the booking again; its refusal (expired, used up, not for this
 * activity, a code already applied) shows through the shared error toast.
 */
export function DiscountForm({ info, busy, onApply }: DiscountFormProps) {
  const t = useT();
  const styles = useStyles();
  const { money: formatMoney } = useFormat();
  const [code, setCode] = useState('');
  const { data } = useBookingDeskQuoteQuery({
    variables: { input: { locationCode: info.locationCode, activityId: info.activityId, guests: info.guests } },
  });
  const deal = data?.bookingDeskQuote.liveDeal;
  return (
    <section className={styles.box} aria-label={t('deskPricing.apply.title')}>
      <Text weight="semibold">{t('deskPricing.apply.title')}</Text>
      <form
        className={styles.row}
        onSubmit={async (e) => {
          e.preventDefault();
          if (await onApply({ discountCode: code.trim() })) setCode('');
        }}
      >
        <Field label={t('deskPricing.discount.code')}>
          <Input value={code} maxLength={30} onChange={(_e, d) => setCode(d.value)} />
        </Field>
        <Button type="submit" disabled={busy || code.trim() === ''}>
          {t('deskPricing.discount.apply')}
        </Button>
      </form>
      {deal && (
        <div className={styles.row}>
          <Button disabled={busy} onClick={() => void onApply({ dealId: deal.id })}>
            {t('deskPricing.deal.apply', {
              name: deal.name,
              amount: formatMoney(deal.savingCents, info.currency),
            })}
          </Button>
        </div>
      )}
    </section>
  );
}
