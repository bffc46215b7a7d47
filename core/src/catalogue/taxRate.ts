/** Tax rates (spec/3 §2 /product-management/tax-rates): name, percentage, tax type, locations. */
import { type Static, Type } from 'typebox';
import { type FieldRules, PERCENTAGE_DECIMALS, validateFields } from '../resources/fields.ts';
import { Id, LocationRef, Text, Version } from '../resources/types.ts';
import type { FieldErrors } from '../validation.ts';
import { isReferenceId, TAX_TYPES } from './reference.ts';

export const TaxRate = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Percent as the form shows it, e.g. '8.25'. */
  percentage: Type.String(),
  taxTypeId: Type.Integer(),
  taxTypeName: Type.String(),
  locations: Type.Array(LocationRef),
  version: Type.Integer(),
});
export type TaxRate = Static<typeof TaxRate>;

export const TaxRateInput = Type.Object({
  name: Text(),
  /** 0–100, at most 2 decimals, a '%' sign accepted. */
  percentage: Type.String({ maxLength: 20 }),
  taxTypeId: Id,
  locationIds: Type.Array(Id, { maxItems: 1000 }),
  version: Type.Optional(Version),
});
export type TaxRateInput = Static<typeof TaxRateInput>;

export const TAX_RATE_SORTS = ['name', 'percentage', 'taxType'] as const;

export const TAX_RATE_RULES = {
  name: { required: true, unique: true },
  percentage: { required: true, percentage: { decimals: PERCENTAGE_DECIMALS } },
  locationIds: { required: true, requiredMessage: 'resources.selectOne' },
} satisfies FieldRules<keyof TaxRateInput>;

export function validateTaxRate(v: TaxRateInput): FieldErrors<keyof TaxRateInput> {
  const errors: FieldErrors<keyof TaxRateInput> = validateFields(TAX_RATE_RULES, v);
  if (!isReferenceId(TAX_TYPES, v.taxTypeId)) errors.taxTypeId = 'settings.unknownOption';
  return errors;
}
