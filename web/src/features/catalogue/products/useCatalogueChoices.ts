import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import {
  useProductCreditTypeChoicesQuery,
  useProductLookupChoicesQuery,
  useProductMembershipChoicesQuery,
  useProductRevenueClassChoicesQuery,
  useProductTaxRateChoicesQuery,
  useProductTypeChoicesQuery,
} from '../../../generated/graphql.ts';
import type { PlacedChoice, ProductTypeChoice } from './productLookups.ts';

/** A list the viewer may not read (its screen's VIEW is off) is empty, not an error toast. */
export const QUIET = { context: { handledCodes: ['FORBIDDEN'] } } as const;

const option = (o: { id: number; name: string }) => ({ value: o.id, label: o.name });
const placed = (o: { id: number; name: string; locationIds?: readonly number[] | null }): PlacedChoice => ({
  ...option(o),
  locationIds: o.locationIds ?? null,
});

export interface CatalogueChoices {
  /** Every list answered or refused. */
  settled: boolean;
  productTypes: ProductTypeChoice[];
  categories: PlacedChoice[];
  revenueClasses: SelectOption[];
  taxRates: PlacedChoice[];
  modifiers: PlacedChoice[];
  creditTypes: SelectOption[];
  memberships: PlacedChoice[];
  priceLevels: SelectOption[];
  blockedAccess: SelectOption[];
  entitlementPackages: SelectOption[];
}

/**
 * The lists a product refers to: the editor's own (products VIEW) in one query, and those other
 * catalogue screens answer one query each (each needs its own module's VIEW).
 */
export function useCatalogueChoices(): CatalogueChoices {
  const types = useProductTypeChoicesQuery();
  const own = useProductLookupChoicesQuery();
  const classes = useProductRevenueClassChoicesQuery(QUIET);
  const taxes = useProductTaxRateChoicesQuery(QUIET);
  const credits = useProductCreditTypeChoicesQuery(QUIET);
  const memberships = useProductMembershipChoicesQuery(QUIET);
  const all = [types, own, classes, taxes, credits, memberships];
  const mine = own.data;
  return {
    settled: all.every((q) => q.data !== undefined || q.error !== undefined),
    productTypes: (types.data?.productTypeOptions ?? []).map((p) => ({ ...option(p), kind: p.kind })),
    categories: (mine?.productCategoryOptions ?? []).map(placed),
    revenueClasses: (classes.data?.revenueClassOptions ?? []).map(option),
    taxRates: (taxes.data?.taxRates.rows ?? []).map((r) => ({
      value: r.id,
      label: `${r.name} (${r.percentage}%)`,
      locationIds: r.locations.map((l) => l.locationId),
    })),
    modifiers: (mine?.productModifierOptions ?? []).map((m) => ({
      ...placed(m),
      label: `${m.name} (${m.groupName})`,
    })),
    creditTypes: (credits.data?.creditTypeOptions ?? []).map(option),
    memberships: (memberships.data?.membershipOptions ?? []).map(placed),
    priceLevels: (mine?.priceLevelOptions ?? []).map(option),
    blockedAccess: (mine?.blockedAccessOptions ?? []).map(option),
    entitlementPackages: (mine?.entitlementPackageOptions ?? []).map(option),
  };
}
