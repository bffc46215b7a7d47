import { type TaxRateInput as CoreInput, validateTaxRate } from '@marquee/core/catalogue/taxRate';
import type { FieldErrors } from '@marquee/core/validation';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { TaxRateInput, TaxRateRowFragment } from '../../../generated/graphql.ts';

export type TaxRateField = Exclude<keyof CoreInput, 'version'>;

/** The tax rate form's values: one mapper serves new and edit. */
export interface TaxRateValues {
  name: string;
  /** The percent as the input holds it (FormAmount's percent mode keeps it to 0–100). */
  percentage: string;
  /** None chosen yet in new mode. */
  taxTypeId: number | null;
  locationIds: number[];
}

export const EMPTY_TAX_RATE: TaxRateValues = { name: '', percentage: '', taxTypeId: null, locationIds: [] };

export function taxRateValues(row: TaxRateRowFragment | null): TaxRateValues {
  if (!row) return EMPTY_TAX_RATE;
  return {
    name: row.name,
    percentage: row.percentage,
    taxTypeId: row.taxTypeId,
    locationIds: row.locations.map((l) => l.locationId),
  };
}

/** The mutation input, texts trimmed (spec/3 §5); validation keeps an unchosen type from saving. */
export function toTaxRateInput(v: TaxRateValues): TaxRateInput {
  return {
    name: v.name.trim(),
    percentage: v.percentage.trim(),
    taxTypeId: v.taxTypeId ?? 0,
    locationIds: v.locationIds,
  };
}

/** Core's rules; an unchosen tax type reads as required rather than as an unknown choice. */
export function validateTaxRateValues(v: TaxRateValues): FieldErrors<TaxRateField> {
  const errors: FieldErrors<TaxRateField> = validateTaxRate(toTaxRateInput(v));
  if (v.taxTypeId === null) errors.taxTypeId = 'validation.required';
  return errors;
}

export const TAX_RATE_TABS: readonly FormTabDef<TaxRateField>[] = [
  {
    id: 'basic',
    label: 'settings.basicTab',
    fields: ['name', 'percentage', 'taxTypeId', 'locationIds'],
    required: true,
  },
];
