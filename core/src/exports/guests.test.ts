import { describe, expect, it } from 'vitest';
import type { GuestRow } from '../marketing/guests.ts';
import { en } from '../messages/en.ts';
import { GUEST_EXPORT_COLUMNS } from './guests.ts';

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
  lastVisit: '2026-11-01',
  tags: [
    { id: 1, name: 'VIP' },
    { id: 2, name: 'Party' },
  ],
  notesCount: 0,
  languageId: null,
};

describe('guests export columns', () => {
  it('are the screen columns with their labels and values', () => {
    for (const c of GUEST_EXPORT_COLUMNS) expect(en[c.label]).toBeTruthy();
    expect(GUEST_EXPORT_COLUMNS.map((c) => c.value(guest))).toEqual([
      'Ruiz, Ana',
      'ana@x.test',
      '5125550100',
      'Downtown',
      3,
      2,
      45.5,
      '2026-11-01',
      'VIP, Party',
    ]);
  });
});
