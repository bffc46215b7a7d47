/**
 * The product editor's rules (spec/3 §2, §5, §9), used by the web's form and again by the REST
 * API on every save. `validateProduct(input, kind)` answers field → message key; `sectionOf`
 * names the tab a field lives on so the tab can turn red; `requiredSections` carry an asterisk.
 *
 * Usage: `validateProduct(values, 'FOOD')` → `{ 'inventory.maxQuantity': 'catalogue.products.inventoryRange' }`.
 */
import type { MessageKey } from '../messages/en.ts';
import { isAmount } from '../resources/fields.ts';
import { type FieldErrors, isTooLong } from '../validation.ts';
import { MAX_INVENTORY_QUANTITY, type ProductInput } from './product.ts';
import {
  giftCardAmountApplies,
  membershipApplies,
  type ProductKind,
  type ProductSection,
  sectionApplies,
} from './productKind.ts';

/** The inventory rule (spec/3 §5): a limit, when one is given, is 1 to 9,999. */
export function isInventoryQuantity(value: number | null | undefined): boolean {
  return value == null || (Number.isInteger(value) && value >= 1 && value <= MAX_INVENTORY_QUANTITY);
}

const isBlank = (text: string | null | undefined) => text == null || text.trim() === '';
const twice = (keys: string[]) => new Set(keys).size !== keys.length;

/** The sections whose tab carries an asterisk for this kind. */
export function requiredSections(kind: ProductKind): ProductSection[] {
  const out: ProductSection[] = ['general', 'locations', 'pricing'];
  if (sectionApplies('gameCardDetails', kind)) out.push('gameCardDetails');
  if (kind === 'RESERVATION') out.push('reservationProductDetailsTab');
  if (kind === 'CREDIT') out.push('creditTypes');
  return out;
}

/** The tab of each field the rules answer on. */
const FIELD_SECTIONS: Record<string, ProductSection> = {
  productTypeId: 'general',
  name: 'general',
  image: 'general',
  categoryIds: 'general',
  giftCardAmount: 'general',
  membershipId: 'general',
  modifierIds: 'general',
  revenueClassId: 'general',
  taxRateId: 'general',
  locationIds: 'locations',
  groupIds: 'locations',
  gameCardDetails: 'gameCardDetails',
  reservationDetails: 'reservationProductDetailsTab',
  creditTypes: 'creditTypes',
  prices: 'pricing',
  loyaltyPoints: 'loyaltyPoints',
  availability: 'productAvailability',
  membershipRequirementIds: 'membershipRequirements',
  'inventory.maxQuantity': 'inventory',
  blockedAccessIds: 'entitlementBlockedAccess',
  names: 'languages',
};

export const sectionOf = (field: string): ProductSection => FIELD_SECTIONS[field] ?? 'general';

/** The tabs holding errors (red tabs). */
export const sectionsWithErrors = (errors: FieldErrors): ProductSection[] => [
  ...new Set(Object.keys(errors).map(sectionOf)),
];

export function validateProduct(v: ProductInput, kind: ProductKind): FieldErrors {
  const errors: Record<string, MessageKey> = {};
  const set = (field: string, key: MessageKey) => {
    errors[field] ??= key;
  };
  // general
  if (isBlank(v.name)) set('name', 'validation.required');
  else if (isTooLong(v.name)) set('name', 'validation.tooLong');
  if (v.categoryIds.length === 0) set('categoryIds', 'resources.selectOne');
  if (v.revenueClassId == null) set('revenueClassId', 'validation.required');
  if (giftCardAmountApplies(kind)) {
    if (isBlank(v.giftCardAmount)) set('giftCardAmount', 'validation.required');
    else if (!isAmount(v.giftCardAmount!)) set('giftCardAmount', 'resources.amount');
  }
  if (membershipApplies(kind) && v.membershipId == null) set('membershipId', 'validation.required');
  // locations
  if (v.locationIds.length === 0 && v.groupIds.length === 0) set('locationIds', 'resources.selectOne');
  // the kind's own sections
  if (sectionApplies('gameCardDetails', kind)) {
    if (!v.gameCardDetails) set('gameCardDetails', 'validation.required');
    else if (isTooLong(v.gameCardDetails.cardDesign)) set('gameCardDetails', 'validation.tooLong');
  }
  if (kind === 'RESERVATION' && !v.reservationDetails) set('reservationDetails', 'validation.required');
  if (sectionApplies('creditTypes', kind)) {
    if (kind === 'CREDIT' && v.creditTypes.length === 0) set('creditTypes', 'resources.selectOne');
    if (twice(v.creditTypes.map((c) => String(c.creditTypeId))))
      set('creditTypes', 'catalogue.memberships.creditTwice');
  }
  // pricing: at least one price, each an amount, each location and level once
  if (v.prices.length === 0) set('prices', 'catalogue.products.priceRequired');
  else if (v.prices.some((p) => !isAmount(p.price))) set('prices', 'resources.amount');
  else if (twice(v.prices.map((p) => `${p.locationId}:${p.priceLevelId}`)))
    set('prices', 'catalogue.products.priceTwice');
  if (sectionApplies('loyaltyPoints', kind) && twice(v.loyaltyPoints.map((p) => String(p.locationId)))) {
    set('loyaltyPoints', 'catalogue.products.locationTwice');
  }
  const { availableFrom, availableTo } = v.availability;
  if (availableFrom != null && availableTo != null && availableTo <= availableFrom) {
    set('availability', 'catalogue.products.availabilityWindow');
  }
  if (sectionApplies('inventory', kind) && !isInventoryQuantity(v.inventory.maxQuantity)) {
    set('inventory.maxQuantity', 'catalogue.products.inventoryRange');
  }
  if (v.names.some((n) => isTooLong(n.name))) set('names', 'validation.tooLong');
  return errors;
}
