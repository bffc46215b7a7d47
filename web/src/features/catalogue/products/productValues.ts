/**
 * The product editor's values (spec/3 §2 Product editor): one shape for new and edit, numbers held
 * as typed until the save, and the one mapper to the save's input (core's ProductInput).
 */
import type { ProductInput } from '@marquee/core/catalogue/product';
import type { ProductKind } from '@marquee/core/catalogue/productKind';

export interface PriceLine {
  locationId: number;
  priceLevelId: number;
  /** As typed (spec/1 §5), e.g. '12.50'; a blank price is not sent. */
  price: string;
}

export interface ProductValues {
  productTypeId: number | null;
  /** The kind of the chosen type: it decides the sections (productSections). */
  kind: ProductKind;
  name: string;
  image: string | null;
  categoryIds: number[];
  giftCardAmount: string;
  membershipId: number | null;
  modifierIds: number[];
  revenueClassId: number | null;
  taxRateId: number | null;
  isCadet: boolean;
  containsAlcohol: boolean;
  enabled: boolean;
  locationIds: number[];
  groupIds: number[];
  gameCard: { cardDesign: string; creditsOnCard: string; bonusCredits: string; isVip: boolean };
  reservation: {
    durationMinutes: string;
    capacity: string;
    bufferMinutes: string;
    entitlementPackageId: number | null;
  };
  creditTypes: { creditTypeId: number | null; quantity: string }[];
  prices: PriceLine[];
  /** Points per location, as typed. */
  loyaltyPoints: { locationId: number; points: string }[];
  daysAvailable: number[];
  availableFrom: number | null;
  availableTo: number | null;
  membershipRequirementIds: number[];
  /** The first (and only) inventory row's limit, as typed; blank: no limit. */
  maxQuantity: string;
  blockedAccessIds: number[];
  /** Names per language and location: kept as loaded (the languages call edits them). */
  names: ProductInput['names'];
}

/** The part of the editor's record the values are read from (the detail query's answer). */
export interface ProductRecordShape {
  productTypeId: number;
  kind: ProductKind;
  name: string;
  image: string | null;
  categoryIds: readonly number[];
  giftCardAmount: string | null;
  membershipId: number | null;
  modifierIds: readonly number[];
  revenueClassId: number;
  taxRateId: number | null;
  isCadet: boolean;
  containsAlcohol: boolean;
  enabled: boolean;
  locations: readonly { locationId: number }[];
  gameCardDetails: { cardDesign: string; creditsOnCard: number; bonusCredits: number; isVip: boolean } | null;
  reservationDetails: {
    durationMinutes: number;
    capacity: number;
    bufferMinutes: number;
    entitlementPackageId: number | null;
  } | null;
  creditTypes: readonly { creditTypeId: number; quantity: number }[];
  prices: readonly { locationId: number; priceLevelId: number; price: string }[];
  loyaltyPoints: readonly { locationId: number; points: number }[];
  availability: { daysAvailable?: readonly number[] | null; availableFrom: number | null; availableTo: number | null };
  membershipRequirements: readonly { id: number }[];
  inventory: { maxQuantity: number | null };
  blockedAccess: readonly { id: number }[];
  names: readonly { locationId: number; languageId: number; name: string }[];
}

export const EMPTY_PRODUCT: ProductValues = {
  productTypeId: null,
  kind: 'REGULAR',
  name: '',
  image: null,
  categoryIds: [],
  giftCardAmount: '',
  membershipId: null,
  modifierIds: [],
  revenueClassId: null,
  taxRateId: null,
  isCadet: false,
  containsAlcohol: false,
  enabled: true,
  locationIds: [],
  groupIds: [],
  gameCard: { cardDesign: '', creditsOnCard: '', bonusCredits: '', isVip: false },
  reservation: { durationMinutes: '', capacity: '', bufferMinutes: '', entitlementPackageId: null },
  creditTypes: [],
  prices: [],
  loyaltyPoints: [],
  daysAvailable: [],
  availableFrom: null,
  availableTo: null,
  membershipRequirementIds: [],
  maxQuantity: '',
  blockedAccessIds: [],
  names: [],
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The values of a record, or of the blank form (a type list starts new products of its kind). */
export function productValues(p: ProductRecordShape | null, kind: ProductKind = 'REGULAR'): ProductValues {
  if (!p) return { ...EMPTY_PRODUCT, kind };
  const card = p.gameCardDetails;
  const res = p.reservationDetails;
  return {
    productTypeId: p.productTypeId,
    kind: p.kind,
    name: p.name,
    image: p.image,
    categoryIds: [...p.categoryIds],
    giftCardAmount: p.giftCardAmount ?? '',
    membershipId: p.membershipId,
    modifierIds: [...p.modifierIds],
    revenueClassId: p.revenueClassId,
    taxRateId: p.taxRateId,
    isCadet: p.isCadet,
    containsAlcohol: p.containsAlcohol,
    enabled: p.enabled,
    locationIds: p.locations.map((l) => l.locationId),
    groupIds: [],
    gameCard: card
      ? {
          cardDesign: card.cardDesign,
          creditsOnCard: text(card.creditsOnCard),
          bonusCredits: text(card.bonusCredits),
          isVip: card.isVip,
        }
      : EMPTY_PRODUCT.gameCard,
    reservation: res
      ? {
          durationMinutes: text(res.durationMinutes),
          capacity: text(res.capacity),
          bufferMinutes: text(res.bufferMinutes),
          entitlementPackageId: res.entitlementPackageId,
        }
      : EMPTY_PRODUCT.reservation,
    creditTypes: p.creditTypes.map((c) => ({ creditTypeId: c.creditTypeId, quantity: text(c.quantity) })),
    prices: p.prices.map((x) => ({ locationId: x.locationId, priceLevelId: x.priceLevelId, price: x.price })),
    loyaltyPoints: p.loyaltyPoints.map((x) => ({ locationId: x.locationId, points: text(x.points) })),
    // spec/3 §3: daysAvailable is an empty list when missing.
    daysAvailable: [...(p.availability.daysAvailable ?? [])],
    availableFrom: p.availability.availableFrom,
    availableTo: p.availability.availableTo,
    membershipRequirementIds: p.membershipRequirements.map((m) => m.id),
    maxQuantity: text(p.inventory.maxQuantity),
    blockedAccessIds: p.blockedAccess.map((b) => b.id),
    names: p.names.map((n) => ({ locationId: n.locationId, languageId: n.languageId, name: n.name })),
  };
}
