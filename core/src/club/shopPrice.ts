/**
 * What a guest-shop booking costs: the offering's price by its price type (per person,
 * per booking, per hour of the activity), the live lightning deal's price in its place, then the
 * discount code's cut on that subtotal. Integer cents throughout.
 *
 * Usage: `shopPrice({ unitCents: 2500, dealUnitCents: 2000, priceType: 'PER_PERSON', guests: 3,
 * durationMinutes: 60, discount: { cutType: 'PERCENT', cutValue: '10' } })` → list 7500,
 * subtotal 6000, discount 600, total 5400.
 */
import type { PriceType } from './offerings.ts';
import { type CutType, cutPrice } from './promotions.ts';

export interface ShopPriceInput {
  unitCents: number;
  /** The lightning deal's unit price; null: no deal. */
  dealUnitCents: number | null;
  priceType: PriceType;
  guests: number;
  durationMinutes: number;
  /** '10' (percent) or '5.00' (amount); null: no code. */
  discount: { cutType: CutType; cutValue: string } | null;
}

export interface ShopPrice {
  /** Without deal or discount. */
  listCents: number;
  /** After the deal, before the discount. */
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** How many units of the price a booking takes. */
function units(priceType: PriceType, guests: number, durationMinutes: number): number {
  if (priceType === 'PER_PERSON') return guests;
  if (priceType === 'PER_HOUR') return durationMinutes / 60;
  return 1;
}

export function shopPrice(p: ShopPriceInput): ShopPrice {
  const n = units(p.priceType, p.guests, p.durationMinutes);
  const listCents = Math.round(p.unitCents * n);
  const subtotalCents = Math.round((p.dealUnitCents ?? p.unitCents) * n);
  const totalCents = p.discount ? cutPrice(subtotalCents, p.discount.cutType, p.discount.cutValue) : subtotalCents;
  return { listCents, subtotalCents, discountCents: subtotalCents - totalCents, totalCents };
}
