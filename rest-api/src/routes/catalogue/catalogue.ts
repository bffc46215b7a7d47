/** The catalogue's seven lists under /catalog-management (spec/3 §2, §7), one file per resource, the product editor's lookups, and the products. */
import type { FastifyInstance } from 'fastify';
import { creditTypeRoutes } from './creditTypes.ts';
import { discountRoutes } from './discounts.ts';
import { foodModifierRoutes } from './foodModifiers.ts';
import { membershipRoutes } from './memberships.ts';
import { productCategoryRoutes } from './productCategories.ts';
import { productImageRoutes } from './productImages.ts';
import { productLookupRoutes } from './productLookups.ts';
import { productRoutes } from './products.ts';
import { revenueClassRoutes } from './revenueClasses.ts';
import { taxRateRoutes } from './taxRates.ts';

export async function catalogueRoutes(app: FastifyInstance) {
  for (const routes of [
    taxRateRoutes,
    revenueClassRoutes,
    productCategoryRoutes,
    creditTypeRoutes,
    membershipRoutes,
    discountRoutes,
    foodModifierRoutes,
    productLookupRoutes,
    productRoutes,
    productImageRoutes,
  ]) {
    await routes(app);
  }
}
