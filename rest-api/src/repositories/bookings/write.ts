/**
 * Booking writes (spec/3 §4): create, reschedule, cancel, guest count, amount, offering removal,
 * holder and customers, the confirmation e-mail. Each runs inside the caller's transaction and
 * throws before anything is written when the input is refused; places are taken and given back
 * on the slot rows (slots.ts), the dashboards' facts move with them (facts.ts), e-mails go to the
 * outbox in the same transaction.
 */
import { dollars, hasStarted, isIsoDate, isPastDate, MAX_GUESTS, minuteOf } from '@marquee/core/bookings/rules';
import { closedByCalendar, slotAt } from '@marquee/core/bookings/schedule';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendBookingMessage } from '../../marketing/bookingMessages.ts';
import { pricedAddOns } from './addOns.ts';
import { activityOf, calendarOf, locationOf } from './context.ts';
import { claimDeskPrice, deskPrice } from './deskDiscount.ts';
import { bookingNotFound, refused } from './errors.ts';
import { bookingCancelled, bookingChanged, bookingTaken } from './facts.ts';
import { bookingInfo } from './read.ts';
import { bookingSaleChanged } from './saleFacts.ts';
import { offeringsTotal, rescheduledTotal } from './pricing.ts';
import { releasePlaces, takePlaces } from './slots.ts';
import { assertEnabledLocations } from '../venue/enabledLocations.ts';

export interface OfferingInput {
  productId?: number;
  name: string;
  quantity: number;
  unitCents: number;
}

export interface CreateBookingInput {
  locationCode: string;
  activityId: number;
  /** ISO date, local to the location. */
  date: string;
  /** 'HH:MM' local. */
  startTime: string;
  guests: number;
  holderId: number;
  offerings?: OfferingInput[];
  /**
   * The price when the caller set it (the guest shop: its offering's price, lightning deal and
   * discount code, core/src/club/shopPrice.ts); default: guests × the activity's price plus offerings.
   */
  totalCents?: number;
  /** A booking discount code and/or a live lightning deal taken at the desk (deskDiscount.ts). */
  discountCode?: string | null;
  dealId?: number | null;
}

// No 0/O, 1/I/L, D (the seed's codes start with D), S/5: read out over the phone.
const CODE_ALPHABET = 'ABCEFGHJKMNPQRTUVWXYZ2346789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

function checkGuests(guests: number) {
  if (!Number.isInteger(guests) || guests < 1 || guests > MAX_GUESTS) {
    throw refused('guests', 'bookings.error.guests', { max: MAX_GUESTS });
  }
}

/**
 * The start of `startTime` on `date`, checked: not past, one core activitySlots gives (the
 * activity's schedule within the location's Calendar: a closed time is refused), not started.
 */
async function slotOf(
  db: Executor,
  activity: NonNullable<Awaited<ReturnType<typeof activityOf>>>,
  zone: string,
  date: string,
  startTime: string,
) {
  if (!isIsoDate(date)) throw refused('date', 'bookings.error.date');
  if (isPastDate(date, zone)) throw refused('date', 'bookings.error.pastDate');
  const minute = minuteOf(startTime);
  const calendar = await calendarOf(db, activity.masterClientId, activity.locationId, date);
  const slot = slotAt(activity, calendar, date, zone, minute);
  if (!slot && minute !== null && closedByCalendar(activity, calendar, date, minute))
    throw refused('startTime', 'scheduling.closedDay');
  if (!slot) throw refused('startTime', 'bookings.error.slotGone');
  if (hasStarted(slot.startsAt)) throw refused('startTime', 'bookings.error.pastSlot');
  return slot;
}

async function holderOf(db: Executor, masterClientId: number, holderId: number) {
  const [g] = await queryRows<{ id: number; email: string }>(
    db,
    sql`select id, email from guests where id = ${holderId} and master_client_id = ${masterClientId}`,
  );
  if (!g) throw refused('holderId', 'bookings.error.holderNotFound');
  return g;
}

async function take(
  db: Executor,
  masterClientId: number,
  activity: NonNullable<Awaited<ReturnType<typeof activityOf>>>,
  date: string,
  slot: Awaited<ReturnType<typeof slotOf>>,
  guests: number,
) {
  const taken = await takePlaces(db, masterClientId, activity, date, slot, guests);
  if (!taken.ok) throw refused('guests', 'bookings.error.tooManyGuests', { places: taken.left });
  return taken.slotId;
}

/** `userId`: the staff member who booked; null when the guest booked online (the guest shop). */
export async function createBooking(
  db: Executor,
  masterClientId: number,
  userId: number | null,
  input: CreateBookingInput,
) {
  checkGuests(input.guests);
  const location = await locationOf(db, masterClientId, { code: input.locationCode });
  if (!location) throw bookingNotFound();
  await assertEnabledLocations(db, masterClientId, [location.id], 'locationCode');
  const activity = await activityOf(db, masterClientId, input.activityId);
  if (!activity || activity.locationId !== location.id) throw refused('activityId', 'bookings.error.activityNotFound');
  const slot = await slotOf(db, activity, location.timeZone, input.date, input.startTime);
  await holderOf(db, masterClientId, input.holderId);
  const slotId = await take(db, masterClientId, activity, input.date, slot, input.guests);
  const offerings = await pricedAddOns(db, masterClientId, location, input.offerings ?? []);
  const addOnsCents = offerings.reduce((sum, o) => sum + o.quantity * o.unitCents, 0);
  const desk =
    input.totalCents === undefined && (input.discountCode || input.dealId != null)
      ? await deskPrice(db, masterClientId, location, activity, { ...input, addOnsCents })
      : null;
  const totalCents = input.totalCents ?? desk?.totalCents ?? input.guests * activity.priceCents + addOnsCents;
  const factId = await bookingTaken(db, {
    locationId: location.id,
    zone: location.timeZone,
    guests: input.guests,
    totalCents,
    // No staff member: the guest booked in the shop.
    online: userId === null,
  });
  const [created] = await queryRows<{ id: number }>(
    db,
    sql`insert into bookings (master_client_id, location_id, activity_id, slot_id, holder_id, confirmation_code, guests,
          booking_date, start_minute, starts_at, total_cents, dash_fact_id, created_by)
        values (${masterClientId}, ${location.id}, ${activity.id}, ${slotId}, ${input.holderId}, ${newCode()}, ${input.guests},
          ${input.date}, ${slot.startMinute}, ${slot.startsAt}::timestamptz, ${totalCents}, ${factId}, ${userId})
        returning id`,
  );
  const id = Number(created!.id);
  if (desk) await claimDeskPrice(db, id, input.holderId, input.guests, desk);
  for (const o of offerings) {
    await db.execute(sql`insert into booking_offerings (master_client_id, booking_id, product_id, name, quantity, unit_cents)
      values (${masterClientId}, ${id}, ${o.productId ?? null}, ${o.name}, ${o.quantity}, ${o.unitCents})`);
  }
  // Its lines are known once the add-ons are written.
  await bookingSaleChanged(db, factId);
  return (await bookingInfo(db, masterClientId, id))!;
}

/** The booking, locked for the rest of the transaction; refused when canceled (unless allowed). */
export async function lockedBooking(db: Executor, masterClientId: number, id: number, allowCancelled = false) {
  const info = await bookingInfo(db, masterClientId, id, true);
  if (!info) throw bookingNotFound();
  if (!allowCancelled && info.state === 'CANCELLED') throw refused('bookingId', 'bookings.error.cancelled');
  return info;
}

async function factIdOf(db: Executor, id: number) {
  const [row] = await queryRows<{ f: number | null }>(db, sql`select dash_fact_id as f from bookings where id = ${id}`);
  return row?.f == null ? null : Number(row.f);
}

async function slotIdOf(db: Executor, id: number) {
  const [row] = await queryRows<{ s: number }>(db, sql`select slot_id as s from bookings where id = ${id}`);
  return Number(row!.s);
}

/**
 * Another date and/or time (and activity at the same location): places move with the booking; the
 * total is priced again unless staff set it by hand.
 */
export async function rescheduleBooking(
  db: Executor,
  masterClientId: number,
  id: number,
  to: { date: string; startTime: string; activityId?: number },
) {
  const b = await lockedBooking(db, masterClientId, id);
  const activity = await activityOf(db, masterClientId, to.activityId ?? b.activityId);
  // Another master client's (or no) activity reads as absent; one of another location is refused.
  if (!activity) throw bookingNotFound();
  if (activity.locationId !== b.locationId) throw refused('activityId', 'bookings.error.activityNotFound');
  const slot = await slotOf(db, activity, b.timeZone, to.date, to.startTime);
  const oldSlot = await slotIdOf(db, id);
  // Give the places back first, so moving within one slot's capacity (same slot) never refuses.
  await releasePlaces(db, oldSlot, b.guests);
  const slotId = await take(db, masterClientId, activity, to.date, slot, b.guests);
  const total = await rescheduledTotal(db, id, b.guests, b.totalCents, activity);
  await db.execute(sql`update bookings set activity_id = ${activity.id}, slot_id = ${slotId}, booking_date = ${to.date},
    start_minute = ${slot.startMinute}, starts_at = ${slot.startsAt}::timestamptz, total_cents = ${total},
    version = version + 1, updated_at = now() where id = ${id}`);
  await bookingChanged(db, await factIdOf(db, id), b.guests, total);
  return (await bookingInfo(db, masterClientId, id))!;
}

export async function cancelBooking(db: Executor, masterClientId: number, id: number) {
  const b = await lockedBooking(db, masterClientId, id, true);
  if (b.state === 'CANCELLED') throw refused('bookingId', 'bookings.error.alreadyCancelled');
  await releasePlaces(db, await slotIdOf(db, id), b.guests);
  await bookingCancelled(db, await factIdOf(db, id));
  await db.execute(sql`update bookings set state = 'CANCELLED', dash_fact_id = null, version = version + 1, updated_at = now()
    where id = ${id}`);
  return (await bookingInfo(db, masterClientId, id))!;
}

async function activityPrice(db: Executor, activityId: number): Promise<number> {
  const [row] = await queryRows<{ p: number }>(
    db,
    sql`select price_cents as p from booking_activities where id = ${activityId}`,
  );
  return Number(row!.p);
}

/** More or fewer guests: places re-checked on the slot, the total follows the price per guest. */
export async function updateGuests(db: Executor, masterClientId: number, id: number, guests: number) {
  checkGuests(guests);
  const b = await lockedBooking(db, masterClientId, id);
  const slotId = await slotIdOf(db, id);
  const delta = guests - b.guests;
  if (delta > 0) {
    const [ok] = await queryRows<{ id: number }>(
      db,
      sql`update booking_slots set booked = booked + ${delta} where id = ${slotId}
          and (capacity is null or booked + ${delta} <= capacity) returning id`,
    );
    if (!ok) {
      const [row] = await queryRows<{ left: number }>(
        db,
        sql`select greatest(capacity - booked, 0)::int as left from booking_slots where id = ${slotId}`,
      );
      throw refused('guests', 'bookings.error.tooManyGuests', { places: Number(row?.left ?? 0) });
    }
  } else if (delta < 0) {
    await releasePlaces(db, slotId, -delta);
  }
  const total = guests * (await activityPrice(db, b.activityId)) + (await offeringsTotal(db, id));
  // A new party size is a new price: a total set by hand before it no longer applies.
  await db.execute(sql`update bookings set guests = ${guests}, total_cents = ${total}, total_set_by_hand = false,
    version = version + 1, updated_at = now() where id = ${id}`);
  await bookingChanged(db, await factIdOf(db, id), guests, total);
  return (await bookingInfo(db, masterClientId, id))!;
}

/**
 * Staff set what the booking costs (a discount, a deposit agreed); never below what was paid. It
 * is kept through reschedules (rescheduleBooking).
 */
export async function updateAmount(db: Executor, masterClientId: number, id: number, totalCents: number) {
  const b = await lockedBooking(db, masterClientId, id);
  const paidNet = b.paidCents - b.refundedCents;
  if (totalCents < paidNet) throw refused('amount', 'bookings.error.amountBelowPaid', { paid: dollars(paidNet) });
  await db.execute(
    sql`update bookings set total_cents = ${totalCents}, total_set_by_hand = true, version = version + 1,
      updated_at = now() where id = ${id}`,
  );
  await bookingChanged(db, await factIdOf(db, id), b.guests, totalCents);
  return (await bookingInfo(db, masterClientId, id))!;
}

export async function removeOffering(db: Executor, masterClientId: number, id: number, offeringId: number) {
  const b = await lockedBooking(db, masterClientId, id);
  const [gone] = await queryRows<{ amount: number }>(
    db,
    sql`delete from booking_offerings where id = ${offeringId} and booking_id = ${id} and master_client_id = ${masterClientId}
        returning quantity * unit_cents as amount`,
  );
  if (!gone) throw refused('offeringId', 'bookings.error.offeringNotFound');
  const total = Math.max(b.totalCents - Number(gone.amount), b.paidCents - b.refundedCents);
  await db.execute(
    sql`update bookings set total_cents = ${total}, version = version + 1, updated_at = now() where id = ${id}`,
  );
  await bookingChanged(db, await factIdOf(db, id), b.guests, total);
  return (await bookingInfo(db, masterClientId, id))!;
}

export async function selectHolder(db: Executor, masterClientId: number, id: number, holderId: number) {
  await lockedBooking(db, masterClientId, id);
  await holderOf(db, masterClientId, holderId);
  await db.execute(
    sql`update bookings set holder_id = ${holderId}, version = version + 1, updated_at = now() where id = ${id}`,
  );
  return (await bookingInfo(db, masterClientId, id))!;
}

/** Adds guests of the master client to a booking's customers (unknown or foreign ids: refused). */
export async function addCustomers(db: Executor, masterClientId: number, id: number, guestIds: number[]) {
  await lockedBooking(db, masterClientId, id, true);
  const ids = [...new Set(guestIds)];
  const found = await queryRows<{ id: number }>(
    db,
    sql`select id from guests where master_client_id = ${masterClientId} and id = any(${`{${ids.join(',')}}`}::bigint[])`,
  );
  if (found.length !== ids.length) throw refused('custIds', 'bookings.error.holderNotFound');
  for (const g of ids) {
    await db.execute(sql`insert into booking_customers (booking_id, guest_id, master_client_id)
      values (${id}, ${g}, ${masterClientId}) on conflict do nothing`);
  }
}

export async function removeCustomers(db: Executor, masterClientId: number, id: number, guestIds: number[]) {
  await lockedBooking(db, masterClientId, id, true);
  await db.execute(sql`delete from booking_customers where booking_id = ${id} and master_client_id = ${masterClientId}
    and guest_id = any(${`{${guestIds.join(',')}}`}::bigint[])`);
}

/** The booking's confirmation from the location's template (marketing/bookingMessages.ts). */
export async function sendConfirmation(
  db: Executor,
  jobs: JobQueue,
  masterClientId: number,
  id: number,
  publicUrl: string,
) {
  const b = await lockedBooking(db, masterClientId, id);
  if (!b.holder.email) throw refused('holderId', 'bookings.error.holderNoEmail');
  await sendBookingMessage(db, jobs, masterClientId, 'confirmation', b.id, publicUrl);
  return b;
}
