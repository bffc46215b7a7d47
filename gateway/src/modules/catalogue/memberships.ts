import { resourceResolvers } from '../../resources/resolvers.ts';

/** schema/catalogue/memberships.graphql: /catalog-management/memberships and its sub-table. */
export const membershipResolvers = resourceResolvers({
  screen: 'memberships',
  list: 'memberships',
  filters: ['locationId'],
  detail: 'membership',
  subTable: 'membershipSubTable',
  create: 'createMembership',
  update: 'updateMembership',
  remove: 'deleteMemberships',
});
