/** /catalog-management/food-sub-items (spec/3 §7) and the `food-modifiers` lookup. */
import {
  FOOD_MODIFIER_RULES,
  FOOD_MODIFIER_SORTS,
  FoodModifier,
  FoodModifierInput,
  validateFoodModifier,
} from '@marquee/core/catalogue/foodModifier';
import { Id, LocationRef } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { foodModifierLocations, foodModifiers } from '../../db/schema-catalogue.ts';
import {
  createFoodModifier,
  deleteFoodModifiers,
  foodModifierOptions,
  getFoodModifier,
  listFoodModifiers,
  updateFoodModifier,
} from '../../repositories/catalogue/foodModifiers.ts';
import { locationsByParent } from '../../repositories/catalogue/links.ts';
import { registerResource } from '../../resources/register.ts';

export async function foodModifierRoutes(app: FastifyInstance) {
  await registerResource(app, {
    screen: 'foodModifiers',
    row: FoodModifier,
    list: { sorts: FOOD_MODIFIER_SORTS, filters: { locationId: Type.Optional(Id) }, load: listFoodModifiers },
    get: getFoodModifier,
    subTable: {
      row: LocationRef,
      load: async (db, _mc, id) => (await locationsByParent(db, foodModifierLocations, [id])).get(id) ?? [],
    },
    create: {
      body: FoodModifierInput,
      rules: FOOD_MODIFIER_RULES,
      check: validateFoodModifier,
      write: createFoodModifier,
    },
    update: {
      body: FoodModifierInput,
      rules: FOOD_MODIFIER_RULES,
      check: validateFoodModifier,
      write: updateFoodModifier,
    },
    remove: { write: deleteFoodModifiers },
    unique: { table: foodModifiers, columns: { name: foodModifiers.name } },
    lookups: [
      {
        path: '/catalog-management/food-modifiers',
        response: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), groupName: Type.String() })),
        load: (db, mc) => foodModifierOptions(db, mc),
      },
    ],
  });
}
