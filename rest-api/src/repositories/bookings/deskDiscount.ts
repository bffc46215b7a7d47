/**
 * A booking discount code and a live lightning deal at the desk, with the guest
 * shop's rules and price (core discountProblem, shopPrice): the code valid today at the location,
 * with uses left, for an offering selling the activity's product; the deal live now for one of
 * those offerings with units left for the party. The use and the deal's units are taken by
 * conditional updates in the booking's transaction, so two desks racing for the last use end with
 * one booking and one refusal. A code is typed text: an unknown one (or another master client's)
 * is the shop's "not valid"; a deal is picked by id: another master client's is NOT_FOUND.
 */
import { discountProblem, repricedTotal } from '@marquee/core/bookings/deskPricing';
import { todayIn } from '@marquee/core/bookings/rules';
import { shopPrice } from '@marquee/core/club/shopPrice';
import { fromCents } from '@marquee/core/resources/fields';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { listOfferings } from '../clubbooking/offerings.ts';
import { bestDeal, type LiveDeal, liveDeals } from '../clubbooking/shop.ts';
import { type Discount, discountNamed } from '../clubbooking/shopBooking.ts';
import { type Activity, activityOf, type BookingLocation, locationOf } from './context.ts';
import { bookingNotFound, refused } from './errors.ts';
import { bookingChanged } from './facts.ts';
import { offeringsTotal } from './pricing.ts';
import { bookingInfo } from './read.ts';

export interface DeskPriceInput {
  guests: number;
  /** The add-ons' total: neither the code nor the deal cuts it (as in the shop). */
  addOnsCents: number;
  discountCode?: string | null;
  dealId?: number | null;
}

export interface DeskPrice {
  /** Guests × the activity's price, without deal or code. */
  listCents: number;
  /** The best live deal for this activity and party, applied or not: what the dialog offers. */
  liveDeal: { id: number; name: string; savingCents: number } | null;
  deal: LiveDeal | null;
  discount: Discount | null;
  /** What the deal and the code took off the list price. */
  discountCents: number;
  /** What the booking costs: the activity after deal and code, plus the add-ons. */
  totalCents: number;
}

/** The desk's price of `guests` on `activity`, refused (400, nothing written) when the code or deal cannot apply. */
export async function deskPrice(
  db: Executor,
  masterClientId: number,
  location: BookingLocation,
  activity: Activity,
  input: DeskPriceInput,
): Promise<DeskPrice> {
  const place = { ...location, id: Number(location.id) };
  const offeringIds = (await listOfferings(db, masterClientId, place, 'BOOKING'))
    .filter((o) => o.enabled && Number(o.productId) === Number(activity.productId))
    .map((o) => Number(o.id));
  const unit = Number(activity.priceCents);
  const guests = Math.max(1, input.guests);
  const deals = await liveDeals(db, masterClientId, place.id, new Date());
  let best: ReturnType<typeof bestDeal> = null;
  for (const id of offeringIds) {
    const found = bestDeal(deals, id, unit, guests);
    if (found && (!best || found.price < best.price)) best = found;
  }
  let deal: LiveDeal | null = null;
  if (input.dealId != null) {
    const [exists] = await queryRows<{ id: number }>(
      db,
      sql`select id from club_lightning_deals where id = ${input.dealId} and master_client_id = ${masterClientId}`,
    );
    if (!exists) throw bookingNotFound();
    const live = deals.find((d) => Number(d.id) === input.dealId);
    const price =
      live && offeringIds.includes(Number(live.offeringId))
        ? bestDeal([live], Number(live.offeringId), unit, guests)
        : null;
    if (!price) throw refused('dealId', 'deskPricing.error.dealNotLive');
    deal = price.deal;
  }
  const dealPrice = deal ? bestDeal([deal], Number(deal.offeringId), unit, guests)!.price : null;
  let discount: Discount | null = null;
  const code = (input.discountCode ?? '').trim();
  if (code !== '') {
    discount = await discountNamed(db, masterClientId, place.id, code);
    const problem = discountProblem(discount, offeringIds, todayIn(location.timeZone));
    if (problem) throw refused('discountCode', problem);
  }
  const price = shopPrice({
    unitCents: unit,
    dealUnitCents: dealPrice,
    priceType: 'PER_PERSON',
    guests,
    durationMinutes: Number(activity.durationMinutes),
    discount: discount ? { cutType: discount.cutType, cutValue: fromCents(Number(discount.cutValue)) } : null,
  });
  return {
    listCents: price.listCents,
    liveDeal: best ? { id: best.deal.id, name: best.deal.name, savingCents: (unit - best.price) * guests } : null,
    deal,
    discount,
    discountCents: price.listCents - price.totalCents,
    totalCents: price.totalCents + input.addOnsCents,
  };
}

/**
 * Takes the code's use and the deal's units for a booking being made, then records them on it.
 * Each is a conditional update: concurrent bookings queue on the row and re-check the limit after
 * the one before them committed.
 */
export async function claimDeskPrice(
  db: Executor,
  bookingId: number,
  holderId: number,
  guests: number,
  price: DeskPrice,
) {
  const { discount, deal } = price;
  if (discount) {
    const [used] = await queryRows<{ id: number }>(
      db,
      sql`update club_booking_discounts set times_used = times_used + 1
          where id = ${discount.id} and (max_uses is null or times_used < max_uses) returning id`,
    );
    if (!used) throw refused('discountCode', 'shop.error.discountUsedUp');
    if (discount.maxUsesPerGuest !== null) {
      const [mine] = await queryRows<{ n: number }>(
        db,
        sql`select (select count(*) from club_shop_bookings s join bookings bk on bk.id = s.booking_id
              where s.discount_id = ${discount.id} and s.guest_id = ${holderId} and bk.state <> 'CANCELLED')
            + (select count(*) from bookings where discount_id = ${discount.id} and holder_id = ${holderId}
              and state <> 'CANCELLED' and id <> ${bookingId}) as n`,
      );
      if (Number(mine?.n ?? 0) >= discount.maxUsesPerGuest)
        throw refused('discountCode', 'shop.error.discountGuestUsed');
    }
  }
  if (deal && deal.quantity !== null) {
    const [left] = await queryRows<{ id: number }>(
      db,
      sql`update club_lightning_deals set quantity = quantity - ${guests}
          where id = ${deal.id} and quantity >= ${guests} returning id`,
    );
    if (!left) throw refused('dealId', 'shop.error.dealSoldOut', { places: 0 });
  }
  await db.execute(sql`update bookings set discount_id = ${discount?.id ?? null}, deal_id = ${deal?.id ?? null},
    discount_cents = ${price.discountCents} where id = ${bookingId}`);
}

/**
 * A discount code or a live lightning deal applied to a booking already made, with the rules of
 * one applied when booking (deskPrice, claimDeskPrice: validity, uses, eligible offerings, the
 * race for the last use). The booking is priced again from its guests and add-ons, less the cut
 * and what earlier refunds took off (core repricedTotal); the balance follows. Refused, with
 * nothing written, for a cancelled booking, one that has a code or deal already, or one whose
 * total staff set by hand.
 */
export async function applyDeskDiscount(
  db: Executor,
  masterClientId: number,
  bookingId: number,
  input: { discountCode?: string | null; dealId?: number | null },
) {
  const b = await bookingInfo(db, masterClientId, bookingId, true);
  if (!b) throw bookingNotFound();
  if (b.state === 'CANCELLED') throw refused('bookingId', 'bookings.error.cancelled');
  const code = (input.discountCode ?? '').trim();
  if (code === '' && input.dealId == null) throw refused('discountCode', 'deskPricing.error.codeOrDeal');
  const [row] = await queryRows<{
    byHand: boolean;
    discountId: number | null;
    dealId: number | null;
    refundCut: number;
  }>(
    db,
    sql`select total_set_by_hand as "byHand", discount_id as "discountId", deal_id as "dealId",
          refund_cut_cents as "refundCut" from bookings where id = ${bookingId}`,
  );
  if (row!.discountId !== null || row!.dealId !== null) {
    throw refused('discountCode', 'deskPricing.error.alreadyDiscounted');
  }
  if (row!.byHand) throw refused('discountCode', 'deskPricing.error.totalByHand');
  const location = await locationOf(db, masterClientId, { id: b.locationId });
  const activity = await activityOf(db, masterClientId, b.activityId);
  if (!location || !activity) throw bookingNotFound();
  const addOnsCents = await offeringsTotal(db, bookingId);
  const price = await deskPrice(db, masterClientId, location, activity, {
    guests: b.guests,
    addOnsCents,
    discountCode: code || null,
    dealId: input.dealId ?? null,
  });
  await claimDeskPrice(db, bookingId, b.holder.id, b.guests, price);
  const total = repricedTotal(price.listCents + addOnsCents, {
    discountCents: price.discountCents,
    refundCutCents: Number(row!.refundCut),
  });
  await db.execute(sql`update bookings set total_cents = ${total}, version = version + 1, updated_at = now()
    where id = ${bookingId}`);
  const [fact] = await queryRows<{ f: number | null }>(
    db,
    sql`select dash_fact_id as f from bookings where id = ${bookingId}`,
  );
  await bookingChanged(db, fact?.f == null ? null : Number(fact.f), b.guests, total);
}
