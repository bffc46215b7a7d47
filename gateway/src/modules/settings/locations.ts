import { declaredResolvers } from '../../resources/declared.ts';

/** schema/settings/locations.graphql: /settings/locations, from its declaration. */
export const locationResolvers = declaredResolvers('locations', {
  // A blank code is generated from the name; "no group" is null.
  toBody: ({ code, groupId, ...rest }) => ({ ...rest, ...(code ? { code } : {}), groupId: groupId ?? null }),
});
