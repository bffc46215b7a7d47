import { resourceResolvers } from '../../resources/resolvers.ts';

/** schema/catalogue/discounts.graphql: /catalog-management/discounts and its sub-table. */
export const discountResolvers = resourceResolvers({
  screen: 'discounts',
  list: 'discounts',
  filters: ['typeId', 'enabled', 'revenueClassId'],
  detail: 'discount',
  subTable: 'discountSubTable',
  create: 'createDiscount',
  update: 'updateDiscount',
  remove: 'deleteDiscounts',
});
