import { describe, expect, it } from 'vitest';
import type { GuestRow } from '../marketing/guests.ts';
import { en } from '../messages/en.ts';
import { SEGMENT_GUEST_EXPORT_COLUMNS, segmentExportId } from './segmentGuests.ts';

const guest: GuestRow = {
  id: 1,
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@x.test',
  phone: '5125550100',
  postalCode: '78701',
  birthDate: null,
  homeLocation: 'Downtown',
  visits: 3,
  bookings: 2,
  spendCents: 4550,
  lastVisit: null,
  tags: [],
  notesCount: 0,
  languageId: null,
};

describe('segment guests export columns', () => {
  it("are the sub-table's columns with their labels and values", () => {
    expect(SEGMENT_GUEST_EXPORT_COLUMNS.map((c) => en[c.label])).toEqual([
      en['marketing.guests.name'],
      en['marketing.guests.email'],
      en['marketing.guests.visits'],
      en['marketing.guests.spend'],
      en['marketing.guests.lastVisit'],
    ]);
    expect(SEGMENT_GUEST_EXPORT_COLUMNS.map((c) => c.value(guest))).toEqual(['Ruiz, Ana', 'ana@x.test', 3, 45.5, null]);
  });

  it('name a segment by a positive id only', () => {
    expect(segmentExportId('12')).toBe(12);
    expect(segmentExportId('0')).toBeNull();
    expect(segmentExportId('1e3')).toBeNull();
    expect(segmentExportId(null)).toBeNull();
  });
});
