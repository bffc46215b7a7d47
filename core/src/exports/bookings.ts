import { BOOKINGS_INDEX, time12 } from '../bookings/rules.ts';
import type { ExportColumn } from './columns.ts';
import { fromCentsValue } from './columns.ts';

/** A row of the REST bookings list, as far as the export reads it. */
export interface BookingExportRow {
  confirmationCode: string;
  bookingDate: string;
  startTime: string;
  locationName: string;
  activityName: string;
  holder: { firstName: string; lastName: string };
  guests: number;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  state: string;
}

/** The bookings list's columns, in the screen's order; dates ISO, times as on screen, money as numbers. */
export const BOOKING_EXPORT_COLUMNS: readonly ExportColumn<BookingExportRow>[] = [
  { key: 'code', label: 'bookingsWeb.col.code', kind: 'text', value: (b) => b.confirmationCode },
  { key: 'date', label: 'bookingsWeb.col.date', kind: 'text', value: (b) => b.bookingDate },
  { key: 'time', label: 'bookingsWeb.col.time', kind: 'text', value: (b) => time12(b.startTime) },
  { key: 'location', label: 'bookingsWeb.col.location', kind: 'text', value: (b) => b.locationName },
  { key: 'activity', label: 'bookingsWeb.col.activity', kind: 'text', value: (b) => b.activityName },
  {
    key: 'holder',
    label: 'bookingsWeb.col.holder',
    kind: 'text',
    value: (b) => `${b.holder.firstName} ${b.holder.lastName}`,
  },
  { key: 'guests', label: 'bookingsWeb.col.guests', kind: 'number', value: (b) => b.guests },
  { key: 'total', label: 'bookingsWeb.col.total', kind: 'money', value: (b) => fromCentsValue(b.totalCents) },
  {
    key: 'paid',
    label: 'bookingsWeb.col.paid',
    kind: 'money',
    value: (b) => fromCentsValue(b.paidCents - b.refundedCents),
  },
  { key: 'state', label: 'bookingsWeb.col.state', kind: 'text', value: (b) => b.state },
];

/** The list filters the bookings export takes from the screen's URL state (same names). */
export const BOOKING_EXPORT_FILTERS = [
  'search',
  'location',
  'bookingDate',
  'startDate',
  'state',
  'category',
  'checked',
  'role',
  'membership',
  'guestSegment',
] as const;

/** The bookings list's own permission module, which an export also needs (VIEW). */
export const BOOKING_EXPORT_MODULE = BOOKINGS_INDEX;
