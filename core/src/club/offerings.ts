/**
 * What a location sells online (club booking) and at its kiosk (spec/3 §2, §3, §7): product
 * offerings, each a catalogue product available at the location with how it is priced, what
 * deposit it takes and how its quantity is counted. One table serves both channels; the kiosk
 * also files an offering under a kiosk category (a product category of the location).
 *
 * Prices are typed amounts (spec/1 §5) and kept as integer cents; null: the product's own price.
 */
import { type Static, Type } from 'typebox';
import type { MessageKey } from '../messages/en.ts';
import { isAmount, toCents } from '../resources/fields.ts';
import { Id, Nullable, Version } from '../resources/types.ts';

export const CHANNELS = ['BOOKING', 'KIOSK'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Lookup sets of spec/3 §7 (product-offering-types, -price-types, -deposit-types, -quantity-types). */
export const OFFERING_TYPES = ['ACTIVITY', 'PACKAGE', 'ADD_ON'] as const;
export const PRICE_TYPES = ['PER_PERSON', 'PER_BOOKING', 'PER_HOUR'] as const;
export const DEPOSIT_TYPES = ['NONE', 'PERCENT', 'AMOUNT', 'FULL'] as const;
export const QUANTITY_TYPES = ['PER_GUEST', 'PER_ITEM'] as const;
export type OfferingType = (typeof OFFERING_TYPES)[number];
export type PriceType = (typeof PRICE_TYPES)[number];
export type DepositType = (typeof DEPOSIT_TYPES)[number];
export type QuantityType = (typeof QUANTITY_TYPES)[number];

export const MAX_OFFERING_QUANTITY = 9_999;
export const MAX_OFFERINGS_PER_LOCATION = 500;

const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const Amount = Type.String({ maxLength: 20 });

/** A saved offering as lists answer it. */
export const ProductOffering = Type.Object({
  id: Type.Integer(),
  locationCode: Type.String(),
  /** The location's currency (ISO 4217): prices and amount deposits are in it. */
  currency: Type.String(),
  channel: oneOf(CHANNELS),
  productId: Type.Integer(),
  productName: Type.String(),
  isSchedulable: Type.Boolean(),
  offeringType: oneOf(OFFERING_TYPES),
  priceType: oneOf(PRICE_TYPES),
  /** '12.50'; null: the product's own price at the location. */
  price: Nullable(Type.String()),
  /** The product's lowest price at the location, '12.50'; null when it has none. */
  productPrice: Nullable(Type.String()),
  depositType: oneOf(DEPOSIT_TYPES),
  /** Percent for PERCENT, an amount for AMOUNT, null otherwise. */
  depositValue: Nullable(Type.String()),
  quantityType: oneOf(QUANTITY_TYPES),
  minQuantity: Type.Integer(),
  maxQuantity: Nullable(Type.Integer()),
  /** Guests (or items) one slot takes; null: unlimited (schedulable products only). */
  availableSpaces: Nullable(Type.Integer()),
  /** Kiosk only: the product category it is filed under. */
  categoryId: Nullable(Type.Integer()),
  categoryName: Nullable(Type.String()),
  enabled: Type.Boolean(),
  version: Type.Integer(),
});
export type ProductOffering = Static<typeof ProductOffering>;

/** A save: without `id` it adds, with `id` it edits that offering (POST, spec/3 §7). */
export const ProductOfferingInput = Type.Object(
  {
    id: Type.Optional(Id),
    locationCode: Type.String({ maxLength: 20 }),
    productId: Id,
    offeringType: oneOf(OFFERING_TYPES),
    priceType: oneOf(PRICE_TYPES),
    price: Type.Optional(Nullable(Amount)),
    depositType: oneOf(DEPOSIT_TYPES),
    depositValue: Type.Optional(Nullable(Amount)),
    quantityType: oneOf(QUANTITY_TYPES),
    minQuantity: Type.Integer({ minimum: 1, maximum: MAX_OFFERING_QUANTITY }),
    maxQuantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_OFFERING_QUANTITY }))),
    availableSpaces: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_OFFERING_QUANTITY }))),
    categoryId: Type.Optional(Nullable(Id)),
    enabled: Type.Optional(Type.Boolean()),
    /** Required with `id`: the version read (409 when stale). */
    version: Type.Optional(Version),
  },
  { additionalProperties: false },
);
export type ProductOfferingInput = Static<typeof ProductOfferingInput>;

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/** The rules a save must keep (the server checks them again; references are checked in SQL). */
export function validateOffering(input: ProductOfferingInput, channel: Channel): Partial<Record<string, MessageKey>> {
  const errors: Partial<Record<string, MessageKey>> = {};
  if (!blank(input.price) && !isAmount(input.price!)) errors.price = 'resources.amount';
  if (input.depositType === 'PERCENT' || input.depositType === 'AMOUNT') {
    if (blank(input.depositValue)) errors.depositValue = 'validation.required';
    else if (!isAmount(input.depositValue!)) errors.depositValue = 'resources.amount';
    else if (input.depositType === 'PERCENT' && (toCents(input.depositValue!) ?? 0) > 10_000) {
      errors.depositValue = 'resources.percentage';
    }
  }
  if (input.maxQuantity != null && input.maxQuantity < input.minQuantity) errors.maxQuantity = 'club.maxBelowMin';
  if (channel === 'KIOSK' && input.categoryId == null) errors.categoryId = 'validation.required';
  return errors;
}

/** The success text of a save or removal on each channel (spec/3 §8 gives the kiosk's). */
export const OFFERING_SAVED: Record<Channel, MessageKey> = {
  BOOKING: 'club.offerings.saved',
  KIOSK: 'club.kiosk.offeringSaved',
};
export const OFFERING_REMOVED: Record<Channel, MessageKey> = {
  BOOKING: 'club.offerings.removed',
  KIOSK: 'club.kiosk.offeringSaved',
};

/**
 * Whether a booking may carry this online offering as an add-on: enabled, of type
 * ADD_ON (activities and packages are booked, not added) and priced, by itself or its product.
 * The desk lists only these and the server refuses any other product sent as an add-on.
 */
export const isBookingAddOn = (o: Pick<ProductOffering, 'enabled' | 'offeringType' | 'price' | 'productPrice'>) =>
  o.enabled && o.offeringType === 'ADD_ON' && (o.price ?? o.productPrice) !== null;

/** Kiosk product lists drop products already selected (spec/3 §5). */
export function withoutSelected<T extends { id: number }>(products: readonly T[], selected: readonly number[]): T[] {
  const taken = new Set(selected);
  return products.filter((p) => !taken.has(p.id));
}
