import { describe, expect, it } from 'vitest';
import { canUndoCheckIn, checkInProblem, duplicateReason, editDistance, validateDeskGuest } from './desk.ts';

const guest = { firstName: 'Ana', lastName: 'Lopez', email: '', phone: '', birthDate: '', marketingOptIn: false };

describe('desk guests', () => {
  it('needs both names and an e-mail or a phone; a birthday in the past', () => {
    expect(validateDeskGuest({ ...guest, phone: '555' }, '2026-11-27')).toEqual({});
    expect(validateDeskGuest(guest, '2026-11-27')).toEqual({ email: 'deskGuests.error.contact' });
    expect(validateDeskGuest({ ...guest, email: 'a@b', birthDate: '2026-11-28' }, '2026-11-27')).toEqual({
      email: 'validation.email',
      birthDate: 'deskGuests.error.birthDate',
    });
    expect(validateDeskGuest({ ...guest, phone: '1'.repeat(21) }, '2026-11-27')).toEqual({
      phone: 'deskGuests.error.phoneLength',
    });
  });

  it('finds duplicates by e-mail, phone, then a close name', () => {
    const other = { firstName: 'Anna', lastName: 'López', email: 'ANA@x.test', phone: '123' };
    expect(duplicateReason({ ...guest, email: 'ana@x.test' }, other)).toBe('EMAIL');
    expect(duplicateReason({ ...guest, phone: '123' }, other)).toBe('PHONE');
    expect(duplicateReason(guest, other)).toBe('NAME');
    expect(duplicateReason(guest, { ...other, firstName: 'Bartholomew' })).toBeNull();
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('check-in', () => {
  const b = { state: 'BOOKED', guests: 4, checkedInGuests: 1 };
  it('allows 1 to the guests left, never a canceled booking', () => {
    expect(checkInProblem(b, 3)).toBeNull();
    expect(checkInProblem(b, 4)).toMatchObject({ field: 'guests', values: { left: 3 } });
    expect(checkInProblem(b, 0)).toMatchObject({ field: 'guests' });
    expect(checkInProblem({ ...b, checkedInGuests: 4 }, 1)).toMatchObject({ key: 'deskGuests.error.allCheckedIn' });
    expect(checkInProblem({ ...b, state: 'CANCELLED' }, 1)).toMatchObject({ field: 'bookingId' });
    expect(canUndoCheckIn('2026-11-27', '2026-11-27')).toBe(true);
    expect(canUndoCheckIn('2026-11-26', '2026-11-27')).toBe(false);
  });
});
