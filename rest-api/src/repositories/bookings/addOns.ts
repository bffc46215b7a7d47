/**
 * The add-ons a new booking may carry, priced by the server. A line that names a product must be
 * one of the location's enabled online offerings (this master client's) of type ADD_ON: an
 * activity or a package is booked, never added on. Its name and unit price come from the offering
 * (its own price, else the product's), never from the caller, so a desk cannot sell another
 * client's product or set its own price on a catalogue item. A line without a product is a
 * free-form charge typed at the desk and is kept as entered.
 */
import { amountCents } from '@marquee/core/bookings/rules';
import { isBookingAddOn } from '@marquee/core/club/offerings';
import type { Executor } from '../../db/client.ts';
import { listOfferings } from '../clubbooking/offerings.ts';
import type { Place } from '../clubbooking/place.ts';
import { refused } from './errors.ts';
import type { OfferingInput } from './write.ts';

export async function pricedAddOns(
  db: Executor,
  masterClientId: number,
  location: Place,
  lines: readonly OfferingInput[],
): Promise<OfferingInput[]> {
  if (!lines.some((l) => l.productId != null)) return [...lines];
  const offered = await listOfferings(db, masterClientId, location, 'BOOKING');
  return lines.map((line) => {
    if (line.productId == null) return line;
    // A product may be offered twice (as an activity and as an add-on): its add-on offering wins.
    const mine = offered.filter((x) => x.productId === line.productId);
    const o = mine.find(isBookingAddOn) ?? mine[0];
    if (o?.enabled && o.offeringType !== 'ADD_ON') {
      throw refused('offerings', 'bookings.error.notAnAddOn', { name: o.productName });
    }
    if (!o || !isBookingAddOn(o)) throw refused('offerings', 'bookings.error.addOnNotOffered');
    const price = (o.price ?? o.productPrice) as string;
    if (line.quantity < o.minQuantity || (o.maxQuantity != null && line.quantity > o.maxQuantity)) {
      throw refused('offerings', 'bookings.error.addOnQuantity', {
        min: o.minQuantity,
        max: o.maxQuantity ?? '∞',
      });
    }
    return { productId: o.productId, name: o.productName, quantity: line.quantity, unitCents: amountCents(price) ?? 0 };
  });
}
