import { type FoodModifierInput as CoreInput, validateFoodModifier } from '@marquee/core/catalogue/foodModifier';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { FoodModifierInput, FoodModifierRowFragment } from '../../../generated/graphql.ts';

export type FoodModifierField = Exclude<keyof CoreInput, 'version'>;

/** The food modifier form's values: one mapper serves new and edit. */
export interface FoodModifierValues {
  name: string;
  groupName: string;
  /** The amount as the input holds it (FormAmount keeps it to spec/1 §5 while typing). */
  price: string;
  locationIds: number[];
}

export const EMPTY_FOOD_MODIFIER: FoodModifierValues = { name: '', groupName: '', price: '', locationIds: [] };

export function foodModifierValues(row: FoodModifierRowFragment | null): FoodModifierValues {
  if (!row) return EMPTY_FOOD_MODIFIER;
  return {
    name: row.name,
    groupName: row.groupName,
    price: row.price,
    locationIds: row.locations.map((l) => l.locationId),
  };
}

/** The mutation input: texts trimmed (spec/3 §5); the server parses the price as typed. */
export function toFoodModifierInput(v: FoodModifierValues): FoodModifierInput {
  return { name: v.name.trim(), groupName: v.groupName.trim(), price: v.price.trim(), locationIds: v.locationIds };
}

/** Core's rules, the ones the REST API checks again. */
export const validateFoodModifierValues = (v: FoodModifierValues) => validateFoodModifier(toFoodModifierInput(v));

export const FOOD_MODIFIER_TABS: readonly FormTabDef<FoodModifierField>[] = [
  { id: 'basic', label: 'settings.basicTab', fields: ['name', 'groupName', 'price', 'locationIds'], required: true },
];
