import { openSlots } from '@marquee/core/bookings/rules';
import { Button, Field, Input, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { BookingRescheduleOptionsQuery } from '../../../generated/graphql.ts';
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
  quote: { flexBasis: '100%' },
});

export type RescheduleOption = BookingRescheduleOptionsQuery['bookingRescheduleOptions'][number];

export interface RescheduleFormProps {
  /** The location's activities on `date`, with their times and the price of the move (null: loading). */
  options: RescheduleOption[] | null;
  failed: boolean;
  date: string;
  onDate: (date: string) => void;
  guests: number;
  currency: string;
  busy: boolean;
  onReschedule: (date: string, startTime: string, activityId: number) => Promise<boolean>;
}

/**
 * Reschedule to another time or another activity of the location: the times offered have places
 * for the party (each with the places left), and the new price with what is then due or to refund
 * is shown before the desk confirms (core rescheduleQuote on the server).
 */
export function RescheduleForm({
  options,
  failed,
  date,
  onDate,
  guests,
  currency,
  busy,
  onReschedule,
}: RescheduleFormProps) {
  const t = useT();
  const styles = useStyles();
  const { money: formatMoney, clock } = useFormat();
  const [picked, setPicked] = useState<number | null>(null);
  const [time, setTime] = useState('');
  const option = options?.find((o) => o.activityId === picked) ?? options?.find((o) => o.current) ?? options?.[0];
  const times = option
    ? openSlots(option.slots.filter((s) => !s.started)).filter(
        (s) => s.slotsRemaining === null || s.slotsRemaining >= guests,
      )
    : [];
  const money = (cents: number) => formatMoney(cents, currency);
  const diff = option?.differenceCents ?? 0;
  return (
    <form
      className={styles.form}
      onSubmit={async (e) => {
        e.preventDefault();
        if (option && (await onReschedule(date, time, option.activityId))) setTime('');
      }}
    >
      <Field label={t('bookingsWeb.field.newDate')}>
        <Input type="date" value={date} onChange={(_e, d) => onDate(d.value)} />
      </Field>
      <Field label={t('deskPricing.reschedule.activity')}>
        <Select
          value={option ? String(option.activityId) : ''}
          disabled={!options || options.length === 0}
          onChange={(_e, d) => {
            setPicked(Number(d.value));
            setTime('');
          }}
        >
          {(options ?? []).map((o) => (
            <option key={o.activityId} value={o.activityId}>
              {o.name} · {o.resourceName}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('bookingsWeb.field.newTime')}>
        <Select value={time} disabled={times.length === 0} onChange={(_e, d) => setTime(d.value)}>
          <option value="" />
          {times.map((s) => (
            <option key={s.startTime} value={s.startTime}>
              {s.slotsRemaining === null
                ? t('deskPricing.reschedule.unlimited', { time: clock(s.startTime) })
                : t('deskPricing.reschedule.placesLeft', { time: clock(s.startTime), places: s.slotsRemaining })}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" disabled={busy || time === '' || !option}>
        {t('bookingsWeb.action.reschedule')}
      </Button>
      <div className={styles.quote} aria-live="polite">
        {!options && !failed && <Spinner size="tiny" label={t('deskPricing.price.checking')} />}
        {failed && <Text>{t('bookingsWeb.loadFailed')}</Text>}
        {option && times.length === 0 && <Text block>{t('deskPricing.reschedule.noTimes')}</Text>}
        {option && (
          <Text block>
            {t('deskPricing.reschedule.newPrice', { amount: money(option.totalCents) })} ·{' '}
            {diff > 0
              ? t('deskPricing.reschedule.due', { amount: money(diff) })
              : diff < 0
                ? t('deskPricing.reschedule.refund', { amount: money(-diff) })
                : t('deskPricing.reschedule.even')}
          </Text>
        )}
      </div>
    </form>
  );
}
