/** Food modifiers, the spec's food sub-items (spec/3 §2 /product-management/food-modifiers). */
import { type Static, Type } from 'typebox';
import { type FieldRules, validateFields } from '../resources/fields.ts';
import { Id, LocationRef, Text, Version } from '../resources/types.ts';
import type { FieldErrors } from '../validation.ts';

export const FoodModifier = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The POS group it is offered under, e.g. 'Toppings'. */
  groupName: Type.String(),
  /** '1.50': the form's text; the grid shows it with a dollar sign. */
  price: Type.String(),
  priceCents: Type.Integer(),
  locations: Type.Array(LocationRef),
  version: Type.Integer(),
});
export type FoodModifier = Static<typeof FoodModifier>;

export const FoodModifierInput = Type.Object({
  name: Text(),
  groupName: Text(),
  /** An amount as typed (spec/1 §5), e.g. '1.50' or '$1.50'; stored as cents. */
  price: Type.String({ maxLength: 20 }),
  locationIds: Type.Array(Id, { maxItems: 1000 }),
  version: Type.Optional(Version),
});
export type FoodModifierInput = Static<typeof FoodModifierInput>;

export const FOOD_MODIFIER_SORTS = ['name', 'groupName', 'price'] as const;

export const FOOD_MODIFIER_RULES = {
  name: { required: true, unique: true },
  groupName: {},
  price: { required: true, amount: true },
  locationIds: { required: true, requiredMessage: 'resources.selectOne' },
} satisfies FieldRules<keyof FoodModifierInput>;

export const validateFoodModifier = (v: FoodModifierInput): FieldErrors<keyof FoodModifierInput> =>
  validateFields(FOOD_MODIFIER_RULES, v);
