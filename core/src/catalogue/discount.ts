/**
 * Discounts (spec/3 §2 /product-management/discounts): a percentage or a fixed amount off the
 * revenue classes it applies to, within a date window, switched on or off.
 */
import { type Static, Type } from 'typebox';
import { type FieldRules, validateFields } from '../resources/fields.ts';
import { Id, Text, Version } from '../resources/types.ts';
import type { FieldErrors } from '../validation.ts';
import { DISCOUNT_TYPE, DISCOUNT_TYPES, isReferenceId } from './reference.ts';

export const RevenueClassRef = Type.Object({ revenueClassId: Type.Integer(), name: Type.String() });
export type RevenueClassRef = Static<typeof RevenueClassRef>;

export const Discount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  typeId: Type.Integer(),
  typeName: Type.String(),
  /** '15.00' (percent) or '5.00' (dollars), as the form shows it. */
  value: Type.String(),
  /** Hundredths: cents for an amount, hundredths of a percent for a percentage. */
  valueHundredths: Type.Integer(),
  startDate: Type.String(),
  endDate: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  revenueClasses: Type.Array(RevenueClassRef),
  version: Type.Integer(),
});
export type Discount = Static<typeof Discount>;

const IsoDate = Type.String({ format: 'date', maxLength: 10 });

export const DiscountInput = Type.Object({
  name: Text(),
  typeId: Id,
  /** A percentage (0–100) or an amount (spec/1 §5), as typed, by `typeId`. */
  value: Type.String({ maxLength: 20 }),
  /** YYYY-MM-DD. */
  startDate: IsoDate,
  /** YYYY-MM-DD, not before the start; null is open-ended. */
  endDate: Type.Union([IsoDate, Type.Null()]),
  enabled: Type.Boolean(),
  revenueClassIds: Type.Array(Id, { maxItems: 1000 }),
  version: Type.Optional(Version),
});
export type DiscountInput = Static<typeof DiscountInput>;

export const DISCOUNT_SORTS = ['name', 'type', 'value', 'startDate', 'endDate'] as const;

const common = {
  name: { required: true, unique: true },
  startDate: { required: true },
  endDate: { notBefore: 'startDate' },
  revenueClassIds: { required: true, requiredMessage: 'resources.selectOne' },
} satisfies FieldRules<keyof DiscountInput>;

/** The value is a percentage or an amount of money by the discount's type. */
export const DISCOUNT_RULES = {
  percentage: { ...common, value: { required: true, percentage: true } },
  amount: { ...common, value: { required: true, amount: true } },
} satisfies Record<string, FieldRules<keyof DiscountInput>>;

export function discountRules(typeId: number) {
  return typeId === DISCOUNT_TYPE.percentage ? DISCOUNT_RULES.percentage : DISCOUNT_RULES.amount;
}

export function validateDiscount(v: DiscountInput): FieldErrors<keyof DiscountInput> {
  const errors: FieldErrors<keyof DiscountInput> = validateFields(discountRules(v.typeId), v);
  if (!isReferenceId(DISCOUNT_TYPES, v.typeId)) errors.typeId = 'settings.unknownOption';
  return errors;
}
