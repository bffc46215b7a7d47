import { resourceResolvers } from '../../resources/resolvers.ts';

/** schema/catalogue/revenue-classes.graphql: /catalog-management/revenue-classes and its sub-table. */
export const revenueClassResolvers = resourceResolvers({
  screen: 'revenueClasses',
  list: 'revenueClasses',
  filters: ['typeId'],
  detail: 'revenueClass',
  subTable: 'revenueClassSubTable',
  create: 'createRevenueClass',
  update: 'updateRevenueClass',
  remove: 'deleteRevenueClasses',
});
