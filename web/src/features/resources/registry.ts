/**
 * The web's resource screens by core key (RESOURCE_SCREENS): each loads its config lazily, so a
 * screen's code is fetched when its route is first opened. The route table (app/routes/screens.ts)
 * serves every entry at the key's `path`. A new screen adds one line here.
 */
import type { ResourceKey } from '@marquee/core/resources/screens';
import { type ComponentType, createElement, lazy } from 'react';
import { ResourceScreen } from '../../components/resources/ResourceScreen.tsx';
import type { ResourceRow, ResourceScreenConfig } from '../../components/resources/resourceScreenConfig.ts';
import type { Filters } from '../../hooks/listUrl.ts';

/** A screen key's lazily loaded config, rendered by the one ResourceScreen. */
export function lazyResourceScreen<Row extends ResourceRow, F extends Filters>(
  load: () => Promise<ResourceScreenConfig<Row, F>>,
): ComponentType {
  return lazy(async () => {
    const config = await load();
    // biome-ignore lint/correctness/noComponentHookFactories: made once per screen when its chunk loads, never per render.
    const Screen = () => createElement(ResourceScreen<Row, F>, { config });
    return { default: Screen };
  });
}

export const RESOURCE_REGISTRY: Partial<Record<ResourceKey, ComponentType>> = {
  groups: lazyResourceScreen(() => import('../settings/groups/groupsConfig.tsx').then((m) => m.GROUPS_SCREEN)),
  locations: lazyResourceScreen(() =>
    import('../settings/locations/locationsConfig.tsx').then((m) => m.LOCATIONS_SCREEN),
  ),
  users: lazyResourceScreen(() => import('../settings/users/usersConfig.tsx').then((m) => m.USERS_SCREEN)),
  directorUsers: lazyResourceScreen(() =>
    import('../settings/director-users/directorUsersConfig.tsx').then((m) => m.DIRECTOR_USERS_SCREEN),
  ),
  discounts: lazyResourceScreen(() =>
    import('../catalogue/discounts/discountsConfig.tsx').then((m) => m.DISCOUNTS_SCREEN),
  ),
  revenueClasses: lazyResourceScreen(() =>
    import('../catalogue/revenue-classes/revenueClassesConfig.tsx').then((m) => m.REVENUE_CLASSES_SCREEN),
  ),
  foodModifiers: lazyResourceScreen(() =>
    import('../catalogue/food-modifiers/foodModifiersConfig.tsx').then((m) => m.FOOD_MODIFIERS_SCREEN),
  ),
  taxRates: lazyResourceScreen(() =>
    import('../catalogue/tax-rates/taxRatesConfig.tsx').then((m) => m.TAX_RATES_SCREEN),
  ),
  productCategories: lazyResourceScreen(() =>
    import('../catalogue/product-categories/productCategoriesConfig.tsx').then((m) => m.PRODUCT_CATEGORIES_SCREEN),
  ),
  memberships: lazyResourceScreen(() =>
    import('../catalogue/memberships/membershipsConfig.tsx').then((m) => m.MEMBERSHIPS_SCREEN),
  ),
  products: lazyResourceScreen(() => import('../catalogue/products/productsConfig.tsx').then((m) => m.PRODUCTS_SCREEN)),
  creditTypes: lazyResourceScreen(() =>
    import('../catalogue/credit-types/creditTypesConfig.tsx').then((m) => m.CREDIT_TYPES_SCREEN),
  ),
};
