import { resourceResolvers } from '../../resources/resolvers.ts';

/** schema/catalogue/credit-types.graphql: /catalog-management/credit-types and its sub-table. */
export const creditTypeResolvers = resourceResolvers({
  screen: 'creditTypes',
  list: 'creditTypes',
  detail: 'creditType',
  subTable: 'creditTypeSubTable',
  create: 'createCreditType',
  update: 'updateCreditType',
  remove: 'deleteCreditTypes',
});
