import type { MessageKey } from '@marquee/core/messages/en';
import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { BookingDetailFieldsFragment } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: '4px',
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  section: { marginTop: tokens.spacingVerticalL },
});

export interface BookingInfoViewProps {
  detail: BookingDetailFieldsFragment;
  /** Shown only where the caller may change the booking. */
  onRemoveOffering?: (offeringId: number) => void;
}

/** A booking's info, offerings, payment history and e-mails (spec/3 §3 booking detail). */
export function BookingInfoView({ detail, onRemoveOffering }: BookingInfoViewProps) {
  const t = useT();
  const styles = useStyles();
  const { money: formatMoney, date, time, wallTime } = useFormat();
  const { info } = detail;
  const money = (cents: number) => formatMoney(cents, info.currency);
  const facts: [MessageKey, string][] = [
    ['bookingsWeb.detail.when', wallTime(`${info.bookingDate}T${info.startTime}`)],
    ['bookingsWeb.detail.activity', `${info.activityName} (${info.productName})`],
    ['bookingsWeb.detail.resource', `${info.resourceName}, ${info.locationName}`],
    ['bookingsWeb.detail.holder', `${info.holder.firstName} ${info.holder.lastName} ${info.holder.email}`],
    ['bookingsWeb.detail.guests', String(info.guests)],
    ['bookingsWeb.detail.total', money(info.totalCents)],
    ['bookingsWeb.detail.paid', money(info.paidCents)],
    ['bookingsWeb.detail.refunded', money(info.refundedCents)],
    ['bookingsWeb.detail.balance', money(info.balanceCents)],
  ];
  return (
    <div>
      <Badge appearance="tint" color={info.state === 'CANCELLED' ? 'danger' : 'brand'}>
        {t(`bookings.state.${info.state}` as MessageKey)}
      </Badge>{' '}
      <Badge appearance="outline" color={info.isFullyPaid ? 'success' : 'warning'}>
        {t(info.isFullyPaid ? 'bookingsWeb.detail.fullyPaid' : 'bookingsWeb.detail.notPaid')}
      </Badge>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{t(label)}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
      {detail.offerings.length > 0 && (
        <section className={styles.section}>
          <Text weight="semibold">{t('bookingsWeb.detail.offerings')}</Text>
          <ul>
            {detail.offerings.map((o) => (
              <li key={o.id}>
                {o.quantity} × {o.name} ({money(o.amountCents)}){' '}
                {onRemoveOffering && (
                  <Button size="small" appearance="subtle" onClick={() => onRemoveOffering(o.id)}>
                    {t('bookingsWeb.detail.removeOffering', { name: o.name })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section}>
        <Text weight="semibold">{t('bookingsWeb.detail.payments')}</Text>
        {detail.paymentHistory.length === 0 ? (
          <Text block>{t('bookingsWeb.detail.noPayments')}</Text>
        ) : (
          <Table size="small" aria-label={t('bookingsWeb.detail.payments')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('bookingsWeb.col.when')}</TableHeaderCell>
                <TableHeaderCell>{t('bookingsWeb.col.kind')}</TableHeaderCell>
                <TableHeaderCell>{t('bookingsWeb.col.method')}</TableHeaderCell>
                <TableHeaderCell>{t('bookingsWeb.col.amount')}</TableHeaderCell>
                <TableHeaderCell>{t('bookingsWeb.col.takenBy')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {detail.paymentHistory.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    {date(new Date(p.createdAt))} {time(new Date(p.createdAt))}
                  </TableCell>
                  <TableCell>
                    {p.refundReason
                      ? t('deskPricing.history.refundFor', {
                          reason: t(`deskPricing.refundReason.${p.refundReason}` as MessageKey),
                        })
                      : t(`bookingsWeb.kind.${p.kind}` as MessageKey)}
                  </TableCell>
                  <TableCell>{t(`bookings.method.${p.method}` as MessageKey)}</TableCell>
                  <TableCell>{money(p.amountCents)}</TableCell>
                  {/* No one at the desk: the guest paid on the pay-by-link page (or the account is gone). */}
                  <TableCell>{p.takenBy ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <section className={styles.section}>
        <Text weight="semibold">{t('bookingsWeb.detail.emails')}</Text>
        {detail.emails.length === 0 ? (
          <Text block>{t('bookingsWeb.detail.noEmails')}</Text>
        ) : (
          <ul>
            {detail.emails.map((e) => (
              <li key={e.id}>
                {e.subject} → {e.to}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
