import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { BOOKING_EXPORT_COLUMNS, type BookingExportRow } from './bookings.ts';

const row: BookingExportRow = {
  confirmationCode: 'AB12CD',
  bookingDate: '2026-12-05',
  startTime: '13:30',
  locationName: 'Downtown',
  activityName: 'Laser tag',
  holder: { firstName: 'Ana', lastName: 'Ruiz' },
  guests: 4,
  totalCents: 12345,
  paidCents: 10000,
  refundedCents: 2500,
  state: 'BOOKED',
};

describe('bookings export columns', () => {
  it('are the screen columns, in its order, with their labels', () => {
    expect(BOOKING_EXPORT_COLUMNS.map((c) => c.key)).toEqual([
      'code',
      'date',
      'time',
      'location',
      'activity',
      'holder',
      'guests',
      'total',
      'paid',
      'state',
    ]);
    for (const c of BOOKING_EXPORT_COLUMNS) expect(en[c.label]).toBeTruthy();
  });

  it('give ISO dates, the screen time, money in units and paid less refunds', () => {
    expect(BOOKING_EXPORT_COLUMNS.map((c) => c.value(row))).toEqual([
      'AB12CD',
      '2026-12-05',
      '1:30 PM',
      'Downtown',
      'Laser tag',
      'Ana Ruiz',
      4,
      123.45,
      75,
      'BOOKED',
    ]);
  });
});
