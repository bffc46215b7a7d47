import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { testBooking } from '../manager/testBooking.ts';
import { BookingsTable } from './BookingsTable.tsx';

/** The window as wide as a phone (matches every media query) or not. */
function phone(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as never,
  );
}
afterEach(() => vi.unstubAllGlobals());

const row = testBooking().info;

describe('BookingsTable', () => {
  it('on a phone, shows every column of a booking as a labelled line, and opens it', () => {
    phone(true);
    const onOpen = vi.fn();
    renderWithProviders(<BookingsTable rows={[row]} onOpen={onOpen} />);
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('listitem');
    for (const label of ['Date', 'Time', 'Location', 'Activity', 'Holder', 'Guests', 'Total', 'Paid', 'State']) {
      expect(within(card).getByText(label)).toBeTruthy();
    }
    expect(within(card).getByText(`${row.holder.firstName} ${row.holder.lastName}`)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: `Open booking ${row.confirmationCode}` }));
    expect(onOpen).toHaveBeenCalledWith(row.id);
  });

  it('is a table where it fits', () => {
    phone(false);
    renderWithProviders(<BookingsTable rows={[row]} onOpen={() => undefined} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(10);
  });
});
