import {
  type Channel,
  type DepositType,
  type OfferingType,
  type PriceType,
  type QuantityType,
  withoutSelected,
} from '@marquee/core/club/offerings';
import type { ProductOfferingInput, ProductOfferingRowFragment } from '../../../generated/graphql.ts';

export interface OfferingForm {
  id?: number | null;
  /** The version read, sent with an edit. */
  version?: number | null;
  productId: number | null;
  offeringType: OfferingType;
  priceType: PriceType;
  price: string;
  depositType: DepositType;
  depositValue: string;
  quantityType: QuantityType;
  minQuantity: string;
  maxQuantity: string;
  availableSpaces: string;
  categoryId: number | null;
  enabled: boolean;
}

export const blankOffering = (channel: Channel): OfferingForm => ({
  productId: null,
  offeringType: channel === 'KIOSK' ? 'ADD_ON' : 'ACTIVITY',
  priceType: 'PER_PERSON',
  price: '',
  depositType: 'NONE',
  depositValue: '',
  quantityType: channel === 'KIOSK' ? 'PER_ITEM' : 'PER_GUEST',
  minQuantity: '1',
  maxQuantity: '',
  availableSpaces: '',
  categoryId: null,
  enabled: true,
});

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
const intOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

export const offeringFromRow = (row: ProductOfferingRowFragment): OfferingForm => ({
  id: row.id,
  version: row.version,
  productId: row.productId,
  offeringType: row.offeringType,
  priceType: row.priceType,
  price: text(row.price),
  depositType: row.depositType,
  depositValue: text(row.depositValue),
  quantityType: row.quantityType,
  minQuantity: String(row.minQuantity),
  maxQuantity: text(row.maxQuantity),
  availableSpaces: text(row.availableSpaces),
  categoryId: row.categoryId ?? null,
  enabled: row.enabled,
});

export function offeringInput(form: OfferingForm, locationCode: string): ProductOfferingInput {
  return {
    id: form.id ?? null,
    version: form.version ?? null,
    locationCode,
    productId: form.productId ?? 0,
    offeringType: form.offeringType,
    priceType: form.priceType,
    price: form.price.trim() || null,
    depositType: form.depositType,
    depositValue: form.depositValue.trim() || null,
    quantityType: form.quantityType,
    minQuantity: Number(form.minQuantity) || 1,
    maxQuantity: intOrNull(form.maxQuantity),
    availableSpaces: intOrNull(form.availableSpaces),
    categoryId: form.categoryId,
    enabled: form.enabled,
  };
}

/**
 * The products a form may pick: on the kiosk, products already offered there are dropped
 * (spec/3 §5), except the one being edited.
 */
export function pickable<T extends { id: number }>(
  channel: Channel,
  products: readonly T[],
  offered: readonly { productId: number }[],
  editing: number | null,
): T[] {
  if (channel !== 'KIOSK') return [...products];
  return withoutSelected(
    products,
    offered.map((o) => o.productId).filter((id) => id !== editing),
  );
}
