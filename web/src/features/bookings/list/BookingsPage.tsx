import { Button, Field, Input, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { type ReactNode, useRef } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import type { BookingsQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { BookingsTable } from './BookingsTable.tsx';

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
    // Narrow, the detail goes under the list, as in the manager.
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export interface BookingListFilters {
  search: string;
  location: string;
  /** ISO; the filter sends it as MM/DD/YYYY. */
  bookingDate: string;
  /** ISO: bookings on or after; sent as MM/DD/YYYY. */
  startDate: string;
  state: string;
  /** Product category id, or ''. */
  category: string;
  /** 'true', 'false' or '' (either). */
  checked: string;
  /** Security role id of the staff who made the booking, or ''. */
  role: string;
  /** ACTIVE, EXPIRED, NONE or ''. */
  membership: string;
  /** Guest segment id, or ''. */
  guestSegment: string;
}

interface Choice {
  id: number;
  name: string;
}

const MEMBERSHIPS = [
  ['ACTIVE', 'marketing.membership.active'],
  ['EXPIRED', 'marketing.membership.expired'],
  ['NONE', 'marketing.membership.none'],
] as const;

export interface BookingsPageProps {
  filters: BookingListFilters;
  /** The search box's text (the URL's search follows it 500 ms later). */
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (changes: Partial<BookingListFilters>) => void;
  locations: { code: string; name: string }[];
  categories: Choice[];
  roles: Choice[];
  /** The guest-segment search box's text (the lookup follows it 500 ms later). */
  segmentText: string;
  onSegmentText: (text: string) => void;
  /** The segments the lookup found for the chosen location and search. */
  segments: (Choice & { locationName: string })[];
  page: BookingsQuery['bookings'] | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  /** The toolbar's Export menu (hidden without the export permission). */
  exportMenu?: ReactNode;
  detail: ReactNode;
}

/** /club-booking/bookings: the booking filter (spec/3 §2), a server-paged table, the open booking. */
export function BookingsPage(p: BookingsPageProps) {
  const t = useT();
  const styles = useStyles();
  const rows = p.page?.rows ?? [];
  // Names of the segments the lookup has shown, so a chosen one keeps its name after a new search.
  const seen = useRef(new Map<string, string>());
  const segmentLabel = (s: BookingsPageProps['segments'][number]) =>
    s.locationName ? s.name : t('bookingsWeb.filter.segmentEverywhere', { name: s.name });
  for (const s of p.segments) seen.current.set(String(s.id), segmentLabel(s));
  const from = p.page ? p.page.page * p.page.rowsPerPage : 0;
  const table = (
    <div>
      {p.loading && !p.page && <Spinner />}
      {p.page && rows.length === 0 && <Text>{t('bookingsWeb.list.empty')}</Text>}
      {rows.length > 0 && <BookingsTable rows={rows} onOpen={p.onOpen} />}
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
      {p.exportMenu}
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
        <Field label={t('bookingsWeb.filter.startDate')}>
          <Input type="date" value={p.filters.startDate} onChange={(_e, d) => p.onFilter({ startDate: d.value })} />
        </Field>
        <Field label={t('bookingsWeb.filter.category')}>
          <Select value={p.filters.category} onChange={(_e, d) => p.onFilter({ category: d.value })}>
            <option value="">{t('bookingsWeb.filter.allCategories')}</option>
            {p.categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('bookingsWeb.filter.checked')}>
          <Select value={p.filters.checked} onChange={(_e, d) => p.onFilter({ checked: d.value })}>
            <option value="">{t('bookingsWeb.filter.checkedAny')}</option>
            <option value="true">{t('bookingsWeb.filter.checkedYes')}</option>
            <option value="false">{t('bookingsWeb.filter.checkedNo')}</option>
          </Select>
        </Field>
        <Field label={t('bookingsWeb.filter.role')}>
          <Select value={p.filters.role} onChange={(_e, d) => p.onFilter({ role: d.value })}>
            <option value="">{t('bookingsWeb.filter.allRoles')}</option>
            {p.roles.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('bookingsWeb.filter.membership')}>
          <Select value={p.filters.membership} onChange={(_e, d) => p.onFilter({ membership: d.value })}>
            <option value="">{t('bookingsWeb.filter.allMemberships')}</option>
            {MEMBERSHIPS.map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('bookingsWeb.filter.guestSegmentSearch')}>
          <Input type="search" value={p.segmentText} onChange={(_e, d) => p.onSegmentText(d.value)} />
        </Field>
        <Field label={t('bookingsWeb.filter.guestSegment')}>
          <Select value={p.filters.guestSegment} onChange={(_e, d) => p.onFilter({ guestSegment: d.value })}>
            <option value="">{t('bookingsWeb.filter.allGuests')}</option>
            {/* The chosen segment stays listed when the search no longer finds it. */}
            {p.filters.guestSegment && !p.segments.some((s) => String(s.id) === p.filters.guestSegment) && (
              <option value={p.filters.guestSegment}>
                {seen.current.get(p.filters.guestSegment) ??
                  t('bookingsWeb.filter.segmentNumber', { id: p.filters.guestSegment })}
              </option>
            )}
            {p.segments.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {segmentLabel(s)}
              </option>
            ))}
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
