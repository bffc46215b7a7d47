/**
 * Guests created at the desk: the New booking dialog first asks for likely
 * duplicates (same e-mail, same phone, a close name), then creates the guest in the request's
 * master client. The click's key makes a double click one guest (desk_guest_keys, taken under an
 * advisory lock so two racing requests wait for each other); the e-mail stays unique per master
 * client (guests_master_client_email_uq).
 */
import {
  type DeskGuestInput,
  duplicateReason,
  type DuplicateReason,
  MAX_DUPLICATES,
  validateDeskGuest,
} from '@marquee/core/bookings/desk';
import { todayIn } from '@marquee/core/bookings/rules';
import { hasErrors } from '@marquee/core/validation';
import { DEFAULT_TIME_ZONE } from '@marquee/core/venue/locationSettings';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { invalidInput } from '../../http/errors.ts';
import { locationOf } from './context.ts';
import { bookingNotFound, refused } from './errors.ts';

interface GuestRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const GUEST = sql`id, first_name as "firstName", last_name as "lastName", email, phone`;
/** Candidates read before the close-name rule narrows them. */
const CANDIDATES = 200;

/** A guest's input as stored: trimmed, the e-mail in lower case. */
export const cleanGuest = (v: DeskGuestInput): DeskGuestInput => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim().toLowerCase(),
  phone: v.phone.trim(),
  birthDate: v.birthDate.trim(),
  marketingOptIn: v.marketingOptIn,
  languageId: v.languageId ?? null,
});

/** The master client's guests that are likely the one described, e-mail matches first. */
export async function likelyDuplicates(
  db: Executor,
  masterClientId: number,
  input: Pick<DeskGuestInput, 'firstName' | 'lastName' | 'email' | 'phone'>,
): Promise<(GuestRow & { reason: DuplicateReason })[]> {
  const email = input.email.trim().toLowerCase();
  const phone = input.phone.trim();
  const first = input.firstName.trim().toLowerCase();
  const last = input.lastName.trim().toLowerCase();
  const full = `${first} ${last}`.trim();
  if (!email && !phone && full.length < 2) return [];
  // Same e-mail or phone, the same first or last name, or a similar full name (pg_trgm): the
  // close-name rule of core then decides.
  const rows = await queryRows<GuestRow>(
    db,
    sql`select ${GUEST} from guests where master_client_id = ${masterClientId} and (
          (${email} <> '' and lower(email) = ${email}) or (${phone} <> '' and phone = ${phone})
          or (${last} <> '' and lower(last_name) = ${last}) or (${first} <> '' and lower(first_name) = ${first})
          or (${full} <> '' and lower(first_name || ' ' || last_name) % ${full}))
        order by id limit ${CANDIDATES}`,
  );
  const order: Record<DuplicateReason, number> = { EMAIL: 0, PHONE: 1, NAME: 2 };
  return rows
    .map((r) => ({ ...r, id: Number(r.id), reason: duplicateReason(input, r) }))
    .filter((r): r is GuestRow & { reason: DuplicateReason } => r.reason !== null)
    .sort((a, b) => order[a.reason] - order[b.reason] || a.id - b.id)
    .slice(0, MAX_DUPLICATES);
}

/**
 * The one insert of a guest created by a person (the desk's New guest, the guests import): a
 * cleaned input that passed validateDeskGuest, whose e-mail no guest of the master client has.
 */
export async function insertGuest(
  db: Executor,
  masterClientId: number,
  v: DeskGuestInput,
  homeLocationId: number | null,
): Promise<GuestRow> {
  const [made] = await queryRows<GuestRow>(
    db,
    sql`insert into guests (master_client_id, home_location_id, first_name, last_name, email, phone, birth_date,
          marketing_opt_in, language_id)
        values (${masterClientId}, ${homeLocationId}, ${v.firstName}, ${v.lastName}, ${v.email},
          ${v.phone}, ${v.birthDate || null}, ${v.marketingOptIn}, ${v.languageId ?? null})
        returning ${GUEST}`,
  );
  return { ...made!, id: Number(made!.id) };
}

/** Creates the guest once per key; answers the guest (the first click's on a repeat). */
export async function createDeskGuest(
  db: Executor,
  masterClientId: number,
  input: DeskGuestInput & { locationCode?: string; idempotencyKey: string },
): Promise<GuestRow & { created: boolean }> {
  const v = cleanGuest(input);
  const location = input.locationCode ? await locationOf(db, masterClientId, { code: input.locationCode }) : null;
  if (input.locationCode && !location) throw bookingNotFound();
  const errors = validateDeskGuest(v, todayIn(location?.timeZone ?? DEFAULT_TIME_ZONE));
  if (hasErrors(errors)) throw invalidInput(errors);
  // Two clicks of one key wait for each other here; the second then finds the first's guest.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`desk-guest:${masterClientId}:${input.idempotencyKey}`}))`,
  );
  const [known] = await queryRows<GuestRow>(
    db,
    sql`select ${GUEST} from guests where id = (select guest_id from desk_guest_keys
          where master_client_id = ${masterClientId} and idempotency_key = ${input.idempotencyKey})`,
  );
  if (known) return { ...known, id: Number(known.id), created: false };
  if (v.email) {
    const [taken] = await queryRows<{ id: number }>(
      db,
      sql`select id from guests where master_client_id = ${masterClientId} and lower(email) = ${v.email}`,
    );
    if (taken) throw refused('email', 'deskGuests.error.emailTaken');
  }
  const made = await insertGuest(db, masterClientId, v, location ? Number(location.id) : null);
  await db.execute(sql`insert into desk_guest_keys (master_client_id, idempotency_key, guest_id)
    values (${masterClientId}, ${input.idempotencyKey}, ${made!.id})`);
  return { ...made, created: true };
}
