import type { ProductKind } from '@marquee/core/catalogue/productKind';
import type { SelectOption } from '../../../components/resources/FormSelect.tsx';

/** A product type of the master client: its kind decides the editor's sections. */
export interface ProductTypeChoice extends SelectOption {
  kind: ProductKind;
}

/** A group and the locations it selects (spec/3 §2: a group selects its locations). */
export interface GroupChoice extends SelectOption {
  locationIds: readonly number[];
}

/**
 * A catalogue entry offered at some locations (null: the list is not per location): the editor
 * lists it only for a product at them (core/catalogue/offered.ts).
 */
export interface PlacedChoice extends SelectOption {
  locationIds?: readonly number[] | null;
}

/** The editor's choices, each in the viewer's language where the server answers names. */
export interface ProductLookups {
  productTypes: readonly ProductTypeChoice[];
  categories: readonly PlacedChoice[];
  revenueClasses: readonly SelectOption[];
  taxRates: readonly PlacedChoice[];
  memberships: readonly PlacedChoice[];
  modifiers: readonly PlacedChoice[];
  creditTypes: readonly SelectOption[];
  priceLevels: readonly SelectOption[];
  entitlementPackages: readonly SelectOption[];
  blockedAccess: readonly SelectOption[];
  locations: readonly SelectOption[];
  groups: readonly GroupChoice[];
  /** ISO weekdays 1–7 with their names. */
  days: readonly SelectOption[];
  /** Minutes since midnight with their times. */
  availableFrom: readonly SelectOption[];
  availableTo: readonly SelectOption[];
}
