/**
 * What a booking costs at the desk when it changes: the total on another activity and
 * the times it can move to with the difference to pay or refund (core deskPricing).
 */
import { repricedTotal, rescheduleQuote } from '@marquee/core/bookings/deskPricing';
import { isIsoDate } from '@marquee/core/bookings/rules';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type Activity, activitiesAt } from './context.ts';
import { bookingNotFound } from './errors.ts';
import { bookingInfo } from './read.ts';
import { timeSlots } from './slots.ts';

export async function offeringsTotal(db: Executor, id: number): Promise<number> {
  const [row] = await queryRows<{ t: number }>(
    db,
    sql`select coalesce(sum(quantity * unit_cents), 0)::bigint as t from booking_offerings where booking_id = ${id}`,
  );
  return Number(row?.t ?? 0);
}

/**
 * What the booking costs on `activity`: a total staff set by hand (a deal agreed) stands; otherwise
 * the activity's price per guest plus the add-ons, less the desk's discount code or deal cut when
 * one was applied (kept as cents off) and less what earlier refunds for removed guests or goodwill
 * took off (core repricedTotal). The reschedule dialog shows it before confirming
 * (rescheduleOptions), the reschedule writes it.
 */
export async function rescheduledTotal(
  db: Executor,
  id: number,
  guests: number,
  totalCents: number,
  activity: Pick<Activity, 'priceCents'>,
): Promise<number> {
  const [row] = await queryRows<{ byHand: boolean; cut: number; refundCut: number }>(
    db,
    sql`select total_set_by_hand as "byHand", discount_cents as cut, refund_cut_cents as "refundCut"
        from bookings where id = ${id}`,
  );
  if (row?.byHand) return totalCents;
  const list = guests * Number(activity.priceCents) + (await offeringsTotal(db, id));
  return repricedTotal(list, { discountCents: Number(row?.cut ?? 0), refundCutCents: Number(row?.refundCut ?? 0) });
}

/**
 * The times a booking can move to on `date`: each enabled activity of its location with its slots
 * (places left), the new price and the difference to pay (> 0) or to refund (< 0) against what was
 * paid (core rescheduleQuote).
 */
export async function rescheduleOptions(db: Executor, masterClientId: number, id: number, date: string) {
  const b = await bookingInfo(db, masterClientId, id);
  if (!b) throw bookingNotFound();
  const activities = await activitiesAt(db, masterClientId, b.locationId);
  const slots = isIsoDate(date) ? await timeSlots(db, activities, date, b.timeZone) : [];
  const options = [];
  for (const a of activities) {
    const quote = rescheduleQuote(await rescheduledTotal(db, id, b.guests, b.totalCents, a), b);
    options.push({
      activityId: a.id,
      name: a.name,
      resourceName: a.resourceName,
      durationMinutes: Number(a.durationMinutes),
      current: a.id === b.activityId,
      ...quote,
      slots: slots.filter((s) => s.activityId === a.id),
    });
  }
  return options;
}
