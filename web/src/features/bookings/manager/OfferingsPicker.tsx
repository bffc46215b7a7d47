import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { BookingOfferingChoicesQuery } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  quantity: { width: '90px' },
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

export type OfferingChoice = BookingOfferingChoicesQuery['bookingOfferingChoices'][number];

/** An add-on on the new booking: its choice and how many. */
export interface OfferingLine {
  choice: OfferingChoice;
  quantity: number;
}

/** A quantity within the offering's least and most (spec: inventory quantities 1–9,999). */
export function clampQuantity(choice: OfferingChoice, quantity: number): number {
  const most = choice.maxQuantity ?? 9999;
  return Math.min(Math.max(Math.trunc(quantity) || 0, Math.max(1, choice.minQuantity)), most);
}

export const linesCents = (lines: readonly OfferingLine[]) =>
  lines.reduce((sum, l) => sum + l.quantity * l.choice.unitCents, 0);

export interface OfferingsPickerProps {
  choices: readonly OfferingChoice[];
  lines: readonly OfferingLine[];
  onChange: (lines: OfferingLine[]) => void;
  currency: string;
}

/**
 * The new booking's add-ons: pick one of the location's add-ons (offerings of type ADD_ON; the
 * server lists no others) and a quantity; adding it again adds up. Says so when there are none.
 */
export function OfferingsPicker({ choices, lines, onChange, currency }: OfferingsPickerProps) {
  const t = useT();
  const styles = useStyles();
  const { money: formatMoney } = useFormat();
  const [picked, setPicked] = useState('');
  const [quantity, setQuantity] = useState('1');
  const choice = choices.find((c) => String(c.offeringId) === picked);
  const add = () => {
    if (!choice) return;
    const existing = lines.find((l) => l.choice.offeringId === choice.offeringId);
    const wanted = Number(quantity) + (existing?.quantity ?? 0);
    const line = { choice, quantity: clampQuantity(choice, wanted) };
    onChange(existing ? lines.map((l) => (l === existing ? line : l)) : [...lines, line]);
    setPicked('');
    setQuantity('1');
  };
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
      <legend>
        <Text weight="semibold">{t('bookingsDesk.offerings.title')}</Text>
      </legend>
      {choices.length === 0 && <Text>{t('bookingsDesk.offerings.none')}</Text>}
      {choices.length > 0 && (
        <div className={styles.row}>
          <Field label={t('bookingsDesk.offerings.choose')}>
            <Select
              value={picked}
              onChange={(_e, d) => {
                setPicked(d.value);
                const c = choices.find((x) => String(x.offeringId) === d.value);
                if (c) setQuantity(String(clampQuantity(c, 1)));
              }}
            >
              <option value="" />
              {choices.map((c) => (
                <option key={c.offeringId} value={c.offeringId}>
                  {c.name} · {formatMoney(c.unitCents, currency)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('bookingsDesk.offerings.quantity')}>
            <Input
              className={styles.quantity}
              type="number"
              min={choice ? Math.max(1, choice.minQuantity) : 1}
              max={choice?.maxQuantity ?? 9999}
              value={quantity}
              onChange={(_e, d) => setQuantity(d.value)}
            />
          </Field>
          <Button disabled={!choice || !/^\d+$/.test(quantity) || Number(quantity) < 1} onClick={add}>
            {t('bookingsDesk.offerings.add')}
          </Button>
        </div>
      )}
      {lines.length > 0 && (
        <ul className={styles.lines}>
          {lines.map((l) => (
            <li key={l.choice.offeringId}>
              {t('bookingsDesk.offerings.line', {
                quantity: l.quantity,
                name: l.choice.name,
                amount: formatMoney(l.quantity * l.choice.unitCents, currency),
              })}{' '}
              <Button size="small" appearance="subtle" onClick={() => onChange(lines.filter((x) => x !== l))}>
                {t('bookingsDesk.offerings.remove', { name: l.choice.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
