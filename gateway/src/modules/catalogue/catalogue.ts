/**
 * The resolvers of schema/catalogue/: every screen's from its declaration (core/src/resources/api.ts),
 * then the forms' lookups and the products screens' own fields.
 */
import { RESOURCE_API } from '@marquee/core/resources/api';
import type { ResourceKey } from '@marquee/core/resources/screens';
import { declaredResolvers } from '../../resources/declared.ts';
import { catalogueLookupResolvers } from './lookups.ts';
import { productResolvers } from './products.ts';

const CATALOGUE_SCREENS = (Object.keys(RESOURCE_API) as ResourceKey[]).filter(
  (key) => RESOURCE_API[key].area === 'catalogue',
);

export const CATALOGUE_RESOLVERS = [
  ...CATALOGUE_SCREENS.map((key) => declaredResolvers(key)),
  catalogueLookupResolvers,
  productResolvers,
];
