import { Button, Checkbox, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useBookingDeskQuoteQuery } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

export interface DeskPriceValue {
  discountCode: string | null;
  dealId: number | null;
}

export interface DeskPriceProps {
  locationCode: string;
  activityId: number;
  guests: number;
  offerings: { productId: number; name: string; quantity: number; unitPrice: string }[];
  currency: string;
  value: DeskPriceValue;
  onChange: (value: DeskPriceValue) => void;
}

/**
 * The New booking dialog's price: a discount code and the live lightning deal, priced by the server
 * with the guest shop's rules (bookingDeskQuote) so the desk sees what will be charged, or why the
 * code cannot be used, before confirming.
 */
export function DeskPrice({ locationCode, activityId, guests, offerings, currency, value, onChange }: DeskPriceProps) {
  const t = useT();
  const styles = useStyles();
  const { money: formatMoney } = useFormat();
  const [typed, setTyped] = useState(value.discountCode ?? '');
  const { data, previousData, error, loading } = useBookingDeskQuoteQuery({
    variables: { input: { locationCode, activityId, guests: Math.max(1, guests), offerings, ...value } },
  });
  // While a new price is asked, the last one stays on screen.
  const quote = (data ?? previousData)?.bookingDeskQuote;
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <div>
      {quote?.liveDeal && (
        <Checkbox
          checked={value.dealId === quote.liveDeal.id}
          onChange={(_e, d) => onChange({ ...value, dealId: d.checked ? quote.liveDeal!.id : null })}
          label={t('deskPricing.deal.apply', {
            name: quote.liveDeal.name,
            amount: money(quote.liveDeal.savingCents),
          })}
        />
      )}
      <div className={styles.row}>
        <Field
          label={t('deskPricing.discount.code')}
          validationMessage={error && value.discountCode ? error.message : undefined}
        >
          <Input value={typed} maxLength={30} onChange={(_e, d) => setTyped(d.value)} />
        </Field>
        <Button
          disabled={typed.trim() === '' || typed.trim() === value.discountCode}
          onClick={() => onChange({ ...value, discountCode: typed.trim() })}
        >
          {t('deskPricing.discount.apply')}
        </Button>
        {value.discountCode && (
          <Button
            onClick={() => {
              setTyped('');
              onChange({ ...value, discountCode: null });
            }}
          >
            {t('deskPricing.discount.remove')}
          </Button>
        )}
      </div>
      <div role="status">
        {loading && !quote && <Text block>{t('deskPricing.price.checking')}</Text>}
        {quote && quote.discountCents > 0 && (
          <Text block>{t('deskPricing.price.list', { amount: money(quote.listCents + quote.addOnsCents) })}</Text>
        )}
        {quote?.discountCode && !error && (
          <Text block>
            {t('deskPricing.discount.applied', { code: quote.discountCode, amount: money(quote.discountCents) })}
          </Text>
        )}
        {quote && (
          <Text block weight="semibold">
            {t('bookingsDesk.total', { amount: money(quote.totalCents) })}
          </Text>
        )}
      </div>
    </div>
  );
}
