/**
 * The dashboards' view of bookings (spec/2): a dash_bookings fact per booking (kind 1
 * group event, 2 online booking) dated the day it was taken in the location's zone, a
 * dash_payments row (channel 3, Club Booking) per payment and a dash_refunds row per refund, each
 * written in the booking's transaction; the touched rollup cells are refreshed once, at the end
 * of that transaction (inBookingTransaction), as every fact writer does (dashboardRollups.ts):
 * a create with its payment refreshes its (location, day) once, not twice. A booking's sale
 * (saleFacts.ts) is written on its fact's day and follows the fact: create, change, cancel.
 */
import { DASH_BOOKING_KIND, dashBookingKind, GROUP_EVENT_MIN_GUESTS } from '@marquee/core/bookings/rules';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { CHANNEL } from '../../db/schema-dashboards.ts';
import { refreshDashboardRollups } from '../dashboardRollups.ts';
import { bookingSaleCancelled, bookingSaleChanged } from './saleFacts.ts';

/** The business day and hour of `at` (now unless given) in the location's zone. */
const nowIn = (zone: string, at: Temporal.Instant = Temporal.Now.instant()) => {
  const local = at.toZonedDateTimeISO(zone);
  return { day: local.toPlainDate().toString(), hour: local.hour };
};

/** The (location, day) cells each open booking transaction touched. */
const touched = new WeakMap<object, Map<string, { locationId: number; day: string }>>();

function refresh(db: Executor, locationId: number, day: string): Promise<void> {
  const cells = touched.get(db);
  if (!cells) throw new Error('booking facts are written inside inBookingTransaction');
  cells.set(`${locationId}:${day}`, { locationId, day });
  return Promise.resolve();
}

/** Another fact of a booking transaction (a check-in's visit): its (location, day) is refreshed before the commit. */
export const factTouched = refresh;

/**
 * Booking facts written by `work` inside the open transaction `tx` (a booking write's, or the demo
 * seed's): the rollup cells they touched are refreshed once, at its end.
 */
export async function withBookingFacts<T>(tx: Executor, work: () => Promise<T>): Promise<T> {
  const cells = new Map<string, { locationId: number; day: string }>();
  touched.set(tx, cells);
  try {
    const result = await work();
    for (const c of cells.values()) {
      await refreshDashboardRollups(tx, { locationIds: [c.locationId], from: c.day, to: c.day });
    }
    return result;
  } finally {
    touched.delete(tx);
  }
}

/** A booking write: its facts' rollup cells are refreshed once, before the commit. */
export function inBookingTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => withBookingFacts(tx, () => work(tx)));
}

/** A new booking: answers the fact's id, kept on the booking. */
export async function bookingTaken(
  db: Executor,
  b: {
    locationId: number;
    zone: string;
    guests: number;
    totalCents: number;
    online: boolean;
    /** When it was taken: now for every booking a person makes; the demo seed spreads its history. */
    takenAt?: Temporal.Instant;
  },
): Promise<number> {
  const { day, hour } = nowIn(b.zone, b.takenAt);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into dash_bookings (location_id, business_date, hour, kind, guests, amount_cents)
        values (${b.locationId}, ${day}, ${hour}, ${dashBookingKind(b.guests, b.online)}, ${b.guests}, ${b.totalCents}) returning id`,
  );
  await refresh(db, b.locationId, day);
  return Number(row!.id);
}

/** Guests or amount changed: the fact follows (its day stays the day it was taken). */
export async function bookingChanged(db: Executor, factId: number | null, guests: number, totalCents: number) {
  if (factId == null) return;
  const [row] = await queryRows<{ locationId: number; day: string }>(
    db,
    // Taken online or at the desk stays as it was: only the group-event threshold can move it.
    sql`update dash_bookings set guests = ${guests}, amount_cents = ${totalCents},
          kind = case when ${guests}::int >= ${GROUP_EVENT_MIN_GUESTS}::int then ${DASH_BOOKING_KIND.groupEvent}::smallint
            when exists (select 1 from bookings b where b.dash_fact_id = ${factId} and b.created_by is null)
            then ${DASH_BOOKING_KIND.online}::smallint else ${DASH_BOOKING_KIND.desk}::smallint end
        where id = ${factId} returning location_id as "locationId", business_date::text as day`,
  );
  if (row) await refresh(db, row.locationId, row.day);
  // The booking's sale follows it (the same day, refreshed above).
  await bookingSaleChanged(db, factId);
}

/** Canceled: the booking no longer counts, nor does its sale. */
export async function bookingCancelled(db: Executor, factId: number | null) {
  if (factId == null) return;
  await bookingSaleCancelled(db, factId);
  const [row] = await queryRows<{ locationId: number; day: string }>(
    db,
    sql`delete from dash_bookings where id = ${factId} returning location_id as "locationId", business_date::text as day`,
  );
  if (row) await refresh(db, row.locationId, row.day);
}

export async function moneyMoved(
  db: Executor,
  m: {
    kind: 'PAYMENT' | 'REFUND';
    bookingId: number;
    locationId: number;
    zone: string;
    amountCents: number;
    employeeId: number;
    /** When it moved: now, but for the demo seed's history. */
    at?: Temporal.Instant;
  },
) {
  const { day, hour } = nowIn(m.zone, m.at);
  if (m.kind === 'PAYMENT') {
    await db.execute(sql`insert into dash_payments (sale_id, location_id, business_date, hour, channel, amount_cents)
      values (${m.bookingId}, ${m.locationId}, ${day}, ${hour}, ${CHANNEL.booking}, ${m.amountCents})`);
  } else {
    await db.execute(sql`insert into dash_refunds (sale_id, location_id, business_date, hour, employee_id, amount_cents)
      values (${m.bookingId}, ${m.locationId}, ${day}, ${hour}, ${m.employeeId}, ${m.amountCents})`);
  }
  await refresh(db, m.locationId, day);
}
