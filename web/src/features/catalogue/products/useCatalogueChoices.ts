import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import {
  useProductCategoryChoicesQuery,
  useProductCreditTypeChoicesQuery,
  useProductMembershipChoicesQuery,
  useProductModifierChoicesQuery,
  useProductRevenueClassChoicesQuery,
  useProductTaxRateChoicesQuery,
  useProductTypeChoicesQuery,
} from '../../../generated/graphql.ts';
import type { ProductTypeChoice } from './productLookups.ts';

/** A list the viewer may not read (its screen's VIEW is off) is empty, not an error toast. */
export const QUIET = { context: { handledCodes: ['FORBIDDEN'] } } as const;

const option = (o: { id: number; name: string }) => ({ value: o.id, label: o.name });

export interface CatalogueChoices {
  /** Every list answered or refused. */
  settled: boolean;
  productTypes: ProductTypeChoice[];
  categories: SelectOption[];
  revenueClasses: SelectOption[];
  taxRates: SelectOption[];
  modifiers: SelectOption[];
  creditTypes: SelectOption[];
  memberships: SelectOption[];
}

/** The catalogue lists a product refers to, each its own query (each needs its own module's VIEW). */
export function useCatalogueChoices(): CatalogueChoices {
  const types = useProductTypeChoicesQuery();
  const categories = useProductCategoryChoicesQuery(QUIET);
  const classes = useProductRevenueClassChoicesQuery(QUIET);
  const taxes = useProductTaxRateChoicesQuery(QUIET);
  const modifiers = useProductModifierChoicesQuery(QUIET);
  const credits = useProductCreditTypeChoicesQuery(QUIET);
  const memberships = useProductMembershipChoicesQuery(QUIET);
  const all = [types, categories, classes, taxes, modifiers, credits, memberships];
  return {
    settled: all.every((q) => q.data !== undefined || q.error !== undefined),
    productTypes: (types.data?.productTypeOptions ?? []).map((p) => ({ ...option(p), kind: p.kind })),
    categories: (categories.data?.productCategories.rows ?? []).map(option),
    revenueClasses: (classes.data?.revenueClassOptions ?? []).map(option),
    taxRates: (taxes.data?.taxRates.rows ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.percentage}%)` })),
    modifiers: (modifiers.data?.foodModifiers.rows ?? []).map(option),
    creditTypes: (credits.data?.creditTypeOptions ?? []).map(option),
    memberships: (memberships.data?.membershipOptions ?? []).map(option),
  };
}
