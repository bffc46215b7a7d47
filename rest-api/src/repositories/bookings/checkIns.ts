/**
 * A booking's check-ins at the desk: all its guests or some, who and when, undone on
 * the same local day only. An undo keeps the row, marked with who undid it and when; only check-ins
 * not undone count (guests in, bookings.checked, the visit). Each check-in writes the party's visit to dash_visits through
 * recordVisit (the sale's writer), one visit per booking and day that grows with each later
 * check-in, so new/repeat guests and Guest Experience count the party once; bookings.checked says
 * whether anyone is in. Runs inside inBookingTransaction: the touched rollups are refreshed before
 * the commit.
 */
import { canUndoCheckIn, checkInProblem } from '@marquee/core/bookings/desk';
import { todayIn } from '@marquee/core/bookings/rules';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { recordVisit } from '../dashboardFacts.ts';
import { refreshGuestStats } from '../marketing/guestStats.ts';
import { bookingNotFound, refused } from './errors.ts';
import { factTouched } from './facts.ts';
import { type BookingInfo, bookingInfo } from './read.ts';

export interface CheckInRow {
  id: number;
  guests: number;
  businessDate: string;
  checkedInAt: string;
  checkedInBy: string;
  /** When it was undone (location's offset) and by whom; null while it counts. */
  undoneAt: string | null;
  undoneBy: string | null;
  canUndo: boolean;
}

/** Check-ins that count: not undone. */
const LIVE = sql`undone_at is null`;

async function checkedInGuests(db: Executor, bookingId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(guests), 0)::int as n from desk_checkins where booking_id = ${bookingId} and ${LIVE}`,
  );
  return Number(row?.n ?? 0);
}

/** The booking's check-ins, newest first, and how many of its guests are in. */
export async function bookingCheckIns(db: Executor, masterClientId: number, bookingId: number) {
  const b = await bookingInfo(db, masterClientId, bookingId);
  if (!b) throw bookingNotFound();
  const today = todayIn(b.timeZone);
  const rows = await queryRows<{
    id: number;
    guests: number;
    businessDate: string;
    checkedInAt: Date | string;
    by: string | null;
    undoneAt: Date | string | null;
    undoneBy: string | null;
  }>(
    db,
    sql`select c.id, c.guests, c.business_date::text as "businessDate", c.checked_in_at as "checkedInAt",
          nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as by,
          c.undone_at as "undoneAt",
          nullif(trim(coalesce(x.first_name, '') || ' ' || coalesce(x.last_name, '')), '') as "undoneBy"
        from desk_checkins c left join users u on u.id = c.checked_in_by left join users x on x.id = c.undone_by
        where c.booking_id = ${bookingId} and c.master_client_id = ${masterClientId}
        order by c.checked_in_at desc, c.id desc`,
  );
  // In the location's zone, with its offset, like every booking time.
  const local = (at: Date | string) =>
    Temporal.Instant.from(new Date(at).toISOString())
      .toZonedDateTimeISO(b.timeZone)
      .toString({ timeZoneName: 'never', smallestUnit: 'second' });
  const list: CheckInRow[] = rows.map((r) => ({
    id: Number(r.id),
    guests: Number(r.guests),
    businessDate: r.businessDate,
    checkedInAt: local(r.checkedInAt),
    checkedInBy: r.by ?? '',
    undoneAt: r.undoneAt === null ? null : local(r.undoneAt),
    undoneBy: r.undoneAt === null ? null : (r.undoneBy ?? ''),
    canUndo: r.undoneAt === null && canUndoCheckIn(r.businessDate, today),
  }));
  return {
    bookingId: b.id,
    guests: b.guests,
    checkedInGuests: list.reduce((sum, r) => sum + (r.undoneAt === null ? r.guests : 0), 0),
    rows: list,
  };
}

/** The holder as the visit describes them: new unless they visited before, age, postal code. */
async function visitor(db: Executor, b: BookingInfo, today: string) {
  const [g] = await queryRows<{ birth: string | null; postal: string; last: string | null }>(
    db,
    sql`select g.birth_date::text as birth, g.postal_code as postal,
          (select max(v.business_date)::text from dash_visits v where v.guest_id = g.id) as last
        from guests g where g.id = ${b.holder.id}`,
  );
  const todayDate = Temporal.PlainDate.from(today);
  const age = g?.birth
    ? Math.max(0, Temporal.PlainDate.from(g.birth).until(todayDate, { largestUnit: 'years' }).years)
    : 0;
  const last = g?.last ? Temporal.PlainDate.from(g.last) : null;
  return {
    age: Math.min(age, 32_767),
    postalCode: g?.postal ?? '',
    isNew: last === null,
    daysSinceLastVisit: last ? Math.max(0, last.until(todayDate).days) : null,
  };
}

/** Checks `guests` of the booking in now (the location's day), by `userId`. */
export async function checkIn(db: Executor, masterClientId: number, bookingId: number, guests: number, userId: number) {
  const b = await bookingInfo(db, masterClientId, bookingId, true);
  if (!b) throw bookingNotFound();
  const problem = checkInProblem({ ...b, checkedInGuests: await checkedInGuests(db, bookingId) }, guests);
  if (problem) throw refused(problem.field, problem.key, problem.values);
  const now = Temporal.Now.zonedDateTimeISO(b.timeZone);
  const today = todayIn(b.timeZone);
  // Later arrivals of the same party that day join its visit rather than counting a new guest.
  const [same] = await queryRows<{ visitId: number }>(
    db,
    sql`select visit_id as "visitId" from desk_checkins where booking_id = ${bookingId} and business_date = ${today}
        and ${LIVE} limit 1`,
  );
  let visitId: number;
  if (same) {
    visitId = Number(same.visitId);
    await db.execute(sql`update dash_visits set party_size = party_size + ${guests}, adults = adults + ${guests}
      where id = ${visitId}`);
  } else {
    visitId = await recordVisit(db, {
      locationId: b.locationId,
      businessDate: today,
      slot: now.hour * 4 + Math.floor(now.minute / 15),
      guestId: b.holder.id,
      partySize: guests,
      adults: guests,
      ...(await visitor(db, b, today)),
      spendCents: b.totalCents,
    });
  }
  await db.execute(sql`insert into desk_checkins (master_client_id, booking_id, guests, business_date, visit_id, checked_in_by)
    values (${masterClientId}, ${bookingId}, ${guests}, ${today}, ${visitId}, ${userId})`);
  await db.execute(
    sql`update bookings set checked = true, version = version + 1, updated_at = now() where id = ${bookingId}`,
  );
  await factTouched(db, b.locationId, today);
  await refreshGuestStats(db, { guestIds: [b.holder.id] });
}

/**
 * Undoes one check-in of the booking, on the day it was made (location's zone) only, by `userId`:
 * the row is kept and marked undone; the visit it added to loses its guests, and goes when no
 * check-in of it is left.
 */
export async function undoCheckIn(
  db: Executor,
  masterClientId: number,
  bookingId: number,
  checkInId: number,
  userId: number,
) {
  const b = await bookingInfo(db, masterClientId, bookingId, true);
  if (!b) throw bookingNotFound();
  const [c] = await queryRows<{ guests: number; day: string; visitId: number; undone: boolean }>(
    db,
    sql`select guests, business_date::text as day, visit_id as "visitId", undone_at is not null as undone
        from desk_checkins
        where id = ${checkInId} and booking_id = ${bookingId} and master_client_id = ${masterClientId} for update`,
  );
  if (!c) throw refused('checkInId', 'deskGuests.error.checkInNotFound');
  if (c.undone) throw refused('checkInId', 'deskGuests.error.checkInUndone');
  if (!canUndoCheckIn(c.day, todayIn(b.timeZone))) throw refused('checkInId', 'deskGuests.error.undoOtherDay');
  await db.execute(sql`update desk_checkins set undone_at = now(), undone_by = ${userId} where id = ${checkInId}`);
  const [left] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from desk_checkins where visit_id = ${c.visitId} and ${LIVE}`,
  );
  if (Number(left?.n ?? 0) === 0) await db.execute(sql`delete from dash_visits where id = ${c.visitId}`);
  else {
    await db.execute(sql`update dash_visits set party_size = party_size - ${c.guests}, adults = adults - ${c.guests}
      where id = ${c.visitId}`);
  }
  await db.execute(sql`update bookings set checked = exists (select 1 from desk_checkins where booking_id = ${bookingId} and ${LIVE}),
    version = version + 1, updated_at = now() where id = ${bookingId}`);
  await factTouched(db, b.locationId, c.day);
  await refreshGuestStats(db, { guestIds: [b.holder.id] });
}
