import { BOOKING_SEARCH_DEBOUNCE_MS } from '@marquee/core/bookings/rules';
import { useState } from 'react';
import { useBookingHoldersQuery } from '../../../generated/graphql.ts';
import { useDebouncedCallback } from '../../../hooks/useDebouncedCallback.ts';

/**
 * A guest search of the master client (name, e-mail, phone) that asks the server 500 ms after the
 * last keystroke (spec/3 §5 holder searches); `text` is what the box shows.
 */
export function useGuestSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const later = useDebouncedCallback(setSearch, BOOKING_SEARCH_DEBOUNCE_MS);
  const found = useBookingHoldersQuery({ variables: { search }, skip: search.trim() === '' });
  return {
    text,
    onType: (value: string) => {
      setText(value);
      later(value);
    },
    /** Empties the box and the results (after a pick). */
    clear: () => {
      later.cancel();
      setText('');
      setSearch('');
    },
    guests: search.trim() === '' ? undefined : found.data?.bookingHolders,
  };
}
