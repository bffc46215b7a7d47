/**
 * The desk's rules: a guest created at the New booking dialog (what is required,
 * what a likely duplicate is) and a booking's check-in (how many may come in, when it can be
 * undone). One definition for the REST API, which enforces them, and the web, which shows them.
 */
import type { MessageKey } from '../messages/en.ts';
import { isGuestLanguage } from '../messages/languages.ts';
import { type FieldErrors, isEmail, isTooLong, PHONE_PATTERN } from '../validation.ts';
import { isIsoDate } from './rules.ts';

export interface DeskGuestInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD or ''. */
  birthDate: string;
  marketingOptIn: boolean;
  /** The language the guest's messages go in (languages id); null or absent: the location's. */
  languageId?: number | null;
}

export type DeskGuestField = 'firstName' | 'lastName' | 'email' | 'phone' | 'birthDate' | 'languageId';

/** A desk guest needs both names and a way to reach them (an e-mail or a phone). */
export function validateDeskGuest(v: DeskGuestInput, today: string): FieldErrors<DeskGuestField> {
  const errors: FieldErrors<DeskGuestField> = {};
  for (const f of ['firstName', 'lastName'] as const) {
    if (!v[f].trim()) errors[f] = 'validation.required';
    else if (isTooLong(v[f])) errors[f] = 'validation.tooLong';
  }
  const email = v.email.trim();
  const phone = v.phone.trim();
  if (email && !isEmail(email)) errors.email = 'validation.email';
  else if (isTooLong(email)) errors.email = 'validation.tooLong';
  if (!PHONE_PATTERN.test(phone)) errors.phone = 'validation.phone';
  else if (phone.length > 20) errors.phone = 'deskGuests.error.phoneLength';
  if (!email && !phone && !errors.email && !errors.phone) errors.email = 'deskGuests.error.contact';
  const birth = v.birthDate.trim();
  if (birth && (!isIsoDate(birth) || birth > today || birth < '1900-01-01'))
    errors.birthDate = 'deskGuests.error.birthDate';
  if (!isGuestLanguage(v.languageId)) errors.languageId = 'validation.guestLanguage';
  return errors;
}

/** Names compared for duplicates: lower case, accents and everything but letters and digits dropped. */
export function nameKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Edit distance (Levenshtein), for "a close name": Jon Smith / John Smith. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_v, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** At most this many edits between full names still count as "a close name". */
export const CLOSE_NAME_EDITS = 2;
/** Likely duplicates offered at most. */
export const MAX_DUPLICATES = 5;

export type DuplicateReason = 'EMAIL' | 'PHONE' | 'NAME';

/** Why an existing guest is likely the one being created; null: not a likely duplicate. */
export function duplicateReason(
  input: { firstName: string; lastName: string; email: string; phone: string },
  guest: { firstName: string; lastName: string; email: string; phone: string },
): DuplicateReason | null {
  const email = input.email.trim().toLowerCase();
  if (email && email === guest.email.trim().toLowerCase()) return 'EMAIL';
  const phone = input.phone.trim();
  if (phone && phone === guest.phone.trim()) return 'PHONE';
  const a = nameKey(input.firstName) + nameKey(input.lastName);
  const b = nameKey(guest.firstName) + nameKey(guest.lastName);
  if (a.length >= 3 && editDistance(a, b) <= CLOSE_NAME_EDITS) return 'NAME';
  return null;
}

export const DUPLICATE_REASON_KEYS: Record<DuplicateReason, MessageKey> = {
  EMAIL: 'deskGuests.duplicates.sameEmail',
  PHONE: 'deskGuests.duplicates.samePhone',
  NAME: 'deskGuests.duplicates.closeName',
};

/**
 * How many guests a check-in may add: at least one, at most those of the booking not yet in. A
 * canceled booking cannot be checked in.
 */
export function checkInProblem(
  b: { state: string; guests: number; checkedInGuests: number },
  guests: number,
): { field: 'bookingId' | 'guests'; key: MessageKey; values?: Record<string, number> } | null {
  if (b.state === 'CANCELLED') return { field: 'bookingId', key: 'deskGuests.error.checkInCancelled' };
  const left = Math.max(b.guests - b.checkedInGuests, 0);
  if (left === 0) return { field: 'guests', key: 'deskGuests.error.allCheckedIn' };
  if (!Number.isInteger(guests) || guests < 1 || guests > left) {
    return { field: 'guests', key: 'deskGuests.error.checkInGuests', values: { left } };
  }
  return null;
}

/** A check-in can be undone on the day it was made, in the location's zone. */
export const canUndoCheckIn = (checkInDay: string, today: string) => checkInDay === today;
