import type { MessageKey } from '@marquee/core/messages/en';
import {
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
import type { ReactNode } from 'react';
import type { BookingsQuery } from '../../../generated/graphql.ts';
import { useMediaQuery } from '../../../hooks/useMediaQuery.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  // Beside an open booking the table has about 700 px: columns take their content's width (text
  // wraps between words) rather than fixed equal shares that made codes and dates overlap; a
  // still-too-wide table scrolls inside its box.
  scroll: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  cards: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  card: {
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    margin: 0,
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
});

const COLUMNS = ['code', 'date', 'time', 'location', 'activity', 'holder', 'guests', 'total', 'paid', 'state'] as const;
type Column = (typeof COLUMNS)[number];
type Row = BookingsQuery['bookings']['rows'][number];

/**
 * The bookings of a page: a table where it fits; on a phone (≤ 760 px) one card per booking with
 * every column as a labelled line, so no column is cut off or scrolled out of sight.
 */
export function BookingsTable({ rows, onOpen }: { rows: Row[]; onOpen: (id: number) => void }) {
  const t = useT();
  const styles = useStyles();
  const { money: formatMoney, wallTime, clock } = useFormat();
  const phone = useMediaQuery('(max-width: 760px)');
  const cells = (b: Row): Record<Column, ReactNode> => ({
    code: (
      <Button
        appearance="transparent"
        aria-label={t('bookingsWeb.list.open', { code: b.confirmationCode })}
        onClick={() => onOpen(b.id)}
      >
        {b.confirmationCode}
      </Button>
    ),
    date: wallTime(b.bookingDate),
    time: clock(b.startTime),
    location: b.locationName,
    activity: b.activityName,
    holder: `${b.holder.firstName} ${b.holder.lastName}`,
    guests: b.guests,
    total: formatMoney(b.totalCents, b.currency),
    paid: formatMoney(b.paidCents - b.refundedCents, b.currency),
    state: t(`bookings.state.${b.state}` as MessageKey),
  });
  const label = (c: Column) => t(`bookingsWeb.col.${c}` as MessageKey);
  if (phone) {
    return (
      <ul className={styles.cards} aria-label={t('menu.bookings')}>
        {rows.map((b) => {
          const c = cells(b);
          return (
            <li key={b.id} className={styles.card}>
              {c.code}
              <dl className={styles.fields}>
                {COLUMNS.filter((k) => k !== 'code').map((k) => (
                  <div key={k} style={{ display: 'contents' }}>
                    <dt>
                      <Text size={200}>{label(k)}</Text>
                    </dt>
                    <dd>
                      <Text>{c[k]}</Text>
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} aria-label={t('menu.bookings')}>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableHeaderCell key={c}>{label(c)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((b) => {
            const c = cells(b);
            return (
              <TableRow key={b.id}>
                {COLUMNS.map((k) => (
                  <TableCell key={k}>{c[k]}</TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
