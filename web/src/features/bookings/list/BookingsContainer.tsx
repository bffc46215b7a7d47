import { BOOKING_SEARCH_DEBOUNCE_MS, BOOKINGS_INDEX, usFromIso } from '@marquee/core/bookings/rules';
import { DEFAULT_PAGE_SIZE } from '@marquee/core/constants';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type BookingState, useBookingsQuery, useLocationChoicesQuery } from '../../../generated/graphql.ts';
import { useDebouncedCallback } from '../../../hooks/useDebouncedCallback.ts';
import { usePermission } from '../../../hooks/usePermission.ts';
import { BookingDetailContainer } from '../detail/BookingDetailContainer.tsx';
import { type BookingListFilters, BookingsPage } from './BookingsPage.tsx';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's state lives in the URL (filters, page, open booking): a filter change goes back to
 * page 0, a page change keeps the filters (spec/3 §4).
 */
export function BookingsContainer() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const filters: BookingListFilters = {
    search: params.get('search') ?? '',
    location: params.get('location') ?? '',
    bookingDate: ISO.test(params.get('bookingDate') ?? '') ? params.get('bookingDate')! : '',
    state: params.get('state') ?? '',
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
  const permissions = usePermission(BOOKINGS_INDEX);
  const locations = useLocationChoicesQuery();
  const list = useBookingsQuery({
    variables: {
      filter: {
        search: filters.search || null,
        location: filters.location || null,
        bookingDate: filters.bookingDate ? usFromIso(filters.bookingDate) : null,
        state: (filters.state || null) as BookingState | null,
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
      page={list.data?.bookings}
      loading={list.loading}
      onPage={(p) => update({ page: p === 0 ? null : String(p) })}
      onOpen={(id) => update({ booking: String(id) })}
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
