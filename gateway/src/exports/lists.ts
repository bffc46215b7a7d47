/**
 * The lists a caller may export: each one's columns (core's definitions, shared with the screen),
 * its own permission module, and how its URL state becomes pages of its REST list endpoint.
 */
import { usFromIso } from '@marquee/core/bookings/rules';
import {
  BOOKING_EXPORT_COLUMNS,
  BOOKING_EXPORT_FILTERS,
  BOOKING_EXPORT_MODULE,
  type BookingExportRow,
} from '@marquee/core/exports/bookings';
import type { ExportColumn } from '@marquee/core/exports/columns';
import { MAX_ROWS_PER_PAGE } from '@marquee/core/resources/listState';
import type { Rest } from '../upstream/rest.ts';

type Query = Record<string, string>;

export interface ExportList<Row> {
  /** The file name before its extension. */
  fileName: string;
  module: number;
  columns: readonly ExportColumn<Row>[];
  /** Calls `each` with every page of the list, in the list's order, until the last one. */
  pages(rest: Rest, state: URLSearchParams, each: (rows: readonly Row[]) => Promise<void>): Promise<void>;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The bookings list's filters as its REST endpoint takes them (dates as the screen sends them). */
function bookingQuery(state: URLSearchParams): Query {
  const query: Query = {};
  for (const name of BOOKING_EXPORT_FILTERS) {
    const value = state.get(name)?.trim();
    if (!value) continue;
    if (name === 'bookingDate' || name === 'startDate') query[name] = ISO.test(value) ? usFromIso(value) : value;
    else if (name === 'membership') query[name] = value.toLowerCase();
    else query[name] = value;
  }
  return query;
}

const bookings: ExportList<BookingExportRow> = {
  fileName: 'bookings',
  module: BOOKING_EXPORT_MODULE,
  columns: BOOKING_EXPORT_COLUMNS,
  async pages(rest, state, each) {
    const query = bookingQuery(state);
    for (let page = 0; ; page++) {
      const { data } = await rest.get<{ data: BookingExportRow[] }>('/booking-manager/bookings', {
        ...query,
        page,
        rowsPerPage: MAX_ROWS_PER_PAGE,
      });
      if (data.length > 0) await each(data);
      if (data.length < MAX_ROWS_PER_PAGE) return;
    }
  },
};

/** Every exportable list by its name in the route (GET /exports/:list.csv|.xlsx). */
export const EXPORT_LISTS: Readonly<Record<string, ExportList<BookingExportRow>>> = { bookings };
