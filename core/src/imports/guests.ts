/**
 * Guests import: a CSV or XLSX file of guests, one row each, created through the desk's guest path
 * (validateDeskGuest's rules, the same insert) in the caller's master client.
 *
 * Matching: a row whose e-mail (any case), else whose phone, is a guest's of the master client
 * already is that guest: nothing is written, not even a changed name (an import never overwrites
 * what the venue has edited since), and it counts as "already there". So the same file uploaded
 * again adds nothing, and a guest named twice in one file is created once.
 */
import { type DeskGuestInput, validateDeskGuest } from '../bookings/desk.ts';
import { type RowCells, type RowProblem, yesNo } from './rows.ts';

export const GUEST_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'locationCode',
  'marketingOptIn',
] as const;
export type GuestImportColumn = (typeof GUEST_IMPORT_COLUMNS)[number];
/** Without these the file is refused at upload: no row could be a guest. */
export const REQUIRED_GUEST_COLUMNS: readonly GuestImportColumn[] = ['firstName', 'lastName'];

/** The template: the header and two example guests (one reached by e-mail, one by phone only). */
export const GUEST_TEMPLATE_CSV = [
  GUEST_IMPORT_COLUMNS.join(','),
  'Ana,Lopez,ana@example.com,5551234567,1990-04-12,FZ1,yes',
  'Ben,Okafor,,5559876543,,,no',
  '',
].join('\r\n');

/** A spreadsheet's date cell reads as midnight UTC (file.ts): its date is the birth date. */
const dateOnly = (v: string) => (/^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(v) ? v.slice(0, 10) : v);

/** A row as the desk's guest input, and the home location's code when it names one. */
export interface GuestRowInput {
  input: DeskGuestInput;
  locationCode: string | null;
}

/** The row's guest, or its problems: the desk's rules (for `today` at the venue) and a yes/no consent. */
export function guestOfRow(
  cells: RowCells,
  today: string,
): { ok: true; guest: GuestRowInput } | { ok: false; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const optIn = yesNo(cells.marketingOptIn, false);
  if (optIn === undefined) problems.push({ column: 'marketingOptIn', key: 'imports.error.yesNo' });
  const input: DeskGuestInput = {
    firstName: cells.firstName ?? '',
    lastName: cells.lastName ?? '',
    email: (cells.email ?? '').toLowerCase(),
    phone: cells.phone ?? '',
    birthDate: dateOnly(cells.birthDate ?? ''),
    marketingOptIn: optIn ?? false,
    languageId: null,
  };
  const errors = validateDeskGuest(input, today);
  for (const [field, key] of Object.entries(errors)) {
    if (key) problems.push({ column: field, key });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, guest: { input, locationCode: cells.locationCode ?? null } };
}
