/**
 * The product screens served at paths of their own (core ROUTES): the product-type lists, each the
 * products screen narrowed to a kind, and one product's editor by its regular-products URL.
 */
import { PRODUCT_KIND_ROUTES } from '@marquee/core/catalogue/productKind';
import { REGULAR_PRODUCT_PATH } from '@marquee/core/routes';
import { type ComponentType, lazy } from 'react';
import { lazyResourceScreen } from '../../resources/registry.ts';

const kinds = Object.keys(PRODUCT_KIND_ROUTES) as (keyof typeof PRODUCT_KIND_ROUTES)[];

export const PRODUCT_SCREENS: Readonly<Record<string, ComponentType>> = {
  ...Object.fromEntries(
    kinds.map((kind) => [
      PRODUCT_KIND_ROUTES[kind],
      lazyResourceScreen(() => import('./productsConfig.tsx').then((m) => m.productsScreen(kind))),
    ]),
  ),
  [REGULAR_PRODUCT_PATH]: lazy(() =>
    import('./RegularProductScreen.tsx').then((m) => ({ default: m.RegularProductScreen })),
  ),
};
