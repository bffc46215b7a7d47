import { BOOKING_SEARCH_DEBOUNCE_MS, BOOKINGS_INDEX, usFromIso } from '@marquee/core/bookings/rules';
import { DEFAULT_PAGE_SIZE } from '@marquee/core/constants';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ExportMenu } from '../../exports/ExportMenu.tsx';
import {
  type BookingState,
  type GuestMembershipStatus,
  useBookingFilterChoicesQuery,
  useBookingGuestSegmentsQuery,
  useBookingsQuery,
  useLocationChoicesQuery,
} from '../../../generated/graphql.ts';
import { useDebouncedCallback } from '../../../hooks/useDebouncedCallback.ts';
import { usePermission } from '../../../hooks/usePermission.ts';
import { BookingDetailContainer } from '../detail/BookingDetailContainer.tsx';
import { type BookingListFilters, BookingsPage } from './BookingsPage.tsx';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,9}$/;
const CHECKED = ['true', 'false'];
const MEMBERSHIP = ['ACTIVE', 'EXPIRED', 'NONE'];

/**
 * The list's state lives in the URL (filters, page, open booking): a filter change goes back to
 * page 0, a page change keeps the filters (spec/3 §4).
 */
export function BookingsContainer() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const iso = (name: string) => (ISO.test(params.get(name) ?? '') ? params.get(name)! : '');
  const id = (name: string) => (ID.test(params.get(name) ?? '') ? params.get(name)! : '');
  const filters: BookingListFilters = {
    search: params.get('search') ?? '',
    location: params.get('location') ?? '',
    bookingDate: iso('bookingDate'),
    startDate: iso('startDate'),
    state: params.get('state') ?? '',
    category: id('category'),
    checked: CHECKED.includes(params.get('checked') ?? '') ? params.get('checked')! : '',
    role: id('role'),
    membership: MEMBERSHIP.includes(params.get('membership') ?? '') ? params.get('membership')! : '',
    guestSegment: id('guestSegment'),
  };
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const rowsPerPage = Math.min(
    100,
    Math.max(1, Number(params.get('rowsPerPage') ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE),
  );
  const booking = params.get('booking');
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    navigate(next.size ? `${path}?${next}` : path, { replace: true });
  };
  const [searchText, setSearchText] = useState(filters.search);
  const pushSearch = useDebouncedCallback(
    (text: string) => update({ search: text.trim(), page: null }),
    BOOKING_SEARCH_DEBOUNCE_MS,
  );
  // The guest-segment lookup: by the chosen location, its search typed and sent 500 ms later.
  const [segmentText, setSegmentText] = useState('');
  const [segmentSearch, setSegmentSearch] = useState('');
  const pushSegmentSearch = useDebouncedCallback(
    (text: string) => setSegmentSearch(text.trim()),
    BOOKING_SEARCH_DEBOUNCE_MS,
  );
  const segments = useBookingGuestSegmentsQuery({
    variables: { locationCode: filters.location || null, search: segmentSearch || null },
  });
  const permissions = usePermission(BOOKINGS_INDEX);
  const locations = useLocationChoicesQuery();
  const choices = useBookingFilterChoicesQuery();
  const list = useBookingsQuery({
    variables: {
      filter: {
        search: filters.search || null,
        location: filters.location || null,
        bookingDate: filters.bookingDate ? usFromIso(filters.bookingDate) : null,
        state: (filters.state || null) as BookingState | null,
        startDate: filters.startDate ? usFromIso(filters.startDate) : null,
        category: filters.category ? Number(filters.category) : null,
        checked: filters.checked ? filters.checked === 'true' : null,
        role: filters.role ? Number(filters.role) : null,
        membership: (filters.membership || null) as GuestMembershipStatus | null,
        guestSegment: filters.guestSegment ? Number(filters.guestSegment) : null,
      },
      page,
      rowsPerPage,
    },
    fetchPolicy: 'cache-and-network',
  });
  const openId = booking && /^\d+$/.test(booking) ? Number(booking) : null;
  return (
    <BookingsPage
      filters={filters}
      searchText={searchText}
      onSearchText={(text) => {
        setSearchText(text);
        pushSearch(text);
      }}
      onFilter={(changes) => update({ ...changes, page: null })}
      locations={(locations.data?.locations ?? []).map((l) => ({ code: l.code, name: l.name }))}
      categories={choices.data?.bookingFilters.categories ?? []}
      roles={choices.data?.bookingFilters.roles ?? []}
      segmentText={segmentText}
      onSegmentText={(text) => {
        setSegmentText(text);
        pushSegmentSearch(text);
      }}
      segments={segments.data?.bookingGuestSegments.rows ?? []}
      page={list.data?.bookings}
      loading={list.loading}
      onPage={(p) => update({ page: p === 0 ? null : String(p) })}
      onOpen={(id) => update({ booking: String(id) })}
      exportMenu={<ExportMenu list="bookings" search={search} />}
      detail={
        openId !== null && permissions.canDetailView ? (
          <BookingDetailContainer
            key={openId}
            bookingId={openId}
            source="list"
            onClose={() => update({ booking: null })}
          />
        ) : null
      }
    />
  );
}
