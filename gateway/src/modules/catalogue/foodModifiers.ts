import { resourceResolvers } from '../../resources/resolvers.ts';

/** schema/catalogue/food-modifiers.graphql: /catalog-management/food-sub-items and its sub-table. */
export const foodModifierResolvers = resourceResolvers({
  screen: 'foodModifiers',
  list: 'foodModifiers',
  filters: ['locationId'],
  detail: 'foodModifier',
  subTable: 'foodModifierSubTable',
  create: 'createFoodModifier',
  update: 'updateFoodModifier',
  remove: 'deleteFoodModifiers',
});
