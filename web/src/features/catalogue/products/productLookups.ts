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

/** The editor's choices, each in the viewer's language where the server answers names. */
export interface ProductLookups {
  productTypes: readonly ProductTypeChoice[];
  categories: readonly SelectOption[];
  revenueClasses: readonly SelectOption[];
  taxRates: readonly SelectOption[];
  memberships: readonly SelectOption[];
  modifiers: readonly SelectOption[];
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
