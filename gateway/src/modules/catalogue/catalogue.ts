/** The resolver modules of schema/catalogue/*.graphql, one per screen, in the order RESOLVERS lists them. */
import { creditTypeResolvers } from './creditTypes.ts';
import { discountResolvers } from './discounts.ts';
import { foodModifierResolvers } from './foodModifiers.ts';
import { catalogueLookupResolvers } from './lookups.ts';
import { membershipResolvers } from './memberships.ts';
import { productCategoryResolvers } from './productCategories.ts';
import { revenueClassResolvers } from './revenueClasses.ts';
import { taxRateResolvers } from './taxRates.ts';

export const CATALOGUE_RESOLVERS = [
  taxRateResolvers,
  revenueClassResolvers,
  productCategoryResolvers,
  creditTypeResolvers,
  membershipResolvers,
  discountResolvers,
  foodModifierResolvers,
  catalogueLookupResolvers,
];
