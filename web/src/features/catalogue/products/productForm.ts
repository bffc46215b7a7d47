/**
 * The product editor's rules and tabs: core's rules (validateProduct, the server's own check) on
 * the input the save would send, the tabs of the kind (productSections) with the asterisks of
 * requiredSections, and the notice of the inventory rule.
 */
import type { ProductInput } from '@marquee/core/catalogue/product';
import {
  PRODUCT_SECTIONS,
  type ProductSection,
  productSections,
  SECTION_LABELS,
  sectionApplies,
} from '@marquee/core/catalogue/productKind';
import { requiredSections, sectionOf, validateProduct } from '@marquee/core/catalogue/productRules';
import type { MessageKey } from '@marquee/core/messages/en';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { ProductValues } from './productValues.ts';

/** The fields errors are said on: the names of core's rules and of the server's field errors. */
export type ProductField =
  | 'productTypeId'
  | 'name'
  | 'image'
  | 'categoryIds'
  | 'giftCardAmount'
  | 'membershipId'
  | 'modifierIds'
  | 'revenueClassId'
  | 'taxRateId'
  | 'locationIds'
  | 'groupIds'
  | 'gameCardDetails'
  | 'reservationDetails'
  | 'creditTypes'
  | 'prices'
  | 'loyaltyPoints'
  | 'availability'
  | 'membershipRequirementIds'
  | 'inventory.maxQuantity'
  | 'blockedAccessIds'
  | 'names';

const FIELDS: readonly ProductField[] = [
  'productTypeId',
  'name',
  'image',
  'categoryIds',
  'giftCardAmount',
  'membershipId',
  'modifierIds',
  'revenueClassId',
  'taxRateId',
  'locationIds',
  'groupIds',
  'gameCardDetails',
  'reservationDetails',
  'creditTypes',
  'prices',
  'loyaltyPoints',
  'availability',
  'membershipRequirementIds',
  'inventory.maxQuantity',
  'blockedAccessIds',
  'names',
];

const whole = (typed: string): number | null => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : null);

/** The save's input. Prices left blank, or at a location no longer chosen, are not sent. */
export function toProductInput(v: ProductValues): Omit<ProductInput, 'version'> {
  const sections = new Set(productSections(v.kind));
  const at = new Set(v.locationIds);
  return {
    productTypeId: v.productTypeId ?? 0,
    name: v.name.trim(),
    image: v.image,
    categoryIds: v.categoryIds,
    giftCardAmount: v.kind === 'GIFT_CARD' ? v.giftCardAmount.trim() : null,
    membershipId: v.kind === 'MEMBERSHIP' ? v.membershipId : null,
    modifierIds: v.kind === 'FOOD' ? v.modifierIds : [],
    revenueClassId: v.revenueClassId,
    taxRateId: v.taxRateId,
    isCadet: v.isCadet,
    containsAlcohol: v.kind === 'FOOD' && v.containsAlcohol,
    enabled: v.enabled,
    locationIds: v.locationIds,
    groupIds: v.groupIds,
    gameCardDetails: sections.has('gameCardDetails')
      ? {
          cardDesign: v.gameCard.cardDesign.trim(),
          creditsOnCard: whole(v.gameCard.creditsOnCard) ?? 0,
          bonusCredits: whole(v.gameCard.bonusCredits) ?? 0,
          isVip: v.gameCard.isVip,
        }
      : null,
    reservationDetails: sections.has('reservationProductDetailsTab')
      ? {
          durationMinutes: whole(v.reservation.durationMinutes) ?? 0,
          capacity: whole(v.reservation.capacity) ?? 0,
          bufferMinutes: whole(v.reservation.bufferMinutes) ?? 0,
          entitlementPackageId: v.reservation.entitlementPackageId,
        }
      : null,
    creditTypes: sections.has('creditTypes')
      ? v.creditTypes.map((c) => ({ creditTypeId: c.creditTypeId ?? 0, quantity: whole(c.quantity) ?? 0 }))
      : [],
    prices: v.prices
      .filter((p) => p.price.trim() !== '' && at.has(p.locationId))
      .map((p) => ({ ...p, price: p.price.trim() })),
    loyaltyPoints: sections.has('loyaltyPoints')
      ? v.loyaltyPoints
          .filter((p) => p.points.trim() !== '' && at.has(p.locationId))
          .map((p) => ({ locationId: p.locationId, points: whole(p.points) ?? 0 }))
      : [],
    availability: { daysAvailable: v.daysAvailable, availableFrom: v.availableFrom, availableTo: v.availableTo },
    membershipRequirementIds: sections.has('membershipRequirements') ? v.membershipRequirementIds : [],
    inventory: { maxQuantity: sections.has('inventory') ? whole(v.maxQuantity) : null },
    blockedAccessIds: sections.has('entitlementBlockedAccess') ? v.blockedAccessIds : [],
    // Names at a location no longer chosen stay in the form (nothing typed is lost) but are not sent.
    names: v.names.filter((n) => at.has(n.locationId)),
  };
}

const inRange = (typed: string, min: number, max: number) => {
  const n = whole(typed);
  return n !== null && n >= min && n <= max;
};

/** Core's rules, plus what the input's schema bounds (a type chosen, the reservation's numbers). */
export function validateProductValues(v: ProductValues): Partial<Record<ProductField, MessageKey>> {
  const errors = validateProduct({ ...toProductInput(v), version: undefined }, v.kind) as Partial<
    Record<ProductField, MessageKey>
  >;
  if (v.productTypeId === null) errors.productTypeId = 'validation.required';
  // A typed '0' is refused by the rule; a row typed with anything but digits cannot happen (digits only).
  if (v.maxQuantity.trim() !== '' && !inRange(v.maxQuantity, 1, 9_999))
    errors['inventory.maxQuantity'] = 'catalogue.products.inventoryRange';
  if (v.kind === 'RESERVATION' && !errors.reservationDetails) {
    const r = v.reservation;
    if (
      !inRange(r.durationMinutes, 5, 1_440) ||
      !inRange(r.capacity, 1, 9_999) ||
      !inRange(r.bufferMinutes || '0', 0, 240)
    )
      errors.reservationDetails = 'validation.required';
  }
  if (
    sectionApplies('creditTypes', v.kind) &&
    v.creditTypes.some((c) => c.creditTypeId === null || !inRange(c.quantity, 1, 999_999))
  )
    errors.creditTypes ??= 'catalogue.memberships.creditIncomplete';
  return errors;
}

/** The sections shown as tabs, in core's order. */
const EDITOR_SECTIONS = (kind: ProductValues['kind']) => productSections(kind);

/** Every tab, each with the fields whose errors turn it red. */
export const PRODUCT_TABS: readonly FormTabDef<ProductField>[] = PRODUCT_SECTIONS.map((section) => ({
  id: section,
  label: SECTION_LABELS[section],
  fields: FIELDS.filter((f) => sectionOf(f) === section),
}));

/** The tabs of the values' kind, in core's order, the kind's required ones with an asterisk. */
export function productTabsFor(
  tabs: readonly FormTabDef<ProductField>[],
  v: Pick<ProductValues, 'kind'>,
): FormTabDef<ProductField>[] {
  const required = new Set<ProductSection>(requiredSections(v.kind));
  return EDITOR_SECTIONS(v.kind).flatMap((section) => {
    const tab = tabs.find((t) => t.id === section);
    return tab ? [{ ...tab, required: required.has(section) }] : [];
  });
}

/** The inventory rule has its own notice (spec/3 §2): 'Please enter an amount between 1 and 9,999.' */
export const productRefusedNotice = (errors: Partial<Record<ProductField, MessageKey>>): MessageKey | null =>
  errors['inventory.maxQuantity'] ? 'catalogue.products.inventoryRange' : null;
