import { resourceResolvers } from '../../resources/resolvers.ts';

/** schema/catalogue/tax-rates.graphql: /catalog-management/tax-rates and its sub-table. */
export const taxRateResolvers = resourceResolvers({
  screen: 'taxRates',
  list: 'taxRates',
  filters: ['taxTypeId', 'locationId'],
  detail: 'taxRate',
  subTable: 'taxRateSubTable',
  create: 'createTaxRate',
  update: 'updateTaxRate',
  remove: 'deleteTaxRates',
});
