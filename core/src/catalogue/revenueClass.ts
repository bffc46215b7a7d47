/** Revenue classes (spec/3 §2 /product-management/revenue-classes): name, type, description. */
import { type Static, Type } from 'typebox';
import { type FieldRules, validateFields } from '../resources/fields.ts';
import { Id, Text, Version } from '../resources/types.ts';
import type { FieldErrors } from '../validation.ts';
import { isReferenceId, REVENUE_CLASS_TYPES } from './reference.ts';

export const RevenueClass = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  typeId: Type.Integer(),
  typeName: Type.String(),
  description: Type.String(),
  /** Discounts that apply to this class (what the sub-table lists). */
  discountCount: Type.Integer(),
  version: Type.Integer(),
});
export type RevenueClass = Static<typeof RevenueClass>;

export const RevenueClassInput = Type.Object({
  name: Text(),
  typeId: Id,
  description: Text(),
  version: Type.Optional(Version),
});
export type RevenueClassInput = Static<typeof RevenueClassInput>;

export const REVENUE_CLASS_SORTS = ['name', 'type', 'discountCount'] as const;

export const REVENUE_CLASS_RULES = {
  name: { required: true, unique: true },
  description: {},
} satisfies FieldRules<keyof RevenueClassInput>;

export function validateRevenueClass(v: RevenueClassInput): FieldErrors<keyof RevenueClassInput> {
  const errors: FieldErrors<keyof RevenueClassInput> = validateFields(REVENUE_CLASS_RULES, v);
  if (!isReferenceId(REVENUE_CLASS_TYPES, v.typeId)) errors.typeId = 'settings.unknownOption';
  return errors;
}
