import { time12, usFromIso } from '@marquee/core/bookings/rules';
import type { MessageKey } from '@marquee/core/messages/en';
import {
  Button,
  Field,
  Input,
  makeStyles,
  Select,
  Spinner,
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
import { PageHeading } from '../../../components/PageHeading.tsx';
import type { BookingsQuery } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';
import { formatCents } from '../detail/money.ts';

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    marginBottom: tokens.spacingVerticalL,
  },
  pager: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', marginTop: tokens.spacingVerticalM },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(320px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

export interface BookingListFilters {
  search: string;
  location: string;
  /** ISO; the filter sends it as MM/DD/YYYY. */
  bookingDate: string;
  state: string;
}

export interface BookingsPageProps {
  filters: BookingListFilters;
  /** The search box's text (the URL's search follows it 500 ms later). */
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (changes: Partial<BookingListFilters>) => void;
  locations: { code: string; name: string }[];
  page: BookingsQuery['bookings'] | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  detail: ReactNode;
}

/** /club-booking/bookings: the booking filter (spec/3 §2), a server-paged table, the open booking. */
export function BookingsPage(p: BookingsPageProps) {
  const t = useT();
  const styles = useStyles();
  const { locale } = useFormat();
  const rows = p.page?.rows ?? [];
  const from = p.page ? p.page.page * p.page.rowsPerPage : 0;
  const table = (
    <div>
      {p.loading && !p.page && <Spinner />}
      {p.page && rows.length === 0 && <Text>{t('bookingsWeb.list.empty')}</Text>}
      {rows.length > 0 && (
        <Table aria-label={t('menu.bookings')}>
          <TableHeader>
            <TableRow>
              {(
                ['code', 'date', 'time', 'location', 'activity', 'holder', 'guests', 'total', 'paid', 'state'] as const
              ).map((c) => (
                <TableHeaderCell key={c}>{t(`bookingsWeb.col.${c}` as MessageKey)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((b) => (
              <TableRow key={b.id}>
                <TableCell>
                  <Button
                    appearance="transparent"
                    aria-label={t('bookingsWeb.list.open', { code: b.confirmationCode })}
                    onClick={() => p.onOpen(b.id)}
                  >
                    {b.confirmationCode}
                  </Button>
                </TableCell>
                <TableCell>{usFromIso(b.bookingDate)}</TableCell>
                <TableCell>{time12(b.startTime)}</TableCell>
                <TableCell>{b.locationName}</TableCell>
                <TableCell>{b.activityName}</TableCell>
                <TableCell>
                  {b.holder.firstName} {b.holder.lastName}
                </TableCell>
                <TableCell>{b.guests}</TableCell>
                <TableCell>{formatCents(b.totalCents, b.currency, locale)}</TableCell>
                <TableCell>{formatCents(b.paidCents - b.refundedCents, b.currency, locale)}</TableCell>
                <TableCell>{t(`bookings.state.${b.state}` as MessageKey)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {p.page && p.page.total > 0 && (
        <div className={styles.pager}>
          <Button disabled={p.page.page === 0} onClick={() => p.onPage(p.page!.page - 1)}>
            {t('bookingsWeb.list.previous')}
          </Button>
          <Text>{t('bookingsWeb.list.range', { from: from + 1, to: from + rows.length, total: p.page.total })}</Text>
          <Button disabled={from + rows.length >= p.page.total} onClick={() => p.onPage(p.page!.page + 1)}>
            {t('bookingsWeb.list.next')}
          </Button>
        </div>
      )}
    </div>
  );
  return (
    <div>
      <PageHeading>{t('menu.bookings')}</PageHeading>
      <div className={styles.filters}>
        <Field label={t('bookingsWeb.filter.search')}>
          <Input value={p.searchText} onChange={(_e, d) => p.onSearchText(d.value)} />
        </Field>
        <Field label={t('bookingsWeb.filter.location')}>
          <Select value={p.filters.location} onChange={(_e, d) => p.onFilter({ location: d.value })}>
            <option value="">{t('bookingsWeb.filter.allLocations')}</option>
            {p.locations.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('bookingsWeb.filter.bookingDate')}>
          <Input type="date" value={p.filters.bookingDate} onChange={(_e, d) => p.onFilter({ bookingDate: d.value })} />
        </Field>
        <Field label={t('bookingsWeb.filter.state')}>
          <Select value={p.filters.state} onChange={(_e, d) => p.onFilter({ state: d.value })}>
            <option value="">{t('bookingsWeb.filter.allStates')}</option>
            <option value="BOOKED">{t('bookings.state.BOOKED')}</option>
            <option value="CANCELLED">{t('bookings.state.CANCELLED')}</option>
          </Select>
        </Field>
      </div>
      {p.detail ? (
        <div className={styles.body}>
          {table}
          {p.detail}
        </div>
      ) : (
        table
      )}
    </div>
  );
}
