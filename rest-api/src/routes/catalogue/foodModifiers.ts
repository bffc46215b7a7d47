/** /catalog-management/food-sub-items (spec/3 §7) and the `food-modifiers` lookup (GET, or POST as §7 names it). */
import {
  FOOD_MODIFIER_RULES,
  FOOD_MODIFIER_SORTS,
  FoodModifier,
  FoodModifierInput,
} from '@marquee/core/catalogue/foodModifier';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { foodModifierOptions, foodModifierResource } from '../../repositories/catalogue/foodModifiers.ts';
import { registerRepository } from '../../resources/registerRepository.ts';

export async function foodModifierRoutes(app: FastifyInstance) {
  await registerRepository(app, {
    screen: 'foodModifiers',
    row: FoodModifier,
    sorts: FOOD_MODIFIER_SORTS,
    input: FoodModifierInput,
    rules: FOOD_MODIFIER_RULES,
    repository: foodModifierResource,
    lookups: [
      {
        path: '/catalog-management/food-modifiers',
        methods: ['GET', 'POST'],
        response: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), groupName: Type.String() })),
        load: (db, mc) => foodModifierOptions(db, mc),
      },
    ],
  });
}
